import { useCallback, useEffect, useId, useRef } from 'react';
import { Button } from '../../../Button';
import { Icon } from '../../../Icon';
import { EnrolmentFactor, type EnrolmentFactorTexts, type StaffFactor } from './EnrolmentFactor';
import { EnrolmentPassword, type EnrolmentPasswordTexts } from './EnrolmentPassword';
import { EnrolmentRecovery, type EnrolmentRecoveryTexts } from './EnrolmentRecovery';
import { EnrolmentTotp, type EnrolmentTotpTexts } from './EnrolmentTotp';
import styles from './StaffEnrolment.module.css';
import { StaffNotices } from '../../common/StaffNotices/StaffNotices';
import { StaffPanel } from '../../common/StaffPanel/StaffPanel';
import type { StaffStepRequest } from './staffStep';
import { waitText, type StaffWaitTexts } from '../../common/staffTexts';
import { useStaffRequest, type StaffAnswerProps } from '../../common/useStaffRequest';

export type { StaffFactor };

/** The texts of the last step of `StaffEnrolment`. */
export type EnrolmentDoneTexts = {
  /** The heading, e.g. 'Je account is klaar'. */
  title: string;
  /** The line under it. */
  text: string;
  /** The link to the staff inbox, e.g. 'Naar de aanvragen'. */
  inbox: string;
};

/**
 * Every text of `StaffEnrolment`, one group per step; the site passes its own
 * (`staffEnrolmentTexts` of `@agency/content`). `{time}` and `{count}`: see `StaffWaitTexts`.
 */
export type StaffEnrolmentTexts = StaffWaitTexts & {
  /** The line above every step's heading, e.g. 'Account instellen'. None when left out. */
  eyebrow?: string;
  password: EnrolmentPasswordTexts;
  factor: EnrolmentFactorTexts;
  totp: EnrolmentTotpTexts;
  recovery: EnrolmentRecoveryTexts;
  done: EnrolmentDoneTexts;
};

/**
 * The steps of setting up a staff account: a password, the choice of a second factor, linking
 * an authenticator app (a passkey is made by the browser, without a step of its own), the
 * recovery codes, done.
 */
export type StaffEnrolmentStep = 'password' | 'factor' | 'totp' | 'recovery' | 'done';

export type StaffEnrolmentProps = StaffAnswerProps & {
  /** Which step to show. The parent moves on when the server accepted the last one. */
  step: StaffEnrolmentStep;
  /** Saves the new password; called only when it passed the checks (length, typed twice the same). */
  onSubmitPassword: (password: string) => unknown;
  /** The chosen second factor: for `passkey` the parent asks the browser to make one; for `totp` it moves to that step. */
  onChooseFactor: (factor: StaffFactor) => unknown;
  /** The `otpauth://totp/…` URI of the new app key, drawn as a QR code (step `totp`). */
  otpauthUri?: string;
  /** The same key in base32, shown in groups of four for typing it over (step `totp`). */
  secret?: string;
  /** Checks the app's first code: six digits (step `totp`). */
  onSubmitTotp: (code: string) => unknown;
  /** The recovery codes, shown this once (step `recovery`). */
  recoveryCodes?: readonly string[];
  /** The colleague has saved the recovery codes. */
  onRecoveryCodesSaved: () => unknown;
  /** Where 'Naar de aanvragen' leads (step `done`), e.g. '/beheer'. */
  inboxHref: string;
  /** Fewest characters a new password may have. Default 12. */
  minPasswordLength?: number;
  /** Most characters a new password may have. Default 128. */
  maxPasswordLength?: number;
  /** Every text of the steps; see `StaffEnrolmentTexts`. */
  texts: StaffEnrolmentTexts;
  /** Class name of the root element. */
  className?: string;
};

/**
 * Setting up a staff account, one step at a time, each with its own heading (focus moves to it
 * when the step changes, so a screen reader starts there). Presentational: every action is a
 * callback, every answer of the server comes back as props (`step`, `busy`, `error`,
 * `retryAfterSeconds`). The server's error shows in the alert region under the heading, and at
 * the field in the password step (a refused password, say).
 */
export function StaffEnrolment({
  step,
  onSubmitPassword,
  onChooseFactor,
  otpauthUri = '',
  secret = '',
  onSubmitTotp,
  recoveryCodes = [],
  onRecoveryCodesSaved,
  inboxHref,
  minPasswordLength = 12,
  maxPasswordLength = 128,
  busy,
  error,
  retryAfterSeconds,
  texts,
  className,
}: StaffEnrolmentProps) {
  const uid = useId().replace(/:/g, '');
  const headingId = `${uid}-heading`;
  const errorId = `${uid}-error`;
  const timerId = `${uid}-timer`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLElement | null>(null);
  const setFirstField = useCallback((element: HTMLElement | null) => {
    firstField.current = element;
  }, []);

  const request = useStaffRequest({ busy, error, retryAfterSeconds }, firstField);
  const stepRequest: StaffStepRequest = {
    working: request.working,
    waiting: request.waiting,
    error: request.shownError,
    errorId,
    timerId,
    run: request.run,
  };

  // A new step: focus on its heading, where reading starts (not on the first render: the page decides that).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // What every step gets: the request's life cycle, and where focus goes after an answer.
  const stepProps = { request: stepRequest, firstFieldRef: setFirstField };

  const title = texts[step].title;
  const intro = step === 'done' ? texts.done.text : texts[step].intro;
  const notices = (
    <StaffNotices
      errorId={errorId}
      // The password step shows the server's refusal at its field.
      error={step === 'password' ? undefined : request.shownError}
      timerId={timerId}
      wait={request.waiting ? waitText(request.left, texts) : undefined}
      ready={request.ready ? texts.retryReady : undefined}
    />
  );

  return (
    <StaffPanel
      eyebrow={texts.eyebrow}
      title={title}
      headingId={headingId}
      headingRef={headingRef}
      intro={intro}
      notices={notices}
      width="wide"
      className={className}
    >
      {step === 'password' ? (
        <EnrolmentPassword
          texts={texts.password}
          minLength={minPasswordLength}
          maxLength={maxPasswordLength}
          headingId={headingId}
          {...stepProps}
          onSubmit={onSubmitPassword}
        />
      ) : step === 'factor' ? (
        <EnrolmentFactor texts={texts.factor} {...stepProps} onChoose={onChooseFactor} />
      ) : step === 'totp' ? (
        <EnrolmentTotp
          texts={texts.totp}
          otpauthUri={otpauthUri}
          secret={secret}
          headingId={headingId}
          {...stepProps}
          onSubmit={onSubmitTotp}
        />
      ) : step === 'recovery' ? (
        <EnrolmentRecovery texts={texts.recovery} codes={recoveryCodes} {...stepProps} onSaved={onRecoveryCodesSaved} />
      ) : (
        <Button href={inboxHref} variant="cta" size="lg" className={styles.inbox} endIcon={<Icon name="arrow-right" />}>
          {texts.done.inbox}
        </Button>
      )}
    </StaffPanel>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { joinIds } from '../Form/FieldContext';
import { Field, Input } from '../Form';
import { useFieldErrors } from '../Form/useFieldErrors';
import { Icon } from '../Icon';
import { StaffForm } from './StaffForm';
import { StaffNotices } from './StaffNotices';
import { StaffPanel } from './StaffPanel';
import styles from './StaffSignIn.module.css';
import { waitText, type StaffWaitTexts } from './staffTexts';
import { useStaffRequest, type StaffAnswerProps } from './useStaffRequest';

/** What the password step hands to `onSubmitPassword`. */
export type StaffCredentials = {
  /** The e-mail address, trimmed; never blank. */
  email: string;
  /** The password as typed (not trimmed); never empty. */
  password: string;
};

/**
 * Every text of `StaffSignIn`; the site passes its own (`staffSignInTexts` of
 * `@agency/content`). `{time}` and `{count}`: see `StaffWaitTexts`.
 */
export type StaffSignInTexts = StaffWaitTexts & {
  /** The line above the heading that names the area, e.g. 'Beheer'. None when left out. */
  eyebrow?: string;
  /** The heading (h1) of both steps, e.g. 'Inloggen'. */
  title: string;
  /** The line under the heading in the password step. None when left out. */
  passwordIntro?: string;
  /** Label of the e-mail field, e.g. 'E-mailadres'. */
  emailLabel: string;
  /** Label of the password field, e.g. 'Wachtwoord'. */
  passwordLabel: string;
  /** At the e-mail field when it was left blank. */
  emailRequired: string;
  /** At the password field when it was left empty. */
  passwordRequired: string;
  /** The password step's submit button, e.g. 'Inloggen'. */
  submitPassword: string;
  /** That button while the password is checked. */
  submittingPassword: string;
  /** The word on the line between the form and the passkey button, e.g. 'of'. */
  or: string;
  /** The passkey button, e.g. 'Inloggen met een passkey'. */
  passkey: string;
  /** That button while the browser asks for the passkey. */
  passkeyBusy: string;
  /** The line under the heading in the code step. */
  codeIntro: string;
  /** Label of the code field, e.g. 'Code'. */
  codeLabel: string;
  /** The hint under it: an app code or a recovery code. */
  codeHint: string;
  /** At the code field when it was left blank. */
  codeRequired: string;
  /** The code step's submit button, e.g. 'Bevestigen'. */
  submitCode: string;
  /** That button while the code is checked. */
  submittingCode: string;
  /** The way back from the code step to the password step, e.g. 'Terug'. */
  back: string;
};

/** The step of signing in: the password (or a passkey), then the code of the second factor. */
export type StaffSignInStep = 'password' | 'code';

export type StaffSignInProps = StaffAnswerProps & {
  /** Which step to show. The parent moves to `code` when the password was right. */
  step: StaffSignInStep;
  /** Checks the e-mail address and password. Not called while a field is blank, while busy, or while waiting. */
  onSubmitPassword: (credentials: StaffCredentials) => unknown;
  /** Checks the code: an app's code or a recovery code, trimmed, never blank. */
  onSubmitCode: (code: string) => unknown;
  /** Signs in with a passkey (the parent asks the browser for it). */
  onPasskey: () => unknown;
  /** Goes back from the code step to the password step. */
  onBack: () => void;
  /** Every text of the form; see `StaffSignInTexts`. */
  texts: StaffSignInTexts;
  /** Class name of the root element. */
  className?: string;
};

type Action = 'password' | 'passkey' | 'code';
const passwordFields = ['email', 'password'] as const;
const codeFields = ['code'] as const;

/**
 * The staff area's sign-in: e-mail address and password (or a passkey), then the code of the
 * second factor (an authenticator app's code or a recovery code). Presentational: every action
 * is a callback, every answer of the server comes back as props (`step`, `busy`, `error`,
 * `retryAfterSeconds`). Blank fields are said at the field and never sent.
 */
export function StaffSignIn({
  step,
  onSubmitPassword,
  onSubmitCode,
  onPasskey,
  onBack,
  busy,
  error,
  retryAfterSeconds,
  texts,
  className,
}: StaffSignInProps) {
  const uid = useId().replace(/:/g, '');
  const headingId = `${uid}-heading`;
  const errorId = `${uid}-error`;
  const timerId = `${uid}-timer`;

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The button whose request runs, for its busy text; the step's submit when the parent alone says busy.
  const [action, setAction] = useState<Action | null>(null);

  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const firstField = step === 'code' ? codeRef : emailRef;

  const request = useStaffRequest({ busy, error, retryAfterSeconds }, firstField);
  const { working, waiting, shownError } = request;
  const passwordErrors = useFieldErrors(passwordFields);
  const codeErrors = useFieldErrors(codeFields);
  const stepActions: readonly Action[] = step === 'code' ? ['code'] : ['password', 'passkey'];
  const busyAction: Action | null = working
    ? action && stepActions.includes(action)
      ? action
      : stepActions[0]!
    : null;

  // A new step forgets what the last one needed: the password once it was right, a code going back.
  const [stepShown, setStepShown] = useState(step);
  if (stepShown !== step) {
    setStepShown(step);
    setPassword('');
    setCode('');
    setAction(null);
  }

  // A new step: focus in its first field to fill in (not on the first render: the page decides that).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'code') codeRef.current?.focus();
    else (emailRef.current?.value ? passwordRef : emailRef).current?.focus();
  }, [step]);

  // The server's answer marks the step's fields and describes them; the countdown describes them too.
  const answerProps = {
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': joinIds(shownError && errorId, waiting && timerId),
  } as const;

  const start = (next: Action, callback: () => unknown) => {
    setAction(next);
    void request.run(callback);
  };

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || waiting) return;
    const trimmedEmail = email.trim();
    const missing = {
      ...(trimmedEmail ? {} : { email: texts.emailRequired }),
      ...(password ? {} : { password: texts.passwordRequired }),
    };
    if (Object.keys(missing).length) {
      passwordErrors.show(event.currentTarget, missing);
      return;
    }
    passwordErrors.clearAll();
    // The fields are about to be disabled: keep focus on the (busy) button.
    submitRef.current?.focus();
    start('password', () => onSubmitPassword({ email: trimmedEmail, password }));
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || waiting) return;
    const trimmed = code.trim();
    if (!trimmed) {
      codeErrors.show(event.currentTarget, { code: texts.codeRequired });
      return;
    }
    codeErrors.clearAll();
    submitRef.current?.focus();
    start('code', () => onSubmitCode(trimmed));
  }

  const notices = (
    <StaffNotices
      errorId={errorId}
      error={shownError}
      timerId={timerId}
      wait={waiting ? waitText(request.left, texts) : undefined}
      ready={request.ready ? texts.retryReady : undefined}
    />
  );

  const formProps = {
    headingId,
    describedBy: shownError ? errorId : undefined,
    working,
    timerId: waiting ? timerId : undefined,
    submitRef,
  };

  return (
    <StaffPanel
      eyebrow={texts.eyebrow}
      title={texts.title}
      headingId={headingId}
      intro={step === 'code' ? texts.codeIntro : texts.passwordIntro}
      notices={notices}
      className={className}
    >
      {step === 'code' ? (
        <>
          <StaffForm
            {...formProps}
            busy={busyAction === 'code'}
            disabled={waiting}
            submitLabel={texts.submitCode}
            busyLabel={texts.submittingCode}
            onSubmit={submitCode}
          >
            <Field label={texts.codeLabel} hint={texts.codeHint} error={codeErrors.errors.code} disabled={working}>
              <Input
                ref={codeRef}
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  codeErrors.clear('code');
                }}
                {...answerProps}
              />
            </Field>
          </StaffForm>
          <Button
            variant="ghost"
            className={styles.back}
            startIcon={<Icon name="chevron-left" />}
            disabled={working}
            onClick={() => {
              codeErrors.clearAll();
              onBack();
            }}
          >
            {texts.back}
          </Button>
        </>
      ) : (
        <>
          <StaffForm
            {...formProps}
            busy={busyAction === 'password'}
            disabled={waiting || busyAction === 'passkey'}
            submitLabel={texts.submitPassword}
            busyLabel={texts.submittingPassword}
            onSubmit={submitPassword}
          >
            <Field label={texts.emailLabel} error={passwordErrors.errors.email} disabled={working}>
              <Input
                ref={emailRef}
                name="email"
                type="email"
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  passwordErrors.clear('email');
                }}
                {...answerProps}
              />
            </Field>
            <Field label={texts.passwordLabel} error={passwordErrors.errors.password} disabled={working}>
              <Input
                ref={passwordRef}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  passwordErrors.clear('password');
                }}
                {...answerProps}
              />
            </Field>
          </StaffForm>
          <div className={styles.alternative}>
            <p className={styles.or}>
              <span>{texts.or}</span>
            </p>
            <Button
              ref={passkeyRef}
              variant="secondary"
              fullWidth
              startIcon={<Icon name="shield" />}
              loading={busyAction === 'passkey'}
              disabled={busyAction === 'password'}
              onClick={() => {
                if (working) return;
                passwordErrors.clearAll();
                passkeyRef.current?.focus();
                start('passkey', onPasskey);
              }}
            >
              {busyAction === 'passkey' ? texts.passkeyBusy : texts.passkey}
            </Button>
          </div>
        </>
      )}
    </StaffPanel>
  );
}

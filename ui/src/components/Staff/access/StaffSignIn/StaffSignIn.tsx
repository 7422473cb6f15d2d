import { useId, useRef, type FormEvent } from 'react';
import { joinIds } from '../../../Form/FieldContext';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import { StaffNotices } from '../../common/StaffNotices/StaffNotices';
import { StaffPanel } from '../../common/StaffPanel/StaffPanel';
import { waitText } from '../../common/staffTexts';
import { useStaffRequest, type StaffAnswerProps } from '../../common/useStaffRequest';
import { SignInCodeStep } from './SignInCodeStep';
import { SignInPasswordStep } from './SignInPasswordStep';
import { busyActionOf, type SignInAction as Action, type SignInFormProps, type StaffSignInStep } from './signInStep';
import type { StaffCredentials, StaffSignInTexts } from './staffSignInTexts';
import { useFocusOnNewStep, useSignInFields } from './useSignInFields';

export type { StaffCredentials, StaffSignInStep, StaffSignInTexts };

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

  const { email, setEmail, password, setPassword, code, setCode, action, setAction } = useSignInFields(step);

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
  const busyAction = busyActionOf(step, working, action);
  useFocusOnNewStep(step, { emailRef, passwordRef, codeRef });

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

  const formProps: SignInFormProps = {
    headingId,
    describedBy: shownError ? errorId : undefined,
    working,
    timerId: waiting ? timerId : undefined,
    submitRef,
  };
  const stepProps = { formProps, waiting, working, answerProps, texts };

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
        <SignInCodeStep
          {...stepProps}
          busy={busyAction === 'code'}
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            codeErrors.clear('code');
          }}
          error={codeErrors.errors.code}
          codeRef={codeRef}
          onSubmit={submitCode}
          onBack={() => {
            codeErrors.clearAll();
            onBack();
          }}
        />
      ) : (
        <SignInPasswordStep
          {...stepProps}
          busyAction={busyAction}
          email={email}
          password={password}
          onEmailChange={(value) => {
            setEmail(value);
            passwordErrors.clear('email');
          }}
          onPasswordChange={(value) => {
            setPassword(value);
            passwordErrors.clear('password');
          }}
          errors={passwordErrors.errors}
          emailRef={emailRef}
          passwordRef={passwordRef}
          passkeyRef={passkeyRef}
          onSubmit={submitPassword}
          onPasskey={() => {
            if (working) return;
            passwordErrors.clearAll();
            passkeyRef.current?.focus();
            start('passkey', onPasskey);
          }}
        />
      )}
    </StaffPanel>
  );
}

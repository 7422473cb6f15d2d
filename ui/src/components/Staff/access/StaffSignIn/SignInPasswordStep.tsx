import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../Button';
import { Field, Input } from '../../../Form';
import { Icon } from '../../../Icon';
import { StaffForm } from '../../common/StaffForm/StaffForm';
import type { SignInAction, SignInAnswerProps, SignInFormProps } from './signInStep';
import styles from './StaffSignIn.module.css';
import type { StaffSignInTexts } from './staffSignInTexts';

export type SignInPasswordStepProps = {
  formProps: SignInFormProps;
  /** The button whose request runs; none when no request runs. */
  busyAction: SignInAction | null;
  /** Waiting after too many attempts. */
  waiting: boolean;
  /** A request runs: the fields are disabled. */
  working: boolean;
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  /** The fields' own messages (blank). */
  errors: { email?: string; password?: string };
  answerProps: SignInAnswerProps;
  emailRef: RefObject<HTMLInputElement | null>;
  passwordRef: RefObject<HTMLInputElement | null>;
  passkeyRef: RefObject<HTMLButtonElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onPasskey: () => void;
  texts: StaffSignInTexts;
};

/** The first step: e-mail address and password, or, under the line with "of", a passkey. */
export function SignInPasswordStep({
  formProps,
  busyAction,
  waiting,
  working,
  email,
  password,
  onEmailChange,
  onPasswordChange,
  errors,
  answerProps,
  emailRef,
  passwordRef,
  passkeyRef,
  onSubmit,
  onPasskey,
  texts,
}: SignInPasswordStepProps) {
  return (
    <>
      <StaffForm
        {...formProps}
        busy={busyAction === 'password'}
        disabled={waiting || busyAction === 'passkey'}
        submitLabel={texts.submitPassword}
        busyLabel={texts.submittingPassword}
        onSubmit={onSubmit}
      >
        <Field label={texts.emailLabel} error={errors.email} disabled={working}>
          <Input
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            {...answerProps}
          />
        </Field>
        <Field label={texts.passwordLabel} error={errors.password} disabled={working}>
          <Input
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
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
          onClick={onPasskey}
        >
          {busyAction === 'passkey' ? texts.passkeyBusy : texts.passkey}
        </Button>
      </div>
    </>
  );
}

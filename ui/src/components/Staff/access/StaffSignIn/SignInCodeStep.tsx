import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../Button';
import { Field, Input } from '../../../Form';
import { Icon } from '../../../Icon';
import { StaffForm } from '../../common/StaffForm/StaffForm';
import type { SignInAnswerProps, SignInFormProps } from './signInStep';
import styles from './StaffSignIn.module.css';
import type { StaffSignInTexts } from './staffSignInTexts';

export type SignInCodeStepProps = {
  formProps: SignInFormProps;
  /** The code is being checked. */
  busy: boolean;
  /** Waiting after too many attempts. */
  waiting: boolean;
  /** A request runs: the field and the way back are disabled. */
  working: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  /** The field's own message (blank). */
  error?: string;
  answerProps: SignInAnswerProps;
  codeRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  texts: StaffSignInTexts;
};

/** The second step: the code of the second factor (an app's or a recovery code), and the way back. */
export function SignInCodeStep({
  formProps,
  busy,
  waiting,
  working,
  code,
  onCodeChange,
  error,
  answerProps,
  codeRef,
  onSubmit,
  onBack,
  texts,
}: SignInCodeStepProps) {
  return (
    <>
      <StaffForm
        {...formProps}
        busy={busy}
        disabled={waiting}
        submitLabel={texts.submitCode}
        busyLabel={texts.submittingCode}
        onSubmit={onSubmit}
      >
        <Field label={texts.codeLabel} hint={texts.codeHint} error={error} disabled={working}>
          <Input
            ref={codeRef}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
            {...answerProps}
          />
        </Field>
      </StaffForm>
      <Button
        variant="ghost"
        className={styles.back}
        startIcon={<Icon name="chevron-left" />}
        disabled={working}
        onClick={onBack}
      >
        {texts.back}
      </Button>
    </>
  );
}

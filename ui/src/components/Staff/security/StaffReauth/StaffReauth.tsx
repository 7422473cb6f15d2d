import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { Dialog } from '../../../Dialog';
import { Field, Input } from '../../../Form';
import { Icon } from '../../../Icon';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import styles from './StaffReauth.module.css';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import { useFocusLater } from '../staffSecurity';

/** Every text of `StaffReauth`; the site passes `staffReauthTexts` of `@agency/content`. */
export type StaffReauthTexts = {
  /** The dialog's heading, e.g. 'Bevestig dat jij het bent'. */
  title: string;
  /** The line under it: why it is asked. */
  intro: string;
  /** 'Wachtwoord'. */
  passwordLabel: string;
  passwordRequired: string;
  /** 'Code'. */
  codeLabel: string;
  /** Under the code field: an app's code or a recovery code. */
  codeHint: string;
  codeRequired: string;
  /** 'Bevestigen'. */
  submit: string;
  submitting: string;
  /** Switches the field to a code, e.g. 'Liever een code gebruiken'. */
  useCode: string;
  /** Switches back to the password. */
  usePassword: string;
  /** The word between the form and the passkey button, e.g. 'of'. */
  or: string;
  /** 'Met een passkey'. */
  passkey: string;
  passkeyBusy: string;
  /** 'Annuleren': closes without confirming (the action is not done). */
  cancel: string;
  /** The close button's accessible name. */
  close: string;
};

export type StaffReauthProps = {
  /** Shown (the api answered `staff_reauth_required`). */
  open: boolean;
  /** Closed without confirming: the action it was asked for is not done. */
  onCancel: () => void;
  /** Checks the password; on success the parent closes the dialog and repeats the action. */
  onPassword: (password: string) => Promise<StaffActionAnswer>;
  /** Checks a code (an app's or a recovery code), trimmed, never blank. */
  onCode: (code: string) => Promise<StaffActionAnswer>;
  /** Asks the browser for a passkey. Left out: no passkey button. */
  onPasskey?: () => Promise<StaffActionAnswer>;
  texts: StaffReauthTexts;
};

type Mode = 'password' | 'code';

/**
 * "Is it you?": a dialog that asks the password again, or a code (of the app, or a recovery
 * code), or a passkey, before a sensitive change (a factor added or removed, new recovery codes,
 * an export, an erasure). Shown by the site whenever the api answers `staff_reauth_required`;
 * the action is repeated after it. The api's refusal is said in the dialog.
 */
export function StaffReauth({ open, onCancel, onPassword, onCode, onPasskey, texts }: StaffReauthProps) {
  const id = useId().replace(/:/g, '');
  const [mode, setMode] = useState<Mode>('password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'submit' | 'passkey' | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const focusLater = useFocusLater();

  // Each time it opens, it starts empty, with the password.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setMode('password');
      setValue('');
      setFieldError(undefined);
      setError(undefined);
      setBusy(null);
    }
  }
  // Into the field once the dialog is there (after the dialog's own first focus).
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => fieldRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  async function answer(kind: 'submit' | 'passkey', action: () => Promise<StaffActionAnswer>) {
    if (busy) return;
    setBusy(kind);
    setError(undefined);
    const result = await action().catch(() => undefined);
    setBusy(null);
    if (result && !result.ok) {
      setError(result.message);
      setValue('');
      focusLater(fieldRef);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = mode === 'code' ? value.trim() : value;
    if (!typed) {
      setFieldError(mode === 'code' ? texts.codeRequired : texts.passwordRequired);
      focusLater(fieldRef);
      return;
    }
    setFieldError(undefined);
    void answer('submit', () => (mode === 'code' ? onCode(typed) : onPassword(typed)));
  }

  function switchMode() {
    setMode((current) => (current === 'password' ? 'code' : 'password'));
    setValue('');
    setFieldError(undefined);
    setError(undefined);
    focusLater(fieldRef);
  }

  const errorId = `${id}-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={texts.title}
      description={texts.intro}
      closeLabel={texts.close}
    >
      <form
        className={styles.dialogForm}
        onSubmit={submit}
        noValidate
        aria-label={texts.title}
        aria-describedby={error ? errorId : undefined}
        aria-busy={busy ? true : undefined}
      >
        <div role="alert" id={errorId}>
          {error ? <p className={answerStyle.errorBox}>{error}</p> : null}
        </div>
        <Field
          key={mode}
          label={mode === 'code' ? texts.codeLabel : texts.passwordLabel}
          hint={mode === 'code' ? texts.codeHint : undefined}
          error={fieldError}
          disabled={busy !== null}
        >
          <Input
            ref={fieldRef}
            name={mode}
            type={mode === 'code' ? 'text' : 'password'}
            autoComplete={mode === 'code' ? 'one-time-code' : 'current-password'}
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(undefined);
            }}
          />
        </Field>
        <Button type="submit" variant="cta" size="lg" fullWidth loading={busy === 'submit'}>
          {busy === 'submit' ? texts.submitting : texts.submit}
        </Button>
        {onPasskey ? (
          <>
            <p className={styles.or}>{texts.or}</p>
            <Button
              variant="secondary"
              fullWidth
              loading={busy === 'passkey'}
              startIcon={<Icon name="shield" />}
              onClick={() => void answer('passkey', onPasskey)}
            >
              {busy === 'passkey' ? texts.passkeyBusy : texts.passkey}
            </Button>
          </>
        ) : null}
        <div className={card.actions}>
          <Button variant="ghost" onClick={switchMode} disabled={busy !== null}>
            {mode === 'password' ? texts.useCode : texts.usePassword}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy !== null}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

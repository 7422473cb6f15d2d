import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import { StaffPasswordFields } from '../../common/StaffPasswordFields/StaffPasswordFields';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import { fillIn, passwordLength } from '../../common/staffTexts';
import row from '../securitySection.module.css';
import { useFocusLater } from '../staffSecurity';

/**
 * Every text of `StaffPasswordChange`; the site passes `staffPasswordChangeTexts` of
 * `@agency/content`. `{min}` and `{max}`: the length limits.
 */
export type StaffPasswordChangeTexts = {
  /** The heading (h2), e.g. 'Wachtwoord wijzigen'. */
  title: string;
  /** The line under it: the other sessions end. */
  intro: string;
  /** 'Huidig wachtwoord'. */
  currentLabel: string;
  /** 'Nieuw wachtwoord'. */
  newLabel: string;
  /** The hint under it, e.g. 'Minstens {min} tekens.' */
  newHint: string;
  /** 'Herhaal wachtwoord'. */
  repeatLabel: string;
  currentRequired: string;
  newRequired: string;
  /** The new one is shorter than `{min}` characters. */
  tooShort: string;
  /** The new one is longer than `{max}` characters. */
  tooLong: string;
  /** The repeat differs. */
  mismatch: string;
  /** The button, e.g. 'Wachtwoord wijzigen'. */
  submit: string;
  submitting: string;
  /** Said when the new password is saved. */
  saved: string;
};

/** What `onSubmit` gets: both passwords as typed (not trimmed). */
export type StaffPasswordChangeInput = { currentPassword: string; newPassword: string };

export type StaffPasswordChangeProps = {
  /** Saves the new password; the api's answer (e.g. the current one is wrong, or the new one is common). */
  onSubmit: (input: StaffPasswordChangeInput) => Promise<StaffActionAnswer>;
  /** The length limits of a new password (the api's: 12 and 128). */
  minLength: number;
  maxLength: number;
  texts: StaffPasswordChangeTexts;
};

const fieldNames = ['currentPassword', 'newPassword', 'repeat'] as const;

/**
 * Changing one's own password: the current one, the new one twice. Blank fields, a length out
 * of bounds and a repeat that differs are said at their field and never sent; the api's refusal
 * is said above the button, and its success too (the fields are emptied).
 */
export function StaffPasswordChange({ onSubmit, minLength, maxLength, texts }: StaffPasswordChangeProps) {
  const id = useId().replace(/:/g, '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ error?: string; saved?: boolean }>({});
  const checks = useFieldErrors(fieldNames);
  const currentRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const limits = { min: minLength, max: maxLength };
  const focusLater = useFocusLater();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const length = passwordLength(next);
    const messages = {
      ...(current ? {} : { currentPassword: texts.currentRequired }),
      ...(next === ''
        ? { newPassword: texts.newRequired }
        : length < minLength
          ? { newPassword: fillIn(texts.tooShort, limits) }
          : length > maxLength
            ? { newPassword: fillIn(texts.tooLong, limits) }
            : {}),
      ...(next !== '' && repeat !== next ? { repeat: texts.mismatch } : {}),
    };
    if (Object.keys(messages).length) {
      checks.show(event.currentTarget, messages);
      return;
    }
    checks.clearAll();
    setAnswer({});
    setBusy(true);
    submitRef.current?.focus();
    const result = await onSubmit({ currentPassword: current, newPassword: next }).catch(() => undefined);
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      setCurrent('');
      setNext('');
      setRepeat('');
      setAnswer({ saved: true });
    } else {
      setAnswer({ error: result.message });
      focusLater(currentRef);
    }
  }

  const errorId = `${id}-error`;
  const setters: Record<string, (value: string) => void> = {
    currentPassword: setCurrent,
    newPassword: setNext,
    repeat: setRepeat,
  };
  return (
    <StaffSection id={id} texts={texts}>
      <form
        className={row.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-describedby={answer.error ? errorId : undefined}
        aria-busy={busy || undefined}
      >
        <StaffPasswordFields
          labels={{
            current: texts.currentLabel,
            password: texts.newLabel,
            hint: fillIn(texts.newHint, limits),
            repeat: texts.repeatLabel,
          }}
          passwordName="newPassword"
          values={{ current, password: next, repeat }}
          errors={{
            current: checks.errors.currentPassword,
            password: checks.errors.newPassword,
            repeat: checks.errors.repeat,
          }}
          currentInvalid={Boolean(answer.error)}
          disabled={busy}
          firstRef={currentRef}
          onChange={(name, value) => {
            setters[name]?.(value);
            checks.clear(name);
          }}
        />
        <StaffAnswerNotices errorId={errorId} error={answer.error} done={answer.saved ? texts.saved : undefined} />
        <Button ref={submitRef} type="submit" variant="primary" loading={busy} className={row.ownWidth}>
          {busy ? texts.submitting : texts.submit}
        </Button>
      </form>
    </StaffSection>
  );
}

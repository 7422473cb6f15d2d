import { useRef, useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import { StaffForm } from '../../common/StaffForm/StaffForm';
import { StaffPasswordFields } from '../../common/StaffPasswordFields/StaffPasswordFields';
import { stepForm, type StaffFirstFieldRef, type StaffStepRequest } from './staffStep';
import { fillIn, passwordLength } from '../../common/staffTexts';

/** The texts of the password step of `StaffEnrolment`. `{min}` and `{max}`: the length limits. */
export type EnrolmentPasswordTexts = {
  /** The heading, e.g. 'Kies een wachtwoord'. */
  title: string;
  /** The line under it. */
  intro: string;
  /** Label of the first field, e.g. 'Nieuw wachtwoord'. */
  newLabel: string;
  /** The hint under it, e.g. 'Minstens {min} tekens.' */
  newHint: string;
  /** Label of the second field, e.g. 'Herhaal wachtwoord'. */
  repeatLabel: string;
  /** At the first field when the password is shorter than `{min}` characters. */
  tooShort: string;
  /** At the first field when it is longer than `{max}` characters. */
  tooLong: string;
  /** At the second field when it was left empty. */
  repeatMissing: string;
  /** At the second field when it differs from the first. */
  mismatch: string;
  /** The submit button, e.g. 'Volgende'. */
  submit: string;
  /** That button while the password is saved. */
  submitting: string;
};

export type EnrolmentPasswordProps = {
  texts: EnrolmentPasswordTexts;
  /** Fewest characters (code points) a password may have. */
  minLength: number;
  /** Most characters a password may have. */
  maxLength: number;
  /** Id of the heading that names the form. */
  headingId: string;
  request: StaffStepRequest;
  /** Focus goes to this field when an answer brings an error or a wait. */
  firstFieldRef: StaffFirstFieldRef;
  /** Saves the password; called only when it passed the checks. */
  onSubmit: (password: string) => unknown;
};

const fieldNames = ['password', 'repeat'] as const;

/**
 * The first step of setting up an account: a new password, typed twice. Checked here before it
 * is sent (long enough, not too long, the same twice), with a message at the field that says
 * how to put it right; the server's refusal (a common password, say) shows at the first field.
 */
export function EnrolmentPassword({
  texts,
  minLength,
  maxLength,
  headingId,
  request,
  firstFieldRef,
  onSubmit,
}: EnrolmentPasswordProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const submitRef = useRef<HTMLButtonElement>(null);
  const checks = useFieldErrors(fieldNames);
  // The server's refusal goes once the password is changed, and comes back with the next answer.
  const [changed, setChanged] = useState(false);
  const { working, waiting, error, timerId } = request;
  const limits = { min: minLength, max: maxLength };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || waiting) return;
    const length = passwordLength(password);
    const messages = {
      ...(length < minLength ? { password: fillIn(texts.tooShort, limits) } : {}),
      ...(length > maxLength ? { password: fillIn(texts.tooLong, limits) } : {}),
      ...(repeat === '' ? { repeat: texts.repeatMissing } : repeat !== password ? { repeat: texts.mismatch } : {}),
    };
    if (Object.keys(messages).length) {
      checks.show(event.currentTarget, messages);
      return;
    }
    checks.clearAll();
    setChanged(false);
    submitRef.current?.focus();
    void request.run(() => onSubmit(password));
  }

  const waitDescription = waiting ? timerId : undefined;

  return (
    <StaffForm
      {...stepForm(request, headingId)}
      submitLabel={texts.submit}
      busyLabel={texts.submitting}
      submitRef={submitRef}
      onSubmit={submit}
    >
      <StaffPasswordFields
        labels={{ password: texts.newLabel, hint: fillIn(texts.newHint, limits), repeat: texts.repeatLabel }}
        values={{ password, repeat }}
        errors={{ password: checks.errors.password ?? (changed ? undefined : error), repeat: checks.errors.repeat }}
        disabled={working}
        firstRef={firstFieldRef}
        describedBy={waitDescription}
        onChange={(name, value) => {
          if (name === 'repeat') setRepeat(value);
          else {
            setPassword(value);
            setChanged(true);
          }
          checks.clear(name);
        }}
      />
    </StaffForm>
  );
}

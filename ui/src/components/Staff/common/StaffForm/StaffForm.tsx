import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../../../Button';
import styles from './StaffForm.module.css';

export type StaffFormProps = {
  /** Id of the heading that names the form (it becomes a form landmark). */
  headingId: string;
  /** Id of the alert region when it shows the server's error: the form is described by it. */
  describedBy?: string;
  /** A request runs: the form is busy (`aria-busy`). */
  working: boolean;
  /** This form's request runs: its button shows `busyLabel` and a spinner. */
  busy: boolean;
  /** Waiting after too many attempts (or another request runs): the button is disabled. */
  disabled: boolean;
  /** Id of the countdown while it runs: it describes the button. */
  timerId?: string;
  /** The button, e.g. 'Inloggen'. */
  submitLabel: string;
  /** The button while busy, e.g. 'Bezig met inloggen...'. */
  busyLabel: string;
  /** The button, for whoever keeps focus on it while the fields are disabled. */
  submitRef?: Ref<HTMLButtonElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
};

/**
 * A form of the staff area: its fields and the submit button under them, full width, with the
 * busy state and the wait. The browser's own checks are off: the forms check and say it in Dutch.
 */
export function StaffForm({
  headingId,
  describedBy,
  working,
  busy,
  disabled,
  timerId,
  submitLabel,
  busyLabel,
  submitRef,
  onSubmit,
  children,
}: StaffFormProps) {
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      aria-busy={working || undefined}
    >
      {children}
      <Button
        ref={submitRef}
        type="submit"
        variant="cta"
        size="lg"
        fullWidth
        loading={busy}
        disabled={disabled}
        aria-describedby={timerId}
        className={styles.submit}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

import type { Ref } from 'react';
import { Field, Input } from '../../../Form';

export type StaffPasswordFieldsProps = {
  /**
   * The labels, and the hint under the new password's. With `current`, the field of the
   * password in use comes first (changing one's own).
   */
  labels: { current?: string; password: string; hint: string; repeat: string };
  /** The new password's control `name`, as the form's checks know it: `password` when left out. */
  passwordName?: string;
  /** What is typed in each field (`current`: with its label). */
  values: { current?: string; password: string; repeat: string };
  /** At each field: what is wrong with it. */
  errors: { current?: string; password?: string; repeat?: string };
  /** The password in use is marked invalid: the api refused it (the form's message says why). */
  currentInvalid?: boolean;
  /** While the form is sent: the fields are disabled. */
  disabled: boolean;
  /** The first field, for whoever moves focus to it. */
  firstRef?: Ref<HTMLInputElement>;
  /** Id of what describes every field while it shows (the countdown of a wait). */
  describedBy?: string;
  /** A field changed: its control's `name` (`currentPassword`, the new one's, `repeat`) and what it holds now. */
  onChange: (name: string, value: string) => void;
};

type PasswordField = {
  name: string;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error?: string;
  invalid?: boolean;
};

/**
 * The password fields of a staff form: the password in use (when changing one's own), then a
 * new one with the hint on its length, and the new one again. The form checks them and says
 * what is wrong at each field.
 */
export function StaffPasswordFields({
  labels,
  passwordName = 'password',
  values,
  errors,
  currentInvalid,
  disabled,
  firstRef,
  describedBy,
  onChange,
}: StaffPasswordFieldsProps) {
  const newField = (name: string, label: string, value = '', error?: string): PasswordField => ({
    name,
    label,
    value,
    error,
    autoComplete: 'new-password',
  });
  const fields = [
    { ...newField(passwordName, labels.password, values.password, errors.password), hint: labels.hint },
    newField('repeat', labels.repeat, values.repeat, errors.repeat),
  ];
  if (labels.current !== undefined) {
    const current = newField('currentPassword', labels.current, values.current, errors.current);
    fields.unshift({ ...current, autoComplete: 'current-password', invalid: currentInvalid });
  }
  return (
    <>
      {fields.map((field, index) => (
        <Field key={field.name} label={field.label} hint={field.hint} error={field.error} disabled={disabled}>
          <Input
            ref={index === 0 ? firstRef : undefined}
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            value={field.value}
            aria-invalid={field.invalid ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        </Field>
      ))}
    </>
  );
}

import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { FieldContext, joinIds } from './FieldContext';
import styles from './Form.module.css';

export type FieldProps = {
  /** The visible label. Clicking it focuses the control. */
  label: ReactNode;
  /** A short help text under the label; the control is described by it. */
  hint?: ReactNode;
  /**
   * An error text under the control. When given, the control gets `aria-invalid="true"`
   * and is described by it. Shown with an icon, so it is not told by colour alone.
   */
  error?: ReactNode;
  /**
   * The control must be filled in: passes `required` to the `Input`/`Textarea` inside and
   * shows an asterisk after the label (a symbol, not only a colour).
   */
  required?: boolean;
  /** A marker after the label of an optional field, e.g. '(optioneel)'. Use it when most fields of a form are required. */
  optional?: string;
  /** Disables the control inside and dims the label. */
  disabled?: boolean;
  /** The id of the control. Generated when left out. */
  id?: string;
  /** Class name of the root element. */
  className?: string;
  /** One `Input` or `Textarea`: it picks up id, aria-describedby, aria-invalid and required from the Field. */
  children: ReactNode;
};

/**
 * A labelled form field: label, optional hint, the control and an optional error,
 * with `id`, `for` and `aria-describedby` wired up.
 */
export function Field({ label, hint, error, required, optional, disabled, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const invalid = Boolean(error);

  return (
    <div
      className={clsx(styles.field, className)}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
        {optional && !required ? <span className={styles.optional}>{optional}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider
        value={{ id: controlId, describedBy: joinIds(hintId, errorId), invalid, required, disabled }}
      >
        {children}
      </FieldContext.Provider>
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="close" className={styles.errorIcon} strokeWidth={2.5} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

import { forwardRef, type InputHTMLAttributes } from 'react';
import { joinIds, useFieldControl } from './FieldContext';
import styles from './Form.module.css';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/**
 * A single-line text input with every native attribute. Inside a `Field` it takes the
 * Field's id, description, required and invalid state. 48 px tall; invalid styling comes
 * from `:user-invalid` (after the visitor has interacted) or `aria-invalid`.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    className,
    id,
    required,
    disabled,
    type = 'text',
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const field = useFieldControl();
  return (
    <input
      ref={ref}
      type={type}
      id={field?.id ?? id}
      required={required ?? field?.required}
      disabled={disabled ?? field?.disabled}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      aria-invalid={ariaInvalid ?? (field?.invalid ? true : undefined)}
      {...rest}
      className={[styles.control, className].filter(Boolean).join(' ')}
    />
  );
});

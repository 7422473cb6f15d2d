import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { joinIds, useFieldControl } from './FieldContext';
import styles from './Form.module.css';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * A multi-line text input with every native attribute (`rows` sets its height; it can be
 * resized vertically). Inside a `Field` it takes the Field's id, description, required and
 * invalid state.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    className,
    id,
    required,
    disabled,
    rows = 5,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const field = useFieldControl();
  return (
    <textarea
      ref={ref}
      rows={rows}
      id={field?.id ?? id}
      required={required ?? field?.required}
      disabled={disabled ?? field?.disabled}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      aria-invalid={ariaInvalid ?? (field?.invalid ? true : undefined)}
      {...rest}
      className={[styles.control, className].filter(Boolean).join(' ')}
      data-multiline=""
    />
  );
});

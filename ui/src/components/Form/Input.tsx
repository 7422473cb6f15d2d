import { forwardRef, type InputHTMLAttributes } from 'react';
import { useFieldControlProps } from './FieldContext';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/**
 * A single-line text input with every native attribute. Inside a `Field` it takes the
 * Field's id, description, required and invalid state. 48 px tall; invalid styling comes
 * from `:user-invalid` (after the visitor has interacted) or `aria-invalid`.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ type = 'text', ...props }, ref) {
  return <input ref={ref} type={type} {...useFieldControlProps(props)} />;
});

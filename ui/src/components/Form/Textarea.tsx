import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useFieldControlProps } from './FieldContext';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * A multi-line text input with every native attribute (`rows` sets its height; it can be
 * resized vertically). Inside a `Field` it takes the Field's id, description, required and
 * invalid state.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ rows = 5, ...props }, ref) {
  return <textarea ref={ref} rows={rows} {...useFieldControlProps(props)} data-multiline="" />;
});

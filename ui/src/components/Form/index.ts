export { Field } from './Field';
export type { FieldProps } from './Field';
export { Input } from './Input';
export type { InputProps } from './Input';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export { useFieldControl } from './FieldContext';
export type { FieldControlContext } from './FieldContext';
export { RejectedFields, isRejectedFields } from './rejectedFields';

import { useRef, useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import field from '../staffField.module.css';

export type StaffTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'rows' | 'aria-invalid' | 'aria-describedby'
> & {
  /** The control's id; its message, when there is one, is the element with id `${id}-problem`. */
  id: string;
  /** The visible label, e.g. 'Notitie'. */
  label: string;
  /** What was typed was refused, or is missing: the field is invalid and described by its message. */
  problem?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

/**
 * A colleague's text in the staff area (a note, a message in a conversation): the label and a
 * plain text area of three rows (common/staffField.module.css). The form says what is wrong at
 * `${id}-problem`, where it fits its layout.
 */
export function StaffTextArea({ id, label, problem, textareaRef, ...props }: StaffTextAreaProps) {
  return (
    <>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={field.control}
        ref={textareaRef}
        rows={3}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...props}
      />
    </>
  );
}

/**
 * What a `StaffTextArea` holds: the text as typed, what is wrong with it, and the control (to
 * move focus to); `field` goes onto the `StaffTextArea` (`{...field}`). `onText`: after each
 * change, with the text now.
 */
export function useStaffText(id: string, onText?: (text: string) => void) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    onText?.(event.target.value);
  };
  return { ref, text, setText, problem, setProblem, field: { id, problem, textareaRef: ref, value: text, onChange } };
}

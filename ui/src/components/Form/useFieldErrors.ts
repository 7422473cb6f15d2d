import { useCallback, useEffect, useRef, useState } from 'react';
import { refusedFieldsOf } from './rejectedFields';

/** A form's messages at its fields, keyed by the `name` of each field's control. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

/**
 * The messages a form shows at its fields (a `Field`'s `error`): a refusal of the receiver
 * (`RejectedFields`) or a check of the form's own. Showing them moves focus to the first of
 * those fields in the form's order, once they are rendered (and the fields, disabled while
 * sending, are enabled again); the visitor keeps what was typed. Changing a field removes
 * its message (`clear`).
 *
 * `names` are the fields the form shows, by the `name` of their control, which is also the
 * name the receiver uses: a list that does not change (a constant of the module).
 */
export function useFieldErrors<Name extends string>(names: readonly Name[]) {
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  // The form to move focus in after the next render of new messages.
  const focusIn = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const form = focusIn.current;
    focusIn.current = null;
    if (!form) return;
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name in errors,
    );
    first?.focus();
  }, [errors]);

  /** Shows these messages in `form` instead of any earlier ones, and moves focus to the first of their fields. */
  const show = useCallback((form: HTMLFormElement, messages: FieldErrors<Name>) => {
    focusIn.current = form;
    setErrors(messages);
  }, []);

  /**
   * Shows the messages of a refusal (`RejectedFields`) that names any of the form's fields.
   * False, and nothing shown, for any other error: the form then says that sending failed.
   */
  const showRefusal = useCallback(
    (form: HTMLFormElement, error: unknown): boolean => {
      const refused = refusedFieldsOf(error, names);
      if (refused) show(form, refused);
      return refused !== null;
    },
    [names, show],
  );

  /** Removes the message of one field (the visitor changed it). */
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name as Name];
      return rest;
    });
  }, []);

  /** Removes every message (the form was sent). */
  const clearAll = useCallback(() => setErrors((current) => (Object.keys(current).length ? {} : current)), []);

  return { errors, show, showRefusal, clear, clearAll };
}

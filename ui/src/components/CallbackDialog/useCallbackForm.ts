import { useRef, useState, type FormEvent } from 'react';
import { useFieldErrors, type FieldErrors } from '../Form/useFieldErrors';
import { useFormNotices } from '../Form/useFormNotices';

/** What a callback form hands to its `onSubmit`: the fields of a callback request. */
export type CallbackRequest = {
  /** The phone number, trimmed; never blank. */
  phone_number: string;
  /** The name, trimmed; `null` when left empty. */
  name: string | null;
  /** The hidden honeypot field: people leave it empty, spam bots fill it. Check it before sending. */
  website: string;
};

/** A notice a callback form raises with `toast()`. */
export type CallbackFormNotice = {
  title: string;
  description?: string;
};

/** What the visitor has typed, as typed. */
export type CallbackFormValues = {
  phone: string;
  name: string;
  website: string;
};

/** The fields a callback form shows, by the name of their control (the api's field names). */
export type CallbackFieldName = 'phone_number' | 'name';

/** The messages at the callback fields (see `useFieldErrors`). */
export type CallbackFieldErrors = FieldErrors<CallbackFieldName>;

export type UseCallbackFormOptions = {
  /**
   * Sends the request: resolves on success, rejects on failure. Rejecting with a
   * `RejectedFields` (`@agency/ui/rejected-fields`) shows its messages at the fields instead
   * of the failure notice. Never called with a blank phone number.
   */
  onSubmit: (request: CallbackRequest) => Promise<void>;
  /** The notices the form raises (as errors): a blank phone number, a request that failed. */
  notices: { phoneRequired: CallbackFormNotice; failure: CallbackFormNotice };
  /** Called after a successful request, with the fields cleared and the form's error notices closed. */
  onSent: () => void;
};

const emptyValues: CallbackFormValues = { phone: '', name: '', website: '' };
const fieldNames: readonly CallbackFieldName[] = ['phone_number', 'name'];
/** The control each value is typed in. */
const controlOf: Record<keyof CallbackFormValues, string> = { phone: 'phone_number', name: 'name', website: 'website' };

/**
 * The life cycle of a callback form, shared by the callback dialog and the chat's callback request:
 * the fields, the check of the phone number (blank: a notice, the field marked with the
 * notice's text and focus back in it), one request at a time (a second submit while sending
 * does nothing), focus kept on the busy submit button (`submitRef`) while the fields are
 * disabled, the api's messages at their fields when it refused what was typed, and a notice
 * when the request failed otherwise, with what was typed kept. A message at a field, or a
 * successful request, closes the form's earlier error notices. Changing a field removes its
 * message.
 */
export function useCallbackForm({ onSubmit, notices, onSent }: UseCallbackFormOptions) {
  const [values, setValues] = useState(emptyValues);
  const [submitting, setSubmitting] = useState(false);
  // The state is a render behind a double click; the ref is not.
  const submittingRef = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const fieldErrors = useFieldErrors(fieldNames);
  const raised = useFormNotices();

  const setValue = (field: keyof CallbackFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fieldErrors.clear(controlOf[field]);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;
    const form = event.currentTarget;
    const phoneNumber = values.phone.trim();
    if (!phoneNumber) {
      raised.error(notices.phoneRequired);
      // Said at the field too (which gets focus), so it stays in view and is read with the field.
      fieldErrors.show(form, {
        ...fieldErrors.errors,
        phone_number: notices.phoneRequired.description ?? notices.phoneRequired.title,
      });
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    // The fields are about to be disabled: keep focus on the (busy) button.
    submitRef.current?.focus();
    let sent = false;
    try {
      await onSubmit({ phone_number: phoneNumber, name: values.name.trim() || null, website: values.website });
      sent = true;
    } catch (error) {
      // A message at the field says what is wrong now; the earlier notice (a blank number) goes.
      if (fieldErrors.showRefusal(form, error)) raised.dismissErrors();
      else raised.error(notices.failure);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
    if (sent) {
      setValues(emptyValues);
      fieldErrors.clearAll();
      raised.dismissErrors();
      onSent();
    }
  }

  return { values, setValue, errors: fieldErrors.errors, submitting, submitRef, handleSubmit };
}

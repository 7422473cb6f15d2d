import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../Toast/toastStore';

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

export type UseCallbackFormOptions = {
  /** Sends the request: resolves on success, rejects on failure. Never called with a blank phone number. */
  onSubmit: (request: CallbackRequest) => Promise<void>;
  /** The notices the form raises (as errors): a blank phone number, a request that failed. */
  notices: { phoneRequired: CallbackFormNotice; failure: CallbackFormNotice };
  /** Called after a successful request, with the fields cleared. */
  onSent: () => void;
};

const emptyValues: CallbackFormValues = { phone: '', name: '', website: '' };

/**
 * The life cycle of a callback form, shared by the callback dialog and the chat's hand-over:
 * the fields, the check of the phone number (blank: a notice, and focus back in the field
 * named `phone_number`), one request at a time (a second submit while sending does nothing),
 * focus kept on the busy submit button (`submitRef`) while the fields are disabled, and a
 * notice when the request fails, with what was typed kept.
 */
export function useCallbackForm({ onSubmit, notices, onSent }: UseCallbackFormOptions) {
  const [values, setValues] = useState(emptyValues);
  const [submitting, setSubmitting] = useState(false);
  // The state is a render behind a double click; the ref is not.
  const submittingRef = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);

  const setValue = (field: keyof CallbackFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;
    const phoneNumber = values.phone.trim();
    if (!phoneNumber) {
      toast({ ...notices.phoneRequired, variant: 'destructive' });
      const field = event.currentTarget.elements.namedItem('phone_number');
      if (field instanceof HTMLInputElement) field.focus();
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
    } catch {
      toast({ ...notices.failure, variant: 'destructive' });
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
    if (sent) {
      setValues(emptyValues);
      onSent();
    }
  }

  return { values, setValue, submitting, submitRef, handleSubmit };
}

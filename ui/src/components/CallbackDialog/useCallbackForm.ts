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

/**
 * What the chat's form hands over when it takes an e-mail address beside the phone number (a
 * colleague in the chat asked for contact details): a phone number or an e-mail address, at least
 * one, each trimmed and `null` when left empty.
 */
export type ContactRequest = {
  phone_number: string | null;
  email: string | null;
  name: string | null;
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
  /** Only in the form that takes an e-mail address too. */
  email: string;
  name: string;
  website: string;
};

/** The fields a callback form shows, by the name of their control (the api's field names). */
export type CallbackFieldName = 'phone_number' | 'email' | 'name';

/** The messages at the callback fields (see `useFieldErrors`). */
export type CallbackFieldErrors = FieldErrors<CallbackFieldName>;

export type UseCallbackFormOptions = (
  | {
      email?: false;
      /**
       * Sends the request: resolves on success, rejects on failure. Rejecting with a
       * `RejectedFields` (`@agency/ui/rejected-fields`) shows its messages at the fields instead
       * of the failure notice. Never called with a blank phone number.
       */
      onSubmit: (request: CallbackRequest) => Promise<void>;
      /** The notices the form raises (as errors): a blank phone number, a request that failed. */
      notices: { phoneRequired: CallbackFormNotice; failure: CallbackFormNotice };
    }
  | {
      /** The form takes an e-mail address as an alternative to the phone number: one of the two. */
      email: true;
      /** As above; never called with both the phone number and the e-mail address blank. */
      onSubmit: (request: ContactRequest) => Promise<void>;
      /** The notices: neither a phone number nor an e-mail address, a request that failed. */
      notices: { contactRequired: CallbackFormNotice; failure: CallbackFormNotice };
    }
) & {
  /** Called after a successful request, with the fields cleared and the form's error notices closed. */
  onSent: () => void;
};

const emptyValues: CallbackFormValues = { phone: '', email: '', name: '', website: '' };
const fieldNames: readonly CallbackFieldName[] = ['phone_number', 'email', 'name'];
/** The control each value is typed in. */
const controlOf: Record<keyof CallbackFormValues, string> = {
  phone: 'phone_number',
  email: 'email',
  name: 'name',
  website: 'website',
};

/**
 * The life cycle of a callback form, shared by the callback dialog and the chat's callback request:
 * the fields, the check of the phone number (blank: a notice, the field marked with the
 * notice's text and focus back in it), one request at a time (a second submit while sending
 * does nothing), focus kept on the busy submit button (`submitRef`) while the fields are
 * disabled, the api's messages at their fields when it refused what was typed, and a notice
 * when the request failed otherwise, with what was typed kept. A message at a field, or a
 * successful request, closes the form's earlier error notices. Changing a field removes its
 * message. With `email`, the e-mail address stands in for the phone number: one of the two
 * (neither: the notice, at both fields, focus in the phone field).
 */
export function useCallbackForm(options: UseCallbackFormOptions) {
  const { onSent } = options;
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
    const email = options.email ? values.email.trim() : '';
    if (!phoneNumber && !email) {
      const notice = options.email ? options.notices.contactRequired : options.notices.phoneRequired;
      raised.error(notice);
      // Said at the field too (which gets focus), so it stays in view and is read with the field.
      const said = notice.description ?? notice.title;
      fieldErrors.show(form, {
        ...fieldErrors.errors,
        phone_number: said,
        ...(options.email ? { email: said } : {}),
      });
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    // The fields are about to be disabled: keep focus on the (busy) button.
    submitRef.current?.focus();
    let sent = false;
    try {
      const name = values.name.trim() || null;
      if (options.email) {
        await options.onSubmit({
          phone_number: phoneNumber || null,
          email: email || null,
          name,
          website: values.website,
        });
      } else {
        await options.onSubmit({ phone_number: phoneNumber, name, website: values.website });
      }
      sent = true;
    } catch (error) {
      // A message at the field says what is wrong now; the earlier notice (a blank number) goes.
      if (fieldErrors.showRefusal(form, error)) raised.dismissErrors();
      else raised.error(options.notices.failure);
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

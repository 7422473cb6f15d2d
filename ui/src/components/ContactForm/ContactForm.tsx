import { clsx } from 'clsx';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../Button';
import { Field, Input, Textarea } from '../Form';
import { Honeypot } from '../Form/Honeypot';
import { useFieldErrors } from '../Form/useFieldErrors';
import { useFormNotices } from '../Form/useFormNotices';
import { Icon } from '../Icon';
import { PrivacyNote, type PrivacyNoteText } from '../PrivacyNote';
import { toast } from '../Toast/toastStore';
import styles from './ContactForm.module.css';

/** What the form hands to `onSubmit`, trimmed. `website` is the honeypot: humans leave it empty. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
};

/** A notice the form raises with `toast()`. */
export type ContactFormNotice = {
  title: string;
  description?: string;
};

/**
 * Every text of `ContactForm`. Visible copy has no default: the site passes its own
 * (from `@agency/content`). Only the label of the hidden honeypot field has a neutral default.
 */
export type ContactFormTexts = {
  /** Label of the name field (required). */
  nameLabel: string;
  /** Label of the email field (required). */
  emailLabel: string;
  /** Label of the phone field, which is optional. */
  phoneLabel: string;
  /** The marker after the phone field's label that says it is optional, e.g. '(optioneel)'. */
  optional: string;
  /** Label of the message field (required). */
  messageLabel: string;
  /** Placeholder of the message field. None when left out. */
  messagePlaceholder?: string;
  /** The note next to the button that explains the asterisk, e.g. 'Verplicht veld'. */
  requiredNote: string;
  /** The line next to the submit button that links to the privacy statement. */
  privacy: PrivacyNoteText;
  /** Text of the submit button. */
  submit: string;
  /** Text of the submit button while sending. */
  submitting: string;
  /** Label of the hidden honeypot field (never seen by people). Default 'Website (niet invullen)'. */
  honeypotLabel?: string;
  /**
   * Notice after a successful send. Its title also stays next to the form, in a status
   * region, until the visitor starts a new message.
   */
  success: ContactFormNotice;
  /** Notice after a failed send (shown as an error). */
  failure: ContactFormNotice;
};

export type ContactFormProps = {
  /**
   * Sends the request. Resolve on success (a thank-you notice shows, and stays next to the
   * form; every field is cleared and the form's earlier error notices close); reject on
   * failure (an error notice shows and every typed value stays). Reject with a
   * `RejectedFields` (`@agency/ui/rejected-fields`) when the receiver refused what was
   * typed: its messages for `name`, `email`, `phone` and `message` show at those fields,
   * focus moves to the first, and no notice shows. Receives trimmed values, including the
   * honeypot `website`, which the receiver should check: a filled-in honeypot means a bot.
   */
  onSubmit: (values: ContactFormValues) => Promise<void>;
  /**
   * Where the form posts when its JavaScript has not taken over (a slow phone, scripts off):
   * `method="post"` to this URL, in the form encoding, never the values in a URL. With its
   * JavaScript the form sends through `onSubmit` instead.
   */
  action?: string;
  /**
   * Id of the thank-you shown when the page is opened at `#<id>`: where the receiver of a post
   * without JavaScript sends the browser back to (post/redirect/get). It goes when the visitor
   * types again.
   */
  sentTargetId?: string;
  /** Values to start with (e.g. kept from an earlier visit). */
  defaultValues?: Partial<ContactFormValues>;
  /** Every text of the form and its notices; see `ContactFormTexts`. */
  texts: ContactFormTexts;
  /** Accessible name of the form (it then becomes a `form` landmark). */
  'aria-label'?: string;
  /** Id of the heading that names the form; preferred over `aria-label` when a heading is shown. */
  'aria-labelledby'?: string;
  /** Class name of the root `<form>`. */
  className?: string;
};

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', message: '', website: '' };
/** The fields the visitor sees, by their control's name (the api's field names). */
const FIELD_NAMES = ['name', 'email', 'phone', 'message'] as const;

function trimmed(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    website: values.website.trim(),
  };
}

/**
 * The project request form of the contact page: name, email, phone (optional) and message.
 * The browser's own checks apply (`required`, `type="email"`), with the browser's own
 * messages; what the receiver refuses after that shows at its field. While sending, the
 * fields are disabled and the button shows `texts.submitting`. Once sent, the thank-you
 * stays above the button until the visitor changes a field.
 */
export function ContactForm({
  onSubmit,
  defaultValues,
  texts,
  className,
  action,
  sentTargetId,
  ...labelling
}: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>({ ...EMPTY, ...defaultValues });
  const [submitting, setSubmitting] = useState(false);
  // Sent, and no field changed since: the thank-you stays in view.
  const [sent, setSent] = useState(false);
  // The thank-you of a post without JavaScript (`sentTargetId`) goes once the visitor types.
  const [typed, setTyped] = useState(false);
  const busy = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const uid = useId().replace(/:/g, '');
  const fieldErrors = useFieldErrors(FIELD_NAMES);
  const { errors } = fieldErrors;
  const raised = useFormNotices();

  const update = (key: keyof ContactFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [key]: value }));
    fieldErrors.clear(key);
    setSent(false);
    setTyped(true);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // The browser has already checked required fields and the email format.
    event.preventDefault();
    const form = event.currentTarget;
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await onSubmit(trimmed(values));
      flushSync(() => setValues(EMPTY));
      // Also forget that the visitor touched the fields, so the now empty required fields
      // do not show as invalid (:user-invalid) after a successful send.
      form.reset();
      fieldErrors.clearAll();
      raised.dismissErrors();
      toast({ ...texts.success });
      setSent(true);
    } catch (error) {
      // A message at the field says what is wrong now; an earlier failure notice goes.
      if (fieldErrors.showRefusal(form, error)) raised.dismissErrors();
      else raised.error(texts.failure);
    } finally {
      busy.current = false;
      setSubmitting(false);
      // Disabled fields drop focus; give it back to the button so keyboard users keep their place.
      if (typeof document !== 'undefined' && (document.activeElement === document.body || !document.activeElement)) {
        submitRef.current?.focus();
      }
    }
  }

  return (
    <form
      {...labelling}
      className={clsx(styles.form, className)}
      method="post"
      action={action}
      onSubmit={handleSubmit}
      aria-busy={submitting || undefined}
    >
      {sentTargetId ? (
        <p id={sentTargetId} className={clsx(styles.confirmation, styles.sentTarget, typed && styles.sentTargetGone)}>
          <Icon name="check" className={styles.confirmationIcon} strokeWidth={2.5} />
          <span>{texts.success.title}</span>
        </p>
      ) : null}
      <div className={styles.fields}>
        <Field label={texts.nameLabel} required error={errors.name} disabled={submitting} className={styles.full}>
          <Input name="name" autoComplete="name" value={values.name} onChange={update('name')} />
        </Field>
        <Field label={texts.emailLabel} required error={errors.email} disabled={submitting}>
          <Input name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} />
        </Field>
        <Field label={texts.phoneLabel} optional={texts.optional} error={errors.phone} disabled={submitting}>
          <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={update('phone')} />
        </Field>
        <Field label={texts.messageLabel} required error={errors.message} disabled={submitting} className={styles.full}>
          <Textarea
            name="message"
            rows={6}
            placeholder={texts.messagePlaceholder}
            value={values.message}
            onChange={update('message')}
          />
        </Field>
      </div>

      <Honeypot
        id={`${uid}-website`}
        label={texts.honeypotLabel ?? 'Website (niet invullen)'}
        value={values.website}
        onChange={update('website')}
        className={styles.honeypot}
      />

      <div className={styles.end}>
        {/* In the page from the start, so screen readers announce the thank-you when it appears. */}
        <div role="status">
          {sent ? (
            <p className={styles.confirmation}>
              <Icon name="check" className={styles.confirmationIcon} strokeWidth={2.5} />
              <span>{texts.success.title}</span>
            </p>
          ) : null}
        </div>
        <div className={styles.footer}>
          <div className={styles.notes}>
            <p className={styles.note}>
              <span aria-hidden="true">*</span> {texts.requiredNote}
            </p>
            <PrivacyNote text={texts.privacy} />
          </div>
          <Button
            ref={submitRef}
            type="submit"
            variant="cta"
            size="lg"
            loading={submitting}
            endIcon={submitting ? undefined : <Icon name="send" />}
            className={styles.submit}
          >
            {submitting ? texts.submitting : texts.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}

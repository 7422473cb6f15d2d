import { forwardRef, useId, useRef, useState, type FormEvent, type MouseEvent as ReactMouseEvent } from 'react';
import type { CallbackRequest } from '../../CallbackDialog';
import { Button } from '../../Button';
import { Field, Input } from '../../Form';
import { Icon } from '../../Icon';
import { PrivacyNote, type PrivacyNoteText } from '../../PrivacyNote';
import { toast } from '../../Toast/toastStore';
import styles from './ChatPanel.module.css';

/** A notice the form raises with `toast()`. */
export type ChatHandoffNotice = {
  title: string;
  description?: string;
};

/**
 * The texts of the panel's "call me back" form (a hand-over to a person). Visible copy has no
 * default; only the label of the hidden honeypot field has a neutral one.
 */
export type ChatHandoffTexts = {
  /** The button (above the input) that opens the form, e.g. 'Bel me terug'. */
  open: string;
  /** The heading of the form and its accessible name. */
  title: string;
  /** The line under the heading. None when left out. */
  description?: string;
  /** Label of the phone field, e.g. 'Telefoonnummer'. */
  phoneLabel: string;
  /** Placeholder of the phone field, e.g. an example number. None when left out. */
  phonePlaceholder?: string;
  /** Label of the optional name field; say in it that it is optional, e.g. 'Naam (optioneel)'. */
  nameLabel: string;
  /** Text of the submit button. */
  submit: string;
  /** Text of the submit button while the request is being sent. */
  submitting: string;
  /** Text of the button that closes the form and returns to the conversation. */
  cancel: string;
  /** The line under the buttons that says what happens with the data and links to the privacy statement. */
  privacy: PrivacyNoteText;
  /** Notice when the phone field is left blank (shown as an error). */
  phoneRequired: ChatHandoffNotice;
  /** Notice after a failed request (shown as an error); what was typed stays. */
  failure: ChatHandoffNotice;
  /** The confirmation added to the conversation after a successful request. */
  confirmation: string;
  /** Label of the hidden honeypot field (never seen by people). Default 'Website (laat leeg)'. */
  honeypotLabel?: string;
};

export type ChatHandoffFormProps = {
  texts: ChatHandoffTexts;
  /** Sends the request; resolves on success, rejects on failure. */
  onSubmit: (request: CallbackRequest) => Promise<void>;
  /** Called after a successful request (the form is then closed by its owner). */
  onDone: () => void;
  /** Closes the form without sending. */
  onCancel: () => void;
  /** Called when the privacy link is chosen. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The "call me back" form inside the chat panel, in place of the input: a phone number (required,
 * checked like the callback dialog's), a name (optional), a hidden honeypot, send and cancel.
 * Raises its notices with `toast()`. The ref is its phone field.
 */
export const ChatHandoffForm = forwardRef<HTMLInputElement, ChatHandoffFormProps>(function ChatHandoffForm(
  { texts, onSubmit, onDone, onCancel, onNavigate },
  phoneRef,
) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;
    const phoneNumber = phone.trim();
    if (!phoneNumber) {
      toast({ ...texts.phoneRequired, variant: 'destructive' });
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
      await onSubmit({ phone_number: phoneNumber, name: name.trim() || null, website });
      sent = true;
    } catch {
      toast({ ...texts.failure, variant: 'destructive' });
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
    if (sent) onDone();
  }

  return (
    <form
      className={styles.handoff}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={(event) => {
        // Escape leaves the form (back to the conversation), not the panel.
        if (event.key === 'Escape' && !submitting) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className={styles.handoffHeading}>
        <h3 id={`${id}-title`} className={styles.handoffTitle}>
          {texts.title}
        </h3>
        {texts.description ? <p className={styles.handoffDescription}>{texts.description}</p> : null}
      </div>
      <Field label={texts.phoneLabel} disabled={submitting}>
        <Input
          ref={phoneRef}
          type="tel"
          name="phone_number"
          autoComplete="tel"
          inputMode="tel"
          placeholder={texts.phonePlaceholder}
          aria-required="true"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </Field>
      <Field label={texts.nameLabel} disabled={submitting}>
        <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{texts.honeypotLabel ?? 'Website (laat leeg)'}</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div className={styles.handoffActions}>
        <Button
          ref={submitRef}
          type="submit"
          variant="cta"
          className={styles.handoffButton}
          loading={submitting}
          startIcon={<Icon name="phone" />}
        >
          {submitting ? texts.submitting : texts.submit}
        </Button>
        <Button type="button" variant="ghost" className={styles.handoffButton} disabled={submitting} onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
      <PrivacyNote text={texts.privacy} onNavigate={onNavigate} className={styles.handoffPrivacy} />
    </form>
  );
});

import { useId, type MouseEvent as ReactMouseEvent, type Ref } from 'react';
import { Button } from '../../Button';
import { CallbackFields } from '../../CallbackDialog/CallbackFields';
import {
  useCallbackForm,
  type CallbackFormNotice,
  type CallbackRequest,
  type ContactRequest,
} from '../../CallbackDialog/useCallbackForm';
import { Icon } from '../../Icon';
import { PrivacyNote, type PrivacyNoteText } from '../../PrivacyNote';
import styles from './ChatCallbackForm.module.css';

/** A notice the form raises with `toast()`. */
export type ChatCallbackNotice = CallbackFormNotice;

/**
 * The texts of the panel's "call me back" form (a callback request from the chat). Visible copy has no
 * default; only the label of the hidden honeypot field has a neutral one.
 */
export type ChatCallbackTexts = {
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
  phoneRequired: ChatCallbackNotice;
  /** Notice after a failed request (shown as an error); what was typed stays. */
  failure: ChatCallbackNotice;
  /** The confirmation added to the conversation after a successful request. */
  confirmation: string;
  /** Label of the hidden honeypot field (never seen by people). Default 'Website (laat leeg)'. */
  honeypotLabel?: string;
};

/**
 * The texts of the same form when a colleague in the chat asked for contact details: an e-mail
 * address beside the phone number, one of the two enough (`ChatLiveTexts.contact`). Its
 * heading says what for; its notice is for neither being given.
 */
export type ChatContactTexts = Omit<ChatCallbackTexts, 'open' | 'phoneRequired'> & {
  /** Label of the e-mail field, e.g. 'E-mailadres'. */
  emailLabel: string;
  /** Placeholder of the e-mail field. None when left out. */
  emailPlaceholder?: string;
  /** Notice when both the phone and the e-mail field are left blank (shown as an error). */
  contactRequired: ChatCallbackNotice;
};

export type ChatCallbackFormProps = (
  | {
      email?: false;
      texts: ChatCallbackTexts;
      /**
       * Sends the request; resolves on success (the form's earlier error notices close), rejects on
       * failure. A `RejectedFields` rejection shows its messages at the fields, as in `CallbackDialog`.
       */
      onSubmit: (request: CallbackRequest) => Promise<void>;
    }
  | {
      /** The form takes an e-mail address beside the phone number (a colleague asked for contact details). */
      email: true;
      texts: ChatContactTexts;
      /** As above, with the phone number or the e-mail address (never both blank). */
      onSubmit: (request: ContactRequest) => Promise<void>;
    }
) & {
  /** Called after a successful request (the form is then closed by its owner). */
  onDone: () => void;
  /** Closes the form without sending. */
  onCancel: () => void;
  /** Called when the privacy link is chosen. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** The phone field, for the panel to move focus into the form. */
  phoneRef?: Ref<HTMLInputElement>;
};

/**
 * The "call me back" form inside the chat panel, in place of the input: the callback dialog's
 * fields and submit life cycle (`useCallbackForm`), with send and cancel. Raises its notices
 * with `toast()`. Escape returns to the conversation. With `email` it also takes an e-mail
 * address, either being enough: the spec's phone field, its placeholder and the optional name
 * stay as they are.
 */
export function ChatCallbackForm(props: ChatCallbackFormProps) {
  const { texts, onDone, onCancel, onNavigate, phoneRef } = props;
  const id = useId();
  const { values, setValue, errors, submitting, submitRef, handleSubmit } = useCallbackForm(
    props.email
      ? { email: true, onSubmit: props.onSubmit, notices: props.texts, onSent: onDone }
      : { onSubmit: props.onSubmit, notices: props.texts, onSent: onDone },
  );

  return (
    <div className={styles.area}>
      <form
        className={styles.callback}
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
        <div className={styles.heading}>
          <h3 id={`${id}-title`} className={styles.title}>
            {texts.title}
          </h3>
          {texts.description ? <p className={styles.description}>{texts.description}</p> : null}
        </div>
        <CallbackFields
          texts={texts}
          values={values}
          onValueChange={setValue}
          errors={errors}
          disabled={submitting}
          phoneRef={phoneRef}
        />
        <div className={styles.actions}>
          <Button
            ref={submitRef}
            type="submit"
            variant="cta"
            className={styles.button}
            loading={submitting}
            startIcon={<Icon name={props.email ? 'send' : 'phone'} />}
          >
            {submitting ? texts.submitting : texts.submit}
          </Button>
          <Button type="button" variant="ghost" className={styles.button} disabled={submitting} onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
        <PrivacyNote text={texts.privacy} onNavigate={onNavigate} className={styles.privacy} />
      </form>
    </div>
  );
}

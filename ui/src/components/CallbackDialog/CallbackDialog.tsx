import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ReactElement } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { PrivacyNote, type PrivacyNoteText } from '../PrivacyNote';
import { toast } from '../Toast/toastStore';
import styles from './CallbackDialog.module.css';
import { CallbackFields } from './CallbackFields';
import { useCallbackForm, type CallbackFormNotice, type CallbackRequest } from './useCallbackForm';

export type { CallbackRequest };

/** A notice the dialog raises with `toast()`. */
export type CallbackDialogNotice = CallbackFormNotice;

/**
 * Every text of `CallbackDialog`. Visible copy has no default: the site passes its own
 * (from `@agency/content`). Only the label of the hidden honeypot field has a neutral default.
 */
export type CallbackDialogTexts = {
  /** The dialog's heading and accessible name, e.g. 'Bel me terug'. */
  title: string;
  /** The line under the heading; also the dialog's accessible description. */
  description: string;
  /** Label of the phone field. */
  phoneLabel: string;
  /** Placeholder of the phone field, e.g. an example number. None when left out. */
  phonePlaceholder?: string;
  /** Label of the (optional) name field; say in it that the field is optional. */
  nameLabel: string;
  /** The line under the submit button that links to the privacy statement; choosing the link closes the dialog (what was typed stays). */
  privacy: PrivacyNoteText;
  /** Text of the submit button. */
  submit: string;
  /** Text of the submit button while the request is being sent. */
  submitting: string;
  /** Label of the hidden honeypot field (never seen by people). Default 'Website (laat leeg)'. */
  honeypotLabel?: string;
  /** Notice when the phone field is left blank (shown as an error). */
  phoneRequired: CallbackDialogNotice;
  /** Notice after a successful request. */
  success: CallbackDialogNotice;
  /** Notice after a failed request (shown as an error). */
  failure: CallbackDialogNotice;
};

export type CallbackDialogProps = {
  /** Open state when controlled. Use with `onOpenChange`. */
  open?: boolean;
  /** Open state at first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes, also when it closes itself after a successful request. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, e.g. `<Button>Bel me terug</Button>`. Must accept a ref. */
  trigger?: ReactElement;
  /**
   * Sends the request. Resolve on success (the dialog closes, its fields are
   * cleared and a notice confirms, closing the dialog's earlier error notices), reject
   * on failure (the dialog stays open with what was typed and a notice says so). Reject
   * with a `RejectedFields` (`@agency/ui/rejected-fields`) when the receiver refused what
   * was typed: its messages for `phone_number` and `name` show at those fields, focus
   * moves to the first, and no notice shows. Not called when the phone number is blank.
   */
  onSubmit: (request: CallbackRequest) => Promise<void>;
  /** Every text of the dialog and its notices; see `CallbackDialogTexts`. */
  texts: CallbackDialogTexts;
  /** Class on the dialog panel. */
  className?: string;
};

/**
 * The "bel me terug" dialog: a visitor leaves a phone number (and optionally a
 * name) and the agency calls back. Shows its own notices with `toast()`, so a
 * `ToastHost` must be on the page. All its texts come from the `texts` prop.
 *
 * `open` / `defaultOpen` / `onOpenChange` follow the controllable-state rule of the
 * design system (see ui/README.md).
 */
export function CallbackDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onSubmit,
  texts,
  className,
}: CallbackDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'CallbackDialog',
  });

  const { values, setValue, errors, submitting, submitRef, handleSubmit } = useCallbackForm({
    onSubmit,
    notices: texts,
    onSent: () => {
      toast({ ...texts.success });
      setOpen(false);
    },
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={texts.title}
      description={texts.description}
      className={className}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <CallbackFields texts={texts} values={values} onValueChange={setValue} errors={errors} disabled={submitting} />
        <Button
          ref={submitRef}
          type="submit"
          variant="cta"
          size="lg"
          fullWidth
          loading={submitting}
          startIcon={<Icon name="phone" />}
        >
          {submitting ? texts.submitting : texts.submit}
        </Button>
        <PrivacyNote text={texts.privacy} onNavigate={() => setOpen(false)} className={styles.privacy} />
      </form>
    </Dialog>
  );
}

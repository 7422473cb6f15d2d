import { useCallback, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field, Input } from '../Form';
import { Icon } from '../Icon';
import { toast } from '../Toast/toastStore';
import styles from './CallbackDialog.module.css';

/** What the dialog hands to `onSubmit`: the fields of a callback request. */
export type CallbackRequest = {
  /** The phone number, trimmed; never blank. */
  phone_number: string;
  /** The name, trimmed; `null` when left empty. */
  name: string | null;
  /** The hidden honeypot field: people leave it empty, spam bots fill it. Check it before sending. */
  website: string;
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
   * cleared and a notice confirms), reject on failure (the dialog stays open
   * with what was typed and a notice says so). Not called when the phone
   * number is blank.
   */
  onSubmit: (request: CallbackRequest) => Promise<void>;
  /** Class on the dialog panel. */
  className?: string;
};

/**
 * The "bel me terug" dialog: a visitor leaves a phone number (and optionally a
 * name) and the agency calls back. Shows its own notices with `toast()`, so a
 * `ToastHost` must be on the page.
 */
export function CallbackDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onSubmit,
  className,
}: CallbackDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );

  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;

    const phoneNumber = phone.trim();
    if (!phoneNumber) {
      toast({
        title: 'Telefoonnummer vereist',
        description: 'Vul alstublieft je telefoonnummer in.',
        variant: 'destructive',
      });
      phoneRef.current?.focus();
      return;
    }

    submittingRef.current = true;
    setSubmitting(true);
    // The fields are about to be disabled: keep focus on the (busy) button.
    submitRef.current?.focus();
    try {
      await onSubmit({ phone_number: phoneNumber, name: name.trim() || null, website });
      toast({ title: 'Verzoek ontvangen!', description: 'We bellen je zo snel mogelijk terug.' });
      setPhone('');
      setName('');
      setWebsite('');
      setOpen(false);
    } catch {
      toast({
        title: 'Er ging iets mis',
        description: 'Probeer het later opnieuw of bel ons direct.',
        variant: 'destructive',
      });
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Bel me terug"
      description="Laat je nummer achter, dan bellen we je terug. We nemen altijd binnen 24 uur contact met je op."
      className={className}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <Field label="Telefoonnummer" disabled={submitting}>
          <Input
            ref={phoneRef}
            type="tel"
            name="phone_number"
            autoComplete="tel"
            inputMode="tel"
            placeholder="06 12345678"
            aria-required="true"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </Field>
        <Field label="Naam (optioneel)" disabled={submitting}>
          <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website (laat leeg)</label>
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
        <Button
          ref={submitRef}
          type="submit"
          variant="cta"
          size="lg"
          fullWidth
          loading={submitting}
          startIcon={<Icon name="phone" />}
        >
          {submitting ? 'Verzenden...' : 'Bel me terug'}
        </Button>
      </form>
    </Dialog>
  );
}

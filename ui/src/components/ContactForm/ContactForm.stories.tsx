import { contactFormTexts, promises } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { openNotices as notices, refusing, wait } from '../../testing/formStory';
import type { ContactForm } from './ContactForm';
import { contactFormStoryDefaults, fields, fillIn, filled, refusedNumber, status } from './contactFormStory';

/**
 * The contact page's form, one story per state a designer reviews. What follows a send (the
 * thank-you that stays, a mistake put right) is in Patronen/ContactForm/Flows
 * (ContactForm.flows.stories.tsx), without screenshots.
 */
const meta = {
  title: 'Patronen/ContactForm',
  ...contactFormStoryDefaults,
  // The site's own copy, so the story shows what the site shows.
  args: { ...contactFormStoryDefaults.args, texts: contactFormTexts },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form as a visitor first sees it. */
export const Empty: Story = {
  play: async ({ canvasElement, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Projectaanvraag' });
    await expect(form).not.toHaveAttribute('novalidate');
    const f = fields(canvas);
    await expect(f.name).toBeRequired();
    await expect(f.name).toHaveAttribute('autocomplete', 'name');
    await expect(f.email).toBeRequired();
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.email).toHaveAttribute('autocomplete', 'email');
    await expect(f.phone).not.toBeRequired();
    await expect(f.phone).toHaveAttribute('type', 'tel');
    await expect(f.phone).toHaveAttribute('autocomplete', 'tel');
    await expect(f.message).toBeRequired();
    await expect(f.message).toHaveAttribute('rows', '6');
    await expect(f.message).toHaveAttribute('placeholder', 'Vertel kort over je project...');
    for (const field of Object.values(f)) await expect(field).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Verstuur aanvraag' })).toHaveAttribute('type', 'submit');
    // The status region the thank-you will appear in is there from the start (so it is announced), empty.
    await expect(status(canvas)).toBeEmptyDOMElement();
    // The honeypot: in the form, out of sight, out of the tab order and hidden from assistive technology.
    const honeypot = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(honeypot).not.toBeNull();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /Website/ })).toBeNull();
    // Tab order: name, email, phone, message, button (the honeypot is skipped).
    await userEvent.tab();
    await expect(f.name).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(f.message).toHaveFocus();
    // Next to the button: what the data is used for, and the privacy statement.
    await expect(form).toHaveTextContent(
      'We gebruiken je gegevens alleen om op je aanvraag te reageren. Lees meer in onze privacyverklaring.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'privacyverklaring' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verstuur aanvraag' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Every field filled in, ready to send. */
export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas }) => {
    const f = fields(canvas);
    await expect(f.name).toHaveValue(filled.name);
    await expect(f.email).toHaveValue(filled.email);
    await expect(f.phone).toHaveValue(filled.phone);
    await expect(f.message).toHaveValue(filled.message);
    await expect(canvas.getByRole('form', { name: 'Projectaanvraag' })).toBeValid();
  },
};

/** While sending: fields disabled, the button reads 'Verzenden...' and ignores further clicks. */
export const Submitting: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur aanvraag' }));
    const button = await canvas.findByRole('button', { name: 'Verzenden...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (const field of Object.values(fields(canvas))) await expect(field).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(notices()).toHaveLength(0);
  },
};

/** Sent: the thank-you notice shows and every field is empty again. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, {
      name: '  Sanne de Vries ',
      email: ' sanne@bakkerijdevries.nl',
      phone: '06 12345678 ',
      message: `  ${filled.message}  `,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur aanvraag' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Sanne de Vries',
      email: 'sanne@bakkerijdevries.nl',
      phone: '06 12345678',
      message: filled.message,
      website: '',
    });
    await waitFor(() => expect(notices()).toHaveLength(1));
    const [notice] = notices();
    await expect(notice).toHaveTextContent(
      `Bedankt voor je bericht! We nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
    );
    await expect(notice).toHaveAttribute('data-variant', 'default');
    const f = fields(canvas);
    for (const field of Object.values(f)) {
      await expect(field).toHaveValue('');
      await expect(field).toBeEnabled();
      // Empty again, but not flagged as a mistake: the form forgot it was touched.
      await expect(field.matches(':user-invalid')).toBe(false);
    }
    await expect(canvas.getByRole('button', { name: 'Verstuur aanvraag' })).toBeEnabled();
    // The thank-you also stays above the button, in the status region, when the notice has gone.
    const thanks = status(canvas);
    await expect(thanks).toHaveTextContent(contactFormTexts.success.title);
    await expect(thanks.compareDocumentPosition(canvas.getByRole('button', { name: 'Verstuur aanvraag' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

/**
 * Refused by the api after the browser let it through (a phone number has no browser check):
 * the message shows at the field, which gets focus; everything typed stays; no notice.
 */
export const Refused: Story = {
  name: 'Phone number refused',
  args: {
    onSubmit: fn(refusing({ phone: refusedNumber })),
  },
  play: async ({ args, canvas }) => {
    await fillIn(canvas, { ...filled, phone: '06123' });
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur aanvraag' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const f = fields(canvas);
    await waitFor(() => expect(f.phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(f.phone).toHaveAccessibleDescription(refusedNumber);
    await expect(canvas.getByText(refusedNumber)).toBeVisible();
    await waitFor(() => expect(f.phone).toHaveFocus());
    await expect(f.name).toHaveValue(filled.name);
    await expect(f.email).toHaveValue(filled.email);
    await expect(f.phone).toHaveValue('06123');
    await expect(f.message).toHaveValue(filled.message);
    for (const field of [f.name, f.email, f.message]) await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(notices()).toHaveLength(0);
    await expect(status(canvas)).toBeEmptyDOMElement();
  },
};

/** Not sent: an error notice shows and every typed value stays, so the visitor can try again. */
export const Failure: Story = {
  args: {
    onSubmit: fn(async () => {
      await wait(50);
      throw new Error('Netwerkfout');
    }),
  },
  play: async ({ args, canvas }) => {
    await fillIn(canvas, filled);
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur aanvraag' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(notices()).toHaveLength(1));
    const [notice] = notices();
    await expect(notice).toHaveTextContent('Er ging iets mis');
    await expect(notice).toHaveTextContent('Je bericht is niet verzonden. Probeer het opnieuw of mail ons direct.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    const f = fields(canvas);
    await expect(f.name).toHaveValue(filled.name);
    await expect(f.email).toHaveValue(filled.email);
    await expect(f.phone).toHaveValue(filled.phone);
    await expect(f.message).toHaveValue(filled.message);
    await expect(f.name).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Verstuur aanvraag' })).toHaveFocus();
  },
};

/** Sending an empty form: the browser's own required check stops it; nothing is sent. */
export const RequiredCheck: Story = {
  name: 'Required check',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur aanvraag' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const f = fields(canvas);
    await expect(f.name).toBeInvalid();
    await expect((f.name as HTMLInputElement).validity.valueMissing).toBe(true);
    await expect((f.email as HTMLInputElement).validity.valueMissing).toBe(true);
    await expect((f.message as HTMLTextAreaElement).validity.valueMissing).toBe(true);
    await expect(f.phone).toBeValid();
    // After the attempt the missing fields are styled as invalid (:user-invalid), with the browser's message.
    await expect(f.name.matches(':user-invalid')).toBe(true);
    await expect(f.phone.matches(':user-invalid')).toBe(false);
    // The browser moves focus to the first field that needs attention.
    await expect(f.name).toHaveFocus();
    await expect(notices()).toHaveLength(0);
    // The browser's own message bubble comes and goes on a timer of its own; moving
    // focus away closes it so the screenshot of this state is the same on every run.
    f.name.blur();
  },
};

/** An email address without a domain: the browser's `type="email"` check stops the send. */
export const EmailCheck: Story = {
  name: 'Email format check',
  play: async ({ args, canvas }) => {
    await fillIn(canvas, { ...filled, email: 'sanne@' });
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur aanvraag' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const { email } = fields(canvas);
    await expect(email).toBeInvalid();
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('sanne@');
    email.blur();
  },
};

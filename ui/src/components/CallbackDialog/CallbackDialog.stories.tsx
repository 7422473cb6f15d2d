import { callbackDialogTexts, promises } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fill, openNotices as notices, refusing, wait } from '../../testing/formStory';
import { withLinks } from '../../testing/StoryLink';
import type { CallbackDialog } from './CallbackDialog';
import { callbackDialogStoryDefaults, closedDialog, fields, openDialog, refusedNumber } from './callbackDialogStory';

/** A fake transport: answers after a short pause. */
const succeed = () => wait(50);
const fail = async () => {
  await wait(50);
  throw new Error('Netwerkfout');
};

/**
 * The callback dialog, one story per state a designer reviews. What leads from a mistake to a
 * sent request is in Patronen/CallbackDialog/Flows (CallbackDialog.flows.stories.tsx), without screenshots.
 */
const meta = {
  title: 'Patronen/CallbackDialog',
  ...callbackDialogStoryDefaults,
  // The site's own copy, so the story shows what the site shows.
  args: { ...callbackDialogStoryDefaults.args, texts: callbackDialogTexts },
} satisfies Meta<typeof CallbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Bel me terug' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  name: 'Open (empty)',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleDescription(
      `Laat je nummer achter, dan bellen we je terug. We nemen altijd binnen ${promises.contactWithinHours} uur contact met je op.`,
    );
    const { phone, name, submit } = fields(dialog);
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('placeholder', '06 12345678');
    await expect(phone).toHaveAttribute('aria-required', 'true');
    await expect(phone).not.toHaveAttribute('required');
    await expect(phone).toHaveValue('');
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await expect(name).not.toBeRequired();
    await expect(name).toHaveValue('');
    await expect(submit).toHaveAccessibleName('Bel me terug');
    await expect(submit).toHaveAttribute('type', 'submit');
    // The first field has focus.
    await waitFor(() => expect(phone).toHaveFocus());
    // The honeypot is in the form, but not for people: hidden, off screen, out of the tab order.
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(honeypot).not.toBeNull();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(honeypot!.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    await expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultOpen: true, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await userEvent.type(phone, '06 12345678');
    await fill(name, 'Sanne de Vries');
    await userEvent.click(submit);

    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone_number: '06 12345678',
      name: 'Sanne de Vries',
      website: '',
    });
    await expect(phone).toBeDisabled();
    await expect(name).toBeDisabled();
    await expect(submit).toHaveAccessibleName('Verzenden...');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveFocus();
    // A second click does not send again.
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(screen.getByRole('dialog', { name: 'Bel me terug' })).toBeInTheDocument();
  },
};

export const BlankPhone: Story = {
  name: 'Blank phone',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await userEvent.type(phone, '   ');
    await fill(name, 'Sanne');
    await userEvent.click(submit);

    await waitFor(() => expect(notices()).toHaveLength(1));
    const [notice] = notices();
    await expect(notice).toHaveTextContent('Telefoonnummer vereist');
    await expect(notice).toHaveTextContent('Vul alstublieft je telefoonnummer in.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Still open, focus back in the phone field, nothing disabled.
    await expect(screen.getByRole('dialog', { name: 'Bel me terug' })).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toBeEnabled();
    await expect(submit).toHaveAccessibleName('Bel me terug');
    // The field itself is marked too, with the notice's line under it, which stays when the notice goes.
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Vul alstublieft je telefoonnummer in.');
    await expect(within(dialog).getByText('Vul alstublieft je telefoonnummer in.')).toBeVisible();
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * A number the api refuses: its message shows at the phone field, which has focus again, and
 * what was typed stays. No notice: nothing went wrong but the number.
 */
export const NumberRefused: Story = {
  name: 'Number refused',
  args: {
    defaultOpen: true,
    onSubmit: fn(refusing({ phone_number: refusedNumber })),
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await fill(phone, '06123');
    await fill(name, 'Sanne de Vries');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();

    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(refusedNumber);
    await waitFor(() => expect(within(dialog).getByText(refusedNumber)).toBeVisible());
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue('06123');
    await expect(name).toHaveValue('Sanne de Vries');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(submit).toHaveAccessibleName('Bel me terug');
    await expect(screen.getByRole('dialog', { name: 'Bel me terug' })).toBeInTheDocument();
    await expect(notices()).toHaveLength(0);
  },
};

export const Success: Story = {
  args: { onSubmit: fn(succeed) },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Bel me terug' });
    await userEvent.click(opener);
    let dialog = await openDialog();
    let { phone, name, submit } = fields(dialog);
    await fill(phone, '  06 12345678 ');
    await fill(name, '  Sanne de Vries  ');
    await userEvent.click(submit);

    // Closes, confirms, and sends the trimmed values.
    await closedDialog();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(notices()).toHaveLength(1));
    await expect(notices()[0]).toHaveTextContent('Verzoek ontvangen!');
    await expect(notices()[0]).toHaveTextContent('We bellen je zo snel mogelijk terug.');
    await expect(notices()[0]).toHaveAttribute('data-variant', 'default');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone_number: '06 12345678',
      name: 'Sanne de Vries',
      website: '',
    });
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 });

    // Reopened, the fields are empty. Without a name, `name` is null.
    await userEvent.click(opener);
    dialog = await openDialog();
    ({ phone, name, submit } = fields(dialog));
    await expect(phone).toHaveValue('');
    await expect(name).toHaveValue('');
    await fill(phone, '0851234567');
    await userEvent.click(submit);
    await closedDialog();
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ phone_number: '0851234567', name: null, website: '' });
    await waitFor(() => expect(notices()).toHaveLength(2));
  },
};

export const Failure: Story = {
  args: { defaultOpen: true, onSubmit: fn(fail) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await fill(phone, '06 12345678');
    await fill(name, 'Sanne de Vries');
    await userEvent.click(submit);

    await waitFor(() => expect(notices()).toHaveLength(1));
    const [notice] = notices();
    await expect(notice).toHaveTextContent('Er ging iets mis');
    await expect(notice).toHaveTextContent('Probeer het later opnieuw of bel ons direct.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Stays open with what was typed, ready to try again.
    await expect(screen.getByRole('dialog', { name: 'Bel me terug' })).toBeInTheDocument();
    await waitFor(() => expect(phone).toBeEnabled());
    await expect(phone).toHaveValue('06 12345678');
    await expect(name).toHaveValue('Sanne de Vries');
    await expect(submit).toHaveAccessibleName('Bel me terug');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const HoneypotFilled: Story = {
  name: 'Honeypot filled by a bot',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const { phone, submit } = fields(dialog);
    // A bot fills every input it finds, the hidden one too.
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    await fill(honeypot, 'https://spam.example');
    await fill(phone, '06 12345678');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone_number: '06 12345678',
      name: null,
      website: 'https://spam.example',
    });
    await closedDialog();
  },
};

/**
 * Under the button, a line says what the number is used for and links to the privacy
 * statement. Choosing the link closes the dialog, so the statement is not hidden behind it;
 * what was typed is still there when the visitor comes back.
 */
export const PrivacyLink: Story = {
  name: 'Privacy statement link',
  args: { defaultOpen: true },
  decorators: [withLinks()],
  play: async ({ args, canvas }) => {
    const dialog = await openDialog();
    await expect(dialog).toHaveTextContent(
      'We gebruiken je nummer alleen om je terug te bellen. Lees meer in onze privacyverklaring.',
    );
    const { phone } = fields(dialog);
    await fill(phone, '06 12345678');
    const link = within(dialog).getByRole('link', { name: 'privacyverklaring' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await userEvent.click(link);
    await closedDialog();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Bel me terug' }));
    const again = await openDialog();
    await expect(fields(again).phone).toHaveValue('06 12345678');
  },
};

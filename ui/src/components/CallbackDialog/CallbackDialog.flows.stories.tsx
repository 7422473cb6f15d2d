import { callbackDialogTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fill, openNotices, refusing } from '../../testing/formStory';
import type { CallbackDialog } from './CallbackDialog';
import {
  callbackDialogStoryDefaults,
  fields,
  openDialog,
  refusedName,
  refusedNumber,
  refusingNumber,
} from './callbackDialogStory';

/**
 * What the visitor does after a mistake in the callback dialog: the api's messages at the
 * fields, put right and sent. Each ends in a state Patronen/CallbackDialog shows, so these run
 * as tests without screenshots (tag `no-visual`).
 */
const meta = {
  title: 'Patronen/CallbackDialog/Flows',
  ...callbackDialogStoryDefaults,
  tags: ['no-visual'],
  args: { ...callbackDialogStoryDefaults.args, texts: callbackDialogTexts, defaultOpen: true },
} satisfies Meta<typeof CallbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A blank number, then one the api refuses, then a good one: each mistake is said at the field
 * and goes when the field changes; once sent, only the confirmation shows, no red notice.
 */
export const PutRight: Story = {
  name: 'A refused number put right and sent',
  args: {
    onSubmit: fn(refusingNumber('06123')),
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await fill(name, 'Sanne de Vries');
    await userEvent.click(submit);
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveTextContent('Telefoonnummer vereist');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    // Typing removes the field's message.
    await fill(phone, '06123');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(phone).not.toHaveAccessibleDescription();

    // The api refuses it: its message at the field, focus there, and one message only: the blank
    // number's notice, no longer true, goes.
    await userEvent.click(submit);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(refusedNumber));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(name).toHaveValue('Sanne de Vries');
    await waitFor(() => expect(openNotices()).toHaveLength(0));
    await expect(screen.queryByText('Er ging iets mis')).toBeNull();

    await userEvent.clear(phone);
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await userEvent.paste('06 12345678');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      phone_number: '06 12345678',
      name: 'Sanne de Vries',
      website: '',
    });
    // The confirmation alone: the blank number's notice closed with the success.
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveTextContent('Verzoek ontvangen!');
    await expect(openNotices()[0]).toHaveAttribute('data-variant', 'default');
  },
};

/** Both fields refused: each says why, and focus goes to the first in the form (the phone field). */
export const BothRefused: Story = {
  name: 'Both fields refused',
  args: {
    onSubmit: fn(refusing({ name: refusedName, phone_number: refusedNumber })),
  },
  play: async () => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await fill(phone, '06123');
    await fill(name, '<b>Sanne</b>');
    await userEvent.click(submit);
    await waitFor(() => expect(name).toHaveAccessibleDescription(refusedName));
    await expect(phone).toHaveAccessibleDescription(refusedNumber);
    await waitFor(() => expect(phone).toHaveFocus());
    // Changing the name removes its message only.
    await userEvent.clear(name);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(openNotices()).toHaveLength(0);
  },
};

/** Only the name refused: focus goes to the name field; the number is fine. */
export const NameRefused: Story = {
  name: 'Name refused',
  args: {
    onSubmit: fn(refusing({ name: refusedName })),
  },
  play: async () => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await fill(phone, '06 12345678');
    await fill(name, '<b>Sanne</b>');
    await userEvent.click(submit);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(refusedName);
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(openNotices()).toHaveLength(0);
  },
};

/** A refusal of something the form does not show (the visitor cannot put it right): the failure notice. */
export const RefusedElsewhere: Story = {
  name: 'Refusal of no field of the form',
  args: {
    onSubmit: fn(refusing({ body: 'Stuur een JSON-object.' })),
  },
  play: async () => {
    const dialog = await openDialog();
    const { phone, name, submit } = fields(dialog);
    await fill(phone, '06 12345678');
    await userEvent.click(submit);
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveTextContent('Er ging iets mis');
    await expect(openNotices()[0]).toHaveAttribute('data-variant', 'destructive');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(phone).toHaveValue('06 12345678');
  },
};

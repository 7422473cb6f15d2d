import { staffChatTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffChatConversation } from './StaffChatConversation';
import { savedReplyArgs, savedReplyArgTypes } from './savedReplyStory';

/** Picking a saved reply in "Bericht" with the keys and the mouse, and what leaves the text alone. */
const meta = {
  title: 'Beheer/Chats/Standaardantwoorden/Flows',
  component: StaffChatConversation,
  args: { ...savedReplyArgs, texts: staffChatTexts },
  argTypes: savedReplyArgTypes,
  tags: ['no-visual'],
} satisfies Meta<typeof StaffChatConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

const notReached =
  'Beste Anna de Boer,\n\nWe probeerden je te bellen, maar kregen je niet te pakken. Laat je weten wanneer het jou uitkomt?\n\nMet vriendelijke groet,\nStudio Legende';

/**
 * The arrows move round the list; Enter puts the active reply in the field with the visitor's
 * name and sends nothing; the next Enter sends it as any message.
 */
export const PickWithKeys: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue(notReached);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
    // Ready to edit and send.
    await userEvent.type(field, ' Groet, Noor');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith(`${notReached} Groet, Noor`);
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Typing narrows the list and starts again at its first; Tab picks too. */
export const PickWithTab: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/gratis');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveAccessibleName(/^Gratis ontwerp /);
    await expect(canvas.getByText(/^1 standaardantwoord gevonden\./)).toBeInTheDocument();
    await userEvent.tab();
    await expect((field as HTMLTextAreaElement).value).toMatch(/^Hoi Anna de Boer,\n\nLeuk dat je interesse hebt!/);
    await expect(field).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A click picks, and the field keeps focus. */
export const PickWithClick: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/');
    await userEvent.click(canvas.getByRole('option', { name: /^Niet bereikt / }));
    await expect(field).toHaveValue(notReached);
    await expect(field).toHaveFocus();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Without the visitor's name, `{naam}` is left out cleanly: "Beste {naam}," becomes "Beste,". */
export const WithoutName: Story = {
  args: { visitorName: null },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/eerste');
    await expect(canvas.getByRole('option', { name: /^Eerste reactie / })).toHaveTextContent(/Beste, Dank je/);
    await userEvent.keyboard('{Enter}');
    await expect((field as HTMLTextAreaElement).value).toMatch(/^Beste,\n\nDank je voor je aanvraag/);
  },
};

/**
 * Escape closes the list and leaves the text; the next Enter sends it as typed. ArrowDown
 * opens it again, and so does typing on.
 */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/ni');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(field).toHaveValue('/ni');
    await expect(field).not.toHaveAttribute('aria-controls');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /^Niet bereikt / })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(field, 'e');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('/nie');
  },
};

/** With no match Enter sends the text as typed, as it always does. */
export const NoMatchSends: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/factuur');
    await expect(canvas.getAllByText('Geen standaardantwoord gevonden')[0]).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('/factuur');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/**
 * Only a `/` at the very start offers them, on its first line: elsewhere, after a new line, or
 * while they have not loaded, it is just text.
 */
export const OnlyAtTheStart: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, 'Kijk op /diensten');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, ' /eerste');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '/eerste');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(field).toHaveValue('/eerste\n');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** While the saved replies have not loaded, a `/` is just text and Enter sends it. */
export const NotLoaded: Story = {
  args: { savedReplies: undefined },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await expect(field).not.toHaveAttribute('aria-autocomplete');
    await userEvent.type(field, '/eerste');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByText('Geen standaardantwoord gevonden')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('/eerste');
  },
};

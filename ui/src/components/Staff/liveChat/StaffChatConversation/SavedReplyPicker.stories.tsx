import { staffChatTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { markupSavedReply } from '../../inbox/staffLeadsStory';
import { StaffChatConversation } from './StaffChatConversation';
import { savedReplyArgs, savedReplyArgTypes } from './savedReplyStory';

/**
 * "Bericht" in a conversation the viewer holds: a `/` at the start offers the agency's saved
 * replies, those whose title or text matches what follows it. The field keeps focus; the arrows
 * move, Enter or Tab picks, Escape closes (the flows: `SavedReplyPicker.flows.stories.tsx`).
 */
const meta = {
  title: 'Beheer/Chats/Standaardantwoorden',
  component: StaffChatConversation,
  args: { ...savedReplyArgs, texts: staffChatTexts },
  argTypes: savedReplyArgTypes,
} satisfies Meta<typeof StaffChatConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A `/` alone: every saved reply, each its title and the start of its text with the visitor's
 * name filled in, above the field; the first is active and the field points at it.
 */
export const Offered: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await expect(field).not.toHaveAttribute('aria-controls');
    await userEvent.type(field, '/');
    const list = canvas.getByRole('listbox', { name: 'Standaardantwoorden' });
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Eerste reactieBeste Anna de Boer, Dank je voor je aanvraag/),
      expect.stringMatching(/^Gratis ontwerpHoi Anna de Boer, Leuk dat je interesse hebt!/),
      expect.stringMatching(/^Niet bereiktBeste Anna de Boer, We probeerden je te bellen/),
    ]);
    await expect(options[0]).toHaveAccessibleName(/^Eerste reactie Beste/);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options[1]).toHaveAttribute('aria-selected', 'false');
    await expect(field).toHaveAttribute('aria-controls', list.id);
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(field).toHaveFocus();
    await expect(canvas.getByText(/^3 standaardantwoorden gevonden\./)).toBeInTheDocument();
  },
};

/**
 * What follows the `/` narrows the list: "bel" is in the text of two (no title has it); the
 * arrow moved to the second.
 */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/bel');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAccessibleName(/^Eerste reactie Beste/);
    await expect(options[1]).toHaveAccessibleName(/^Niet bereikt /);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(canvas.getByText(/^2 standaardantwoorden gevonden\./)).toBeInTheDocument();
  },
};

/** Nothing matches: the popup says so, and there is no list for the field to point at. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/factuur');
    await expect(canvas.getAllByText('Geen standaardantwoord gevonden')[0]).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(field).not.toHaveAttribute('aria-controls');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
  },
};

/** The agency has no saved replies yet: where a beheerder adds them, with the link. */
export const NoneYet: Story = {
  args: { savedReplies: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bericht' }), '/');
    const link = canvas.getByRole('link', { name: 'Antwoorden' });
    await expect(link).toHaveAttribute('href', '/beheer/antwoorden');
    await expect(link.closest('p')).toHaveTextContent(
      'Er zijn nog geen standaardantwoorden. Een beheerder voegt ze toe onder Antwoorden.',
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/**
 * A saved reply's title and text, and the visitor's name, are text: markup is shown as typed,
 * in the list and in the field once picked, and nothing of it runs.
 */
export const MarkupAsText: Story = {
  args: { savedReplies: [markupSavedReply], visitorName: '<img src=x onerror="window.hacked=1">' },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '/');
    const option = canvas.getByRole('option');
    await expect(within(option).getByText('<b onmouseover="window.hacked=1">Opmaak</b>')).toBeVisible();
    await expect(
      within(option).getByText('<script>window.hacked=1</script>Beste <img src=x onerror="window.hacked=1">,'),
    ).toBeVisible();
    const list = canvas.getByRole('listbox');
    await expect(list.querySelector('b, script, img')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('<script>window.hacked=1</script>Beste <img src=x onerror="window.hacked=1">,');
    await expect(canvasElement.querySelector('b, script, img')).toBeNull();
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

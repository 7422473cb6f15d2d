import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type StaffPage, staffPageStory } from '../stories/StaffPage';

/**
 * `/beheer/chats/:id` with the agency's saved replies from the (faked) staff api: what the page
 * adds to the conversation. How the list looks: Beheer/Chats/Standaardantwoorden.
 */
const meta = {
  title: "Beheer/Pagina's/Chat met standaardantwoorden",
  ...staffPageStory('A live conversation whose "Bericht" offers the saved replies the staff api gives.'),
  tags: ['page', 'no-visual'],
  args: { path: '/beheer/chats/chat-0004', signedIn: true },
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Noor holds the conversation: a `/` in "Bericht" lists the saved replies the api gave, Enter
 * puts one in the field (the chat knows no name, so `{naam}` is left out), to edit and send.
 */
export const OpgeslagenAntwoordKiezen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Bericht' }, { timeout: 5000 });
    await userEvent.type(field, '/');
    const list = await canvas.findByRole('listbox', { name: 'Standaardantwoorden' });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.firstChild?.textContent),
    ).toEqual(['Eerste reactie', 'Gratis ontwerp', 'Niet bereikt']);
    await userEvent.keyboard('{Enter}');
    await expect((field as HTMLTextAreaElement).value).toMatch(/^Beste,\n\nDank je voor je aanvraag/);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(await canvas.findByText(/^Beste,\s+Dank je voor je aanvraag/)).toBeVisible();
  },
};

import { staffFeedbackTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffFeedbackList, type StaffFeedbackListProps } from './StaffFeedbackList';
import { moreNotUsefulAnswers, notUsefulAnswers } from '../../common/staffStory';

/** The chat answers visitors voted "Niet nuttig", on the staff area's overview. */
const meta = {
  title: 'Beheer/Niet nuttig',
  component: StaffFeedbackList,
  args: {
    answers: notUsefulAnswers,
    hasMore: true,
    texts: staffFeedbackTexts,
    onMore: fn<StaffFeedbackListProps['onMore']>(async () => ({
      ok: true as const,
      data: { answers: moreNotUsefulAnswers, hasMore: false },
    })),
  },
  argTypes: { onMore: { control: false } },
} satisfies Meta<typeof StaffFeedbackList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: the question, the answer and when; "Meer laden" adds the next page under them. */
export const Answers: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Niet nuttige antwoorden' })).toBeVisible();
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Kunnen jullie ook een app voor iPhone en Android maken?');
    await expect(items[0]).toHaveTextContent(/Beoordeeld op 24 nov 2026,? 16:42/);
    const more = canvas.getByRole('button', { name: 'Meer laden' });
    await userEvent.click(more);
    await expect(args.onMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 antwoorden geladen.');
    // The last page: no button any more.
    await expect(canvas.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  },
};

/** The api could not give the next page: its message under the button, the list as it was. */
export const MoreRefused: Story = {
  name: 'More refused',
  args: {
    onMore: fn<StaffFeedbackListProps['onMore']>(async () => ({
      ok: false as const,
      message: 'De server is niet bereikbaar. Controleer je verbinding.',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('De server is niet bereikbaar. Controleer je verbinding.'),
    );
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Meer laden' })).toBeEnabled();
  },
};

/** No vote "Niet nuttig" yet. */
export const Empty: Story = {
  args: { answers: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geen antwoorden als "Niet nuttig" beoordeeld.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

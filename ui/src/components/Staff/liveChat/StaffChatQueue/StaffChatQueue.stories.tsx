import { staffChatTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffChatQueue, type StaffChatQueueProps } from './StaffChatQueue';
import { emptyQueue, mixedQueue, storyNow, waitingQueue } from '../staffChatsStory';

/**
 * The inbox's "Chats": visitors waiting for a colleague, the conversations colleagues hold, and
 * the missed and ended ones. "Overnemen" is atomic on the server: the first colleague wins.
 */
const meta = {
  title: 'Beheer/Chats/Wachtrij',
  component: StaffChatQueue,
  args: {
    queue: mixedQueue,
    now: storyNow,
    chatHref: (id: string) => `/beheer/chats/${id}`,
    texts: staffChatTexts,
    onTake: fn<StaffChatQueueProps['onTake']>(
      () => new Promise((resolve) => setTimeout(() => resolve({ takenBy: 'me' }), 50)),
    ),
  },
  argTypes: { chatHref: { control: false }, onTake: { control: false } },
} satisfies Meta<typeof StaffChatQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three visitors waiting: what each asked (on one line, cut off when long; none for who asked
 * for a colleague at once), the page each is on, how long they have waited, and "Overnemen".
 */
export const Waiting: Story = {
  args: { queue: waitingQueue },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Chats' })).toBeVisible();
    const waiting = canvas.getByRole('region', { name: 'Wachtend (3)' });
    const rows = within(waiting).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByRole('link', { name: 'LC-7K2P' })).toHaveAttribute(
      'href',
      '/beheer/chats/chat-0001',
    );
    const question = within(rows[0]!).getByText('Kan ik iemand spreken over bezorgen in de regio?');
    await expect(question).toBeVisible();
    await expect(rows[0]).toHaveTextContent('Vraag: Kan ik iemand spreken over bezorgen in de regio?');
    // A long question stays on one line, cut off; all of it in its title.
    const long = within(rows[1]!).getByText(/^Wat kost een webshop/);
    await expect(long).toHaveAttribute('title', expect.stringMatching(/^Wat kost een webshop .* online staan\?$/));
    await expect(getComputedStyle(long).whiteSpace).toBe('nowrap');
    await expect(getComputedStyle(long).textOverflow).toBe('ellipsis');
    await expect(rows[2]).not.toHaveTextContent('Vraag:');
    await expect(rows[0]).toHaveTextContent('Pagina: /diensten/webshop');
    await expect(rows[0]).toHaveTextContent('Wachtend: 3 minuten');
    await expect(rows[1]).toHaveTextContent('Wachtend: 40 seconden');
    // Over an hour: counted in whole hours.
    await expect(within(rows[2]!).getByText(/uur$/)).toHaveAttribute('datetime', 'PT70M');
    await expect(canvas.queryByRole('region', { name: /Lopend/ })).toBeNull();

    const take = within(rows[0]!).getByRole('button', { name: 'Overnemen' });
    await expect(take).toHaveAccessibleDescription('LC-7K2P');
    await userEvent.click(take);
    await expect(args.onTake).toHaveBeenCalledOnce();
    await expect(args.onTake).toHaveBeenCalledWith('chat-0001');
    await waitFor(() => expect(take).not.toHaveAttribute('aria-busy'));
    await expect(within(rows[0]!).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Every group: waiting, held (by whom, unread messages) and missed or ended (status and time). */
export const Mixed: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Wachtend (2)',
      'Lopend (2)',
      'Gemist en beëindigd (2)',
    ]);
    const active = within(canvas.getByRole('region', { name: 'Lopend (2)' })).getAllByRole('listitem');
    await expect(active[0]).toHaveTextContent('Noor');
    await expect(active[0]).toHaveTextContent('2 ongelezen');
    await expect(active[1]).toHaveTextContent('Sanne');
    await expect(active[1]).not.toHaveTextContent('ongelezen');
    await expect(within(active[0]!).queryByRole('button')).toBeNull();
    const recent = within(canvas.getByRole('region', { name: 'Gemist en beëindigd (2)' })).getAllByRole('listitem');
    await expect(recent[0]).toHaveTextContent('Beëindigd');
    await expect(recent[0]).toHaveTextContent('25 nov 2026, 10:41');
    await expect(recent[1]).toHaveTextContent('Gemist');
    await expect(within(recent[1]!).getByRole('link', { name: 'LC-4PF3' })).toHaveAttribute(
      'href',
      '/beheer/chats/chat-0007',
    );
  },
};

/** No conversation at all. */
export const Empty: Story = {
  args: { queue: emptyQueue },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geen chats.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Another colleague pressed "Overnemen" first: the row says who. */
export const TakenByAnother: Story = {
  args: {
    queue: waitingQueue,
    onTake: fn<StaffChatQueueProps['onTake']>(async () => ({ takenBy: 'other', name: 'Sanne' })),
  },
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('region', { name: 'Wachtend (3)' })).getAllByRole('listitem');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Overnemen' }));
    await expect(args.onTake).toHaveBeenCalledOnce();
    await expect(args.onTake).toHaveBeenCalledWith('chat-0002');
    await waitFor(() =>
      expect(within(rows[1]!).getByRole('status')).toHaveTextContent('Sanne heeft dit gesprek al overgenomen.'),
    );
    await expect(within(rows[0]!).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** "Overnemen" failed (no connection): the api's message at the row. */
export const TakeFails: Story = {
  tags: ['no-visual'],
  args: {
    queue: waitingQueue,
    onTake: fn<StaffChatQueueProps['onTake']>(() => Promise.reject(new Error('Geen verbinding met de server.'))),
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('region', { name: 'Wachtend (3)' })).getAllByRole('listitem');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Overnemen' }));
    await waitFor(() =>
      expect(within(rows[0]!).getByRole('status')).toHaveTextContent('Geen verbinding met de server.'),
    );
  },
};

import { staffOutboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffOutboxList, type StaffOutboxListProps } from './StaffOutboxList';
import { undeliveredNotifications } from '../../common/staffStory';

/** The lead notifications that did not arrive, on the staff area's overview. */
const meta = {
  title: 'Beheer/Niet afgeleverde meldingen',
  component: StaffOutboxList,
  args: {
    channels: ['email', 'webhook'],
    notifications: undeliveredNotifications,
    pending: 1,
    failed: 1,
    texts: staffOutboxTexts,
    leadHref: (leadId: string) => `/beheer/aanvragen/${leadId}`,
    onRetry: fn<StaffOutboxListProps['onRetry']>(async () => ({ ok: true as const, data: {} })),
  },
  argTypes: { onRetry: { control: false }, leadHref: { control: false } },
} satisfies Meta<typeof StaffOutboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One given up, one waiting: per notification the lead's page, channel, state, attempts and the
 * kind of the last error (never its text). "Nu opnieuw versturen" on the first: said at the item.
 */
export const Notifications: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [failed, waiting] = items as [HTMLElement, HTMLElement];
    await expect(failed).toHaveTextContent('Mislukt');
    await expect(failed).toHaveTextContent('De ontvanger antwoordde met een fout (HTTP 503)');
    await expect(within(failed).getByRole('link', { name: 'Aanvraag bekijken' })).toHaveAttribute(
      'href',
      '/beheer/aanvragen/lead-1',
    );
    await expect(waiting).toHaveTextContent('Wacht');
    await expect(waiting).toHaveTextContent('De ontvanger was niet bereikbaar');
    await expect(waiting).toHaveTextContent(/Volgende poging: 25 nov 2026,? 12:02/);
    const retry = within(failed).getByRole('button', { name: 'Nu opnieuw versturen' });
    await expect(retry).toHaveAccessibleDescription(/Mislukt Webhook/);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledWith('job-webhook-1');
    await waitFor(() =>
      expect(within(failed).getByRole('status')).toHaveTextContent('Staat klaar om nu verstuurd te worden.'),
    );
    await expect(within(waiting).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The api refused (it was delivered meanwhile): its message at the item. */
export const RetryRefused: Story = {
  name: 'Retry refused',
  args: {
    onRetry: fn<StaffOutboxListProps['onRetry']>(async () => ({
      ok: false as const,
      message: 'Deze melding is al afgeleverd: er valt niets opnieuw te versturen.',
    })),
  },
  play: async ({ canvas }) => {
    const [failed] = within(canvas.getByRole('list')).getAllByRole('listitem') as [HTMLElement];
    await userEvent.click(within(failed).getByRole('button', { name: 'Nu opnieuw versturen' }));
    await waitFor(() =>
      expect(within(failed).getByRole('alert')).toHaveTextContent(
        'Deze melding is al afgeleverd: er valt niets opnieuw te versturen.',
      ),
    );
  },
};

/** Everything delivered. */
export const Empty: Story = {
  args: { notifications: [], pending: 0, failed: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alle meldingen zijn afgeleverd: er wacht niets.')).toBeVisible();
  },
};

/** No channel set (the default installation): said plainly, and nothing claims delivery. */
export const NoChannel: Story = {
  name: 'No channel',
  args: { channels: [], notifications: [], pending: 0, failed: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Er is geen kanaal voor meldingen ingesteld/)).toBeVisible();
    await expect(canvas.queryByText(/zijn afgeleverd/)).toBeNull();
  },
};

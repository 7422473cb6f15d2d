import { staffInboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffLeadTable, type StaffLeadTableProps } from './StaffLeadTable';
import type { StaffLeadRow } from '../staffLeads';
import { olderLeads, sampleLeads, storyNow } from '../staffLeadsStory';

/**
 * The inbox's table of leads ("Aanvragen"), newest first: a designer reviews each state here;
 * the page with its filters is Beheer/Aanvragen/Filters and the site's /beheer.
 */
const meta = {
  title: 'Beheer/Aanvragen/Lijst',
  component: StaffLeadTable,
  args: {
    leads: sampleLeads,
    texts: staffInboxTexts,
    leadHref: (id: string) => `/beheer/aanvragen/${id}`,
    samePersonHref: (id: string) => `/beheer?person=${id}`,
    now: storyNow,
  },
  argTypes: { leadHref: { control: false }, samePersonHref: { control: false }, onLoadMore: { control: false } },
} satisfies Meta<typeof StaffLeadTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Five leads: each name links to its page, with the phone in Dutch notation (dialling the stored
 * number) and the person's other leads; the message's first line; the source with the visit's
 * first page, source and campaign; who it is assigned to and its follow-up date ("verlopen"
 * once past). A lead without a name is named by its phone. The stories' "now" is 25 November
 * 2026, 13:00.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Alle aanvragen, nieuwste eerst' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Naam',
      'Aanvraag',
      'Bron',
      'Ontvangen',
      'Opvolging',
      'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(within(rows[0]!).getByRole('link', { name: 'Jan Jansen' })).toHaveAttribute(
      'href',
      '/beheer/aanvragen/lead-0001',
    );
    await expect(rows[0]).toHaveTextContent('Terugbelverzoek');
    await expect(rows[0]).toHaveTextContent('25 nov 2026, 10:41');
    await expect(rows[0]).toHaveTextContent('Nieuw');
    await expect(within(rows[0]!).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
    await expect(within(rows[0]!).getByRole('link', { name: 'Ook: 2 andere aanvragen' })).toHaveAttribute(
      'href',
      '/beheer?person=lead-0001',
    );
    await expect(rows[0]).toHaveTextContent('/wordpress · google · najaar-2026');
    await expect(rows[0]).toHaveTextContent('Sanne de VriesOpvolgen: 26 nov 2026, 10:00');
    await expect(rows[0]).not.toHaveTextContent('verlopen');
    await expect(rows[1]).toHaveTextContent('Noor BakkerOpvolgen: 25 nov 2026, 15:00');
    await expect(rows[2]).not.toHaveTextContent('Opvolgen');
    // Due yesterday, nobody assigned: marked.
    await expect(rows[4]).toHaveTextContent('Opvolgen: 24 nov 2026, 09:00verlopen');
    await expect(rows[1]).toHaveTextContent('Contactformulier');
    await expect(rows[1]).toHaveTextContent('In behandeling');
    await expect(rows[1]).toHaveTextContent(
      'Wij zijn een bakkerij met drie winkels en willen online bestellingen aannemen.',
    );
    await expect(within(rows[1]!).getByRole('link', { name: 'Ook: 1 andere aanvraag' })).toBeVisible();
    await expect(rows[2]).toHaveTextContent('Chat');
    // Typed in or bookmarked: the visit shows its first page only.
    await expect(within(rows[2]!).getByText('/')).toBeVisible();
    await expect(within(rows[2]!).queryByRole('link', { name: /^Ook:/ })).toBeNull();
    // Without a name: the phone names it (once), in Dutch notation.
    await expect(within(rows[3]!).getByRole('link', { name: '020 123 4567' })).toBeVisible();
    await expect(within(rows[3]!).queryByRole('link', { name: /^tel:/ })).toBeNull();
    await expect(within(rows[3]!).getAllByRole('link')).toHaveLength(1);
    await expect(within(rows[4]!).getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+32470123456',
    );
    await expect(canvas.queryByRole('button', { name: 'Oudere aanvragen' })).toBeNull();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { leads: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aanvragen laden...');
  },
};

/** No lead matches the filters. */
export const Empty: Story = {
  args: { leads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geen aanvragen gevonden.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The api could not be reached: its message, announced. */
export const Problem: Story = {
  args: { error: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('De server is niet bereikbaar.');
  },
};

/** A name that holds markup shows as text. */
export const MarkupAsText: Story = {
  args: { leads: [{ ...sampleLeads[0]!, name: '<img src=x onerror="window.hacked=1">Eva' }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '<img src=x onerror="window.hacked=1">Eva' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A parent that appends the next page, as the site's inbox does. */
function WithOlder(props: StaffLeadTableProps) {
  const [leads, setLeads] = useState<readonly StaffLeadRow[]>(sampleLeads);
  const [more, setMore] = useState(true);
  return (
    <StaffLeadTable
      {...props}
      leads={leads}
      hasMore={more}
      onLoadMore={async () => {
        await props.onLoadMore?.();
        setLeads((shown) => [...shown, ...olderLeads]);
        setMore(false);
      }}
    />
  );
}

/** "Oudere aanvragen" loads the next page; focus goes to the first lead it brought. */
export const LoadMore: Story = {
  args: { onLoadMore: fn(async () => undefined) },
  render: (args) => <WithOlder {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Oudere aanvragen' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Jan (oktober)' })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Oudere aanvragen' })).toBeNull();
  },
};

import { staffAuditTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StaffAuditList } from './StaffAuditList';
import { sampleAudit, yes } from '../staffSecurityStory';

/**
 * The team's audit trail on the "Beveiliging" page: a table, newest first, with "Meer laden".
 * Loading more with a parent that answers like the api: Beheer/Beveiliging/Flows.
 */
const meta = {
  title: 'Beheer/Beveiliging/Logboek',
  component: StaffAuditList,
  args: {
    entries: sampleAudit(12),
    hasMore: true,
    texts: staffAuditTexts,
    onLoadMore: fn(yes(null)),
    leadHref: (id: string) => `/beheer/aanvragen/${id}`,
  },
  argTypes: { onLoadMore: { control: false }, leadHref: { control: false } },
} satisfies Meta<typeof StaffAuditList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of entries: time, who, what (in Dutch), and a link to the lead when it was about one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Logboek van het beheer, nieuwste eerst' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Tijd', 'Wie', 'Gebeurtenis', 'Aanvraag']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent('Ingelogd');
    await expect(rows[1]).toHaveTextContent('Noor Bakker');
    await expect(within(rows[2]!).getByRole('link', { name: 'Aanvraag bekijken' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/beheer\/aanvragen\//),
    );
    // No IP, no e-mail address: the api sends none, and the table has no column for them.
    await expect(table).not.toHaveTextContent('@');
    await expect(canvas.getByRole('button', { name: 'Meer laden' })).toBeEnabled();
  },
};

/** The last page: no "Meer laden". */
export const AllLoaded: Story = {
  name: 'All loaded',
  args: { entries: sampleAudit(4), hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  },
};

/** Nothing happened yet. */
export const Empty: Story = {
  args: { entries: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nog niets gebeurd.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** On its way. */
export const Loading: Story = {
  args: { entries: undefined, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Logboek laden...');
  },
};

/** The trail could not be loaded. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { entries: undefined, hasMore: false, error: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Er ging iets mis aan onze kant.');
  },
};

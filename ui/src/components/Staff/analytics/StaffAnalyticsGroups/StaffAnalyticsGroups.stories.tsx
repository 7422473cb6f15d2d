import { staffAnalyticsGroupsTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffAnalyticsGroups } from './StaffAnalyticsGroups';
import { expectBusy, playLoadFailed } from '../analyticsStoryPlays';
import { narrowDecorator, narrowViewport } from '../narrowFrame';
import { emptyOverview, sampleOverview, serverProblem } from '../staffAnalyticsStory';

/** Where visitors come from and what they look at, on "Herkomst". */
const meta = {
  title: 'Beheer/Herkomst/Bronnen',
  component: StaffAnalyticsGroups,
  args: { groups: sampleOverview, texts: staffAnalyticsGroupsTexts },
} satisfies Meta<typeof StaffAnalyticsGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six compact tables, each under its heading, most visitors first and "Overig" last. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Meest bekeken pagina's",
      'Binnengekomen op',
      'Bronnen',
      'Media',
      'Campagnes',
      'Apparaten',
    ]);
    const sources = canvas.getByRole('table', { name: 'Bronnen' });
    await expect(
      within(sources)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bron', 'Bezoekers', 'Bezoeken']);
    const names = within(sources)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names[1]).toBe('Direct');
    await expect(names.at(-1)).toBe('Overig');
    // The routes count every page view; the devices have Dutch names.
    const routes = canvas.getByRole('table', { name: "Meest bekeken pagina's" });
    await expect(within(routes).getAllByRole('columnheader')[2]).toHaveTextContent('Weergaven');
    await expect(within(within(routes).getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveTextContent('1.450');
    const devices = canvas.getByRole('table', { name: 'Apparaten' });
    await expect(
      within(devices)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Computer', 'Telefoon', 'Tablet']);
  },
};

/** A period with visitors but no campaign: that table says so, the others are there. */
export const WithoutCampaigns: Story = {
  name: 'Without campaigns',
  args: { groups: { ...sampleOverview, campaigns: [] } },
  play: async ({ canvas }) => {
    const campaigns = canvas.getByRole('region', { name: 'Campagnes' });
    await expect(campaigns).toHaveTextContent('Nog niets geteld in deze periode.');
    await expect(within(campaigns).queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('table')).toHaveLength(5);
  },
};

/** Nothing counted in the period: one line instead of six empty tables. */
export const Empty: Story = {
  args: { groups: emptyOverview },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nog niets geteld in deze periode.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** On its way: busy, with nothing in its place (another part of the page says it loads). */
export const Loading: Story = {
  args: { groups: undefined },
  play: async ({ canvas }) => {
    await expectBusy(canvas, 'Waar bezoekers vandaan komen');
  },
};

/** The figures could not be read. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { groups: undefined, error: serverProblem },
  play: playLoadFailed,
};

/** On a phone: the tables one under the other, each as wide as the card, long names wrapped. */
export const Narrow: Story = {
  globals: narrowViewport,
  decorators: [narrowDecorator],
  play: async ({ canvas }) => {
    const [routes, landings] = canvas.getAllByRole('table');
    await expect(landings!.getBoundingClientRect().top).toBeGreaterThan(routes!.getBoundingClientRect().bottom);
    for (const table of canvas.getAllByRole('table')) {
      await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    }
  },
};

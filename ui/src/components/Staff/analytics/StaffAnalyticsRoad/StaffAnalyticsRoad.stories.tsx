import { staffAnalyticsPageTexts, staffAnalyticsRoadTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffAnalyticsRoad } from './StaffAnalyticsRoad';
import { expectBusy, playLoadFailed } from '../analyticsStoryPlays';
import { narrowDecorator, narrowViewport } from '../narrowFrame';
import { emptyOverview, sampleOverview, serverProblem } from '../staffAnalyticsStory';

/**
 * The road from a visit to a client on "Herkomst": all visitors as a funnel, then per source,
 * campaign and landing route. Moving between the tabs: Beheer/Herkomst/Van bezoek tot klant/Flows.
 */
const meta = {
  title: 'Beheer/Herkomst/Van bezoek tot klant',
  component: StaffAnalyticsRoad,
  args: { road: sampleOverview.road, texts: staffAnalyticsRoadTexts },
} satisfies Meta<typeof StaffAnalyticsRoad>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Thirty days: the funnel is an image named by the heading and described by a sentence, its
 * numbers in a table behind "Toon als tabel"; the sources' table is shown first.
 */
export const BySource: Story = {
  name: 'By source',
  play: async ({ canvas }) => {
    const funnel = canvas.getByRole('img', { name: 'Van bezoek tot klant' });
    await expect(funnel).toHaveAccessibleDescription('Van 1.669 bezoekers werden er 6 klant (0,4%).');
    await userEvent.click(canvas.getByText('Toon als tabel'));
    const steps = canvas.getByRole('table', { name: 'Van bezoek tot klant, alle bezoekers' });
    await expect(
      within(steps)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bezoekers', 'Chat, terugbelverzoek of formulier geopend', 'Aanvraag', 'In behandeling', 'Gewonnen']);
    await expect(
      within(within(steps).getByRole('rowheader', { name: 'Aanvraag' }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['34', '2%']);
    await userEvent.click(canvas.getByText('Toon als tabel'));
    canvas.getByText('Toon als tabel').blur();
    const tabs = canvas.getByRole('tablist', { name: 'Van bezoek tot klant per groep' });
    await expect(within(tabs).getByRole('tab', { name: 'Per bron' })).toHaveAttribute('aria-selected', 'true');
    const table = within(canvas.getByRole('tabpanel', { name: 'Per bron' })).getByRole('table', {
      name: 'Van bezoek tot klant per bron',
    });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Bron',
      'Bezoekers',
      'Chat, terugbelverzoek of formulier geopend',
      'Aanvraag',
      'In behandeling',
      'Gewonnen',
      'Bezoeker tot klant',
    ]);
    const google = within(table).getByRole('rowheader', { name: 'www.google.com' }).closest('tr')!;
    await expect(
      within(google)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['741', '118', '16', '7', '3', '0,4%']);
    // The values that are no source of their own, by their Dutch names; leads without a visit have no rate.
    await expect(within(table).getByRole('rowheader', { name: 'Direct' })).toBeVisible();
    const unknown = within(table).getByRole('rowheader', { name: 'Onbekend' }).closest('tr')!;
    await expect(within(unknown).getAllByRole('cell').at(-1)).toHaveTextContent('–');
  },
};

/** The tab of the landing routes, chosen before. */
export const ByLandingRoute: Story = {
  name: 'By landing route',
  args: { defaultGroup: 'landings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Per binnenkomstpagina' })).toHaveAttribute('aria-selected', 'true');
    const table = canvas.getByRole('table', { name: 'Van bezoek tot klant per binnenkomstpagina' });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('/');
  },
};

/** Nobody came: the sentence says so, the bars are empty, and each tab says nothing was counted. */
export const Empty: Story = {
  args: { road: emptyOverview.road },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Van bezoek tot klant' })).toHaveAccessibleDescription(
      'Nog geen bezoekers in deze periode.',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Per bron' })).toHaveTextContent(
      'Nog niets geteld in deze periode.',
    );
  },
};

/** On its way: busy, with nothing in its place (another part of the page says it loads). */
export const Loading: Story = {
  args: { road: undefined },
  play: async ({ canvas }) => {
    await expectBusy(canvas, 'Van bezoek tot klant');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Said while it loads, when this part is the one that says it. */
export const LoadingSaid: Story = {
  name: 'Loading, said',
  args: { road: undefined, loading: staffAnalyticsPageTexts.loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Herkomst laden...');
  },
};

/** The figures could not be read. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { road: undefined, error: serverProblem },
  play: playLoadFailed,
};

/**
 * On a phone: the funnel shrinks with its card, the tabs wrap, and the table scrolls sideways
 * (a region reached by keyboard) with the source's name kept at the start.
 */
export const Narrow: Story = {
  globals: narrowViewport,
  decorators: [narrowDecorator],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Van bezoek tot klant per bron' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const name = within(region).getByRole('rowheader', { name: 'www.google.com' });
    await expect(getComputedStyle(name).position).toBe('sticky');
  },
};

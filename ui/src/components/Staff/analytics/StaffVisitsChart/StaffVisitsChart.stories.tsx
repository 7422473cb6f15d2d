import { staffAnalyticsPageTexts, staffVisitsChartTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fillIn } from '../../common/staffTexts';
import { StaffVisitsChart } from './StaffVisitsChart';
import { narrowDecorator, narrowViewport } from '../narrowFrame';
import { emptyOverview, sampleOverview, serverProblem, weekOverview } from '../staffAnalyticsStory';

/** Visitors and page views per day on "Herkomst", with the period's totals and how they are counted. */
const meta = {
  title: 'Beheer/Herkomst/Bezoekers per dag',
  component: StaffVisitsChart,
  args: {
    days: sampleOverview.days,
    totals: sampleOverview.totals,
    minGroupVisitors: sampleOverview.minGroupVisitors,
    texts: staffVisitsChartTexts,
  },
} satisfies Meta<typeof StaffVisitsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Thirty days: the totals name the bars' colours; the chart is an image named by the heading and
 * described by the numbers in a sentence; the same numbers are in a table behind "Toon als tabel".
 */
export const ThirtyDays: Story = {
  name: 'Thirty days',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bezoekers per dag' })).toBeVisible();
    const chart = canvas.getByRole('img', { name: 'Bezoekers per dag' });
    await expect(chart).toHaveAccessibleDescription(
      fillIn(staffVisitsChartTexts.summary, {
        visitors: '1.669',
        pageViews: '3.632',
        days: 30,
        busiest: 'dinsdag 24 november',
        most: 68,
      }),
    );
    const totals = canvas.getAllByRole('definition').map((total) => total.textContent);
    await expect(totals).toEqual(['1.669', '3.632']);
    await expect(canvas.getByText(/wie op twee dagen komt, telt twee keer/)).toBeVisible();
    await expect(canvas.getByText(/minder dan 5 bezoekers staat bij "Overig"/)).toBeVisible();
    // The table is closed until asked for.
    const toggle = canvas.getByText('Toon als tabel');
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    const table = canvas.getByRole('table', { name: 'Bezoekers en paginaweergaven per dag' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dag', 'Bezoekers', 'Paginaweergaven']);
    const busiest = within(table).getByRole('rowheader', { name: '24 nov 2026' });
    await expect(
      within(busiest.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['68', '147']);
    await userEvent.click(toggle);
    toggle.blur();
  },
};

/**
 * The api applies another smallest group (`ANALYTICS_MIN_GROUP_VISITORS=10`): the note states
 * the api's number, not the default. (Its looks: Thirty days.)
 */
export const SmallestGroupOfTheApi: Story = {
  name: 'Smallest group of the api',
  args: { minGroupVisitors: 10 },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fillIn(staffVisitsChartTexts.otherNote, { min: 10 }))).toBeVisible();
    await expect(canvas.queryByText(/minder dan 5 bezoekers/)).toBeNull();
  },
};

/** The last seven days: a date under every bar. */
export const SevenDays: Story = {
  name: 'Seven days',
  args: { days: weekOverview.days, totals: weekOverview.totals },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bezoekers per dag' })).toHaveAccessibleDescription(
      fillIn(staffVisitsChartTexts.summary, {
        visitors: 421,
        pageViews: 912,
        days: 7,
        busiest: 'dinsdag 24 november',
        most: 68,
      }),
    );
  },
};

/** Nobody came in the period: the sentence says so, the days are there with 0. */
export const Empty: Story = {
  args: { days: emptyOverview.days, totals: emptyOverview.totals },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bezoekers per dag' })).toHaveAccessibleDescription(
      'Nog geen bezoekers in deze periode.',
    );
    await expect(canvas.getAllByRole('definition').map((total) => total.textContent)).toEqual(['0', '0']);
  },
};

/** The figures are on their way: the card is busy and says so. */
export const Loading: Story = {
  args: { days: undefined, totals: undefined, loading: staffAnalyticsPageTexts.loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Herkomst laden...');
    await expect(canvas.getByRole('region', { name: 'Bezoekers per dag' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The figures could not be read: the api's message in the card's place. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { days: undefined, totals: undefined, error: serverProblem },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(serverProblem);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** On a phone: the drawing shrinks with its card and its labels are drawn larger. */
export const Narrow: Story = {
  globals: narrowViewport,
  decorators: [narrowDecorator],
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Bezoekers per dag' });
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    const label = chart.querySelector('text');
    await expect(label && getComputedStyle(label).fontSize).toBe('18px');
  },
};

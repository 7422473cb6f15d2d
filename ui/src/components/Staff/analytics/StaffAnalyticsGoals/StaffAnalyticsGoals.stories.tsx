import { staffAnalyticsGoalsTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffAnalyticsGoals } from './StaffAnalyticsGoals';
import { expectBusy, playLoadFailed } from '../analyticsStoryPlays';
import { narrowDecorator, narrowViewport } from '../narrowFrame';
import { emptyOverview, sampleOverview, serverProblem } from '../staffAnalyticsStory';

/** The goals of the period on "Herkomst": each by its Dutch name, its count and its rate per visitor. */
const meta = {
  title: 'Beheer/Herkomst/Doelen',
  component: StaffAnalyticsGoals,
  args: { goals: sampleOverview.goals, texts: staffAnalyticsGoalsTexts },
} satisfies Meta<typeof StaffAnalyticsGoals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every goal in a row: its count, and its rate as a Dutch percentage. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Doelen in deze periode' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Doel', 'Aantal', 'Per bezoeker']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    const chat = within(table).getByRole('rowheader', { name: 'Chat geopend' }).closest('tr')!;
    await expect(
      within(chat)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['142', '8,5%']);
  },
};

/** No visitors in the period: every goal 0, no rate ("–"), and a line that says so. */
export const Empty: Story = {
  args: { goals: emptyOverview.goals },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nog geen doelen bereikt in deze periode.')).toBeVisible();
    const rates = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await expect(new Set(rates)).toEqual(new Set(['–']));
  },
};

/** On its way: busy, with nothing in its place (another part of the page says it loads). */
export const Loading: Story = {
  args: { goals: undefined },
  play: async ({ canvas }) => {
    await expectBusy(canvas, 'Doelen');
  },
};

/** The figures could not be read. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { goals: undefined, error: serverProblem },
  play: playLoadFailed,
};

/** On a phone: the goals' names wrap, the numbers stay in their columns. */
export const Narrow: Story = {
  globals: narrowViewport,
  decorators: [narrowDecorator],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};

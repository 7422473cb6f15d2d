import { staffLeadsChartTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffLeadsChart } from './StaffLeadsChart';
import { leadsPerWeek } from '../../common/staffStory';

/** The leads of the last 12 weeks per source, as the overview of the staff area shows them. */
const meta = {
  title: 'Beheer/Aanvragen per week',
  component: StaffLeadsChart,
  args: { weeks: leadsPerWeek, texts: staffLeadsChartTexts },
} satisfies Meta<typeof StaffLeadsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Twelve weeks: the chart is an image named by its heading and described by the numbers in a
 * sentence; each source has a legend entry; the same numbers are in a table behind "Toon als tabel".
 */
export const Weeks: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Aanvragen per week' });
    await expect(chart).toHaveAccessibleDescription('121 aanvragen in 12 weken; de meeste in week 46 (17).');
    // The legend names each source next to its colour and pattern.
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Terugbelverzoek',
      'Contactformulier',
      'Chat',
    ]);
    // The table is closed until asked for.
    const toggle = canvas.getByText('Toon als tabel');
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    const table = canvas.getByRole('table', { name: 'Aanvragen per week en bron' });
    const rows = within(table).getAllByRole('row');
    // A header row and a row per week.
    await expect(rows).toHaveLength(13);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Terugbelverzoek', 'Contactformulier', 'Chat', 'Totaal']);
    const busiest = within(table).getByRole('rowheader', { name: /Week 46/ });
    await expect(busiest).toHaveTextContent(/^Week 46 vanaf 9 nov/);
    await expect(
      within(rows[10]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '3', '6', '17']);
    await userEvent.click(toggle);
  },
};

/** No lead in twelve weeks: the sentence says so, the weeks are there with 0. */
export const Empty: Story = {
  args: {
    weeks: leadsPerWeek.map((week) => ({
      ...week,
      counts: { 'callback-dialog': 0, 'contact-form': 0, chat: 0 },
      total: 0,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Aanvragen per week' })).toHaveAccessibleDescription(
      'Nog geen aanvragen in de laatste 12 weken.',
    );
  },
};

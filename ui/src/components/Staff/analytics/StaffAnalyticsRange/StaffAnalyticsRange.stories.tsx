import { staffAnalyticsPageTexts, staffAnalyticsRangeTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StaffAnalyticsRange } from './StaffAnalyticsRange';
import { narrowDecorator, narrowViewport } from '../narrowFrame';
import { fillIn } from '../../common/staffTexts';
import { invalidRangeMessage, sampleOverview } from '../staffAnalyticsStory';

/** A preset's label, as the content writes it. */
const preset = (count: number) => fillIn(staffAnalyticsRangeTexts.lastDays, { count });

const exportHref = '/api/staff/analytics/export?from=2026-10-27&to=2026-11-25';

/**
 * The period of "Herkomst": the last 7, 30 or 90 days, or two days chosen, and the export of its
 * figures. Choosing, with a parent that keeps the period: Beheer/Herkomst/Periode/Flows.
 */
const meta = {
  title: 'Beheer/Herkomst/Periode',
  component: StaffAnalyticsRange,
  args: {
    value: { days: 30 },
    shown: { from: sampleOverview.from, to: sampleOverview.to },
    exportHref,
    onChange: fn(),
    texts: staffAnalyticsRangeTexts,
  },
  argTypes: { onChange: { control: false } },
} satisfies Meta<typeof StaffAnalyticsRange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days, as the page opens: the presets, the period in view and the export. */
export const LastThirtyDays: Story = {
  name: 'Last 30 days',
  play: async ({ canvas }) => {
    const choice = canvas.getByRole('group', { name: 'Periode' });
    await expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([preset(7), preset(30), preset(90), 'Zelf kiezen']);
    await expect(within(choice).getByRole('radio', { name: preset(30) })).toBeChecked();
    await expect(canvas.queryByLabelText('Van')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('27 okt 2026 tot en met 25 nov 2026');
    const download = canvas.getByRole('link', { name: 'Exporteer als CSV' });
    await expect(download).toHaveAttribute('href', exportHref);
    await expect(download).toHaveAttribute('download');
  },
};

/** Two days chosen: the date fields show them. */
export const ChosenDays: Story = {
  name: 'Chosen days',
  args: { value: { from: '2026-11-01', to: '2026-11-14' }, shown: { from: '2026-11-01', to: '2026-11-14' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Zelf kiezen' })).toBeChecked();
    await expect(canvas.getByLabelText('Van')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('Tot')).toHaveValue('2026-11-14');
    await expect(canvas.getByRole('button', { name: 'Toon periode' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 nov 2026 tot en met 14 nov 2026');
  },
};

/** A period the api refused (`invalid_range`): its message at the date fields, which point to it. */
export const Refused: Story = {
  args: {
    value: { from: '2026-11-20', to: '2026-11-01' },
    shown: undefined,
    exportHref: undefined,
    error: invalidRangeMessage,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(invalidRangeMessage);
    for (const name of ['Van', 'Tot']) {
      const field = canvas.getByLabelText(name);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(invalidRangeMessage);
    }
    await expect(canvas.queryByRole('link', { name: 'Exporteer als CSV' })).toBeNull();
  },
};

/** The figures of the period chosen are on their way: said instead of the period in view. */
export const Loading: Story = {
  args: { value: { days: 7 }, busy: staffAnalyticsPageTexts.refreshing },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: preset(7) })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cijfers van de gekozen periode laden...');
  },
};

/** On a phone: the presets two by two, the date fields side by side, the button under them. */
export const Narrow: Story = {
  args: { value: { from: '2026-11-01', to: '2026-11-14' }, shown: { from: '2026-11-01', to: '2026-11-14' } },
  globals: narrowViewport,
  decorators: [narrowDecorator],
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('radio').map((radio) => radio.closest('label')!);
    const top = (element: Element) => element.getBoundingClientRect().top;
    await expect(top(first!)).toBe(top(second!));
    await expect(top(third!)).toBeGreaterThan(top(first!));
    await expect(top(canvas.getByLabelText('Van'))).toBe(top(canvas.getByLabelText('Tot')));
  },
};

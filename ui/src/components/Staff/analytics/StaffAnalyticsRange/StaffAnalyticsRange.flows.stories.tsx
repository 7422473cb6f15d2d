import { staffAnalyticsRangeTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffAnalyticsRange, type StaffAnalyticsPeriod } from './StaffAnalyticsRange';
import { fillIn } from '../../common/staffTexts';
import { sampleOverview } from '../staffAnalyticsStory';

/** A preset's label, as the content writes it. */
const preset = (count: number) => fillIn(staffAnalyticsRangeTexts.lastDays, { count });

/** The chooser as the page holds it: the period kept (as the address keeps it), each change told. */
function RangeAsThePageHolds({ onChange }: { onChange: (period: StaffAnalyticsPeriod) => void }) {
  const [value, setValue] = useState<StaffAnalyticsPeriod>({ days: 30 });
  return (
    <StaffAnalyticsRange
      value={value}
      shown={{ from: sampleOverview.from, to: sampleOverview.to }}
      onChange={(period) => {
        setValue(period);
        onChange(period);
      }}
      texts={staffAnalyticsRangeTexts}
    />
  );
}

const meta = {
  title: 'Beheer/Herkomst/Periode/Flows',
  component: RangeAsThePageHolds,
  tags: ['no-visual'],
  args: { onChange: fn() },
} satisfies Meta<typeof RangeAsThePageHolds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset is chosen at one press, and with the arrow keys from one to the next. */
export const Presets: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText(preset(7)));
    await expect(args.onChange).toHaveBeenLastCalledWith({ days: 7 });
    await expect(canvas.getByRole('radio', { name: preset(7) })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ days: 30 });
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ days: 90 });
    await expect(canvas.getByRole('radio', { name: preset(90) })).toBeChecked();
  },
};

/**
 * "Zelf kiezen" opens the two date fields with the period in view, and asks nothing yet; the
 * days typed are shown with "Toon periode". A preset closes the fields again.
 */
export const ChosenDays: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Zelf kiezen'));
    await expect(args.onChange).not.toHaveBeenCalled();
    const from = canvas.getByLabelText('Van');
    const to = canvas.getByLabelText('Tot');
    await expect(from).toHaveValue('2026-10-27');
    await expect(to).toHaveValue('2026-11-25');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Toon periode' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-14' });
    await expect(canvas.getByRole('radio', { name: 'Zelf kiezen' })).toBeChecked();
    await userEvent.click(within(canvas.getByRole('group', { name: 'Periode' })).getByText(preset(90)));
    await expect(args.onChange).toHaveBeenLastCalledWith({ days: 90 });
    await expect(canvas.queryByLabelText('Van')).toBeNull();
  },
};

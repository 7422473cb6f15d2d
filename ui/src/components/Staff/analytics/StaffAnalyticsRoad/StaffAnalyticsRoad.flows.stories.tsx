import { staffAnalyticsRoadTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffAnalyticsRoad } from './StaffAnalyticsRoad';
import { sampleOverview } from '../staffAnalyticsStory';

/** The road's tabs, by mouse and by keyboard. */
const meta = {
  title: 'Beheer/Herkomst/Van bezoek tot klant/Flows',
  component: StaffAnalyticsRoad,
  tags: ['no-visual'],
  args: { road: sampleOverview.road, onGroupChange: fn(), texts: staffAnalyticsRoadTexts },
} satisfies Meta<typeof StaffAnalyticsRoad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab pressed shows its table; only the chosen tab is in the tab order. */
export const ByMouse: Story = {
  play: async ({ args, canvas }) => {
    const campaigns = canvas.getByRole('tab', { name: 'Per campagne' });
    await userEvent.click(campaigns);
    await expect(args.onGroupChange).toHaveBeenLastCalledWith('campaigns');
    await expect(campaigns).toHaveAttribute('aria-selected', 'true');
    await expect(campaigns).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Per bron' })).toHaveAttribute('tabindex', '-1');
    const panel = canvas.getByRole('tabpanel', { name: 'Per campagne' });
    const table = within(panel).getByRole('table', { name: 'Van bezoek tot klant per campagne' });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('webshop-najaar');
    await expect(canvas.queryByRole('table', { name: 'Van bezoek tot klant per bron' })).toBeNull();
  },
};

/**
 * The arrow keys move between the tabs and show each at once (from the last back to the first),
 * Home and End go to the first and the last; Tab goes on into the table.
 */
export const ByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    tab('Per bron').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Per campagne')).toHaveFocus();
    await expect(tab('Per campagne')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Per binnenkomstpagina')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Per bron')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Per binnenkomstpagina')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Per bron')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab('Per binnenkomstpagina')).toHaveFocus();
    await expect(args.onGroupChange).toHaveBeenLastCalledWith('landings');
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Van bezoek tot klant per binnenkomstpagina' })).toHaveFocus();
  },
};

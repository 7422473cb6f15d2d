import { staffInboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StaffLeadFilters } from './StaffLeadFilters';

/** The inbox's filters: status (with counts) and source at once, the search when sent. */
const meta = {
  title: 'Beheer/Aanvragen/Filters',
  component: StaffLeadFilters,
  args: {
    values: { status: '', source: '', q: '' },
    counts: { new: 12, in_progress: 4, won: 9, lost: 3 },
    texts: staffInboxTexts,
    onChange: fn(),
  },
  argTypes: { onChange: { control: false } },
} satisfies Meta<typeof StaffLeadFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All leads: the choices with their counts; choosing one applies it at once. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: 'Aanvragen filteren en zoeken' })).toBeVisible();
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(canvas.getByRole('option', { name: 'Nieuw (12)' })).toBeInTheDocument();
    await userEvent.selectOptions(status, 'Nieuw (12)');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'new', source: '', q: '' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bron' }), 'Chat');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: '', source: 'chat', q: '' });
  },
};

/** A search is sent with Enter or the button, trimmed; typing alone asks nothing. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Zoeken op naam, e-mail, telefoon, bericht of notitie' });
    await userEvent.type(field, '  jansen ');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: '', source: '', q: 'jansen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Zoeken' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Filtered: the choices and the search show what the address says. */
export const Filtered: Story = {
  args: { values: { status: 'in_progress', source: 'contact-form', q: 'bakkerij' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
    await expect(canvas.getByRole('combobox', { name: 'Bron' })).toHaveValue('contact-form');
    await expect(canvas.getByRole('searchbox')).toHaveValue('bakkerij');
  },
};

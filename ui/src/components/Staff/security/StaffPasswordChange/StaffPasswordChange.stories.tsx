import { staffPasswordChangeTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fill } from '../../../../testing/formStory';
import { StaffPasswordChange } from './StaffPasswordChange';
import { no, yes } from '../staffSecurityStory';

const currentPassword = 'koffie-bij-de-gracht-om-negen';
const newPassword = 'fietsen-langs-de-amstel-bij-regen';

/** Changing one's own password on the "Beveiliging" page. */
const meta = {
  title: 'Beheer/Beveiliging/Wachtwoord',
  component: StaffPasswordChange,
  args: {
    minLength: 12,
    maxLength: 128,
    texts: staffPasswordChangeTexts,
    onSubmit: fn(yes(null)),
  },
  argTypes: { onSubmit: { control: false } },
} satisfies Meta<typeof StaffPasswordChange>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvas: { getByLabelText: (text: string) => HTMLElement }) => ({
  current: canvas.getByLabelText('Huidig wachtwoord'),
  next: canvas.getByLabelText('Nieuw wachtwoord'),
  repeat: canvas.getByLabelText('Herhaal wachtwoord'),
});

/** The three fields and the button, as a colleague finds them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const { current, next, repeat } = fields(canvas);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await expect(repeat).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Wachtwoord wijzigen' })).toHaveAttribute('type', 'submit');
  },
};

/** Blank, too short and not repeated alike: said at each field, and nothing is sent. */
export const Mistakes: Story = {
  play: async ({ canvas, args }) => {
    const { current, next, repeat } = fields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription('Vul je huidige wachtwoord in.');
    await expect(next).toHaveAccessibleDescription(expect.stringContaining('Kies een nieuw wachtwoord.'));
    await fill(current, currentPassword);
    await fill(next, 'te-kort');
    await fill(repeat, 'iets-anders');
    await userEvent.click(canvas.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(next).toHaveFocus());
    await expect(next).toHaveAccessibleDescription(expect.stringContaining('te kort: minstens 12 tekens'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The api says the current password is wrong: said above the button, focus in the first field. */
export const CurrentPasswordWrong: Story = {
  name: 'Current password wrong',
  args: { onSubmit: fn(no('Je huidige wachtwoord klopt niet.')) },
  play: async ({ canvas, args }) => {
    const { current, next, repeat } = fields(canvas);
    await fill(current, 'niet-mijn-wachtwoord');
    await fill(next, newPassword);
    await fill(repeat, newPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Je huidige wachtwoord klopt niet.'));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'niet-mijn-wachtwoord', newPassword });
  },
};

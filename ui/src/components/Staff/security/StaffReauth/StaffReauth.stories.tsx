import { staffReauthTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fill } from '../../../../testing/formStory';
import { StaffReauth } from './StaffReauth';
import { no, yes } from '../staffSecurityStory';

/**
 * "Is it you?": asked before a sensitive change (a factor, new recovery codes, an export, an
 * erasure) when the api answers `staff_reauth_required`. A dialog: the stories look in the
 * whole page, not only the canvas.
 */
const meta = {
  title: 'Beheer/Beveiliging/Bevestigen',
  component: StaffReauth,
  args: {
    open: true,
    texts: staffReauthTexts,
    onCancel: fn(),
    onPassword: fn(yes(null)),
    onCode: fn(yes(null)),
    onPasskey: fn(yes(null)),
  },
  argTypes: {
    onCancel: { control: false },
    onPassword: { control: false },
    onCode: { control: false },
    onPasskey: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof StaffReauth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password first; a code or a passkey instead. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });
    await waitFor(() => expect(dialog).toBeVisible());
    // What it is for: a change (the site passes "Voor deze export" for an export).
    await expect(dialog).toHaveAccessibleDescription(
      'Voor deze wijziging vragen we je wachtwoord of een code nog een keer.',
    );
    const password = screen.getByLabelText('Wachtwoord');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(screen.getByRole('button', { name: 'Met een passkey' })).toBeEnabled();
  },
};

/** A code instead: an app's or a recovery code. */
export const WithACode: Story = {
  name: 'With a code',
  // Its screenshot caught the dialog in different moments from run to run (busy, answered, the
  // first render): the behaviour is tested here, the looks by Default and Refused.
  tags: ['no-visual'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Liever een code gebruiken' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription('De code uit je authenticator-app, of een herstelcode.');
    await userEvent.type(code, ' 123456 {Enter}');
    await waitFor(() => expect(args.onCode).toHaveBeenCalledWith('123456'));
    // The answer came (after 40 ms): the form is no longer busy.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bevestigen' })).toBeEnabled());
    await waitFor(() => expect(code).toBeEnabled());
  },
};

/** The api refused: said in the dialog, the field emptied and focused. */
export const Refused: Story = {
  args: { onPassword: fn(no('Dit wachtwoord of deze code klopt niet, of de code is al gebruikt.')) },
  play: async () => {
    const password = await screen.findByLabelText('Wachtwoord');
    await fill(password, 'niet-het-goede-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('klopt niet'));
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveValue('');
  },
};

/** Without passkeys (none on this account): no passkey button. */
export const WithoutPasskey: Story = {
  name: 'Without a passkey',
  args: { onPasskey: undefined },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Met een passkey' })).toBeNull();
  },
};

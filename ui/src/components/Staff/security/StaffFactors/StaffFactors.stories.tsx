import { staffFactorsTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffFactors } from './StaffFactors';
import { newRecoveryCodes, no, sampleFactors, yes } from '../staffSecurityStory';
import { otpauthUri, totpSecret } from '../../common/staffStory';

/**
 * The colleague's second factors and recovery codes on the "Beveiliging" page. Adding and
 * removing with a parent that answers like the api: Beheer/Beveiliging/Flows.
 */
const meta = {
  title: 'Beheer/Beveiliging/Tweede stap',
  component: StaffFactors,
  args: {
    factors: sampleFactors,
    recoveryCodesLeft: 8,
    texts: staffFactorsTexts,
    onRemove: fn(yes(null)),
    onAddPasskey: fn(yes(null)),
    onStartTotp: fn(yes({ secret: totpSecret, uri: otpauthUri })),
    onConfirmTotp: fn(yes(null)),
    onNewRecoveryCodes: fn(yes({ recoveryCodes: [...newRecoveryCodes] })),
  },
  argTypes: {
    onRemove: { control: false },
    onAddPasskey: { control: false },
    onStartTotp: { control: false },
    onConfirmTotp: { control: false },
    onNewRecoveryCodes: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
} satisfies Meta<typeof StaffFactors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An app and a passkey, each removable; eight recovery codes left. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Je tweede stappen' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Authenticator-app');
    await expect(items[1]).toHaveTextContent('Nog niet gebruikt');
    for (const item of items) await expect(within(item).getByRole('button', { name: 'Verwijderen' })).toBeEnabled();
    await expect(canvas.getByText('Je hebt nog 8 herstelcodes over.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Passkey toevoegen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Authenticator-app toevoegen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nieuwe herstelcodes maken' })).toBeEnabled();
  },
};

/** The last factor cannot be removed: its button is disabled and says why. */
export const LastFactor: Story = {
  name: 'The last factor',
  args: { factors: sampleFactors.slice(0, 1), recoveryCodesLeft: 1 },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Verwijderen' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(expect.stringContaining('Dit is je enige tweede stap'));
    await expect(canvas.getByText('Je hebt nog 1 herstelcode over.')).toBeVisible();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** No recovery codes left: time to make new ones. */
export const NoRecoveryCodes: Story = {
  name: 'No recovery codes left',
  args: { recoveryCodesLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Je hebt geen herstelcodes meer. Maak nieuwe.')).toBeVisible();
  },
};

/** An app being added: its QR code, the key as text, and the field for the first code. */
export const AddingAnApp: Story = {
  name: 'Adding an app',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator-app toevoegen' }));
    await expect(await canvas.findByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveFocus());
    await expect(args.onStartTotp).toHaveBeenCalledOnce();
  },
};

/** New recovery codes, shown this once. */
export const NewRecoveryCodes: Story = {
  name: 'New recovery codes',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nieuwe herstelcodes maken' }));
    const list = await canvas.findByRole('list', { name: 'Nieuwe herstelcodes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Ik heb ze bewaard' })).toBeVisible();
  },
};

/** An action refused by the api: said under the section. */
export const Refused: Story = {
  args: { onAddPasskey: fn(no('Er is geen passkey gemaakt. Probeer het opnieuw, of kies de authenticator-app.')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passkey toevoegen' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Er is geen passkey gemaakt.'));
  },
};

/** On its way. */
export const Loading: Story = {
  args: { factors: undefined, recoveryCodesLeft: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Could not be loaded. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { factors: undefined, error: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Er ging iets mis aan onze kant.');
  },
};

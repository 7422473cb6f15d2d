import { staffTeamTexts } from '@agency/content';
import type { StaffTeamLink, StaffTeamMember } from '@agency/contract/staffAccess';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffTeam, type StaffTeamProps } from './StaffTeam';
import { noor, sanne as sanneAccount } from '../../liveChat/staffChatsStory';
import { storyColleagues } from '../staffTeamStory';

/** The accounts, Daan's name with markup in it: shown as text, never as HTML. */
const colleagues: StaffTeamMember[] = storyColleagues.map((colleague) =>
  colleague.name === 'Daan Jansen' ? { ...colleague, name: 'Daan <b>Jansen</b>' } : colleague,
);

const link = 'https://www.studiolegende.nl/beheer/welkom#k7hq3mxap2dnw4tz9cfeb6rk';
const invited: StaffTeamLink = {
  colleague: {
    id: 'staff-5',
    name: 'Mila Visser',
    email: 'mila@studiolegende.nl',
    role: 'member',
    status: 'enrolling',
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  link,
  expiresAt: '2026-11-26T10:00:00.000Z',
  emailed: true,
};

const lastAdmin =
  'Dit is de laatste beheerder. Maak eerst een andere collega beheerder voordat je dit account blokkeert of collega maakt.';

const writeText = fn<(text: string) => Promise<void>>(async () => undefined);

/**
 * "Collega's" for a beheerder, one story per state: the accounts with their actions, and
 * "Collega uitnodigen". The callbacks answer as the site's calls of the api would.
 */
const meta = {
  title: "Beheer/Collega's",
  component: StaffTeam,
  args: {
    colleagues,
    currentUserId: noor.id,
    texts: staffTeamTexts,
    onInvite: fn<StaffTeamProps['onInvite']>(async () => ({ ok: true as const, data: invited })),
    onSetRole: fn<StaffTeamProps['onSetRole']>(async (id: string, role: StaffTeamMember['role']) => {
      const member = colleagues.find((colleague) => colleague.id === id)!;
      return { ok: true as const, data: { colleague: { ...member, role } } };
    }),
    onReset: fn<StaffTeamProps['onReset']>(async (id: string) => {
      const member = colleagues.find((colleague) => colleague.id === id)!;
      return { ok: true as const, data: { ...invited, colleague: { ...member, status: 'enrolling' as const } } };
    }),
    onDisable: fn<StaffTeamProps['onDisable']>(async (id: string) => {
      const member = colleagues.find((colleague) => colleague.id === id)!;
      return { ok: true as const, data: { colleague: { ...member, status: 'disabled' as const } } };
    }),
  },
  argTypes: {
    onInvite: { control: false },
    onSetRole: { control: false },
    onReset: { control: false },
    onDisable: { control: false },
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => undefined);
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    };
  },
} satisfies Meta<typeof StaffTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The row of the account with this name. */
const rowOf = (canvas: Canvas, name: string | RegExp) =>
  within(canvas.getByRole('list', { name: 'Alle accounts' })).getByRole('listitem', { name });

/**
 * Every account with its name, address, role, status and since when; a blocked account has no
 * actions. A name is shown as typed, never as HTML.
 */
export const Accounts: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Alle accounts' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const noor = rowOf(canvas, /Noor Bakker/);
    await expect(noor).toHaveTextContent('noor@studiolegende.nl');
    await expect(noor).toHaveTextContent('Rol: beheerder');
    await expect(noor).toHaveTextContent('Actief');
    await expect(noor).toHaveTextContent('Jij');
    await expect(noor).toHaveTextContent('Sinds 2 maart 2026');
    await expect(within(noor).getByRole('button', { name: 'Maak collega' })).toBeVisible();
    const sanne = rowOf(canvas, 'Sanne de Vries');
    await expect(within(sanne).getByRole('button', { name: 'Maak beheerder' })).toHaveAccessibleDescription(
      'Sanne de Vries',
    );
    await expect(within(sanne).getByRole('button', { name: 'Nieuwe start' })).toBeVisible();
    await expect(within(sanne).getByRole('button', { name: 'Blokkeren' })).toBeVisible();
    const daan = rowOf(canvas, 'Daan <b>Jansen</b>');
    await expect(daan).toHaveTextContent('Uitgenodigd, nog niet ingesteld');
    await expect(daan.querySelector('b')).toBeNull();
    const eva = rowOf(canvas, 'Eva Mulder');
    await expect(eva).toHaveTextContent('Geblokkeerd');
    await expect(within(eva).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Collega uitnodigen' })).toBeVisible();
  },
};

/** On its way. */
export const Loading: Story = {
  args: { colleagues: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Collega's laden...")).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('list', { name: 'Alle accounts' })).toBeNull();
  },
};

/**
 * "Uitnodigen" gives the one-time link in a read-only field; "Kopiëren" puts it on the
 * clipboard. It says the link was e-mailed too, and until when it works; the list has Mila.
 */
export const Invited: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Naam'), 'Mila Visser');
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'mila@studiolegende.nl');
    await userEvent.selectOptions(canvas.getByLabelText('Rol'), 'collega');
    await userEvent.click(canvas.getByRole('button', { name: 'Uitnodigen' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      name: 'Mila Visser',
      email: 'mila@studiolegende.nl',
      role: 'member',
    });
    const field = await canvas.findByRole('textbox', { name: 'Eenmalige link' });
    await expect(field).toHaveValue(link);
    await expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByText('Mila Visser is uitgenodigd.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(
      'We hebben de link ook gemaild naar mila@studiolegende.nl. De link werkt één keer, een dag lang: tot 26 nov 2026, 11:00.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiëren' }));
    await expect(writeText).toHaveBeenCalledWith(link);
    await waitFor(() => expect(canvas.getByText('De link staat op je klembord.')).toBeVisible());
    await expect(rowOf(canvas, 'Mila Visser')).toHaveTextContent('Uitgenodigd, nog niet ingesteld');
    await expect(canvas.getByLabelText('Naam')).toHaveValue('');
  },
};

/** Without e-mail set up, the link is to be passed on by the beheerder. */
export const InvitedWithoutEmail: Story = {
  name: 'Invited without e-mail',
  tags: ['no-visual'],
  args: { onInvite: fn<StaffTeamProps['onInvite']>(async () => ({ ok: true, data: { ...invited, emailed: false } })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Naam'), 'Mila Visser');
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'mila@studiolegende.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Uitnodigen' }));
    const field = await canvas.findByRole('textbox', { name: 'Eenmalige link' });
    await expect(field).toHaveAccessibleDescription(/^Er is geen e-mail ingesteld: geef de link zelf door\./);
  },
};

/** A blank name and an address that is no address are said at their fields, and nothing is sent. */
export const InviteChecked: Story = {
  name: 'Invite checked before sending',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'mila@');
    await userEvent.click(canvas.getByRole('button', { name: 'Uitnodigen' }));
    const name = canvas.getByLabelText('Naam');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Vul de naam van de collega in.');
    await expect(canvas.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** The api refuses the address (already in use): said at the e-mail field, which gets focus. */
export const InviteRefused: Story = {
  name: 'Invite refused at the field',
  args: {
    onInvite: fn<StaffTeamProps['onInvite']>(async () => ({
      ok: false,
      message: 'Er is al een account met dit e-mailadres.',
      fields: { email: 'Er is al een account met dit e-mailadres.' },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Naam'), 'Sanne de Vries');
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'sanne@studiolegende.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Uitnodigen' }));
    const email = canvas.getByLabelText('E-mailadres');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('Er is al een account met dit e-mailadres.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('sanne@studiolegende.nl');
    await expect(canvas.getByLabelText('Naam')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('textbox', { name: 'Eenmalige link' })).toBeNull();
  },
};

/** Making the only beheerder a colleague is refused: said in her row, and her role stays. */
export const LastAdminRefused: Story = {
  name: 'Last beheerder refused',
  args: { onSetRole: fn<StaffTeamProps['onSetRole']>(async () => ({ ok: false, message: lastAdmin })) },
  play: async ({ canvas, args }) => {
    const row = rowOf(canvas, /Noor Bakker/);
    await userEvent.click(within(row).getByRole('button', { name: 'Maak collega' }));
    await expect(args.onSetRole).toHaveBeenCalledWith(noor.id, 'member');
    await waitFor(() => expect(within(row).getByRole('alert')).toHaveTextContent(lastAdmin));
    await expect(row).toHaveTextContent('Rol: beheerder');
  },
};

/** "Maak beheerder": the row shows the new role and says so. */
export const MadeAdmin: Story = {
  name: 'Made beheerder',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const sanne = rowOf(canvas, 'Sanne de Vries');
    await userEvent.click(within(sanne).getByRole('button', { name: 'Maak beheerder' }));
    await expect(args.onSetRole).toHaveBeenCalledWith(sanneAccount.id, 'admin');
    await waitFor(() => expect(within(sanne).getByRole('status')).toHaveTextContent('Sanne de Vries is nu beheerder.'));
    await expect(sanne).toHaveTextContent('Rol: beheerder');
    await expect(within(sanne).getByRole('button', { name: 'Maak collega' })).toBeVisible();
  },
};

/** "Nieuwe start": a new one-time link in the colleague's row, and the row says invited again. */
export const NewStart: Story = {
  name: 'New start',
  play: async ({ canvas, args }) => {
    const sanne = rowOf(canvas, 'Sanne de Vries');
    await userEvent.click(within(sanne).getByRole('button', { name: 'Nieuwe start' }));
    await expect(args.onReset).toHaveBeenCalledWith(sanneAccount.id);
    const field = await within(sanne).findByRole('textbox', { name: 'Eenmalige link' });
    await expect(field).toHaveValue(link);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(sanne).toHaveTextContent('Nieuwe start voor Sanne de Vries');
    await expect(sanne).toHaveTextContent('Uitgenodigd, nog niet ingesteld');
  },
};

/** "Blokkeren" asks first, in the row; confirmed, the account is blocked and has no actions left. */
export const Blocked: Story = {
  name: 'Blocked after confirmation',
  play: async ({ canvas, args }) => {
    const sanne = rowOf(canvas, 'Sanne de Vries');
    await userEvent.click(within(sanne).getByRole('button', { name: 'Blokkeren' }));
    const question = within(sanne).getByRole('group', { name: 'Sanne de Vries blokkeren?' });
    await waitFor(() => expect(question).toHaveFocus());
    await expect(question).toHaveAccessibleDescription(
      'Alle sessies van dit account eindigen meteen en inloggen lukt niet meer.',
    );
    await expect(args.onDisable).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Ja, blokkeren' }));
    await expect(args.onDisable).toHaveBeenCalledWith(sanneAccount.id);
    await waitFor(() => expect(within(sanne).getByRole('status')).toHaveTextContent('Sanne de Vries is geblokkeerd.'));
    await expect(sanne).toHaveTextContent('Geblokkeerd');
    await expect(within(sanne).queryByRole('button')).toBeNull();
  },
};

/** "Annuleren" closes the question without blocking, and focus goes back to "Blokkeren". */
export const BlockCancelled: Story = {
  name: 'Block cancelled',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const sanne = rowOf(canvas, 'Sanne de Vries');
    await userEvent.click(within(sanne).getByRole('button', { name: 'Blokkeren' }));
    await userEvent.click(within(sanne).getByRole('button', { name: 'Annuleren' }));
    await expect(within(sanne).queryByRole('group', { name: 'Sanne de Vries blokkeren?' })).toBeNull();
    await waitFor(() => expect(within(sanne).getByRole('button', { name: 'Blokkeren' })).toHaveFocus());
    await expect(args.onDisable).not.toHaveBeenCalled();
    await expect(sanne).toHaveTextContent('Actief');
  },
};

import { staffAlertsPageTexts, staffAlertsTexts } from '@agency/content';
import { defaultAlertChoices, type AlertDevice, type AlertTestResult } from '@agency/contract/alerts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffAlerts, type StaffAlertsProps } from './StaffAlerts';

const devices: AlertDevice[] = [
  {
    id: 'b1f0c7a2-4a51-4c1e-9a47-1f0e0d6f2c11',
    label: 'Chrome · Android',
    createdAt: '2026-11-20T08:30:00.000Z',
    lastSentAt: '2026-11-25T09:12:00.000Z',
    thisSession: true,
  },
  {
    id: 'c9a4b3e1-77d2-4f0a-8e0b-2c5d7a9e3f22',
    label: 'Safari · iPhone',
    createdAt: '2026-11-22T14:05:00.000Z',
    lastSentAt: null,
    thisSession: false,
  },
];

const ok = <T,>(data: T) => ({ ok: true as const, data });

/**
 * "Meldingen", one story per state: the choices of topics and channels, this device (each
 * reason it may not take push alerts), and the devices with a test alert. The callbacks
 * answer as the site's calls of the api would.
 */
const meta = {
  title: 'Beheer/Meldingen',
  component: StaffAlerts,
  args: {
    settings: { choices: defaultAlertChoices, emailAvailable: true, devices },
    loading: staffAlertsPageTexts.loading,
    deviceState: 'enabled',
    texts: staffAlertsTexts,
    onSaveChoices: fn<StaffAlertsProps['onSaveChoices']>(async () => ok(undefined)),
    onEnable: fn<StaffAlertsProps['onEnable']>(async () => ok(undefined)),
    onRemoveDevice: fn<StaffAlertsProps['onRemoveDevice']>(async () => ok(undefined)),
    onSendTest: fn<StaffAlertsProps['onSendTest']>(async () =>
      ok<AlertTestResult>({ devices: 2, delivered: 2, removed: 0 }),
    ),
  },
  argTypes: {
    onSaveChoices: { control: false },
    onEnable: { control: false },
    onRemoveDevice: { control: false },
    onSendTest: { control: false },
  },
} satisfies Meta<typeof StaffAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: ReturnType<typeof within>, topic: string, channel: string) =>
  canvas.getByRole('checkbox', { name: `${topic}: ${channel}` });

/**
 * The choices as a table (a checkbox per topic and channel, named by both), this device on,
 * the two devices. Turning off new leads by push and on by e-mail, then "Keuzes opslaan", sends
 * the whole table and says it was kept.
 */
export const Choices: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Meldingen per onderwerp en kanaal' });
    await expect(within(table).getAllByRole('checkbox')).toHaveLength(6);
    await expect(box(canvas, 'Een nieuwe aanvraag', 'Pushmelding')).toBeChecked();
    await expect(box(canvas, 'Een nieuwe aanvraag', 'E-mail')).not.toBeChecked();
    await userEvent.click(box(canvas, 'Een nieuwe aanvraag', 'Pushmelding'));
    await userEvent.click(box(canvas, 'Een nieuwe aanvraag', 'E-mail'));
    await userEvent.click(canvas.getByRole('button', { name: 'Keuzes opslaan' }));
    await expect(args.onSaveChoices).toHaveBeenCalledWith({
      ...defaultAlertChoices,
      new_lead: { email: true, push: false },
    });
    await expect(await canvas.findByText('Je keuzes zijn opgeslagen.')).toBeVisible();
    await expect(canvas.getByText('Meldingen staan aan op dit toestel.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Meldingen aan op dit toestel' })).toBeNull();
  },
};

/** While the settings load. */
export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Meldingen laden...')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Without SMTP on the server: the e-mail choices stay, and a line says nothing is sent by e-mail. */
export const WithoutEmail: Story = {
  name: 'Without e-mail on the server',
  args: { settings: { choices: defaultAlertChoices, emailAvailable: false, devices: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Op de server is geen e-mail ingesteld/)).toBeVisible();
    await expect(canvas.getByText('Nog geen toestel met meldingen.')).toBeVisible();
  },
};

/**
 * A browser that can take push alerts but has none yet: "Meldingen aan op dit toestel" asks
 * (the site then asks the permission and subscribes); a refusal is said under it.
 */
export const ReadyToEnable: Story = {
  args: {
    deviceState: 'available',
    settings: { choices: defaultAlertChoices, emailAvailable: true, devices: [] },
    onEnable: fn<StaffAlertsProps['onEnable']>(async () => ({
      ok: false as const,
      message: 'Je hebt de vraag om meldingen niet beantwoord. Probeer het nog een keer.',
    })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Meldingen aan op dit toestel' }));
    await expect(args.onEnable).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(/niet beantwoord/)).toBeVisible();
  },
};

/** An iPhone in Safari, not opened from the home screen: how to add it, and no button. */
export const IphoneNotInstalled: Story = {
  name: 'iPhone not on the home screen',
  args: { deviceState: 'ios-install' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/alleen vanaf het beginscherm/)).toBeVisible();
    await expect(canvas.getByText(/Zet op beginscherm/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Meldingen aan op dit toestel' })).toBeNull();
  },
};

/** Notifications refused for the site: where to allow them. */
export const Refused: Story = {
  name: 'Notifications refused',
  args: { deviceState: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/geweigerd in je browser/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Meldingen aan op dit toestel' })).toBeNull();
  },
};

/** A browser without Web Push. */
export const Unsupported: Story = {
  name: 'Browser cannot',
  args: { deviceState: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/kan geen pushmeldingen ontvangen/)).toBeVisible();
  },
};

/**
 * The devices: this one marked, each with since when; "Verwijderen" asks the site and says it
 * went; "Stuur een testmelding" says how many devices got it, and that a gone one was removed.
 */
export const Devices: Story = {
  tags: ['no-visual'],
  args: {
    onSendTest: fn<StaffAlertsProps['onSendTest']>(async () =>
      ok<AlertTestResult>({ devices: 2, delivered: 1, removed: 1 }),
    ),
  },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Toestellen met meldingen' });
    const [phone, iphone] = within(list).getAllByRole('listitem');
    await expect(phone).toHaveTextContent('Chrome · AndroidDit toestel');
    await expect(phone).toHaveTextContent('Aangezet 20 nov 2026, 09:30');
    await expect(phone).toHaveTextContent('Laatste melding 25 nov 2026, 10:12');
    await expect(iphone).not.toHaveTextContent('Laatste melding');
    const remove = within(iphone!).getByRole('button', { name: 'Verwijderen' });
    await expect(remove).toHaveAccessibleDescription('Safari · iPhone');
    await userEvent.click(remove);
    await expect(args.onRemoveDevice).toHaveBeenCalledWith(devices[1]!.id);
    await waitFor(() => expect(canvas.getByText('Safari · iPhone krijgt geen meldingen meer.')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Stuur een testmelding' }));
    await expect(
      await canvas.findByText(
        'Testmelding verstuurd naar 1 van 2 toestellen. Een toestel bestond niet meer bij de pushdienst en is verwijderd.',
      ),
    ).toBeVisible();
  },
};

/** A test with no device yet says to turn alerts on first. */
export const TestWithoutDevice: Story = {
  name: 'Test without a device',
  tags: ['no-visual'],
  args: {
    deviceState: 'available',
    settings: { choices: defaultAlertChoices, emailAvailable: true, devices: [] },
    onSendTest: fn<StaffAlertsProps['onSendTest']>(async () =>
      ok<AlertTestResult>({ devices: 0, delivered: 0, removed: 0 }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stuur een testmelding' }));
    await expect(await canvas.findByText(/zet eerst meldingen aan/)).toBeVisible();
  },
};

/** The api refused to load them: its message instead. */
export const Failed: Story = {
  args: {
    settings: undefined,
    error: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('De server is niet bereikbaar');
  },
};

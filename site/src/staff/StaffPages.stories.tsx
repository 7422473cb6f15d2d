import { staffAnalyticsRangeTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type StaffPage, staffPageStory } from './stories/StaffPage';
import { fakeChatWaiting, fakeOfficeClosed, fakeVisitCounted } from './stories/fakeStaffApi';

const meta = {
  title: "Beheer/Pagina's",
  ...staffPageStory(
    "The staff area's pages as a colleague sees them at /beheer/…: composed by the site from the design system's Beheer components, with the staff api faked.",
  ),
  tags: ['page'],
  args: { path: '/beheer', signedIn: true },
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1, once its data came. */
const heading = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The bar every signed-in page shares: the pages, the notification switch, who, "Uitloggen". */
async function expectBar(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Noor Bakker')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
}

/** Signed out: any staff address leads to the sign-in. */
export const Inloggen: Story = {
  args: { path: '/beheer', signedIn: false },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Inloggen');
    await expect(within(canvasElement).getByLabelText('E-mailadres')).toBeVisible();
  },
};

/** "Aanvragen": the follow-ups due above the inbox (one overdue), its filters and three leads. */
export const Aanvragen: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Aanvragen');
    await expectBar(canvasElement);
    const table = await within(canvasElement).findByRole('table', { name: 'Alle aanvragen, nieuwste eerst' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const due = await within(canvasElement).findByRole('list', { name: 'Op te volgen aanvragen' });
    await expect(within(due).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(due).getByRole('link', { name: 'Anna de Boer' })).toHaveAttribute(
      'href',
      '/beheer/aanvragen/lead-0002',
    );
  },
};

/**
 * "Exporteren (CSV)" asks who it is first, and says what for: this export. Closed without
 * confirming, nothing was exported. (The dialog's looks are Beveiliging/Bevestigen's: no screenshot.)
 */
export const AanvragenExporteren: Story = {
  args: { path: '/beheer' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Aanvragen');
    await userEvent.click(canvas.getByRole('button', { name: 'Exporteren (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });
    await expect(dialog).toHaveAccessibleDescription(
      'Voor deze export vragen we je wachtwoord of een code nog een keer.',
    );
    await expect(within(dialog).queryByText(/Voor deze wijziging/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Niet bevestigd: er is niets geëxporteerd.'),
    );
  },
};

/** A lead from the chat: the conversation before the hand-over, its status and a note. */
export const Aanvraag: Story = {
  args: { path: '/beheer/aanvragen/lead-0003' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Karin Smit');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveValue('won');
    await expect(within(canvasElement).getByText('Gebeld: wil een webshop met bezorging in de regio.')).toBeVisible();
  },
};

/**
 * A contact form's lead: assigned to Noor with a follow-up later today, a reply sent before,
 * "Beantwoorden per e-mail" with the saved replies, and the timeline.
 */
export const AanvraagBeantwoorden: Story = {
  name: 'Aanvraag: beantwoorden per e-mail',
  args: { path: '/beheer/aanvragen/lead-0002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Anna de Boer');
    await expect(canvas.getByRole('combobox', { name: 'Toegewezen aan' })).toHaveValue('staff-noor');
    const saved = await canvas.findByRole('combobox', { name: 'Standaardantwoord' }, { timeout: 5000 });
    await expect(within(saved).getAllByRole('option')).toHaveLength(4);
    await expect(within(canvas.getByRole('list', { name: 'Geschiedenis' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

/**
 * Replying from the lead's page with a saved reply: the text starts with the lead's name; once
 * sent it is said, and the reply joins the list and the timeline. (Its looks are the story above's.)
 */
export const AanvraagAntwoordVerstuurd: Story = {
  name: 'Aanvraag: antwoord verstuurd',
  args: { path: '/beheer/aanvragen/lead-0002' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = await canvas.findByRole('combobox', { name: 'Standaardantwoord' }, { timeout: 5000 });
    await userEvent.selectOptions(saved, 'Eerste reactie');
    const body = canvas.getByRole('textbox', { name: 'Bericht' }) as HTMLTextAreaElement;
    await expect(body.value).toMatch(/^Beste Anna de Boer,\n/);
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(canvas.getByText('Verstuurd naar anna.deboer@example.nl.')).toBeVisible());
    await expect(
      within(canvas.getByRole('list', { name: 'Verstuurde antwoorden' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const timeline = within(canvas.getByRole('list', { name: 'Geschiedenis' })).getAllByRole('listitem');
    await expect(timeline.at(-1)).toHaveTextContent('E-mail verstuurd: Je aanvraag bij Studio Legendedoor Noor Bakker');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Toegewezen aan' }), 'Sanne de Vries');
    await waitFor(() => expect(canvas.getByText('Toegewezen aan Sanne de Vries.')).toBeVisible());
  },
};

/** "Standaardantwoorden" for a beheerder: the list with its actions, and adding one; {naam} explained. */
export const Standaardantwoorden: Story = {
  args: { path: '/beheer/antwoorden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Standaardantwoorden');
    await expect(canvas.getByRole('link', { name: 'Antwoorden' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/"Beste \{naam\}," wordt "Beste Anna de Boer,"/)).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Standaardantwoorden' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titel' }), 'Afspraak bevestigen');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tekst' }), 'Beste {{naam}, tot dan!');
    await userEvent.click(canvas.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(canvas.getByText('"Afspraak bevestigen" is toegevoegd.')).toBeVisible();
  },
};

/** A colleague (no beheerder) reads the saved replies, and is told who changes them. */
export const StandaardantwoordenAlsCollega: Story = {
  name: 'Standaardantwoorden als collega',
  args: { path: '/beheer/antwoorden', role: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Standaardantwoorden');
    await canvas.findByRole('list', { name: 'Standaardantwoorden' }, { timeout: 5000 });
    await expect(canvas.getByText(/Alleen een beheerder kan standaardantwoorden/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Wijzigen' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Standaardantwoord toevoegen' })).toBeNull();
  },
};

/** "Overzicht": leads per week, the answers voted not useful, the undelivered notification. */
export const Overzicht: Story = {
  args: { path: '/beheer/overzicht' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Overzicht');
    await within(canvasElement).findByText('Doen jullie ook onderhoud van een bestaande site?');
  },
};

/** A preset's label on "Herkomst", as the content writes it. */
const preset = (count: number) => staffAnalyticsRangeTexts.lastDays.replace('{count}', String(count));

/** The chart's sentence says how many days it covers. */
const inDays = (count: number) => new RegExp(`paginaweergaven in ${count} `);

/** The totals of "Herkomst" (visitors, page views), once its figures came. */
async function analyticsTotals(canvasElement: HTMLElement): Promise<string[]> {
  const chart = await within(canvasElement).findByRole('region', { name: 'Bezoekers per dag' }, { timeout: 5000 });
  const totals = await within(chart).findAllByRole('definition', {}, { timeout: 5000 });
  return totals.map((total) => total.textContent ?? '');
}

/**
 * "Herkomst": the last 30 days (up to the story's today, 25 November 2026): the period and the
 * export, visitors per day beside the goals, the road to a client and where visitors come from.
 */
export const Herkomst: Story = {
  args: { path: '/beheer/herkomst' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Herkomst: wat klanten brengt');
    await expectBar(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Beheer' });
    await expect(within(nav).getByRole('link', { name: 'Herkomst' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('27 okt 2026 tot en met 25 nov 2026')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: preset(30) })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Bezoekers per dag' })).toHaveAccessibleDescription(inDays(30));
    await expect(canvas.getByRole('img', { name: 'Van bezoek tot klant' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Per bron' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table', { name: 'Doelen in deze periode' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Bronnen' })).toBeVisible();
    // The export is the same period, as a download the session's cookie goes with.
    const download = canvas.getByRole('link', { name: 'Exporteer als CSV' });
    await expect(download).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/staff\/analytics\/export\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/),
    );
    await expect(download).toHaveAttribute('download');
  },
};

/**
 * Another period: the last 7 days at one press; then two days chosen the wrong way round, which
 * the api refuses (its message at the date fields); then two days that are a period.
 */
export const HerkomstPeriode: Story = {
  args: { path: '/beheer/herkomst' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('27 okt 2026 tot en met 25 nov 2026', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByText(preset(7)));
    await expect(await canvas.findByText('19 nov 2026 tot en met 25 nov 2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Bezoekers per dag' })).toHaveAccessibleDescription(inDays(7));
    await userEvent.click(canvas.getByText('Zelf kiezen'));
    const from = canvas.getByLabelText('Van');
    const to = canvas.getByLabelText('Tot');
    await expect(from).toHaveValue('2026-11-19');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Toon periode' }));
    await expect(await canvas.findByText(/Kies een periode van hoogstens/)).toBeVisible();
    await expect(canvas.getByLabelText('Van')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('img', { name: 'Bezoekers per dag' })).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Van'));
    await userEvent.type(canvas.getByLabelText('Van'), '2026-11-01');
    await userEvent.clear(canvas.getByLabelText('Tot'));
    await userEvent.type(canvas.getByLabelText('Tot'), '2026-11-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Toon periode' }));
    await expect(await canvas.findByText('1 nov 2026 tot en met 14 nov 2026')).toBeVisible();
    await expect(canvas.queryByText(/Kies een periode van hoogstens/)).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Bezoekers per dag' })).toHaveAccessibleDescription(inDays(14));
  },
};

/** Visits counted while the page is open: the live stream says so, and today's visitor is in the totals. */
export const HerkomstLive: Story = {
  args: { path: '/beheer/herkomst' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const [visitors] = await analyticsTotals(canvasElement);
    const before = Number(visitors!.replace('.', ''));
    fakeVisitCounted();
    await waitFor(async () =>
      expect((await analyticsTotals(canvasElement))[0]).toBe(new Intl.NumberFormat('nl-NL').format(before + 1)),
    );
  },
};

/**
 * Two days chosen in the address (a link, a reload): the page shows that period; it ended before
 * today, so visits counted now read nothing again. The stream's events are handled in order: once
 * the chat event sent after the visits' has changed the navigation, the visits' event was
 * handled too (and a read it started would have been asked for by then).
 */
export const HerkomstVoorbij: Story = {
  args: { path: '/beheer/herkomst?van=2026-11-01&tot=2026-11-14' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 nov 2026 tot en met 14 nov 2026', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Zelf kiezen' })).toBeChecked();
    await expect(canvas.getByLabelText('Van')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('Tot')).toHaveValue('2026-11-14');
    const nav = canvas.getByRole('navigation', { name: 'Beheer' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Chats 2 wachtend' })).toBeVisible());
    const calls = spyOn(window, 'fetch');
    try {
      fakeVisitCounted();
      fakeChatWaiting();
      await waitFor(() => expect(within(nav).getByRole('link', { name: 'Chats 3 wachtend' })).toBeVisible());
      await expect(calls.mock.calls.filter(([input]) => String(input).includes('/api/staff/chats'))).not.toEqual([]);
      await expect(calls.mock.calls.filter(([input]) => String(input).includes('/api/staff/analytics'))).toEqual([]);
    } finally {
      calls.mockRestore();
    }
  },
};

/** A period in the address the api refuses: its message at the chooser, no figures. */
export const HerkomstOngeldig: Story = {
  args: { path: '/beheer/herkomst?van=2026-11-20&tot=2026-11-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Herkomst: wat klanten brengt');
    await expect(await canvas.findByText(/Kies een periode van hoogstens/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Zelf kiezen' })).toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Bezoekers per dag' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Exporteer als CSV' })).toBeNull();
  },
};

/** A period before anything was counted: every part says it is empty. */
export const HerkomstLeeg: Story = {
  args: { path: '/beheer/herkomst?van=2026-01-01&tot=2026-01-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await analyticsTotals(canvasElement)).toEqual(['0', '0']);
    await expect(canvas.getByRole('img', { name: 'Bezoekers per dag' })).toHaveAccessibleDescription(
      'Nog geen bezoekers in deze periode.',
    );
    await expect(canvas.getByText('Nog geen doelen bereikt in deze periode.')).toBeVisible();
    await expect(canvas.getAllByText('Nog niets geteld in deze periode.').length).toBeGreaterThan(0);
  },
};

/** "Persoon": finding a person's data, before a search. */
export const Persoon: Story = {
  args: { path: '/beheer/persoon' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, /.+/);
    await expectBar(canvasElement);
  },
};

/** "Beveiliging": one's sessions, password, second step and the team's audit trail. */
export const Beveiliging: Story = {
  args: { path: '/beheer/beveiliging' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Beveiliging');
    await within(canvasElement).findByRole('table', { name: /Logboek/ });
  },
};

/** "Meldingen": what reaches the colleague, this device, and their devices with a test alert. */
export const Meldingen: Story = {
  args: { path: '/beheer/meldingen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Meldingen');
    await expect(await canvas.findByRole('table', { name: 'Meldingen per onderwerp en kanaal' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Toestellen met meldingen' })).toHaveTextContent('Chrome · Android');
    await expectBar(canvasElement);
  },
};

/** "Collega's" (a beheerder): every account with its role, status and actions, and the invitation. */
export const Collegas: Story = {
  name: "Collega's",
  args: { path: '/beheer/collegas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, "Collega's");
    await expect(canvas.getByRole('link', { name: "Collega's" })).toHaveAttribute('aria-current', 'page');
    const list = await canvas.findByRole('list', { name: 'Alle accounts' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByRole('listitem', { name: 'Eva Mulder' })).toHaveTextContent('Geblokkeerd');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Collega uitnodigen' })).toBeVisible();
  },
};

/**
 * Blocking a colleague asks in the row first, then who it is ("Voor deze wijziging"); after the
 * password the block goes through. (The dialog's looks are Beveiliging/Bevestigen's: no screenshot.)
 */
export const CollegasBlokkeren: Story = {
  name: "Collega's: blokkeren na bevestigen",
  args: { path: '/beheer/collegas' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Alle accounts' }, { timeout: 5000 });
    const sanne = within(list).getByRole('listitem', { name: 'Sanne de Vries' });
    await userEvent.click(within(sanne).getByRole('button', { name: 'Blokkeren' }));
    await userEvent.click(within(sanne).getByRole('button', { name: 'Ja, blokkeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });
    await expect(dialog).toHaveAccessibleDescription(
      'Voor deze wijziging vragen we je wachtwoord of een code nog een keer.',
    );
    await userEvent.type(within(dialog).getByLabelText('Wachtwoord'), 'koffie-bij-de-gracht-om-negen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(within(sanne).getByRole('status')).toHaveTextContent('Sanne de Vries is geblokkeerd.'));
    await expect(sanne).toHaveTextContent('Geblokkeerd');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A colleague (no beheerder) has no "Collega's" in the bar. (The inbox looks as in Aanvragen:
 * no screenshot.)
 */
export const AlsCollega: Story = {
  name: "Als collega: geen Collega's",
  args: { path: '/beheer', role: 'member' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Aanvragen');
    await expect(canvas.getByRole('link', { name: 'Beveiliging' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: "Collega's" })).toBeNull();
  },
};

/** The row of the "Chats" queue with this reference. */
async function chatRow(canvasElement: HTMLElement, reference: string): Promise<HTMLElement> {
  const link = await within(canvasElement).findByRole('link', { name: reference }, { timeout: 5000 });
  const row = link.closest('li');
  if (!row) throw new Error(`no row for ${reference}`);
  return row;
}

/**
 * "Chats": available as Noor, two visitors waiting (with "Overnemen"), the conversations Noor
 * and Sanne hold, one ended and one missed. The bar counts the visitors waiting.
 */
export const Chats: Story = {
  args: { path: '/beheer/chats' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Chats');
    await expectBar(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Beschikbaar voor chat' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByLabelText('Naam in de chat')).toHaveValue('Noor');
    await expect(canvas.getByRole('switch', { name: 'Geluid bij een wachtende chat' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await canvas.findByRole('heading', { level: 2, name: 'Gesprekken' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Wachtend (2)' })).toBeVisible();
    await expect(within(await chatRow(canvasElement, 'LC-7K2P')).getByText('2 minuten')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Overnemen/ })).toHaveLength(2);
    await expect(within(await chatRow(canvasElement, 'LC-2HD6')).getByText('2 ongelezen')).toBeVisible();
    await expect(within(await chatRow(canvasElement, 'LC-8TR1')).getByText('Sanne')).toBeVisible();
    await expect(within(await chatRow(canvasElement, 'LC-4PF3')).getByText('Gemist')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Beheer' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Chats 2 wachtend' })).toHaveAttribute('aria-current', 'page'),
    );
    // The tab's title counts the visitors waiting; each waiting row says what they asked.
    await waitFor(() => expect(document.title).toBe('(2) Chats · Beheer · Studio Legende'));
    await expect(
      within(await chatRow(canvasElement, 'LC-7K2P')).getByText('Kan ik iemand spreken over bezorgen in de regio?'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Buiten kantoortijd/)).toBeNull();
  },
};

/**
 * After 17:30: "Beschikbaar voor chat" says the office is closed and what visitors read instead,
 * the next opening as the chat panel says it. (Its looks: Beheer/Chats/Beschikbaarheid.)
 */
export const ChatsKantoorDicht: Story = {
  args: { path: '/beheer/chats' },
  tags: ['no-visual'],
  beforeEach: () => fakeOfficeClosed(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const available = await canvas.findByRole('switch', { name: 'Beschikbaar voor chat' });
    await expect(
      await canvas.findByText(
        'Buiten kantoortijd: bezoekers kunnen nu geen collega vragen, ook niet als je beschikbaar bent.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('We zijn er weer morgen om 9:00')).toBeVisible();
    await expect(available).toHaveAccessibleDescription(/We zijn er weer morgen om 9:00/);
  },
};

/**
 * A visitor starts waiting while Noor is available with the sound on: screen readers hear it,
 * the sound plays, the queue and the bar count them; the same conversation again stays quiet.
 * (Like "Chats" to the eye: no screenshot.)
 */
export const ChatsNieuweWachtende: Story = {
  args: { path: '/beheer/chats' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chatRow(canvasElement, 'LC-7K2P');
    const sound = canvas.getByRole('switch', { name: 'Geluid bij een wachtende chat' });
    await userEvent.click(sound);
    await expect(sound).toHaveAttribute('aria-checked', 'true');
    const tones = spyOn(AudioContext.prototype, 'resume');
    try {
      fakeChatWaiting();
      await chatRow(canvasElement, 'LC-6VJ2');
      await waitFor(() => expect(canvas.getByText('Er wacht een bezoeker in de chat.')).toBeInTheDocument());
      await waitFor(() => expect(tones).toHaveBeenCalledTimes(1));
      const nav = canvas.getByRole('navigation', { name: 'Beheer' });
      await waitFor(() => expect(within(nav).getByRole('link', { name: 'Chats 3 wachtend' })).toBeVisible());
      await waitFor(() => expect(document.title).toBe('(3) Chats · Beheer · Studio Legende'));
      fakeChatWaiting();
      await new Promise((done) => setTimeout(done, 300));
      await expect(tones).toHaveBeenCalledTimes(1);
    } finally {
      tones.mockRestore();
    }
  },
};

/** Not available for the chat: a visitor who starts waiting joins the queue, without an alert. */
export const ChatsNietBeschikbaar: Story = {
  args: { path: '/beheer/chats' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chatRow(canvasElement, 'LC-7K2P');
    const available = canvas.getByRole('switch', { name: 'Beschikbaar voor chat' });
    await userEvent.click(available);
    await waitFor(() => expect(available).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(available).not.toHaveAttribute('aria-busy'));
    fakeChatWaiting();
    await chatRow(canvasElement, 'LC-6VJ2');
    await new Promise((done) => setTimeout(done, 300));
    await expect(canvas.queryByText('Er wacht een bezoeker in de chat.')).toBeNull();
  },
};

/** "Overnemen" when a colleague was first: the row says who has it. */
export const ChatsAlOvergenomen: Story = {
  args: { path: '/beheer/chats' },
  play: async ({ canvasElement }) => {
    const row = await chatRow(canvasElement, 'LC-9QX4');
    await userEvent.click(within(row).getByRole('button', { name: /Overnemen/ }));
    await expect(await within(row).findByText('Sanne heeft dit gesprek al overgenomen.')).toBeVisible();
  },
};

/** "Overnemen" of a waiting visitor: the conversation opens, ready to write. */
export const ChatOvernemen: Story = {
  args: { path: '/beheer/chats' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await chatRow(canvasElement, 'LC-7K2P');
    await userEvent.click(within(row).getByRole('button', { name: /Overnemen/ }));
    await heading(canvasElement, 'LC-7K2P');
    await expect(await canvas.findByText('Noor heeft het gesprek overgenomen.')).toBeVisible();
    // What the visitor asked the assistant, to read before writing.
    await expect(canvas.getByText('Kan ik iemand spreken over bezorgen in de regio?')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Bericht' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Terug naar Chats' })).toBeVisible();
  },
};

/**
 * A conversation Noor holds: the chat with the assistant before the hand-over, her greeting and
 * the visitor's two questions; she answers and her message shows at once.
 */
export const Chat: Story = {
  args: { path: '/beheer/chats/chat-0004' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'LC-2HD6');
    await expectBar(canvasElement);
    await expect(canvas.getByText('Ja, klopt. We hebben drie winkels.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terug naar de wachtrij' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gesprek beëindigen' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, 'Ja, dat kan: de klant kiest zelf een moment.');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    const sent = await canvas.findByText('Ja, dat kan: de klant kiest zelf een moment.');
    await expect(sent).toBeVisible();
    await expect(field).toHaveValue('');
    // The live stream brings the message back with the api's time: shown once, with that time.
    await waitFor(() => expect(within(sent.closest('li')!).getByText('11:15')).toBeVisible());
    await expect(canvas.getAllByText('Ja, dat kan: de klant kiest zelf een moment.')).toHaveLength(1);
  },
};

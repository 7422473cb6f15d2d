import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type StaffPage, staffPageStory } from './stories/StaffPage';
import { fakeChatWaiting } from './stories/fakeStaffApi';

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

/** "Aanvragen": the inbox with its filters and three leads. */
export const Aanvragen: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Aanvragen');
    await expectBar(canvasElement);
    const table = await within(canvasElement).findByRole('table', { name: 'Alle aanvragen, nieuwste eerst' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
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

/** "Overzicht": leads per week, the answers voted not useful, the undelivered notification. */
export const Overzicht: Story = {
  args: { path: '/beheer/overzicht' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Overzicht');
    await within(canvasElement).findByText('Doen jullie ook onderhoud van een bestaande site?');
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

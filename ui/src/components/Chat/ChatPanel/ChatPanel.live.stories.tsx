import { chatLiveTexts, chatPanelTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RejectedFields } from '../../Form/rejectedFields';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { conversation } from '../chatStoryData';
import { assistantMode, liveLink } from '../chatMode';
import type {
  ChatMode,
  ChatOffer,
  ChatThreadMessage,
  ChatTransport,
  LiveChatEvent,
  LiveChatTransport,
} from '../chatTypes';
import { streamingTransport, storyLimits } from '../storyTransports';
import { ChatAssistantPanel } from './ChatAssistantPanel';
import { ChatPanel, type ChatLiveControls } from './ChatPanel';
import { chatPanelStoryDefaults, input } from './chatPanelStory';

/** The site's texts with those of a person in the chat. */
const texts = { ...chatPanelTexts, live: chatLiveTexts };

/** The live controls in `mode`, each action a spy. */
const controls = (mode: ChatMode = assistantMode()) =>
  ({
    mode,
    ask: fn(),
    start: fn(),
    cancel: fn(),
    end: fn(),
    typing: fn(),
    callbackOfferSeen: fn(),
    leaveContact: fn(async () => {}),
    dismissContact: fn(),
  }) satisfies ChatLiveControls;

/** The assistant holds the conversation, with `offer` beside it. */
const offering = (offer: ChatOffer) => controls(assistantMode(offer));

const before = conversation.slice(0, 4);
const reference = 'SL-4821';
const taken: ChatThreadMessage[] = [
  ...before,
  { role: 'notice', content: 'Sanne neemt het gesprek over', live: true, liveId: 1 },
  {
    role: 'person',
    name: 'Sanne',
    content: 'Hoi! Ik ben Sanne. Ik heb het gesprek gelezen. Gaat het om een webshop?',
    liveId: 2,
  },
  { role: 'user', content: 'Ja, een Shopify-webshop met zo’n 200 producten.', live: true, liveId: 3, delivered: true },
  { role: 'person', name: 'Sanne', content: 'Helder. Heb je al een huisstijl, of moeten we die ook maken?', liveId: 4 },
  { role: 'user', content: 'Die hebben we al.', live: true, liveId: 5, delivered: true },
];

/**
 * A person of the agency in the chat, the visitor's side: 'Chat met een collega' beside 'Bel me
 * terug', the offer (with the disclosure that the colleague reads the conversation so far), nobody
 * available, outside office hours, waiting, taken over (the colleague's messages, typing, read),
 * ended and missed (the callback form opens). `ChatAssistantPanel` connects the live controls
 * (`live`) to a `ChatSession` with a `LiveChatTransport` (the flows, without screenshots).
 */
const meta = {
  title: 'Componenten/ChatPanel/Live',
  component: ChatPanel,
  ...chatPanelStoryDefaults,
  args: {
    ...chatPanelStoryDefaults.args,
    texts,
    messages: before,
    live: controls(),
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const offerBox = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('group', { name });
const tool = (canvas: Canvas, name: string) => canvas.queryByRole('button', { name });
const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

export const AskPerson: Story = {
  name: 'Chat met een collega (the button)',
  play: async ({ args, canvas }) => {
    // Beside 'Bel me terug' once there is a conversation.
    await expect(tool(canvas, 'Bel me terug')).toBeVisible();
    const ask = tool(canvas, 'Chat met een collega')!;
    await expect(ask).toBeVisible();
    await userEvent.click(ask);
    await expect(args.live?.ask).toHaveBeenCalledOnce();
  },
};

export const Offer: Story = {
  args: { live: offering({ kind: 'person' }) },
  play: async ({ args, canvas }) => {
    const box = offerBox(canvas, 'Chat met een collega');
    await expect(within(box).getByText(chatLiveTexts.offer)).toBeVisible();
    const start = within(box).getByRole('button', { name: 'Chat met een collega' });
    await expect(within(box).getByRole('button', { name: 'Bel me terug' })).toBeVisible();
    // Before the conversation goes to a person: who reads it, and the privacy statement.
    await expect(within(box).getByText(/Een collega leest het gesprek tot nu toe mee/)).toBeVisible();
    await expect(within(box).getByRole('link', { name: 'Wat we bewaren' })).toHaveAttribute('href', '/privacy');
    // The tools make way for the offer's own choices.
    await expect(canvas.getAllByRole('button', { name: 'Chat met een collega' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Bel me terug' })).toHaveLength(1);
    await userEvent.click(start);
    await expect(args.live?.start).toHaveBeenCalledOnce();
    // Escape closes the offer, not the panel.
    await userEvent.keyboard('{Escape}');
    await expect(args.live?.cancel).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(box).getByRole('button', { name: 'Sluiten' }));
    await expect(args.live?.cancel).toHaveBeenCalledTimes(2);
    // The props stay as they are: the screenshot shows the offer without a focus ring.
    blurActive();
  },
};

export const Checking: Story = {
  args: { live: offering({ kind: 'checking' }) },
  play: async ({ canvas }) => {
    const box = offerBox(canvas, 'Chat met een collega');
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(within(box).queryByRole('button', { name: 'Bel me terug' })).toBeNull();
  },
};

export const NobodyAvailable: Story = {
  name: 'Nobody available',
  args: { live: offering({ kind: 'unavailable' }) },
  play: async ({ canvas }) => {
    const box = offerBox(canvas, 'Er is nu niemand beschikbaar');
    await expect(within(box).getByText(chatLiveTexts.nobodyAvailableHint)).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Bel me terug' })).toBeVisible();
  },
};

export const NobodyAvailableCallback: Story = {
  name: 'Nobody available: Bel me terug',
  // Ends in the callback form, which Componenten/ChatPanel shows.
  tags: ['no-visual'],
  args: { live: offering({ kind: 'unavailable' }) },
  play: async ({ args, canvas }) => {
    const box = offerBox(canvas, 'Er is nu niemand beschikbaar');
    // Choosing a call back opens the callback form.
    await userEvent.click(within(box).getByRole('button', { name: 'Bel me terug' }));
    await expect(args.live?.cancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('form', { name: chatPanelTexts.callback.title })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveFocus();
  },
};

export const OutsideHours: Story = {
  name: 'Outside hours',
  args: {
    // Friday 27 November 2026, 18:00 in Amsterdam; back on Monday at 9:00.
    live: offering({ kind: 'closed', nextOpening: '2026-11-30T08:00:00.000Z' }),
    now: () => Date.parse('2026-11-27T17:00:00.000Z'),
  },
  play: async ({ canvas }) => {
    const box = offerBox(canvas, 'We zijn er weer maandag om 9:00');
    await expect(within(box).getByText(chatLiveTexts.closedHint)).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Bel me terug' })).toBeVisible();
  },
};

export const Waiting: Story = {
  args: {
    live: controls({ with: 'waiting', link: liveLink({ reference }) }),
    messages: [
      ...before,
      { role: 'user', content: 'Kan ik iemand spreken over een offerte?', live: true, liveId: 1, delivered: true },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(chatLiveTexts.waiting)).toBeVisible();
    await expect(canvas.getByText(`Gespreksnummer: ${reference}`)).toBeVisible();
    // The input stays enabled: messages go to the colleague; nothing streams, so no Stop.
    await expect(input(canvas)).toBeEnabled();
    await expect(tool(canvas, 'Stop')).toBeNull();
    await expect(tool(canvas, 'Bel me terug')).toBeNull();
    await expect(tool(canvas, 'Chat met een collega')).toBeNull();
    await userEvent.click(tool(canvas, 'Gesprek beëindigen')!);
    await expect(args.live?.end).toHaveBeenCalledOnce();
    blurActive();
  },
};

export const TakenOver: Story = {
  name: 'Taken over',
  args: {
    live: controls({ with: 'colleague', name: 'Sanne', typing: true, link: liveLink({ reference, readUpTo: 3 }) }),
    messages: taken,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Je chat met Sanne')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
    await expect(items[4]).toHaveTextContent('Sanne neemt het gesprek over');
    // A colleague's message: under their name, not the assistant's, without votes.
    await expect(items[5]).toHaveTextContent(/^Sanne: SanneHoi! Ik ben Sanne\./);
    await expect(within(items[5]!).queryByRole('button', { name: 'Nuttig' })).toBeNull();
    await expect(canvas.getByText('Sanne typt…')).toBeVisible();
    // Read up to the first answer of the visitor, not the last.
    await expect(within(items[6]!).getByText('Gelezen')).toBeVisible();
    await expect(within(items[8]!).queryByText('Gelezen')).toBeNull();
    await expect(canvas.getAllByText('Gelezen')).toHaveLength(1);
    await expect(canvas.getByText(`Gespreksnummer: ${reference}`)).toBeVisible();
    // Typing tells the colleague.
    await userEvent.type(input(canvas), 'Top');
    await expect(args.live?.typing).toHaveBeenCalled();
    await userEvent.clear(input(canvas));
    await expect(tool(canvas, 'Gesprek beëindigen')).toBeVisible();
  },
};

/** The header while a colleague holds it: the spec's title and its "Online" stay, the colleague's name beneath them. */
export const HeaderWhileAColleagueHolds: Story = {
  name: 'Header: AI Assistent, Online, the colleague beneath',
  args: {
    live: controls({ with: 'colleague', name: 'Sanne', typing: true, link: liveLink({ reference }) }),
    messages: taken,
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('heading', { name: 'AI Assistent' }).closest('header')!;
    const lines = within(header)
      .getAllByText(/./)
      .map((element) => element.textContent);
    // In this order: the title (the panel's name), the status, then who holds it; nothing else.
    await expect(lines).toEqual(['AI Assistent', 'Online', 'Je chat met Sanne']);
    await expect(canvas.getByRole('dialog', { name: 'AI Assistent' })).toBeVisible();
    await expect(within(header).getByRole('heading', { level: 2 })).toHaveTextContent(/^AI Assistent$/);
    // Typing does not change it.
    await expect(canvas.getByText('Sanne typt…')).toBeVisible();
    await expect(within(header).queryByText(/typt/)).toBeNull();
  },
};

/** The colleague asked for contact details: the call-back form, with e-mail beside the phone. */
export const ContactAsked: Story = {
  name: 'Contact details asked (the form with e-mail)',
  args: {
    live: controls({
      with: 'colleague',
      name: 'Sanne',
      typing: false,
      link: liveLink({ reference, contactAsked: true }),
    }),
    messages: [
      ...taken,
      {
        role: 'notice',
        content: 'Sanne vraagt om je contactgegevens, zodat we contact met je kunnen opnemen.',
        live: true,
        liveId: 6,
      },
    ],
  },
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: chatLiveTexts.contact.title });
    // The spec's phone field, with its placeholder, and the optional name stay; e-mail is the alternative.
    const phone = within(form).getByRole('textbox', { name: 'Telefoonnummer' });
    await expect(phone).toHaveAttribute('placeholder', '06 12345678');
    await expect(phone).not.toHaveAttribute('aria-required');
    const email = within(form).getByRole('textbox', { name: 'E-mailadres' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(within(form).getByRole('textbox', { name: 'Naam (optioneel)' })).toBeVisible();
    // In place of the composer; the header keeps the title.
    await expect(canvas.queryByRole('textbox', { name: 'Je vraag' })).toBeNull();
    await expect(canvas.getByText('Je chat met Sanne')).toBeVisible();

    // Neither given: a clear Dutch error at both fields, focus in the first, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: chatLiveTexts.contact.submit }));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(/Vul je telefoonnummer of je e-mailadres in\./);
    await expect(email).toHaveAccessibleDescription(/Vul je telefoonnummer of je e-mailadres in\./);
    await expect(args.live?.leaveContact).not.toHaveBeenCalled();

    // An e-mail address alone is enough.
    await userEvent.type(email, ' anna@bakkerij.nl ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Naam (optioneel)' }), 'Anna');
    await userEvent.click(within(form).getByRole('button', { name: chatLiveTexts.contact.submit }));
    await waitFor(() =>
      expect(args.live?.leaveContact).toHaveBeenCalledWith({
        phone_number: null,
        email: 'anna@bakkerij.nl',
        name: 'Anna',
        website: '',
      }),
    );
    blurActive();
  },
};

export const Reconnecting: Story = {
  name: 'Reconnecting, a message not sent',
  args: {
    live: controls({
      with: 'colleague',
      name: 'Sanne',
      typing: false,
      link: liveLink({ reference, connection: 'reconnecting' }),
    }),
    messages: [...taken, { role: 'user', content: 'Zijn jullie er nog?', live: true, failed: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(chatLiveTexts.reconnecting)).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
    await expect(items.at(-1)).toHaveTextContent(`Zijn jullie er nog?${chatLiveTexts.sendFailed}`);
    await expect(input(canvas)).toBeEnabled();
  },
};

export const Ended: Story = {
  args: {
    live: controls(),
    messages: [
      ...taken,
      {
        role: 'notice',
        content: 'Sanne heeft het gesprek beëindigd. Je chat weer met de assistent.',
        live: true,
        liveId: 6,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sanne heeft het gesprek beëindigd. Je chat weer met de assistent.')).toBeVisible();
    await expect(canvas.queryByText('Je chat met Sanne')).toBeNull();
    await expect(tool(canvas, 'Chat met een collega')).toBeVisible();
    await expect(tool(canvas, 'Gesprek beëindigen')).toBeNull();
    await expect(canvas.getByText('Powered by AI • Beantwoordt direct')).toBeVisible();
  },
};

export const Missed: Story = {
  name: 'Missed (call-back form open)',
  args: {
    live: offering({ kind: 'callback' }),
    messages: [...before, { role: 'notice', content: chatLiveTexts.missed, live: true, liveId: 2 }],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(chatLiveTexts.missed)).toBeVisible();
    await expect(canvas.getByRole('form', { name: chatPanelTexts.callback.title })).toBeVisible();
    await expect(args.live?.callbackOfferSeen).toHaveBeenCalled();
  },
};

/** A fake of the site's live transport: a colleague is free, and the play function feeds the events. */
function storyLiveTransport() {
  const pending: Array<LiveChatEvent | { type: 'ready' }> = [];
  let wake: (() => void) | null = null;
  let nextId = 10;
  const calls = { send: [] as string[], end: 0, start: 0, contact: [] as unknown[] };
  const push = (event: LiveChatEvent) => {
    pending.push(event);
    wake?.();
  };
  const transport: LiveChatTransport = {
    availability: async () => ({ available: true, open: true, nextOpening: null }),
    start: async () => {
      calls.start += 1;
      return { reference, capability: 'story-capability' };
    },
    events: async function* (_ticket, _lastEventId, signal) {
      yield { type: 'ready' };
      while (!signal.aborted) {
        while (pending.length === 0 && !signal.aborted) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            signal.addEventListener('abort', () => resolve(), { once: true });
          });
        }
        const event = pending.shift();
        if (event && !signal.aborted) yield event;
      }
    },
    send: async (_ticket, text) => {
      calls.send.push(text);
      nextId += 1;
      const id = nextId;
      // The visitor's own message comes back through the stream, as the api does.
      setTimeout(() => push({ type: 'message', id, from: 'visitor', text, at: new Date().toISOString() }), 20);
      return { id };
    },
    typing: async () => {},
    end: async () => {
      calls.end += 1;
    },
    leaveContact: async (_ticket, details) => {
      // The api refuses an address that is not one, at its field.
      if (details.email === 'anna@') throw new RejectedFields({ email: 'Dit is geen geldig e-mailadres.' });
      calls.contact.push(details);
      nextId += 1;
      const id = nextId;
      setTimeout(() => push({ type: 'contact_left', id, at: new Date().toISOString() }), 20);
    },
  };
  return { transport, push, calls };
}

/** The live transport's fake of the running flow, made anew before each one renders. */
let fake = storyLiveTransport();

/**
 * A flow of `ChatAssistantPanel` with `transport` and a colleague who is free (the fake, which
 * the play function feeds), without screenshots.
 */
const liveFlow = (transport: ChatTransport): Pick<Story, 'beforeEach' | 'render'> => ({
  beforeEach: () => {
    fake = storyLiveTransport();
  },
  render: (args) => {
    const current = fake;
    return (
      <ChatAssistantPanel
        texts={args.texts}
        onClose={args.onClose}
        onNavigate={args.onNavigate}
        transport={transport}
        limits={storyLimits}
        initialMessages={before}
        live={async () => current.transport}
        page={() => '/diensten'}
      />
    );
  },
});

export const Flow: Story = {
  name: 'Flow: ask, start, taken over, messages both ways, end',
  // Written out: Storybook reads a story's tags from the file as written.
  tags: ['no-visual'],
  ...liveFlow({ ...streamingTransport({ delay: 10 }), requestCallback: async () => {} }),
  play: async ({ canvas }) => {
    const at = new Date().toISOString();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat met een collega' }));
    const box = await canvas.findByRole('group', { name: 'Chat met een collega' });
    // The live code loads on this first ask (its own chunk).
    const start = await within(box).findByRole('button', { name: 'Chat met een collega' }, { timeout: 5000 });
    // Focus moves to the offer's first choice.
    await waitFor(() => expect(start).toHaveFocus());
    await userEvent.click(start);
    await expect(await canvas.findByText(chatLiveTexts.waiting)).toBeVisible();
    await expect(await canvas.findByText(`Gespreksnummer: ${reference}`)).toBeVisible();
    await waitFor(() => expect(fake.calls.start).toBe(1));

    fake.push({ type: 'taken', id: 1, name: 'Sanne', at });
    await expect(await canvas.findByText('Je chat met Sanne')).toBeVisible();
    // Heard by screen readers through the polite live region.
    const status = canvas.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite')!;
    await waitFor(() => expect(status).toHaveTextContent('Sanne neemt het gesprek over'));

    fake.push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hoi! Waarmee kan ik helpen?', at });
    await expect(await canvas.findByText('Hoi! Waarmee kan ik helpen?')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('Sanne: Hoi! Waarmee kan ik helpen?'));

    await userEvent.type(input(canvas), 'Ik wil een offerte{Enter}');
    await waitFor(() => expect(fake.calls.send).toEqual(['Ik wil een offerte']));
    await expect(canvas.getByText('Ik wil een offerte')).toBeVisible();
    fake.push({ type: 'read', id: 12, upTo: 11, at });
    await expect(await canvas.findByText('Gelezen')).toBeVisible();
    await expect(canvas.getAllByText('Ik wil een offerte')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Gesprek beëindigen' }));
    const list = canvas.getByRole('list', { name: 'Berichten' });
    await expect(await within(list).findByText(chatLiveTexts.endedByVisitor)).toBeVisible();
    await waitFor(() => expect(fake.calls.end).toBe(1));
    await expect(canvas.queryByText('Je chat met Sanne')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Chat met een collega' })).toBeVisible();
    await expect(input(canvas)).toHaveFocus();
  },
};

export const ContactFlow: Story = {
  name: 'Flow: the colleague asks for contact details, the visitor leaves an e-mail',
  // Written out: Storybook reads a story's tags from the file as written.
  tags: ['no-visual'],
  ...liveFlow({ ...streamingTransport({ delay: 10 }), requestCallback: async () => {} }),
  play: async ({ canvas }) => {
    const at = new Date().toISOString();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat met een collega' }));
    const box = await canvas.findByRole('group', { name: 'Chat met een collega' });
    await userEvent.click(await within(box).findByRole('button', { name: 'Chat met een collega' }, { timeout: 5000 }));
    await waitFor(() => expect(fake.calls.start).toBe(1));
    fake.push({ type: 'taken', id: 1, name: 'Sanne', at });
    await expect(await canvas.findByText('Je chat met Sanne')).toBeVisible();
    await userEvent.click(input(canvas));

    fake.push({ type: 'contact_asked', id: 2, name: 'Sanne', at });
    const form = await canvas.findByRole('form', { name: chatLiveTexts.contact.title });
    const list = canvas.getByRole('list', { name: 'Berichten' });
    await expect(within(list).getByText(chatLiveTexts.contactAsked.replace('{name}', 'Sanne'))).toBeVisible();
    // Focus goes into the form, which was where the visitor typed.
    const phone = within(form).getByRole('textbox', { name: 'Telefoonnummer' });
    await waitFor(() => expect(phone).toHaveFocus());

    // Refused by the api: said at the field, what was typed stays.
    const email = within(form).getByRole('textbox', { name: 'E-mailadres' });
    await userEvent.type(email, 'anna@');
    await userEvent.click(within(form).getByRole('button', { name: chatLiveTexts.contact.submit }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Dit is geen geldig e-mailadres\./));
    await expect(email).toHaveValue('anna@');

    await userEvent.type(email, 'bakkerij.nl');
    await userEvent.click(within(form).getByRole('button', { name: chatLiveTexts.contact.submit }));
    await waitFor(() =>
      expect(fake.calls.contact).toEqual([{ phone_number: null, email: 'anna@bakkerij.nl', name: null, website: '' }]),
    );
    // The form closes, the confirmation joins the conversation, and the visitor writes on to Sanne.
    await expect(await within(list).findByText(chatLiveTexts.contact.confirmation)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('form', { name: chatLiveTexts.contact.title })).toBeNull());
    await waitFor(() => expect(input(canvas)).toHaveFocus());
    await expect(canvas.getByText('Je chat met Sanne')).toBeVisible();
  },
};

/** The assistant's reply offers a call back (the visitor asked it for a person); with a person to ask for, the panel offers both. */
const personAskingTransport = {
  ...streamingTransport({ delay: 10 }),
  async *reply() {
    yield { type: 'text' as const, text: 'Ik verbind je graag met een collega.' };
    yield { type: 'action' as const, action: 'offer_callback' as const };
  },
  requestCallback: async () => {},
};

export const AskedThroughTheAssistant: Story = {
  name: 'Flow: asking the assistant for a person offers a colleague and a call back',
  // Written out: Storybook reads a story's tags from the file as written.
  tags: ['no-visual'],
  ...liveFlow(personAskingTransport),
  play: async ({ canvas }) => {
    await userEvent.type(input(canvas), 'Kan ik iemand spreken?{Enter}');
    const box = await canvas.findByRole('group', { name: 'Chat met een collega' }, { timeout: 5000 });
    await expect(await within(box).findByRole('button', { name: 'Chat met een collega' })).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Bel me terug' })).toBeVisible();
    // Not the call-back form straight away: the visitor chooses.
    await expect(canvas.queryByRole('form', { name: chatPanelTexts.callback.title })).toBeNull();
  },
};

/** The site does not answer the question: the reply says so and offers a colleague (`offer_person`). */
const siteDoesNotSayTransport = {
  ...streamingTransport({ delay: 10 }),
  async *reply() {
    yield { type: 'text' as const, text: 'Over het maken van apps staat niets op onze website.' };
    yield { type: 'action' as const, action: 'offer_person' as const };
  },
  requestCallback: async () => {},
};

export const PersonOfferedWhenTheSiteDoesNotSay: Story = {
  name: 'Flow: when the site does not answer, the reply offers a colleague, by availability',
  // Written out: Storybook reads a story's tags from the file as written.
  tags: ['no-visual'],
  ...liveFlow(siteDoesNotSayTransport),
  play: async ({ canvas }) => {
    await userEvent.type(input(canvas), 'Maken jullie ook apps voor iPhone?{Enter}');
    const box = await canvas.findByRole('group', { name: 'Chat met een collega' }, { timeout: 5000 });
    await expect(await within(box).findByRole('button', { name: 'Chat met een collega' })).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Bel me terug' })).toBeVisible();
  },
};

export const CallbackOfferedWhenTheSiteDoesNotSay: Story = {
  name: 'Flow: when the site does not answer and no colleague can be asked for, the callback form opens',
  tags: ['no-visual'],
  render: (args) => (
    <ChatAssistantPanel
      texts={args.texts}
      transport={siteDoesNotSayTransport}
      limits={storyLimits}
      initialMessages={before}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(input(canvas), 'Maken jullie ook apps voor iPhone?{Enter}');
    await expect(await canvas.findByRole('form', { name: chatPanelTexts.callback.title })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Chat met een collega' })).toBeNull();
  },
};

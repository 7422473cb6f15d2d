import { chatLiveTexts } from '@agency/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ChatLimits,
  ChatThreadMessage,
  ChatTransport,
  LiveAvailability,
  LiveChatEvent,
  LiveChatTicket,
  LiveChatTransport,
} from '../chatTypes';
import { requestMessages } from '../keptConversation/keptConversation';
import { ChatSession, type ChatSessionOptions } from '../session/ChatSession';
import { liveTicketKey } from './keptLiveTicket';
import { LiveChatGone, LiveChatNobodyAvailable } from './liveErrors';
import { formatNextOpening } from './liveTexts';

const limits: ChatLimits = { maxMessages: 40, maxMessageChars: 2000 };
const storageKey = 'test-live-chat';
const ticket: LiveChatTicket = { reference: 'SL-4821', capability: 'secret-capability' };
const at = '2026-11-25T10:00:00.000Z';

/**
 * One connection of the event stream that the test feeds: `push`, `drop`. `settled()` waits for
 * the event that says the conversation has dealt with everything pushed: it asks for the next
 * event with none left (each one is applied before the next is asked for), or it closed the
 * connection (the conversation ended).
 */
function connection(signal: AbortSignal) {
  const queue: Array<LiveChatEvent | { type: 'ready' } | 'drop' | Error> = [];
  let wake: (() => void) | null = null;
  /** True while the conversation waits for an event and none is queued. */
  let idle = false;
  const whenSettled = new Set<() => void>();
  const settle = () => {
    for (const resolve of whenSettled) resolve();
    whenSettled.clear();
  };
  const put = (item: (typeof queue)[number]) => {
    queue.push(item);
    idle = false;
    wake?.();
  };
  const aborted = new Promise<never>((_resolve, reject) =>
    signal.addEventListener(
      'abort',
      () => {
        reject(signal.reason);
        settle();
      },
      { once: true },
    ),
  );
  aborted.catch(() => {});
  async function* iterate() {
    for (;;) {
      while (queue.length === 0) {
        idle = true;
        settle();
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted]);
      }
      idle = false;
      const item = queue.shift()!;
      if (item === 'drop') return;
      if (item instanceof Error) throw item;
      yield item;
    }
  }
  return {
    iterable: iterate(),
    push: (event: LiveChatEvent) => put(event),
    drop: () => put('drop'),
    fail: (error: Error) => put(error),
    signal,
    settled: () =>
      idle || signal.aborted ? Promise.resolve() : new Promise<void>((resolve) => whenSettled.add(resolve)),
  };
}

/** A fake of the site's live transport, recording every call. */
function fakeLive({
  availability = { available: true, open: true, nextOpening: null },
  startError,
  contactError,
}: { availability?: LiveAvailability; startError?: Error; contactError?: Error } = {}) {
  const connections: ReturnType<typeof connection>[] = [];
  /** Waiting for the next connection. */
  const opened = new Set<() => void>();
  const calls = {
    loads: 0,
    start: [] as Array<Parameters<LiveChatTransport['start']>[0]>,
    events: [] as Array<number | null>,
    send: [] as string[],
    typing: 0,
    end: 0,
    contact: [] as Array<{ ticket: LiveChatTicket; details: Parameters<LiveChatTransport['leaveContact']>[1] }>,
  };
  let nextId = 100;
  const transport: LiveChatTransport = {
    availability: async () => availability,
    start: async (request) => {
      calls.start.push(structuredClone(request));
      if (startError) throw startError;
      return ticket;
    },
    events: (_ticket, lastEventId, signal) => {
      calls.events.push(lastEventId);
      const stream = connection(signal);
      connections.push(stream);
      for (const resolve of opened) resolve();
      opened.clear();
      return stream.iterable;
    },
    send: async (_ticket, text) => {
      calls.send.push(text);
      nextId += 1;
      return { id: nextId };
    },
    typing: async () => {
      calls.typing += 1;
    },
    end: async () => {
      calls.end += 1;
    },
    leaveContact: async (asked, details) => {
      if (contactError) throw contactError;
      calls.contact.push({ ticket: asked, details });
    },
  };
  const load = async () => {
    calls.loads += 1;
    return transport;
  };
  /** Once the conversation has dealt with what was pushed to its (next, if none yet) connection. */
  const settled = async () => {
    if (connections.length === 0) await new Promise<void>((resolve) => opened.add(resolve));
    await connections[connections.length - 1]!.settled();
  };
  return { transport, load, calls, connections, settled, stream: () => connections[connections.length - 1]! };
}

/** An assistant that answers every question with 'Antwoord', recording what it was sent. */
function assistant() {
  const requests: ChatThreadMessage[][] = [];
  const transport: ChatTransport = {
    reply: async function* (request) {
      requests.push(structuredClone(request.messages));
      yield { type: 'text', text: 'Antwoord' };
    },
  };
  return { transport, requests };
}

const history: ChatThreadMessage[] = [
  { role: 'user', content: 'Wat kost een webshop?' },
  { role: 'assistant', content: 'Dat hangt af van je wensen.' },
];

function sessionWith(live: ReturnType<typeof fakeLive>, options: Partial<ChatSessionOptions> = {}) {
  const ai = assistant();
  const session = new ChatSession({
    transport: ai.transport,
    limits,
    live: live.load,
    liveTexts: chatLiveTexts,
    page: () => '/diensten/webshops',
    initialMessages: history,
    ...options,
  });
  return { session, ai, state: () => session.getSnapshot() };
}

/** A session whose visitor asked for a person and started the live conversation (its stream, if one came, read). */
async function started(live = fakeLive(), options: Partial<ChatSessionOptions> = {}) {
  const chat = sessionWith(live, options);
  await chat.session.askPerson();
  await chat.session.startLive();
  if (chat.state().mode.with === 'waiting') await live.settled();
  return chat;
}

const contents = (messages: readonly ChatThreadMessage[]) => messages.map((message) => message.content);

/** What the conversation shows: the history before it, then `texts`. */
const afterHistory = (...texts: string[]) => [...contents(history), ...texts];

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('asking for a person', () => {
  it('when the visitor asks for a person, then the transport is loaded only then, checked, and a colleague offered when one is available, until the offer is cancelled', async () => {
    const live = fakeLive();
    const chat = sessionWith(live);
    expect(live.calls.loads).toBe(0);
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
    const asking = chat.session.askPerson();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: { kind: 'checking' } });
    await asking;
    expect(live.calls.loads).toBe(1);
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: { kind: 'person' } });
    chat.session.cancelOffer();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
  });

  it('when nobody is available during office hours, then the session says so', async () => {
    const chat = sessionWith(fakeLive({ availability: { available: false, open: true, nextOpening: null } }));
    await chat.session.askPerson();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: { kind: 'unavailable' } });
  });

  it('when it is outside office hours, then the session says when the office opens again', async () => {
    const nextOpening = '2026-11-30T08:00:00.000Z';
    const chat = sessionWith(fakeLive({ availability: { available: false, open: false, nextOpening } }));
    await chat.session.askPerson();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: { kind: 'closed', nextOpening } });
  });

  it('when nobody is left by the time the visitor asks (409), then the session falls back to closed or unavailable and opens no stream', async () => {
    const nextOpening = '2026-11-26T08:00:00.000Z';
    const live = fakeLive({
      startError: new LiveChatNobodyAvailable({ available: false, open: false, nextOpening }),
    });
    const chat = await started(live);
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: { kind: 'closed', nextOpening } });
    expect(live.connections).toHaveLength(0);
  });

  it('when the session has no live transport, then no person is offered', async () => {
    const ai = assistant();
    const session = new ChatSession({ transport: ai.transport, limits });
    expect(session.canAskPerson).toBe(false);
    await session.askPerson();
    expect(session.getSnapshot().mode).toMatchObject({ with: 'assistant', offer: null });
  });
});

describe('a live conversation', () => {
  it('when the visitor asks for the person offered, then the conversation so far and the page are sent, and it waits with the reference and an open stream', async () => {
    const live = fakeLive();
    const chat = await started(live);
    expect(live.calls.start).toEqual([{ transcript: history, page: '/diensten/webshops' }]);
    expect(chat.state().mode).toMatchObject({ with: 'waiting', link: { reference: 'SL-4821', connection: 'open' } });
    expect(live.calls.events).toEqual([null]);
  });

  it('when a colleague takes it over, then messages go both ways, the visitor’s to the person and not the assistant, each shown once, delivered and read', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ with: 'colleague', name: 'Sanne' });
    expect(chat.state().messages.at(-1)).toEqual({
      role: 'notice',
      content: 'Sanne neemt het gesprek over',
      live: true,
      liveId: 1,
    });

    live
      .stream()
      .push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hoi! Waarmee kan ik helpen?', at });
    await live.settled();
    expect(chat.state().messages.at(-1)).toEqual({
      role: 'person',
      name: 'Sanne',
      content: 'Hoi! Waarmee kan ik helpen?',
      liveId: 2,
    });

    // The visitor's message goes to the person, not the assistant; shown at once.
    const sending = chat.session.send('Ik wil een offerte voor een webshop.');
    expect(chat.state().messages.at(-1)).toEqual({
      role: 'user',
      content: 'Ik wil een offerte voor een webshop.',
      live: true,
    });
    await sending;
    expect(live.calls.send).toEqual(['Ik wil een offerte voor een webshop.']);
    expect(chat.ai.requests).toHaveLength(0);
    expect(chat.state().messages.at(-1)).toMatchObject({ liveId: 101 });
    expect(chat.state().mode).toMatchObject({ with: 'colleague', name: 'Sanne' });

    // Its event comes back: delivered, not shown twice.
    live.stream().push({ type: 'message', id: 101, from: 'visitor', text: 'Ik wil een offerte voor een webshop.', at });
    live.stream().push({ type: 'read', id: 102, upTo: 101, at });
    await live.settled();
    expect(chat.state().messages.at(-1)).toMatchObject({ liveId: 101, delivered: true });
    expect(chat.state().mode).toMatchObject({ link: { readUpTo: 101 } });
    expect(
      contents(chat.state().messages).filter((text) => text === 'Ik wil een offerte voor een webshop.'),
    ).toHaveLength(1);
  });

  it('when the event of the visitor’s message comes before its id, then that one message is marked delivered', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    await live.settled();
    live.stream().push({ type: 'message', id: 101, from: 'visitor', text: 'Snel!', at });
    await chat.session.send('Snel!');
    await live.settled();
    const mine = chat.state().messages.filter((message) => message.content === 'Snel!');
    expect(mine).toEqual([{ role: 'user', content: 'Snel!', live: true, liveId: 101, delivered: true }]);
  });

  it('when the stream drops, then it reconnects with the last id after 1 s, then 2 s, and the events replayed then show once', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hallo', at });
    await live.settled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    live.stream().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().mode).toMatchObject({ link: { connection: 'reconnecting' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(live.calls.events).toEqual([null]);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.calls.events).toEqual([null, 2]);

    // Dropped again before anything arrived: 2 s this time.
    live.stream().fail(new TypeError('network error'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(live.calls.events).toEqual([null, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.calls.events).toEqual([null, 2, 2]);
    vi.useRealTimers();

    // The server replays what came before: nothing shows twice.
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hallo', at });
    live.stream().push({ type: 'message', id: 3, from: 'person', name: 'Sanne', text: 'Ben je er nog?', at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ link: { connection: 'open' } });
    expect(contents(chat.state().messages)).toEqual(
      afterHistory('Sanne neemt het gesprek over', 'Hallo', 'Ben je er nog?'),
    );
  });

  it('when the page reloads, then a new session from sessionStorage shows who holds it, connects with the last event id and writes to the person', async () => {
    const live = fakeLive();
    const first = await started(live, { storageKey });
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hallo', at });
    await live.settled();
    first.session.dispose();
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toContain('SL-4821');

    const reloaded = fakeLive();
    const second = sessionWith(reloaded, { storageKey });
    // Before any live code runs, the panel knows who holds the conversation.
    expect(second.state().mode).toMatchObject({
      with: 'colleague',
      name: 'Sanne',
      link: { reference: 'SL-4821', connection: 'reconnecting' },
    });
    const unsubscribe = second.session.subscribe(() => {});
    await reloaded.settled();
    expect(reloaded.calls.events).toEqual([2]);
    reloaded.stream().push({ type: 'ready' } as never);
    reloaded.stream().push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hallo', at });
    reloaded.stream().push({ type: 'message', id: 3, from: 'person', name: 'Sanne', text: 'Welkom terug', at });
    await reloaded.settled();
    expect(second.state().mode).toMatchObject({ link: { connection: 'open' } });
    expect(contents(second.state().messages)).toEqual(
      afterHistory('Sanne neemt het gesprek over', 'Hallo', 'Welkom terug'),
    );
    // And the visitor's messages still go to the person.
    await second.session.send('Dank je');
    expect(reloaded.calls.send).toEqual(['Dank je']);
    unsubscribe();
    second.session.dispose();
  });

  it('when the colleague hands it back, then it waits again, with a notice', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'released', id: 2, at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ with: 'waiting' });
    expect(chat.state().messages.at(-1)?.content).toBe(
      'Sanne heeft het gesprek teruggezet. We zoeken een andere collega voor je.',
    );
  });

  it('when the colleague ends it, then a notice says so, the assistant answers again and the ticket is forgotten', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'ended', id: 2, by: 'person', at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
    expect(chat.state().messages.at(-1)?.content).toBe(
      'Sanne heeft het gesprek beëindigd. Je chat weer met de assistent.',
    );
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
    expect(live.stream().signal.aborted).toBe(true);
    // The next question goes to the assistant again.
    await chat.session.send('Nog een vraag');
    expect(chat.ai.requests).toHaveLength(1);
  });

  it('when the visitor ends it ("Gesprek beëindigen"), then the server is told, a notice says so and the ticket is forgotten', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    await chat.session.endLive();
    expect(live.calls.end).toBe(1);
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
    expect(chat.state().messages.at(-1)?.content).toBe('Je hebt het gesprek beëindigd. Je chat weer met de assistent.');
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
  });

  it('when nobody took it in time, then a call back is offered until it is dismissed', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'missed', id: 1, at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: { kind: 'callback' } });
    expect(chat.state().messages.at(-1)?.content).toBe(chatLiveTexts.missed);
    chat.session.dismissCallbackOffer();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
  });

  it('when the conversation is gone (410), then the ticket is dropped and no reconnect is tried', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    live.stream().fail(new LiveChatGone(410));
    await live.settled();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
    expect(live.calls.events).toHaveLength(1);
  });

  it('when the visitor starts "Nieuw gesprek", then the live conversation is ended there and forgotten here', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    chat.session.newConversation();
    await live.settled();
    await vi.waitFor(() => expect(live.calls.end).toBe(1));
    expect(chat.state()).toMatchObject({ messages: [], mode: { with: 'assistant', offer: null } });
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
  });

  it('when the assistant answers again after a live conversation, then it is not sent the live part', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live
      .stream()
      .push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Mijn telefoonnummer is 06-12345678', at });
    await live.settled();
    await chat.session.send('Mijn adres is Dorpsstraat 1');
    live.stream().push({ type: 'ended', id: 3, by: 'person', at });
    await live.settled();
    await chat.session.send('Wat kost hosting?');
    expect(chat.ai.requests).toEqual([[...history, { role: 'user', content: 'Wat kost hosting?' }]]);
  });

  it('when the visitor types, then the colleague is told at most once per 3 s; when the colleague types, then it shows for 6 s or until their message', async () => {
    let now = 0;
    const live = fakeLive();
    const chat = await started(live, { now: () => now });
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    await live.settled();
    chat.session.liveTyping();
    now = 1000;
    chat.session.liveTyping();
    now = 2999;
    chat.session.liveTyping();
    expect(live.calls.typing).toBe(1);
    now = 3000;
    chat.session.liveTyping();
    expect(live.calls.typing).toBe(2);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    live.stream().push({ type: 'typing', id: 2, from: 'person', at });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().mode).toMatchObject({ with: 'colleague', typing: true });
    await vi.advanceTimersByTimeAsync(5999);
    expect(chat.state().mode).toMatchObject({ with: 'colleague', typing: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.state().mode).toMatchObject({ with: 'colleague', typing: false });
    // Their message ends the typing at once.
    live.stream().push({ type: 'typing', id: 3, from: 'person', at });
    live.stream().push({ type: 'message', id: 4, from: 'person', name: 'Sanne', text: 'Klaar', at });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().mode).toMatchObject({ with: 'colleague', typing: false });
  });

  it('when a message to the person does not arrive, then it is marked failed', async () => {
    const live = fakeLive();
    live.transport.send = async () => {
      throw new TypeError('network error');
    };
    const chat = await started(live);
    await chat.session.send('Hallo?');
    expect(chat.state().messages.at(-1)).toEqual({ role: 'user', content: 'Hallo?', live: true, failed: true });
  });
});

describe('contact details the colleague asks for', () => {
  const details = { phone_number: null, email: 'anna@bakkerij.nl', name: 'Anna', website: '' };

  /** A conversation Sanne holds, in which she asked for the visitor's contact details. */
  async function asked(live = fakeLive(), options: Partial<ChatSessionOptions> = {}) {
    const chat = await started(live, options);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'contact_asked', id: 2, name: 'Sanne', at });
    await live.settled();
    return chat;
  }

  it('when the colleague asks, then a notice says so and the form is open; leaving the details sends them with this conversation and closes it', async () => {
    const live = fakeLive();
    const chat = await asked(live);
    expect(chat.state().mode).toMatchObject({ with: 'colleague', name: 'Sanne', link: { contactAsked: true } });
    expect(chat.state().messages.at(-1)).toEqual({
      role: 'notice',
      content: 'Sanne vraagt om je contactgegevens, zodat we contact met je kunnen opnemen.',
      live: true,
      liveId: 2,
    });
    await chat.session.leaveContact(details);
    expect(live.calls.contact).toEqual([{ ticket, details }]);
    expect(chat.state().mode).toMatchObject({ with: 'colleague', link: { contactAsked: false } });
    // Nothing of it went to the assistant.
    expect(chat.ai.requests).toHaveLength(0);
  });

  it('when leaving the details fails, then the form stays open, to try again', async () => {
    const chat = await asked(fakeLive({ contactError: new Error('offline') }));
    await expect(chat.session.leaveContact(details)).rejects.toThrow('offline');
    expect(chat.state().mode).toMatchObject({ link: { contactAsked: true } });
  });

  it('when the chat ends before the visitor left them, then the form stays, and the details still reach that conversation', async () => {
    const live = fakeLive();
    const chat = await asked(live);
    live.stream().push({ type: 'ended', id: 3, by: 'person', at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: { kind: 'contact' } });
    await chat.session.leaveContact(details);
    expect(live.calls.contact).toEqual([{ ticket, details }]);
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
  });

  it('when the visitor closes the form, or the details were left from another tab, then it closes without sending', async () => {
    const live = fakeLive();
    const chat = await asked(live);
    chat.session.dismissContact();
    expect(chat.state().mode).toMatchObject({ link: { contactAsked: false } });
    live.stream().push({ type: 'contact_asked', id: 3, name: 'Sanne', at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ link: { contactAsked: true } });
    live.stream().push({ type: 'contact_left', id: 4, at });
    await live.settled();
    expect(chat.state().mode).toMatchObject({ link: { contactAsked: false } });
    expect(live.calls.contact).toEqual([]);
  });

  it('when the page reloads while the form is open, then it opens again and the question is not shown twice', async () => {
    const live = fakeLive();
    await asked(live, { storageKey });
    const again = fakeLive();
    const reloaded = sessionWith(again, { storageKey });
    expect(reloaded.state().mode).toMatchObject({ with: 'colleague', link: { contactAsked: true } });
  });

  it('when the visitor starts "Nieuw gesprek", then the question goes with the conversation', async () => {
    const chat = await asked();
    chat.session.newConversation();
    expect(chat.state().mode).toMatchObject({ with: 'assistant', offer: null });
  });
});

describe('requestMessages', () => {
  it('when the messages for the assistant are picked, then the live part is left out: the visitor’s messages to a person and the person’s', () => {
    const messages: ChatThreadMessage[] = [
      ...history,
      { role: 'notice', content: 'Sanne neemt het gesprek over', live: true, liveId: 1 },
      { role: 'person', name: 'Sanne', content: 'Hoi', liveId: 2 },
      { role: 'user', content: 'Geheim', live: true, liveId: 3, delivered: true },
      { role: 'user', content: 'Weer aan de assistent' },
    ];
    expect(requestMessages(messages, limits)).toEqual([...history, { role: 'user', content: 'Weer aan de assistent' }]);
  });
});

describe('formatNextOpening', () => {
  const texts = { today: 'vandaag', tomorrow: 'morgen', whenFormat: '{day} om {time}' };
  it('when the next opening is formatted, then it says today, tomorrow or the weekday, in Amsterdam time, and nothing for no date', () => {
    // Friday 27 November 2026, 18:00 in Amsterdam.
    const friday = new Date('2026-11-27T17:00:00Z');
    expect(formatNextOpening('2026-11-30T08:00:00Z', friday, texts)).toBe('maandag om 9:00');
    // Thursday evening: tomorrow.
    expect(formatNextOpening('2026-11-27T08:00:00Z', new Date('2026-11-26T20:00:00Z'), texts)).toBe('morgen om 9:00');
    // Early morning: today.
    expect(formatNextOpening('2026-11-26T08:00:00Z', new Date('2026-11-26T05:30:00Z'), texts)).toBe('vandaag om 9:00');
    // Summer time: 07:00 UTC is 9:00 in Amsterdam.
    expect(formatNextOpening('2027-06-01T07:00:00Z', new Date('2027-05-31T19:00:00Z'), texts)).toBe('morgen om 9:00');
    expect(formatNextOpening('geen datum', friday, texts)).toBeNull();
  });
});

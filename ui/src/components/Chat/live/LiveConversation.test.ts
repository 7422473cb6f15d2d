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

/** One connection of the event stream that the test feeds: `push`, `drop`. */
function connection(signal: AbortSignal) {
  const queue: Array<LiveChatEvent | { type: 'ready' } | 'drop' | Error> = [];
  let wake: (() => void) | null = null;
  const put = (item: (typeof queue)[number]) => {
    queue.push(item);
    wake?.();
  };
  const aborted = new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  aborted.catch(() => {});
  async function* iterate() {
    for (;;) {
      while (queue.length === 0) await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted]);
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
  };
}

/** A fake of the site's live transport, recording every call. */
function fakeLive({
  availability = { available: true, open: true, nextOpening: null },
  startError,
}: { availability?: LiveAvailability; startError?: Error } = {}) {
  const connections: ReturnType<typeof connection>[] = [];
  const calls = {
    loads: 0,
    start: [] as Array<Parameters<LiveChatTransport['start']>[0]>,
    events: [] as Array<number | null>,
    send: [] as string[],
    typing: 0,
    end: 0,
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
  };
  const load = async () => {
    calls.loads += 1;
    return transport;
  };
  return { transport, load, calls, connections, stream: () => connections[connections.length - 1]! };
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

/** Lets pending work (dynamic imports, promises, pushed events) run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

/** A session whose visitor asked for a person and started the live conversation. */
async function started(live = fakeLive(), options: Partial<ChatSessionOptions> = {}) {
  const chat = sessionWith(live, options);
  await chat.session.askPerson();
  await chat.session.startLive();
  await settle();
  return chat;
}

const contents = (messages: readonly ChatThreadMessage[]) => messages.map((message) => message.content);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('asking for a person', () => {
  it('loads the transport only when asked, checks, and offers a colleague when one is available', async () => {
    const live = fakeLive();
    const chat = sessionWith(live);
    expect(live.calls.loads).toBe(0);
    expect(chat.state().live).toBeNull();
    const asking = chat.session.askPerson();
    expect(chat.state().live?.phase).toBe('checking');
    await asking;
    expect(live.calls.loads).toBe(1);
    expect(chat.state().live).toMatchObject({ phase: 'offer', reference: null });
    chat.session.cancelOffer();
    expect(chat.state().live).toBeNull();
  });

  it('says nobody is available during office hours', async () => {
    const chat = sessionWith(fakeLive({ availability: { available: false, open: true, nextOpening: null } }));
    await chat.session.askPerson();
    expect(chat.state().live?.phase).toBe('unavailable');
  });

  it('says when the office opens again outside office hours', async () => {
    const nextOpening = '2026-11-30T08:00:00.000Z';
    const chat = sessionWith(fakeLive({ availability: { available: false, open: false, nextOpening } }));
    await chat.session.askPerson();
    expect(chat.state().live).toMatchObject({ phase: 'closed', nextOpening });
  });

  it('falls back to the closed or unavailable state when nobody is left when asking (409)', async () => {
    const nextOpening = '2026-11-26T08:00:00.000Z';
    const live = fakeLive({
      startError: new LiveChatNobodyAvailable({ available: false, open: false, nextOpening }),
    });
    const chat = await started(live);
    expect(chat.state().live).toMatchObject({ phase: 'closed', nextOpening });
    expect(live.connections).toHaveLength(0);
  });

  it('is not offered without a live transport', async () => {
    const ai = assistant();
    const session = new ChatSession({ transport: ai.transport, limits });
    expect(session.canAskPerson).toBe(false);
    await session.askPerson();
    expect(session.getSnapshot().live).toBeNull();
  });
});

describe('a live conversation', () => {
  it('sends the conversation so far and the page, waits, and shows the reference', async () => {
    const live = fakeLive();
    const chat = await started(live);
    expect(live.calls.start).toEqual([{ transcript: history, page: '/diensten/webshops' }]);
    expect(chat.state().live).toMatchObject({ phase: 'waiting', reference: 'SL-4821', connection: 'open' });
    expect(live.calls.events).toEqual([null]);
  });

  it('is taken over, and carries messages both ways, each once', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    await settle();
    expect(chat.state().live).toMatchObject({ phase: 'active', name: 'Sanne' });
    expect(chat.state().messages.at(-1)).toEqual({
      role: 'notice',
      content: 'Sanne neemt het gesprek over',
      live: true,
      liveId: 1,
    });

    live
      .stream()
      .push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hoi! Waarmee kan ik helpen?', at });
    await settle();
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
    expect(chat.state().status).toBe('idle');

    // Its event comes back: delivered, not shown twice.
    live.stream().push({ type: 'message', id: 101, from: 'visitor', text: 'Ik wil een offerte voor een webshop.', at });
    live.stream().push({ type: 'read', id: 102, upTo: 101, at });
    await settle();
    expect(chat.state().messages.at(-1)).toMatchObject({ liveId: 101, delivered: true });
    expect(chat.state().live?.readUpTo).toBe(101);
    expect(
      contents(chat.state().messages).filter((text) => text === 'Ik wil een offerte voor een webshop.'),
    ).toHaveLength(1);
  });

  it('marks a message of the visitor whose event came before its id', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    await settle();
    live.stream().push({ type: 'message', id: 101, from: 'visitor', text: 'Snel!', at });
    await chat.session.send('Snel!');
    await settle();
    const mine = chat.state().messages.filter((message) => message.content === 'Snel!');
    expect(mine).toEqual([{ role: 'user', content: 'Snel!', live: true, liveId: 101, delivered: true }]);
  });

  it('ignores events replayed after a reconnect, and reconnects with the last id after 1 s, then 2 s', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hallo', at });
    await settle();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    live.stream().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().live?.connection).toBe('reconnecting');
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
    await settle();
    expect(chat.state().live?.connection).toBe('open');
    expect(contents(chat.state().messages)).toEqual([
      ...contents(history),
      'Sanne neemt het gesprek over',
      'Hallo',
      'Ben je er nog?',
    ]);
  });

  it('resumes after a reload: a new session from sessionStorage connects with the last event id', async () => {
    const live = fakeLive();
    const first = await started(live, { storageKey });
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hallo', at });
    await settle();
    first.session.dispose();
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toContain('SL-4821');

    const reloaded = fakeLive();
    const second = sessionWith(reloaded, { storageKey });
    // Before any live code runs, the panel knows who holds the conversation.
    expect(second.state().live).toMatchObject({
      phase: 'active',
      name: 'Sanne',
      reference: 'SL-4821',
      connection: 'reconnecting',
    });
    const unsubscribe = second.session.subscribe(() => {});
    await settle();
    expect(reloaded.calls.events).toEqual([2]);
    reloaded.stream().push({ type: 'ready' } as never);
    reloaded.stream().push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Hallo', at });
    reloaded.stream().push({ type: 'message', id: 3, from: 'person', name: 'Sanne', text: 'Welkom terug', at });
    await settle();
    expect(second.state().live?.connection).toBe('open');
    expect(contents(second.state().messages)).toEqual([
      ...contents(history),
      'Sanne neemt het gesprek over',
      'Hallo',
      'Welkom terug',
    ]);
    // And the visitor's messages still go to the person.
    await second.session.send('Dank je');
    expect(reloaded.calls.send).toEqual(['Dank je']);
    unsubscribe();
    second.session.dispose();
  });

  it('waits again when the colleague hands it back', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'released', id: 2, at });
    await settle();
    expect(chat.state().live).toMatchObject({ phase: 'waiting', name: null });
    expect(chat.state().messages.at(-1)?.content).toBe(
      'Sanne heeft het gesprek teruggezet. We zoeken een andere collega voor je.',
    );
  });

  it('ends by the colleague: a notice, back to the assistant, the ticket forgotten', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live.stream().push({ type: 'ended', id: 2, by: 'person', at });
    await settle();
    expect(chat.state().live).toBeNull();
    expect(chat.state().messages.at(-1)?.content).toBe(
      'Sanne heeft het gesprek beëindigd. Je chat weer met de assistent.',
    );
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
    expect(live.stream().signal.aborted).toBe(true);
    // The next question goes to the assistant again.
    await chat.session.send('Nog een vraag');
    expect(chat.ai.requests).toHaveLength(1);
  });

  it('ends by the visitor ("Gesprek beëindigen")', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    await chat.session.endLive();
    expect(live.calls.end).toBe(1);
    expect(chat.state().live).toBeNull();
    expect(chat.state().messages.at(-1)?.content).toBe('Je hebt het gesprek beëindigd. Je chat weer met de assistent.');
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
  });

  it('offers a call back when nobody took it in time', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'missed', id: 1, at });
    await settle();
    expect(chat.state().live).toBeNull();
    expect(chat.state().callbackOffered).toBe(true);
    expect(chat.state().messages.at(-1)?.content).toBe(chatLiveTexts.missed);
    chat.session.dismissCallbackOffer();
    expect(chat.state().callbackOffered).toBe(false);
  });

  it('drops the ticket when the conversation is gone (410)', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    live.stream().fail(new LiveChatGone(410));
    await settle();
    expect(chat.state().live).toBeNull();
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
    expect(live.calls.events).toHaveLength(1);
  });

  it('"Nieuw gesprek" ends the live conversation and forgets it', async () => {
    const live = fakeLive();
    const chat = await started(live, { storageKey });
    chat.session.newConversation();
    await settle();
    expect(live.calls.end).toBe(1);
    expect(chat.state()).toMatchObject({ messages: [], live: null });
    expect(sessionStorage.getItem(liveTicketKey(storageKey))).toBeNull();
  });

  it('never sends the live part to the assistant afterwards', async () => {
    const live = fakeLive();
    const chat = await started(live);
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    live
      .stream()
      .push({ type: 'message', id: 2, from: 'person', name: 'Sanne', text: 'Mijn telefoonnummer is 06-12345678', at });
    await settle();
    await chat.session.send('Mijn adres is Dorpsstraat 1');
    live.stream().push({ type: 'ended', id: 3, by: 'person', at });
    await settle();
    await chat.session.send('Wat kost hosting?');
    expect(chat.ai.requests).toEqual([[...history, { role: 'user', content: 'Wat kost hosting?' }]]);
  });

  it('tells the colleague the visitor types at most once per 3 s, and shows their typing for 6 s', async () => {
    let now = 0;
    const live = fakeLive();
    const chat = await started(live, { now: () => now });
    live.stream().push({ type: 'taken', id: 1, name: 'Sanne', at });
    await settle();
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
    expect(chat.state().live?.typing).toBe(true);
    await vi.advanceTimersByTimeAsync(5999);
    expect(chat.state().live?.typing).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.state().live?.typing).toBe(false);
    // Their message ends the typing at once.
    live.stream().push({ type: 'typing', id: 3, from: 'person', at });
    live.stream().push({ type: 'message', id: 4, from: 'person', name: 'Sanne', text: 'Klaar', at });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().live?.typing).toBe(false);
  });

  it('marks a message that did not arrive', async () => {
    const live = fakeLive();
    live.transport.send = async () => {
      throw new TypeError('network error');
    };
    const chat = await started(live);
    await chat.session.send('Hallo?');
    expect(chat.state().messages.at(-1)).toEqual({ role: 'user', content: 'Hallo?', live: true, failed: true });
  });
});

describe('requestMessages', () => {
  it('leaves out the live part: the visitor’s messages to a person and the person’s', () => {
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
  it('says today, tomorrow or the weekday, in Amsterdam time', () => {
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

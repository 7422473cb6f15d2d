import { type InboxLeadDetail, type InboxPage, staffLive } from '@agency/contract/inbox';
import {
  type LiveChatEvent,
  type StaffChatAvailability,
  type StaffChatDetail,
  type StaffChatQueue,
  type StaffChatSummary,
  liveChat,
} from '@agency/contract/liveChat';
import type { LeadsPerWeek, NotUsefulPage, UndeliveredList } from '@agency/contract/staffTools';
import {
  activeDetail,
  chatLead as storyChatLead,
  endedChat,
  missedChat,
  noor,
  othersActiveChat,
  sampleLeads,
  sanne,
  secondWaitingChat,
  storyWeeks,
  waitingChat,
} from '@agency/ui/Staff/storyData';

/**
 * The staff api, faked for the staff page stories: a colleague signed in (or not), with a
 * fixed inbox, overview and account. No randomness, so the screenshots stay the same: only the
 * waiting chats are counted back from the moment the story starts ("2 minuten"). The live
 * streams are a stand-in EventSource that connects and then stays quiet. The chats keep what a
 * story does to them (taken over, a message sent, ended) until the next story.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The inbox: the first three leads of the Staff stories. */
const leads: InboxPage['leads'] = sampleLeads
  .slice(0, 3)
  .map((lead) => ({ ...lead, kind: lead.source === 'contact-form' ? 'project' : 'callback' }));

const inbox: InboxPage = { leads, nextCursor: null, counts: { new: 1, in_progress: 1, won: 1, lost: 0 } };

const question = (index: number) => storyChatLead.conversation![index]!;

const chatLead: InboxLeadDetail = {
  lead: { ...leads[2]!, message: null },
  // The visitor's questions of the Staff stories' chat lead, and a shorter answer between them.
  conversation: [
    question(0),
    { role: 'assistant', content: 'Dat hangt af van wat je nodig hebt. We maken eerst gratis een ontwerp.' },
    question(2),
  ],
  notes: [
    {
      id: 'note-1',
      text: 'Gebeld: wil een webshop met bezorging in de regio.',
      createdAt: '2026-11-25T10:05:00.000Z',
      author: { id: 'staff-1', name: 'Noor Bakker' },
    },
  ],
  notifications: [{ channel: 'email', status: 'sent', attempts: 1, sentAt: '2026-11-24T16:02:05.000Z' }],
} as InboxLeadDetail;

/** Twelve weeks of leads from each source (ISO weeks 37 to 48 of 2026), oldest first. */
const perWeek: LeadsPerWeek = {
  weeks: storyWeeks({
    callback: [1, 2, 0, 3, 1, 2, 0, 4, 2, 1, 3, 1],
    contact: [0, 1, 1, 0, 2, 1, 0, 1, 2, 0, 1, 1],
    chat: [0, 0, 1, 1, 0, 2, 1, 1, 0, 3, 1, 1],
  }),
};

const feedback: NotUsefulPage = {
  answers: [
    {
      id: 'vote-1',
      question: 'Doen jullie ook onderhoud van een bestaande site?',
      answer: 'Dat weet ik helaas niet zeker. Wil je dat een collega contact met je opneemt?',
      createdAt: '2026-11-24T14:20:00.000Z',
    },
  ],
  nextCursor: null,
};

const outbox: UndeliveredList = {
  notifications: [
    {
      id: 'job-1',
      leadId: 'lead-0001',
      channel: 'webhook',
      status: 'failed',
      attempts: 8,
      createdAt: '2026-11-25T09:41:00.000Z',
      nextAttemptAt: null,
      errorKind: 'http',
      httpStatus: 503,
    },
  ],
  pending: 0,
  failed: 1,
};

const me = {
  user: { id: noor.id, name: 'Noor Bakker', email: 'noor@studiolegende.nl' },
  factors: [
    {
      id: 'factor-1',
      kind: 'totp',
      friendlyName: 'Authenticator-app',
      createdAt: '2026-11-20T09:00:00.000Z',
      lastUsedAt: '2026-11-25T08:02:00.000Z',
    },
  ],
  recoveryCodesLeft: 9,
  sessionExpiresAt: '2026-11-25T20:02:00.000Z',
};

const sessions = {
  sessions: [
    {
      id: 'a1b2c3d4e5f60718',
      current: true,
      createdAt: '2026-11-25T08:02:00.000Z',
      lastSeenAt: '2026-11-25T10:41:00.000Z',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
    },
  ],
};

const audit = {
  entries: [
    {
      id: 'audit-2',
      at: '2026-11-25T10:05:00.000Z',
      event: 'LEAD_NOTE_ADDED',
      staffName: 'Noor Bakker',
      leadId: 'lead-0003',
    },
    { id: 'audit-1', at: '2026-11-25T08:02:00.000Z', event: 'SIGNED_IN', staffName: 'Noor Bakker', leadId: null },
  ],
  next: null,
};

/**
 * The chats of one story, those of the Staff stories: two visitors waiting (the second already
 * taken by Sanne when Noor tries), one conversation Noor holds, one Sanne holds, one ended and
 * one missed. The waiting ones came in a few minutes before the story started.
 */
function chatState(started: number) {
  const ago = (seconds: number) => new Date(started - seconds * 1000).toISOString();
  const transcript = activeDetail.transcript.slice(0, 3);
  const chats: StaffChatDetail[] = [
    { chat: { ...waitingChat, createdAt: ago(150) }, transcript, events: [] },
    {
      chat: { ...secondWaitingChat, createdAt: ago(75) },
      transcript: [{ role: 'user', content: 'Mag ik iemand spreken?' }],
      events: [],
    },
    {
      chat: activeDetail.chat,
      transcript,
      // Her greeting and the visitor's two questions, not yet read.
      events: activeDetail.events.filter((event) => event.type !== 'read'),
    },
    {
      chat: othersActiveChat,
      transcript: [],
      events: [{ type: 'taken', id: 3, name: sanne.name, at: '2026-11-25T09:58:30.000Z' }],
    },
    {
      chat: endedChat,
      transcript: [],
      events: [
        { type: 'taken', id: 1, name: sanne.name, at: '2026-11-25T09:21:00.000Z' },
        { type: 'ended', id: 2, by: 'visitor', at: '2026-11-25T09:41:00.000Z' },
      ],
    },
    { chat: missedChat, transcript: [], events: [{ type: 'missed', id: 1, at: '2026-11-25T08:52:00.000Z' }] },
  ];
  return {
    chats,
    availability: { available: true, displayName: 'Noor' } as StaffChatAvailability,
    nextId: 100,
    /** The conversations' open live streams, told of every new event. */
    listeners: new Set<(chatId: string, event: LiveChatEvent) => void>(),
  };
}

type ChatState = ReturnType<typeof chatState>;

const byStatus = (state: ChatState, ...statuses: StaffChatSummary['status'][]) =>
  state.chats.filter((detail) => statuses.includes(detail.chat.status)).map((detail) => detail.chat);

/** `/chats…` and `/chat-availability` of the staff api, over the story's chats. */
function chatAnswer(state: ChatState, method: string, route: string, body: unknown): Response {
  if (route === '/chat-availability') {
    if (method === 'PUT') state.availability = { ...state.availability, ...(body as StaffChatAvailability) };
    return json(200, state.availability);
  }
  if (route === '/chats') {
    const queue: StaffChatQueue = {
      waiting: byStatus(state, 'waiting'),
      active: byStatus(state, 'active'),
      recent: byStatus(state, 'ended', 'missed'),
    };
    return json(200, queue);
  }
  const [, , id = '', action = ''] = route.split('/');
  const detail = state.chats.find((chat) => chat.chat.id === decodeURIComponent(id));
  if (!detail) return json(404, { error: 'not_found', message: 'Deze pagina bestaat niet.' });
  const add = (event: { type: LiveChatEvent['type'] } & Record<string, unknown>) => {
    state.nextId += 1;
    const added = { ...event, id: state.nextId } as LiveChatEvent;
    detail.events.push(added);
    for (const listener of state.listeners) listener(detail.chat.id, added);
    return state.nextId;
  };
  const at = '2026-11-25T10:15:00.000Z';
  const mine = detail.chat.status === 'active' && detail.chat.takenBy?.id === noor.id;
  if (method === 'GET' && !action) return json(200, detail);
  if (action === 'take') {
    if (detail.chat.id === 'chat-0002') {
      return json(409, {
        error: liveChat.errorCodes.taken,
        message: 'Sanne heeft dit gesprek al overgenomen.',
        takenBy: sanne,
      });
    }
    detail.chat = { ...detail.chat, status: 'active', takenBy: noor };
    add({ type: 'taken', name: noor.name, at });
    return json(200, detail.chat);
  }
  if (!mine)
    return json(403, {
      error: liveChat.errorCodes.notYours,
      message: 'Dit gesprek is van een collega. Neem het eerst over.',
    });
  if (action === 'messages') {
    const text = String((body as { text?: unknown } | undefined)?.text ?? '').trim();
    return json(201, { id: add({ type: 'message', from: 'person', name: noor.name, text, at }) });
  }
  if (action === 'end') {
    detail.chat = { ...detail.chat, status: 'ended' };
    add({ type: 'ended', by: 'person', at });
  }
  if (action === 'release') {
    detail.chat = { ...detail.chat, status: 'waiting', takenBy: null };
    add({ type: 'released', at });
  }
  return new Response(null, { status: 204 });
}

function answer(path: string, signedIn: boolean, method = 'GET', body?: unknown, chats?: ChatState): Response {
  const [route = ''] = path.split('?');
  if (!signedIn) return json(401, { error: 'session_required', message: 'Log opnieuw in om verder te gaan.' });
  if (chats && (route === '/chat-availability' || route === '/chats' || route.startsWith('/chats/'))) {
    return chatAnswer(chats, method, route, body);
  }
  if (route === '/me') return json(200, me);
  if (route === '/leads') return json(200, inbox);
  if (route.startsWith('/leads/')) return json(200, chatLead);
  if (route === '/tools/leads-per-week') return json(200, perWeek);
  if (route === '/tools/feedback') return json(200, feedback);
  if (route === '/tools/outbox') return json(200, outbox);
  if (route === '/sessions') return json(200, sessions);
  if (route === '/audit') return json(200, audit);
  return json(404, { error: 'not_found', message: 'Deze pagina bestaat niet.' });
}

/**
 * A conversation's live stream: its events so far (as the api replays them without
 * Last-Event-ID), then each new one the story causes.
 */
function chatEventSource(state: ChatState) {
  return class ChatEventSource extends QuietEventSource {
    constructor(url: string) {
      super(url);
      const chatId = decodeURIComponent(/\/api\/staff\/chats\/([^/]+)\/events$/.exec(url)?.[1] ?? '');
      const send = (event: LiveChatEvent) => {
        if (this.readyState === 2) return;
        this.dispatchEvent(
          new MessageEvent(event.type, { data: JSON.stringify(event), lastEventId: String(event.id) }),
        );
      };
      const listener = (id: string, event: LiveChatEvent) => {
        if (id === chatId) setTimeout(() => send(event), 0);
      };
      state.listeners.add(listener);
      this.stop = () => state.listeners.delete(listener);
      const known = state.chats.find((detail) => detail.chat.id === chatId)?.events ?? [];
      setTimeout(() => known.forEach(send), 0);
    }
    stop = () => {};
    override close() {
      super.close();
      this.stop();
    }
  };
}

/** The live stream's stand-in: connected at once, then quiet. */
class QuietEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    if (url === staffLive.path) staffStreams.add(this);
    setTimeout(() => {
      if (this.readyState === 2) return;
      this.readyState = 1;
      this.dispatchEvent(new MessageEvent(staffLive.events.ready, { data: '{}', lastEventId: '1' }));
    }, 0);
  }
  close() {
    this.readyState = 2;
    staffStreams.delete(this);
  }
}

/** The open stand-ins of the inbox's live stream, and the chats of the story now. */
const staffStreams = new Set<QuietEventSource>();
let storyChats: ChatState | undefined;

/**
 * A visitor starts waiting in the chat (conversation `chat-0008`, LC-6VJ2, a minute ago): the
 * queue has them, and the inbox's live stream says `chat.waiting`, as often as it is called.
 */
export function fakeChatWaiting(): void {
  const chatId = 'chat-0008';
  if (storyChats && !storyChats.chats.some((detail) => detail.chat.id === chatId)) {
    storyChats.chats.unshift({
      chat: {
        ...waitingChat,
        id: chatId,
        reference: 'LC-6VJ2',
        page: '/diensten/wordpress',
        createdAt: new Date(Date.now() - 60_000).toISOString(),
      },
      transcript: [],
      events: [],
    });
  }
  for (const stream of staffStreams) {
    stream.dispatchEvent(
      new MessageEvent(staffLive.events.chat, { data: JSON.stringify({ kind: 'chat.waiting', chatId }) }),
    );
  }
}

/**
 * Replaces `fetch` (for `/api/staff/*`) and `EventSource` for the duration of a story; returns
 * the function that puts them back.
 */
export function installFakeStaffApi({ signedIn }: { signedIn: boolean }): () => void {
  const realFetch = window.fetch;
  const realEventSource = window.EventSource;
  const chats = chatState(Date.now());
  storyChats = chats;
  // "Geluid bij een wachtende chat" starts off in every story.
  localStorage.removeItem('beheer.chatgeluid');
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    if (url.origin === location.origin && url.pathname.startsWith('/api/staff')) {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return answer(`${url.pathname.slice('/api/staff'.length)}${url.search}`, signedIn, init?.method, body, chats);
    }
    return realFetch(input, init);
  };
  const ChatEventSource = chatEventSource(chats);
  window.EventSource = function FakeEventSource(url: string | URL) {
    const href = String(url);
    return /\/api\/staff\/chats\/[^/]+\/events$/.test(href) ? new ChatEventSource(href) : new QuietEventSource(href);
  } as unknown as typeof EventSource;
  Object.assign(window.EventSource, { CONNECTING: 0, OPEN: 1, CLOSED: 2 });
  return () => {
    window.fetch = realFetch;
    window.EventSource = realEventSource;
  };
}

/**
 * What the site needs to know of the api: the paths of its calls, the public anonymous key and
 * the chat's protocol. Imported by the site as `@agency/api/contract`, so it ships to visitors:
 * it imports nothing and holds only plain constants.
 *
 * The key is not a secret: the site sends it as `Authorization: Bearer` on chat calls, and the
 * api accepts it by default. An operator who sets PUBLIC_API_KEY on the api must build the site
 * with the same value.
 */
export const publicApi = {
  defaultKey: 'studio-legende-public-key',
  paths: {
    requestCallback: '/api/request-callback',
    contact: '/api/contact',
    chat: '/api/chat',
    /** "Nuttig" / "Niet nuttig" on an answer: POST {vote, question, answer}. */
    chatFeedback: '/api/chat/feedback',
    health: '/api/health',
  },
} as const;

/**
 * The chat's wire protocol, defined once: the api writes it (api/src/shared/http/sse.ts), the site's
 * transport reads it (site/src/api/chat.ts), the tests check it.
 *
 * `POST /api/chat` answers `text/event-stream` in the OpenAI chat-completion chunk format:
 * unnamed events whose data is a chunk (`choices[0].delta.content` is the next piece of text),
 * then the data `[DONE]`. Two named events may come in between: `action` (the assistant asks
 * the panel to do something, data `{"type":"offer_callback"}`) and `error` (the server broke
 * the answer off, data `{"error":"<code>"}`, instead of `[DONE]`).
 */
export const chatProtocol = {
  /** The data of the last event of a complete answer. */
  doneMarker: '[DONE]',
  /** Names of the SSE events besides the unnamed chunks. */
  events: {
    action: 'action',
    error: 'error',
  },
  /** What an `action` event may ask: `offer_callback` offers a call back by a person. */
  actionTypes: ['offer_callback'],
  /** HTTP statuses the chat answers before streaming, that a visitor is told apart. */
  status: {
    /** Too many requests: wait `Retry-After` seconds. */
    rateLimited: 429,
    /** The model's quota is used up: the assistant is unavailable for now. */
    unavailable: 402,
  },
  /** Error codes of the `error` event (and of the JSON error answers). */
  errorCodes: {
    shuttingDown: 'shutting_down',
    internal: 'internal_error',
  },
  /**
   * The default limits on one chat request (the api's CHAT_MAX_MESSAGES and
   * CHAT_MAX_MESSAGE_CHARS): what the visitor's browser keeps and sends stays within them.
   */
  limits: {
    /** At most this many messages. */
    maxMessages: 40,
    /** Each at most this many characters. */
    maxMessageChars: 2000,
  },
} as const;

/** Something the assistant may ask the visitor's chat to do. */
export type ChatActionType = (typeof chatProtocol.actionTypes)[number];

/** The limits of one chat request. */
export type ChatLimits = { maxMessages: number; maxMessageChars: number };

/**
 * The staff area's inbox ("Aanvragen" at /beheer), under `/api/staff/leads`, behind a full staff
 * session (cookie; state changes same-origin only):
 *
 * - `GET /api/staff/leads?status=&source=&q=&before=&limit=`: `InboxPage`, newest first. `q`
 *   searches name, e-mail and phone (a number in any notation, "06 12345678" too); `before` is
 *   the `nextCursor` of the page before; `counts` are per status, for the same source and `q`.
 * - `GET /api/staff/leads/:id`: `InboxLeadDetail`.
 * - `POST /api/staff/leads/:id/status` `{status}`: `{status}`.
 * - `POST /api/staff/leads/:id/notes` `{text}`: `201 InboxNote`.
 *
 * Errors as everywhere: `400 {error: 'validation_failed', message, fields}` (Dutch per field),
 * `401 {error: 'session_required'}`, `404 {error: 'not_found'}`.
 */
export const staffInbox = {
  paths: { leads: '/api/staff/leads' },
  /** The statuses in the order of the filter chips, with their Dutch names. */
  statuses: ['new', 'in_progress', 'won', 'lost'],
  statusLabels: { new: 'Nieuw', in_progress: 'In behandeling', won: 'Gewonnen', lost: 'Verloren' },
  sources: ['callback-dialog', 'contact-form', 'chat'],
  limits: {
    /** Leads per page unless `limit` says otherwise, and the most it may say. */
    pageSize: 50,
    maxPageSize: 200,
    /** A note's characters (after trimming). */
    noteMinChars: 1,
    noteMaxChars: 5000,
    /** A search's characters. */
    searchMaxChars: 200,
  },
} as const;

/**
 * The staff area's live stream, `GET /api/staff/events` (server-sent events, a full session;
 * an open stream does not count as activity). Every frame carries ids only:
 * - `event: ready` `id: <n>` `data: {}`: connected; events after n follow.
 * - `event: lead` `id: <n>` `data: {kind: 'lead.created' | 'lead.updated', leadId}`.
 * - `event: chat` `id: <n>` `data: {kind: 'chat.waiting' | 'chat.updated', chatId}`: the chat queue changed.
 * - `event: reload` `id: <n>`: more was missed than is sent one by one; read the page again.
 * - `event: signed-out`: the session ended (signed out, "Overal uitloggen", reset, timed out).
 * A reconnect sends `Last-Event-ID` (EventSource does so by itself) and misses nothing.
 */
export const staffLive = {
  path: '/api/staff/events',
  events: { ready: 'ready', lead: 'lead', chat: 'chat', reload: 'reload', signedOut: 'signed-out' },
  /** How long a browser waits before reconnecting (the stream's `retry:`). */
  retryMs: 3000,
} as const;

export interface StaffLiveEvent {
  kind: 'lead.created' | 'lead.updated';
  leadId: string;
}

export interface StaffLiveChatEvent {
  kind: 'chat.waiting' | 'chat.updated';
  chatId: string;
}

export type InboxStatus = (typeof staffInbox.statuses)[number];
export type InboxSource = (typeof staffInbox.sources)[number];

/** A row of the inbox. Times are ISO-8601 UTC. */
export interface InboxLead {
  id: string;
  name: string | null;
  source: InboxSource;
  /** `callback` (call back) or `project` (the contact form). */
  kind: 'callback' | 'project';
  createdAt: string;
  status: InboxStatus;
  email: string | null;
  /** E.164: +31612345678. */
  phone: string | null;
}

export interface InboxPage {
  leads: InboxLead[];
  /** Send as `before` for the next page; null on the last page. */
  nextCursor: string | null;
  counts: Record<InboxStatus, number>;
}

export interface InboxNote {
  id: string;
  text: string;
  createdAt: string;
  author: { id: string; name: string };
}

/** A notification of the lead to the agency (`email`, `webhook`) and how far its delivery is. */
export interface InboxNotification {
  channel: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: string | null;
}

export interface InboxLeadDetail {
  lead: InboxLead & { message: string | null };
  /** The chat before the hand-over (chat leads), oldest first; null when there is none. */
  conversation: { role: 'user' | 'assistant'; content: string }[] | null;
  /** Oldest first. */
  notes: InboxNote[];
  notifications: InboxNotification[];
}

export * from './staffToolsContract';
export * from './liveChatContract';

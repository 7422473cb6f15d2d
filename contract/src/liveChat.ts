import type { ChatMessage } from './chat';
import { endpoint, segment } from './endpoint';

/**
 * A person in the chat: a colleague of the agency takes over a visitor's conversation, live.
 * Shared by the api, the site (visitor and staff area), the design system and the tests; the
 * visitor's side ships to visitors.
 *
 * ## The visitor's side (public, under `/api/live-chat`)
 *
 * - `GET /availability`: `LiveAvailability`. Yes or no and the next opening, never who.
 * - `POST /` `{transcript, page}`: asks for a person. `201 LiveChatTicket`. The `capability` is
 *   the conversation's only key (at least 128 random bits, stored as a hash): the browser keeps
 *   it in the tab (sessionStorage) and sends it in the header `capabilityHeader` on every later
 *   call; never in a URL, never a cookie. `409 {error: 'nobody_available', availability}` when
 *   no person can be offered; `429` (Retry-After) past a limit.
 * - `GET /events` (header): server-sent events of this one conversation, `LiveChatEvent` frames
 *   with `id:` (send the last as `Last-Event-ID` to resume: that conversation's later events
 *   only). Read with fetch.
 * - `POST /messages` `{text, page?}` (header): `201 {id}`, the message's event id.
 * - `POST /typing` (header): `204`; shown to the colleague for a few seconds.
 * - `POST /end` (header): `204`; ends the conversation ("Gesprek beëindigen").
 * - `POST /contact` `LiveChatContact` (header): `204` once the visitor's contact details are
 *   stored: a new lead (source `chat`), or the lead of the same person (the same e-mail address
 *   in any capitals, or the same phone number) joined; the conversation's transcript goes with
 *   it, completed when it ends. Taken while it is open and after it ended (a form sent just after
 *   the colleague ended it is no lead lost). `400 validation_failed` with Dutch `fields`
 *   (`phone_number`, `email`, `name`; both of the first two when neither is given).
 *
 * Errors: `401 {error: 'capability_required'}` without a valid capability (another
 * conversation's is as good as none), `410 {error: 'live_chat_ended'}` once it ended,
 * `400 validation_failed` with Dutch `fields`, `429 rate_limited`.
 *
 * While a person holds (or is asked for) a conversation, `POST /api/chat` with its capability
 * header answers `409 {error: 'person_in_chat'}`: the assistant keeps out.
 *
 * ## The staff area's side (a full staff session; state changes same-origin)
 *
 * - `GET /api/staff/chats`: `StaffChatQueue`.
 * - `GET /api/staff/chats/:id`: `StaffChatDetail`.
 * - `GET /api/staff/chats/:id/events`: the same events as the visitor's stream, for that conversation.
 * - `POST /api/staff/chats/:id/take`: "Overnemen", atomic. `200 StaffChatSummary`; `409
 *   {error: 'chat_taken', takenBy}` when another colleague was first.
 * - `POST /api/staff/chats/:id/messages` `{text}`: `201 {id}` (only by the colleague who holds it).
 * - `POST /api/staff/chats/:id/typing`, `/read` `{upTo}`, `/end`, `/release` (back to the queue): `204`.
 * - `POST /api/staff/chats/:id/ask-contact`: `204`; asks the visitor for their contact details
 *   (only by the colleague who holds it): the visitor's panel opens its call-back form, with
 *   e-mail beside the phone.
 * - `GET /api/staff/leads/:id/chats`: `LeadLiveChats`, the live chats the lead was made from or
 *   joined, each with its transcript (`404` without such a lead).
 * - `GET|PUT /api/staff/chat-availability` `{available, displayName}`: `StaffChatAvailability`.
 *   "Beschikbaar voor chat" turns itself off a minute after that person's last inbox tab went.
 * The inbox's live stream (`/api/staff/events`) says `event: chat` `{kind, chatId}` when the
 * queue changes (`chat.waiting`, `chat.updated`).
 */
export const liveChat = {
  paths: {
    availability: '/api/live-chat/availability',
    start: '/api/live-chat',
    events: '/api/live-chat/events',
    messages: '/api/live-chat/messages',
    typing: '/api/live-chat/typing',
    end: '/api/live-chat/end',
    contact: '/api/live-chat/contact',
  },
  /** The request header that carries the visitor's capability. */
  capabilityHeader: 'X-Chat-Capability',
  /** Names of the SSE events (`LiveChatEvent['type']`, plus `ready` once connected). */
  events: {
    ready: 'ready',
    message: 'message',
    taken: 'taken',
    typing: 'typing',
    read: 'read',
    released: 'released',
    ended: 'ended',
    missed: 'missed',
    contactAsked: 'contact_asked',
    contactLeft: 'contact_left',
  },
  errorCodes: {
    capabilityRequired: 'capability_required',
    ended: 'live_chat_ended',
    nobodyAvailable: 'nobody_available',
    personInChat: 'person_in_chat',
    taken: 'chat_taken',
    notYours: 'chat_not_yours',
  },
  /** How long a browser waits before reconnecting (the stream's `retry:`). */
  retryMs: 2000,
  limits: {
    /** A message's characters, as the assistant's chat. */
    maxMessageChars: 2000,
    /** The colleague's display name. */
    maxDisplayNameChars: 40,
    /** A page path sent with a message. */
    maxPageChars: 200,
    /** How long a typing sign lasts without a new one. */
    typingShownMs: 6000,
    /** Each side passes its typing on at most once per this many ms. */
    typingSentEveryMs: 3000,
    /** The visitor's question as the staff queue shows it (`StaffChatSummary.question`), at most. */
    questionChars: 200,
  },
} as const;

/** Who wrote a message of a live conversation. */
export type LiveChatAuthor = 'visitor' | 'person';

/** Who ended a live conversation: one of its two sides, or 15 minutes without a message. */
export type LiveChatEndedBy = LiveChatAuthor | 'idle';

/**
 * What happens in one conversation, in order, each with its event id (the SSE `id:`):
 * - `message`: a message, the visitor's or the colleague's (with the display name);
 * - `taken`: a colleague took the conversation over (again, after `released`);
 * - `typing`: the other side types (not replayed on a resume);
 * - `read`: the colleague has seen the visitor's messages up to `upTo`;
 * - `released`: the colleague handed it back to the queue: waiting again;
 * - `ended`: ended by the visitor, the colleague, or 15 minutes without a message (`idle`);
 * - `missed`: nobody took it in time; the visitor is offered a call back;
 * - `contact_asked`: the colleague (`name`) asks the visitor for their contact details;
 * - `contact_left`: the visitor left them: the lead `leadId` was made or joined (the staff
 *   side's stream only carries `leadId`; the visitor's never does, so it tells nobody whether
 *   an address was known).
 */
export type LiveChatEvent =
  | { type: 'message'; id: number; from: LiveChatAuthor; name?: string; text: string; at: string }
  | { type: 'taken'; id: number; name: string; at: string }
  | { type: 'typing'; id: number; from: LiveChatAuthor; at: string }
  | { type: 'read'; id: number; upTo: number; at: string }
  | { type: 'released'; id: number; at: string }
  | { type: 'ended'; id: number; by: LiveChatEndedBy; at: string }
  | { type: 'missed'; id: number; at: string }
  | { type: 'contact_asked'; id: number; name: string; at: string }
  | { type: 'contact_left'; id: number; leadId?: string; at: string };

/**
 * The visitor's contact details, left in the chat's call-back form after a colleague asked for
 * them (`POST /api/live-chat/contact`): a phone number or an e-mail address, at least one (an
 * empty one counts as none), and an optional name. `website` is the honeypot: left empty by people.
 */
export interface LiveChatContact {
  phone_number?: string | null;
  email?: string | null;
  name?: string | null;
  website?: string;
}

/** A message of the live part of a conversation, as a lead keeps it: who said it (a colleague by their name) and when. */
export interface LeadLiveChatMessage {
  from: LiveChatAuthor;
  /** The colleague's display name; null for the visitor. */
  name: string | null;
  text: string;
  at: string;
}

/**
 * A live chat as the lead it belongs to keeps it: the conversation with the assistant before the
 * hand-over (as the visitor's browser sent it) and the live part, who said what. Taken when the
 * visitor left their contact details and completed when the chat ended (`endedAt`; null while
 * it is still open).
 */
export interface LeadLiveChat {
  chatId: string;
  reference: string;
  /** When the visitor left their contact details with it. */
  linkedAt: string;
  endedAt: string | null;
  assistant: ChatMessage[];
  messages: LeadLiveChatMessage[];
}

/** The live chats of a lead, oldest first. */
export interface LeadLiveChats {
  chats: LeadLiveChat[];
}

/** Whether a person can be offered now, and when one can be again. */
export interface LiveAvailability {
  /** During office hours and at least one colleague available. */
  available: boolean;
  /** Within office hours now (false: closed, see `nextOpening`). */
  open: boolean;
  /** The next opening, ISO-8601 UTC, when closed now; null when open or with no hours (`CHAT_HOURS=always`). */
  nextOpening: string | null;
}

export interface LiveChatTicket {
  /** Shown to the visitor ("Gespreksnummer"); `leads find`/`erase` take it. */
  reference: string;
  /** The conversation's key: send it in `capabilityHeader`. Never log it. */
  capability: string;
}

export type LiveChatStatus = 'waiting' | 'active' | 'ended' | 'missed';

/** A conversation as the inbox's "Chats" list shows it. */
export interface StaffChatSummary {
  id: string;
  reference: string;
  status: LiveChatStatus;
  /** The page the visitor is on (their last message's, else where they asked). */
  page: string;
  /**
   * What the visitor asked: their last message to the assistant before asking for a colleague,
   * on one line (white space folded), at most `limits.questionChars` (then ending in …); null
   * when they wrote none. Staff only, behind the session, as the whole transcript is.
   */
  question: string | null;
  createdAt: string;
  /** Who holds (or last held) it, by display name; null while nobody took it. */
  takenBy: { id: string; name: string } | null;
  lastMessageAt: string | null;
  /** The visitor's messages the colleague has not read. */
  unread: number;
}

export interface StaffChatQueue {
  waiting: StaffChatSummary[];
  active: StaffChatSummary[];
  /** Missed and ended, newest first (the last 50). */
  recent: StaffChatSummary[];
}

export interface StaffChatDetail {
  chat: StaffChatSummary;
  /** The conversation with the assistant before the hand-over, as the visitor's browser sent it. */
  transcript: ChatMessage[];
  /** The live conversation's events so far (typing left out), oldest first. */
  events: LiveChatEvent[];
}

export interface StaffChatAvailability {
  available: boolean;
  displayName: string;
}

/**
 * A colleague's availability as the staff area reads it: their switch and name, and whether the
 * office is open now, from the same rule the visitors' `LiveAvailability` comes from. When it is
 * closed, visitors are offered a call back and told when it opens (`nextOpening`).
 */
export interface StaffChatPresence extends StaffChatAvailability {
  /** Within office hours now (always with `CHAT_HOURS=always`). */
  open: boolean;
  /** The next opening, ISO-8601 UTC, when closed now; else null. */
  nextOpening: string | null;
}

const staffChats = '/api/staff/chats';

/** The staff area's side of the live chat, typed (the staff pages call them through `staffCall`). */
export const staffChatsApi = {
  queue: endpoint<undefined, StaffChatQueue>('GET', staffChats),
  detail: (id: string) => endpoint<undefined, StaffChatDetail>('GET', `${staffChats}/${segment(id)}`),
  /** The conversation's events: read as a stream, not called (`EventSource`). */
  eventsPath: (id: string) => `${staffChats}/${segment(id)}/events`,
  take: (id: string) => endpoint<undefined, StaffChatSummary>('POST', `${staffChats}/${segment(id)}/take`),
  message: (id: string) => endpoint<{ text: string }, { id: number }>('POST', `${staffChats}/${segment(id)}/messages`),
  typing: (id: string) => endpoint('POST', `${staffChats}/${segment(id)}/typing`),
  read: (id: string) => endpoint<{ upTo: number }>('POST', `${staffChats}/${segment(id)}/read`),
  end: (id: string) => endpoint('POST', `${staffChats}/${segment(id)}/end`),
  release: (id: string) => endpoint('POST', `${staffChats}/${segment(id)}/release`),
  askContact: (id: string) => endpoint('POST', `${staffChats}/${segment(id)}/ask-contact`),
  /** The live chats a lead was made from or joined, with their transcripts. */
  ofLead: (leadId: string) => endpoint<undefined, LeadLiveChats>('GET', `/api/staff/leads/${segment(leadId)}/chats`),
  availability: endpoint<undefined, StaffChatPresence>('GET', '/api/staff/chat-availability'),
  setAvailability: endpoint<StaffChatAvailability, StaffChatPresence>('PUT', '/api/staff/chat-availability'),
} as const;

import type { ChatActionType, ChatLimits, ChatMessage, chatProtocol } from '@agency/contract/chat';
import type { LiveAvailability, LiveChatAuthor, LiveChatEvent, LiveChatTicket } from '@agency/contract/liveChat';
import type { CallbackRequest, ContactRequest } from '../CallbackDialog';

/**
 * The chat's wire types are the contract's (`@agency/contract`): one turn as it is sent to the
 * chat backend, what the assistant may ask the panel to do, the limits of one request, and a live
 * conversation's events, availability and ticket.
 */
export type {
  ChatActionType,
  ChatLimits,
  ChatMessage,
  LiveAvailability,
  LiveChatAuthor,
  LiveChatEvent,
  LiveChatTicket,
};

export type ChatAction = { type: ChatActionType };

/** A message of the visitor. */
export type VisitorMessage = ChatMessage & {
  role: 'user';
  /** Written to a colleague (the live part of the conversation): never sent to the assistant. */
  live?: boolean;
  /** Its event id in the live conversation, once known: shown once, whatever is replayed. */
  liveId?: number;
  /** Its event came back from the live conversation: it has arrived. */
  delivered?: boolean;
  /** It did not arrive at the live conversation. */
  failed?: boolean;
};

/** A reply of the assistant. */
export type AssistantMessage = ChatMessage & {
  role: 'assistant';
  /** The visitor stopped this reply before it had ended: it is partial. */
  stopped?: boolean;
  /** The actions the stream carried with this reply. */
  actions?: ChatActionType[];
  /** The visitor's vote on this answer, once it has arrived: kept, so it is cast once. */
  vote?: ChatVote;
};

/**
 * A message of a colleague of the agency who answers in the chat, under the name they chose. Not
 * sent to the chat backend's model; shown under that name, never marked as the assistant.
 */
export type ColleagueMessage = {
  role: 'person';
  name: string;
  content: string;
  /** Its event id in the live conversation: shown once, whatever is replayed. */
  liveId?: number;
};

/** A notice of the site itself (the confirmation of a callback request, a colleague who took over, ...). */
export type SiteNotice = {
  role: 'notice';
  content: string;
  /** A notice of the live conversation (taken over, ended, ...): announced to screen readers when it arrives. */
  live?: boolean;
  /** The event it tells of, when it came from the live conversation. */
  liveId?: number;
};

/**
 * A message as the conversation shows (and keeps) it, one type per speaker: the visitor, the
 * assistant, a colleague, or the site. Only the visitor's (outside the live part) and the
 * assistant's are sent to the chat backend; notices never are.
 */
export type ChatThreadMessage = VisitorMessage | AssistantMessage | ColleagueMessage | SiteNotice;

/** What the transport receives: the whole conversation, including the newest user message. */
export type ChatRequest = {
  messages: ChatMessage[];
};

/** What a reply streams, in order: a piece of its text, or an action of the assistant. */
export type ChatReplyEvent = { type: 'text'; text: string } | { type: 'action'; action: ChatActionType };

/** A request to be called back by a person, made from the chat: the callback dialog's fields and the conversation so far. */
export type ChatCallbackRequest = CallbackRequest & {
  /** The visitor's and the assistant's messages (within the backend's limits), so the person who calls knows the question. */
  conversation: ChatMessage[];
};

/**
 * How the chat talks to its backend, typed: the site implements it over HTTP
 * (site/src/features/chat/chat.ts), stories and tests with fakes. The chat itself knows no network.
 */
export type ChatTransport = {
  /**
   * Streams the reply to the conversation. Throws a `ChatReplyFailure` (from `./chatErrors`)
   * for a failure the visitor is told apart (rate limited, unavailable); anything else thrown
   * counts as `failed`. Must honour `signal`: stop reading and end the request when it aborts.
   */
  reply(request: ChatRequest, signal: AbortSignal): AsyncIterable<ChatReplyEvent>;
  /** Records a vote on an answer; rejects when it did not arrive. No votes without it. */
  sendFeedback?(feedback: ChatFeedback): Promise<void>;
  /** Asks for a call back by a person; rejects when it did not arrive. No callback request without it. */
  requestCallback?(request: ChatCallbackRequest): Promise<void>;
};

/**
 * Where a conversation is:
 * - `idle`: nothing under way (no reply yet, or the last one ended);
 * - `submitted`: a question was sent, no word of the reply has arrived;
 * - `streaming`: the reply is arriving;
 * - `stopped`: the visitor stopped the last reply;
 * - `failed`: the last reply failed (see the error).
 */
export type ChatStatus = 'idle' | 'submitted' | 'streaming' | 'stopped' | 'failed';

/**
 * Why a reply failed, as a discriminated union:
 * - `rate-limited`: HTTP 429, too many requests; `retryAfter` is how many seconds to wait
 *   before asking again (the response's `Retry-After` header, or a default);
 * - `unavailable`: HTTP 402, the service is temporarily unavailable;
 * - `failed`: any other status, a missing or empty body (no content before [DONE]), a network error or a broken stream.
 */
export type ChatError =
  | { kind: 'rate-limited'; status: (typeof chatProtocol.status)['rateLimited']; retryAfter?: number }
  | { kind: 'unavailable'; status: (typeof chatProtocol.status)['unavailable'] }
  | { kind: 'failed'; status?: number; cause?: unknown };

export type ChatErrorKind = ChatError['kind'];

/** How a visitor rated an answer. */
export type ChatVote = 'useful' | 'not_useful';

/** A visitor's vote on one answer of the assistant. */
export type ChatFeedback = {
  vote: ChatVote;
  /** The visitor's message the answer replies to. */
  question: string;
  /** The assistant's answer voted on. */
  answer: string;
};

/**
 * How the chat talks to a person of the agency, typed: the site implements it over HTTP (loaded
 * only when a person is asked for), stories and tests with fakes. Errors it throws:
 * `LiveChatNobodyAvailable` (from `./live/liveErrors`) when `start` finds nobody (HTTP 409, with the
 * availability), `LiveChatGone` when the conversation is over or its capability is refused (HTTP
 * 410 / 401); anything else counts as a passing failure.
 */
export type LiveChatTransport = {
  /** Whether a person can be offered now. */
  availability(signal?: AbortSignal): Promise<LiveAvailability>;
  /** Asks for a person, with the conversation with the assistant so far and the page the visitor is on. */
  start(request: { transcript: ChatMessage[]; page: string }): Promise<LiveChatTicket>;
  /**
   * One connection to the conversation's events, those after `lastEventId` (all when `null`).
   * May yield `{ type: 'ready' }` once connected (the stream's `ready` frame). Ends or throws when
   * the connection drops: the session connects again with the last id after a short wait. Must
   * honour `signal`.
   */
  events(
    ticket: LiveChatTicket,
    lastEventId: number | null,
    signal: AbortSignal,
  ): AsyncIterable<LiveChatEvent | { type: 'ready' }>;
  /** Sends a message of the visitor; resolves with its event id. */
  send(ticket: LiveChatTicket, text: string): Promise<{ id: number }>;
  /** Tells the colleague the visitor is typing. */
  typing(ticket: LiveChatTicket): Promise<void>;
  /** Ends the conversation ('Gesprek beëindigen'). */
  end(ticket: LiveChatTicket): Promise<void>;
  /**
   * Leaves the visitor's contact details after the colleague asked for them (also once the
   * conversation ended). Rejects with a `RejectedFields` when the api refused what was typed.
   */
  leaveContact(ticket: LiveChatTicket, details: ContactRequest): Promise<void>;
};

/** The link to a colleague while one is asked for or holds the conversation. */
export type LiveLink = {
  /** The conversation's reference ('Gespreksnummer'), once asked for. */
  reference: string | null;
  /** The colleague has read the visitor's messages up to this event id. */
  readUpTo: number | null;
  /** Whether the live connection is up, or being restored after it dropped. */
  connection: 'open' | 'reconnecting';
  /** The colleague asked for the visitor's contact details and they have not left them: the form shows. */
  contactAsked: boolean;
};

/**
 * What the panel offers beside the assistant:
 * - `checking`: asking whether a person can be offered;
 * - `person`: one can: the choice of a colleague, or a call back;
 * - `unavailable`: within office hours, but nobody is free (a call back is offered);
 * - `closed`: outside office hours, back at `nextOpening` (a call back is offered);
 * - `callback`: nobody took the live conversation in time: the callback form opens;
 * - `contact`: the conversation ended while the colleague's question for contact details was
 *   open: the form (with e-mail) stays, and still reaches that conversation.
 */
export type ChatOffer =
  | { kind: 'checking' }
  | { kind: 'person' }
  | { kind: 'unavailable' }
  | { kind: 'closed'; nextOpening: string | null }
  | { kind: 'callback' }
  | { kind: 'contact' };

/**
 * Who holds the conversation, and what is under way, as one value (`ChatSnapshot.mode`):
 * - `assistant`: the assistant answers; `reply` is where its last reply is (with the `error` of a
 *   failed one), `offer` what the panel offers beside it (`null`: nothing);
 * - `waiting`: a colleague was asked for, nobody took it yet (or one put it back in the queue);
 * - `colleague`: `name` holds the conversation (`typing` for a few seconds after they last typed).
 */
export type ChatMode =
  | { with: 'assistant'; reply: ChatStatus; error: ChatError | null; offer: ChatOffer | null }
  | { with: 'waiting'; link: LiveLink }
  | { with: 'colleague'; name: string; typing: boolean; link: LiveLink };

/** The modes in which a person holds the conversation (or is asked for). */
export type LiveMode = Exclude<ChatMode, { with: 'assistant' }>;

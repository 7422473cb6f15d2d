import type { CallbackRequest } from '../CallbackDialog';

/** One turn of the conversation, exactly as it is sent to the chat backend. */
export type ChatMessage = {
  role: 'user' | 'assistant';
  content: string;
};

/**
 * What the assistant may ask the panel to do, sent in the reply's stream as a named event
 * (`event: action` + `data: {"type":"offer_callback"}`) before `[DONE]`:
 * - `offer_callback`: offer the visitor a call back by a person (the panel opens its form).
 */
export type ChatActionType = 'offer_callback';

export type ChatAction = { type: ChatActionType };

/**
 * A message as the conversation shows (and keeps) it: a turn of the visitor or the assistant
 * with what the panel needs to know about it, or a notice of the site itself (e.g. the
 * confirmation of a callback request). Notices are never sent to the chat backend.
 */
export type ChatThreadMessage =
  | (ChatMessage & {
      /** The visitor stopped this reply before it had ended (assistant only): it is partial. */
      stopped?: boolean;
      /** The actions the stream carried with this reply (assistant only). */
      actions?: ChatActionType[];
      /** The visitor's vote on this answer, once it has arrived (assistant only): kept, so it is cast once. */
      vote?: ChatVote;
    })
  | {
      /**
       * A person of the agency who answers in the chat, under the name they chose. Not sent to
       * the chat backend's model; shown under that name, never marked as the assistant.
       */
      role: 'person';
      name: string;
      content: string;
    }
  | { role: 'notice'; content: string };

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
 * (site/src/api/chat.ts), stories and tests with fakes. The chat itself knows no network.
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
  /** Asks for a call back by a person; rejects when it did not arrive. No hand-over without it. */
  requestCallback?(request: ChatCallbackRequest): Promise<void>;
};

/** The backend's limits on one request; what is kept and sent stays within them. */
export type ChatLimits = {
  /** At most this many messages. */
  maxMessages: number;
  /** Each at most this many characters. */
  maxMessageChars: number;
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
  | { kind: 'rate-limited'; status: 429; retryAfter?: number }
  | { kind: 'unavailable'; status: 402 }
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

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
    })
  | { role: 'notice'; content: string };

/** What the transport receives: the whole conversation, including the newest user message. */
export type ChatRequest = {
  messages: ChatMessage[];
};

/**
 * Sends the conversation and resolves with the raw HTTP response, whose body is
 * a server-sent event stream. The site supplies one that POSTs to its chat
 * function with the bearer key; stories supply fakes. It must honour `signal`
 * (pass it to `fetch`), so a closed widget or the stop button ends the request.
 */
export type ChatTransport = (request: ChatRequest, signal: AbortSignal) => Promise<Response>;

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

/** A visitor's vote on one answer of the assistant. */
export type ChatFeedback = {
  vote: 'useful' | 'not_useful';
  /** The visitor's message the answer replies to. */
  question: string;
  /** The assistant's answer voted on. */
  answer: string;
};

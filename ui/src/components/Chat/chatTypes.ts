/** One turn of the conversation, exactly as it is sent to the chat backend. */
export type ChatMessage = {
  role: 'user' | 'assistant';
  content: string;
};

/** What the transport receives: the whole conversation, including the newest user message. */
export type ChatRequest = {
  messages: ChatMessage[];
};

/**
 * Sends the conversation and resolves with the raw HTTP response, whose body is
 * a server-sent event stream. The site supplies one that POSTs to its chat
 * function with the bearer key; stories supply fakes. It must honour `signal`
 * (pass it to `fetch`), so a closed widget stops the request.
 */
export type ChatTransport = (request: ChatRequest, signal: AbortSignal) => Promise<Response>;

/**
 * Why a reply failed, as a discriminated union:
 * - `rate-limited`: HTTP 429, too many requests;
 * - `unavailable`: HTTP 402, the service is temporarily unavailable;
 * - `failed`: any other status, a missing or empty body (no content before [DONE]), a network error or a broken stream.
 */
export type ChatError =
  | { kind: 'rate-limited'; status: 429 }
  | { kind: 'unavailable'; status: 402 }
  | { kind: 'failed'; status?: number; cause?: unknown };

export type ChatErrorKind = ChatError['kind'];

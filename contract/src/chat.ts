/** The chat with the assistant: its calls, and the protocol of its answer's stream. */
export const chatApi = {
  paths: {
    chat: '/api/chat',
    /** "Nuttig" / "Niet nuttig" on an answer: POST {vote, question, answer}. */
    feedback: '/api/chat/feedback',
  },
} as const;

/**
 * The chat's wire protocol, defined once: the api writes it (api/src/shared/http/sse.ts), the site's
 * transport reads it (site/src/features/chat/chat.ts), the tests check it.
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
  /**
   * What an `action` event may ask: `offer_callback` offers a call back by a person;
   * `offer_person` offers a colleague (in the chat when one is available, else a call back).
   */
  actionTypes: ['offer_callback', 'offer_person'],
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

/** Who wrote a message of the conversation with the assistant. */
export type ChatRole = 'user' | 'assistant';

/** One message of a conversation with the assistant, as the visitor's browser sends it. */
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

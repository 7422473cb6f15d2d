import type { ChatActionType } from '@agency/contract/chat';

import type { ChatMessage } from '../../../shared/chatInput';

/** One message of a conversation: the chat's, or one sent with a lead. */
export type { ChatMessage };

/**
 * Something the visitor's chat should offer besides the text (see `chatProtocol` in
 * @agency/contract/chat). `offer_callback`: offer a call back by a person ("Bel me terug"
 * inside the chat), sent as the SSE event `event: action` after the answer's text.
 */
export type { ChatActionType };

export interface ChatAction {
  action: ChatActionType;
}

/** What a provider streams: pieces of the answer's text, and actions. */
export type ChatPiece = string | ChatAction;

/**
 * Something that answers a conversation as a stream of text pieces (and actions). Errors
 * that should become an HTTP status (429, 402, 502 …) are thrown before the first piece is
 * yielded; the stream ends early (without throwing) when `signal` aborts.
 */
export interface ChatProvider {
  readonly name: 'embedded' | 'openai';
  stream(messages: readonly ChatMessage[], signal: AbortSignal): AsyncIterable<ChatPiece>;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Something that answers a conversation as a stream of text pieces. Errors that should
 * become an HTTP status (429, 402, 502 …) are thrown before the first piece is yielded;
 * the stream ends early (without throwing) when `signal` aborts.
 */
export interface ChatProvider {
  readonly name: 'embedded' | 'openai';
  stream(messages: readonly ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
}

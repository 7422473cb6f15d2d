import { chatProtocol } from '@agency/contract/chat';
import type { ChatActionType, ChatReplyEvent } from '@agency/ui/Chat';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * Reads the chat's server-sent event stream (the protocol in `@agency/contract/chat`,
 * `chatProtocol`) with `eventsource-parser` into typed events: each piece of the reply's text,
 * and each action of the assistant, until `[DONE]`. No React, no fetch.
 *
 * Decisions:
 * - Chunks may split anywhere, across lines and inside multi-byte UTF-8 characters: bytes are
 *   decoded as a stream, and the parser reads only complete lines (LF, CRLF or CR, also when CR
 *   and LF arrive apart).
 * - Comments/keep-alives (`: ping`), events without data and the fields `id:` and `retry:` are
 *   ignored. Several `data:` lines in one event are one piece of data, joined by line breaks.
 * - An `action` event (`data: {"type":"offer_callback"}`) yields an action in its place among
 *   the text. Unknown action types and unreadable action data are skipped (an older site ignores
 *   what a newer api sends). Events of any other name are read as text events, except `error`.
 * - An `error` event (`data: {"error":"shutting_down"}`) means the server broke the answer off:
 *   the text so far has been yielded, then a `ChatStreamError` `ended-by-server` is thrown.
 * - An event whose data is not valid JSON, or has no text (the first delta that only carries the
 *   role), is skipped: one bad event does not throw away the rest of the reply.
 * - `[DONE]` stops reading even if more bytes follow; the rest is cancelled.
 * - A stream that ends without `[DONE]` ends the reply normally (a last event without its
 *   closing blank line is still read); a stream that errors throws `read-failed`.
 */

export type ChatStreamErrorReason = 'no-body' | 'read-failed' | 'ended-by-server';

const REASON_MESSAGES: Record<ChatStreamErrorReason, string> = {
  'no-body': 'The chat response has no body.',
  'read-failed': 'The chat stream broke off.',
  'ended-by-server': 'The server ended the chat stream before the answer was complete.',
};

export class ChatStreamError extends Error {
  readonly reason: ChatStreamErrorReason;

  constructor(reason: ChatStreamErrorReason, options?: { cause?: unknown }) {
    super(REASON_MESSAGES[reason], options);
    this.name = 'ChatStreamError';
    this.reason = reason;
  }
}

/** The protocol's action types are the chat's (a type error here when they part ways). */
const ACTION_TYPES: readonly ChatActionType[] = chatProtocol.actionTypes;

/** What one event of the stream means; `null`: nothing to do. */
type StreamEvent = ChatReplyEvent | { type: 'done' } | { type: 'error' } | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** The text of a chat-completion chunk: `choices[0].delta.content`. */
function contentOf(value: unknown): string | undefined {
  if (!isRecord(value) || !Array.isArray(value.choices)) return undefined;
  const choice: unknown = value.choices[0];
  if (!isRecord(choice) || !isRecord(choice.delta)) return undefined;
  const content = choice.delta.content;
  return typeof content === 'string' ? content : undefined;
}

function parseEvent({ event, data }: EventSourceMessage): StreamEvent {
  if (event === chatProtocol.events.error) return { type: 'error' };
  if (event === chatProtocol.events.action) {
    const parsed = parseJson(data);
    const action = isRecord(parsed) ? ACTION_TYPES.find((known) => known === parsed.type) : undefined;
    return action ? { type: 'action', action } : null;
  }
  if (data.trim() === chatProtocol.doneMarker) return { type: 'done' };
  const text = contentOf(parseJson(data));
  return text ? { type: 'text', text } : null;
}

/**
 * Yields the events of the reply, in order, until `[DONE]` or the end of the stream. Throws
 * `ChatStreamError` for a missing body, a broken stream or an error event, and the signal's
 * reason when `signal` aborts.
 */
export async function* readChatReply(
  body: ReadableStream<Uint8Array> | null | undefined,
  signal?: AbortSignal,
): AsyncGenerator<ChatReplyEvent, void, undefined> {
  if (!body) throw new ChatStreamError('no-body');
  signal?.throwIfAborted();

  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  // The parser calls back while it is fed; the events wait here to be yielded.
  const events: StreamEvent[] = [];
  const parser = createParser({ onEvent: (message) => events.push(parseEvent(message)) });
  let streamEnded = false;
  try {
    while (!streamEnded) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (cause) {
        signal?.throwIfAborted();
        streamEnded = true;
        throw new ChatStreamError('read-failed', { cause });
      }
      signal?.throwIfAborted();

      if (result.done) {
        streamEnded = true;
        // The blank line ends the last line and dispatches the last event, if the stream did not.
        parser.feed(`${decoder.decode()}\n\n`);
      } else {
        parser.feed(decoder.decode(result.value, { stream: true }));
      }

      for (const event of events.splice(0)) {
        if (event?.type === 'done') return;
        if (event?.type === 'error') throw new ChatStreamError('ended-by-server');
        if (event) yield event;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Stop the producer when we leave early ([DONE], abort, or the consumer broke off).
    if (!streamEnded) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

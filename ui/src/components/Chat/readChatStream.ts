import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ChatAction, ChatActionType } from './chatTypes';

/**
 * Reads the chat backend's server-sent event stream with `eventsource-parser`:
 * the data of each event is JSON whose `choices[0].delta.content` is the next
 * piece of the reply; the data `[DONE]` ends it. Pure: no React, no network.
 *
 * Decisions:
 * - Chunks may split anywhere, across lines and inside multi-byte UTF-8
 *   characters: bytes are decoded as a stream, and the parser reads only
 *   complete lines (LF, CRLF or CR, also when CR and LF arrive apart).
 * - Comments/keep-alives (`: ping`), events without data and the fields
 *   `id:` and `retry:` are ignored. Several `data:` lines in one event are one
 *   piece of data, joined by line breaks (as the SSE standard says).
 * - An event named `action` (`event: action` + `data: {"type":"offer_callback"}`)
 *   is something the assistant asks the panel to do, not text: `readChatEvents`
 *   yields it in its place among the text, `readChatStream` hands it to
 *   `onAction`. Unknown action types and unreadable action data are skipped
 *   (an older panel ignores what a newer backend sends). Events of any other
 *   name are read as text events, except `error`.
 * - An event named `error` (`event: error` + `data: {"error":"shutting_down"}`)
 *   means the server broke the answer off (it is restarting, the model failed):
 *   the text so far has been yielded, then a `ChatStreamError` with reason
 *   `ended-by-server` is thrown, so the panel shows its error notice.
 * - An event whose data is not valid JSON, or has no text content (for example
 *   the first delta that only carries the role), is skipped: one bad event does
 *   not throw away the rest of the reply.
 * - `[DONE]` stops reading even if more bytes follow; the rest is cancelled.
 * - A stream that ends without `[DONE]` ends the reply normally (a last event
 *   without its closing blank line, even without a line break, is still read);
 *   a stream that errors throws a `ChatStreamError` with reason `read-failed`.
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

/** What one event of the stream means. */
export type ChatStreamLine = { type: 'content'; content: string } | { type: 'done' } | null;

/** What `readChatEvents` yields: a piece of the reply's text, or an action of the assistant. */
export type ChatStreamEvent = { kind: 'text'; text: string } | { kind: 'action'; action: ChatAction };

/** The action types this version understands. */
const ACTION_TYPES: readonly ChatActionType[] = ['offer_callback'];

/** The name of the SSE event that carries an action. */
export const ACTION_EVENT = 'action';

/** The name of the SSE event with which the server breaks an answer off. */
export const ERROR_EVENT = 'error';

export const DONE_MARKER = '[DONE]';

/** Interprets the data of one event. `null` means: nothing to do. */
function parseChatStreamData(data: string): ChatStreamLine {
  if (data.trim() === DONE_MARKER) return { type: 'done' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  const content = contentOf(parsed);
  return content ? { type: 'content', content } : null;
}

/**
 * Interprets one line of the stream (without its line break), read as an event
 * of its own. `null` means: nothing to do (an empty line, a comment, another field).
 */
export function parseChatStreamLine(line: string): ChatStreamLine {
  let event: ChatStreamLine = null;
  const parser = createParser({
    onEvent: ({ data }) => {
      event = parseChatStreamData(data);
    },
  });
  parser.feed(`${line}\n\n`);
  return event;
}

/** Reads the data of an `action` event; `null` when it is not an action this version knows. */
function parseAction(data: string): ChatAction | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const type = ACTION_TYPES.find((known) => known === parsed.type);
  return type ? { type } : null;
}

type QueuedEvent = ChatStreamLine | { type: 'action'; action: ChatAction } | { type: 'error' };

function parseEvent({ event, data }: EventSourceMessage): QueuedEvent {
  if (event === ERROR_EVENT) return { type: 'error' };
  if (event === ACTION_EVENT) {
    const action = parseAction(data);
    return action ? { type: 'action', action } : null;
  }
  return parseChatStreamData(data);
}

function contentOf(value: unknown): string | undefined {
  if (!isRecord(value) || !Array.isArray(value.choices)) return undefined;
  const choice: unknown = value.choices[0];
  if (!isRecord(choice) || !isRecord(choice.delta)) return undefined;
  const content = choice.delta.content;
  return typeof content === 'string' ? content : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Yields the pieces of the reply, in order, until `[DONE]` or the end of the
 * stream; an action event goes to `onAction`, in its place among the pieces.
 * Throws `ChatStreamError` for a missing body or a broken stream, and the
 * signal's reason when `signal` aborts.
 */
export async function* readChatStream(
  body: ReadableStream<Uint8Array> | null | undefined,
  options: { signal?: AbortSignal; onAction?: (action: ChatAction) => void } = {},
): AsyncGenerator<string, void, undefined> {
  for await (const event of readChatEvents(body, options)) {
    if (event.kind === 'text') yield event.text;
    else options.onAction?.(event.action);
  }
}

/**
 * Yields the events of the reply, in order, until `[DONE]` or the end of the
 * stream: each piece of text, and each action of the assistant. Throws like
 * `readChatStream`.
 */
export async function* readChatEvents(
  body: ReadableStream<Uint8Array> | null | undefined,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  if (!body) throw new ChatStreamError('no-body');
  const { signal } = options;
  signal?.throwIfAborted();

  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  // The parser calls back while it is fed; the events wait here to be yielded.
  const events: QueuedEvent[] = [];
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
        if (event?.type === 'content') yield { kind: 'text', text: event.content };
        if (event?.type === 'action') yield { kind: 'action', action: event.action };
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Stop the producer when we leave early ([DONE], abort, or the consumer broke off).
    if (!streamEnded) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

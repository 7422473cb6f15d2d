/**
 * Reads the chat backend's server-sent event stream: lines beginning with
 * `data: ` each hold JSON whose `choices[0].delta.content` is the next piece of
 * the reply; the line `data: [DONE]` ends it. Pure: no React, no network.
 *
 * Decisions:
 * - Chunks may split anywhere, across lines and inside multi-byte UTF-8
 *   characters: bytes are decoded as a stream and only complete lines are read.
 * - Line ends may be LF, CRLF or CR.
 * - Empty lines, comments/keep-alives (`: ping`) and other fields (`event:`,
 *   `id:`, `retry:`) are ignored.
 * - A `data:` line that is not valid JSON, or has no text content (for example
 *   the first delta that only carries the role), is skipped: one bad event does
 *   not throw away the rest of the reply.
 * - `[DONE]` stops reading even if more bytes follow; the rest is cancelled.
 * - A stream that ends without `[DONE]` ends the reply normally (a last line
 *   without a line break is still read); a stream that errors throws a
 *   `ChatStreamError` with reason `read-failed`.
 */

export type ChatStreamErrorReason = 'no-body' | 'read-failed';

export class ChatStreamError extends Error {
  readonly reason: ChatStreamErrorReason;

  constructor(reason: ChatStreamErrorReason, options?: { cause?: unknown }) {
    super(reason === 'no-body' ? 'The chat response has no body.' : 'The chat stream broke off.', options);
    this.name = 'ChatStreamError';
    this.reason = reason;
  }
}

/** What one line of the stream means. */
export type ChatStreamLine = { type: 'content'; content: string } | { type: 'done' } | null;

export const DONE_MARKER = '[DONE]';

/** Interprets one line (without its line break). `null` means: nothing to do. */
export function parseChatStreamLine(line: string): ChatStreamLine {
  if (!line.startsWith('data:')) return null; // empty line, comment, or another field
  let data = line.slice('data:'.length);
  if (data.startsWith(' ')) data = data.slice(1);
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
 * stream. Throws `ChatStreamError` for a missing body or a broken stream, and
 * the signal's reason when `signal` aborts.
 */
export async function* readChatStream(
  body: ReadableStream<Uint8Array> | null | undefined,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<string, void, undefined> {
  if (!body) throw new ChatStreamError('no-body');
  const { signal } = options;
  signal?.throwIfAborted();

  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  let buffer = '';
  let streamEnded = false;
  try {
    while (true) {
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
        buffer += decoder.decode();
      } else {
        buffer += decoder.decode(result.value, { stream: true });
      }

      // Take every complete line. A CR at the very end may be the first half of
      // a CRLF, so it waits for the next chunk unless the stream has ended.
      while (true) {
        const end = lineEnd(buffer, streamEnded);
        if (!end) break;
        const line = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end.length);
        const event = parseChatStreamLine(line);
        if (event?.type === 'done') return;
        if (event?.type === 'content') yield event.content;
      }

      if (streamEnded) {
        const event = parseChatStreamLine(buffer);
        if (event?.type === 'content') yield event.content;
        return;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Stop the producer when we leave early ([DONE], abort, or the consumer broke off).
    if (!streamEnded) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

function lineEnd(buffer: string, streamEnded: boolean): { index: number; length: number } | null {
  for (let index = 0; index < buffer.length; index += 1) {
    const char = buffer[index];
    if (char === '\n') return { index, length: 1 };
    if (char === '\r') {
      if (index + 1 < buffer.length) return { index, length: buffer[index + 1] === '\n' ? 2 : 1 };
      return streamEnded ? { index, length: 1 } : null;
    }
  }
  return null;
}

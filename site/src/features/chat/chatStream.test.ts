import type { ChatReplyEvent } from '@agency/ui/Chat';
import { describe, expect, it } from 'vitest';
import { ChatStreamError, readChatReply } from './chatStream';

const encoder = new TextEncoder();

/** One SSE event line as the chat backend sends it. */
function event(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

/** A stream that emits the given byte chunks, then closes (or errors). */
function streamOf(chunks: Uint8Array[], options: { error?: unknown } = {}) {
  let index = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index];
      index += 1;
      if (chunk) controller.enqueue(chunk);
      else if (options.error !== undefined) controller.error(options.error);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, wasCancelled: () => cancelled, pulled: () => index };
}

/** Splits the encoded text into byte chunks of the given size. */
function bytesIn(text: string, size: number): Uint8Array[] {
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
  return chunks;
}

/** The text pieces of a reply, in order (its actions left out). */
async function* textsOf(events: AsyncIterable<ChatReplyEvent>): AsyncGenerator<string> {
  for await (const item of events) if (item.type === 'text') yield item.text;
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of iterable) out.push(piece);
  return out;
}

/** The events of a stream made of this one line and a blank line. */
function eventsOfLine(line: string): Promise<ChatReplyEvent[]> {
  return collectEvents(readChatReply(new Response(`${line}\n\n`).body));
}

describe('one event', () => {
  it('reads the content of a data line', async () => {
    await expect(eventsOfLine('data: {"choices":[{"delta":{"content":"Hallo"}}]}')).resolves.toEqual([
      { type: 'text', text: 'Hallo' },
    ]);
  });

  it('accepts a data line without the space after the colon', async () => {
    await expect(eventsOfLine('data:{"choices":[{"delta":{"content":"Hoi"}}]}')).resolves.toEqual([
      { type: 'text', text: 'Hoi' },
    ]);
  });

  it('ignores empty lines, comments, other fields and deltas without text', async () => {
    for (const line of [
      '',
      ': keep-alive',
      'event: message',
      'data: {"choices":[{"delta":{"role":"assistant"}}]}',
      'data: {"choices":[{"delta":{"content":""}}]}',
      'data: {"choices":[]}',
    ]) {
      await expect(eventsOfLine(line)).resolves.toEqual([]);
    }
  });

  it('skips malformed JSON instead of throwing', async () => {
    await expect(eventsOfLine('data: {"choices":[{"delta":{"content":"Hal')).resolves.toEqual([]);
    await expect(eventsOfLine('data: null')).resolves.toEqual([]);
  });
});

describe('readChatReply', () => {
  it('yields each content piece in order and stops at [DONE]', async () => {
    const { stream } = streamOf([encoder.encode(event('Hallo') + event(', hoe gaat het?') + 'data: [DONE]\n\n')]);
    await expect(collect(textsOf(readChatReply(stream)))).resolves.toEqual(['Hallo', ', hoe gaat het?']);
  });

  it('handles chunks split anywhere, even one byte at a time', async () => {
    const text = event('Wij bouwen ') + event('WordPress-sites') + 'data: [DONE]\n\n';
    for (const size of [1, 2, 3, 7, 50]) {
      const { stream } = streamOf(bytesIn(text, size));
      await expect(collect(textsOf(readChatReply(stream)))).resolves.toEqual(['Wij bouwen ', 'WordPress-sites']);
    }
  });

  it('decodes multi-byte characters split across chunks', async () => {
    const reply = 'Ideeën → één ontwerp 🚀 binnen 48 uur';
    const text = event(reply) + 'data: [DONE]\n\n';
    const bytes = encoder.encode(text);
    const rocket = encoder.encode('🚀');
    // Cut inside the four bytes of the rocket and inside the two bytes of 'ë'.
    const rocketAt = findBytes(bytes, rocket);
    const eAt = findBytes(bytes, encoder.encode('ë'));
    const chunks = [bytes.slice(0, eAt + 1), bytes.slice(eAt + 1, rocketAt + 2), bytes.slice(rocketAt + 2)];
    const { stream } = streamOf(chunks);
    const pieces = await collect(textsOf(readChatReply(stream)));
    expect(pieces.join('')).toBe(reply);
  });

  it('accepts CRLF and CR line endings, also when CR and LF arrive in different chunks', async () => {
    const crlf = `data: ${JSON.stringify({ choices: [{ delta: { content: 'Een' } }] })}\r\n\r\n`;
    const cr = `data: ${JSON.stringify({ choices: [{ delta: { content: ' twee' } }] })}\r\r`;
    const text = crlf + cr + 'data: [DONE]\r\n';
    const bytes = encoder.encode(text);
    const splitAtCr = text.indexOf('\r') + 1; // between the first CR and its LF
    const { stream } = streamOf([bytes.slice(0, splitAtCr), bytes.slice(splitAtCr)]);
    await expect(collect(textsOf(readChatReply(stream)))).resolves.toEqual(['Een', ' twee']);
  });

  it('stops at [DONE] even if more follows, and cancels the rest of the stream', async () => {
    const { stream, wasCancelled } = streamOf([
      encoder.encode(event('Klaar') + 'data: [DONE]\n\n' + event('te laat')),
      encoder.encode(event('nog later')),
    ]);
    await expect(collect(textsOf(readChatReply(stream)))).resolves.toEqual(['Klaar']);
    expect(wasCancelled()).toBe(true);
  });

  it('ignores comments, keep-alives, empty lines and deltas without text', async () => {
    const text =
      ': keep-alive\n\n' +
      'event: message\n' +
      'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n' +
      '\n\n' +
      event('Alleen dit') +
      ': ping\n' +
      'data: [DONE]\n\n';
    const { stream } = streamOf([encoder.encode(text)]);
    await expect(collect(textsOf(readChatReply(stream)))).resolves.toEqual(['Alleen dit']);
  });

  it('skips a malformed JSON line and keeps reading', async () => {
    const text = event('Voor') + 'data: {"choices":[{"delta":{"content":"kapot\n\n' + event(' na') + 'data: [DONE]\n\n';
    const { stream } = streamOf([encoder.encode(text)]);
    await expect(collect(textsOf(readChatReply(stream)))).resolves.toEqual(['Voor', ' na']);
  });

  it('ends normally when the stream closes without [DONE], reading a last line without line break', async () => {
    const last = `data: ${JSON.stringify({ choices: [{ delta: { content: ' einde' } }] })}`;
    const { stream } = streamOf([encoder.encode(event('Bijna') + last)]);
    await expect(collect(textsOf(readChatReply(stream)))).resolves.toEqual(['Bijna', ' einde']);
  });

  it('throws ChatStreamError "no-body" without a body', async () => {
    for (const body of [null, undefined]) {
      const error = await collect(textsOf(readChatReply(body))).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ChatStreamError);
      expect((error as ChatStreamError).reason).toBe('no-body');
    }
  });

  it('throws ChatStreamError "read-failed" when the stream breaks, after the pieces before it', async () => {
    const { stream } = streamOf([encoder.encode(event('Half'))], { error: new TypeError('network lost') });
    const pieces: string[] = [];
    const error = await (async () => {
      for await (const piece of textsOf(readChatReply(stream))) pieces.push(piece);
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['Half']);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as ChatStreamError).reason).toBe('read-failed');
    expect((error as ChatStreamError).cause).toBeInstanceOf(TypeError);
  });

  it('throws ChatStreamError "ended-by-server" at an error event (the server is stopping), after the pieces before it, and cancels the rest', async () => {
    const { stream, wasCancelled } = streamOf([
      encoder.encode(event('Een WordPress-site ') + event('kost')),
      encoder.encode('event: error\ndata: {"error":"shutting_down"}\n\n' + event('niet meer gelezen')),
      encoder.encode(event('ook niet')),
    ]);
    const pieces: string[] = [];
    const error = await (async () => {
      for await (const piece of textsOf(readChatReply(stream))) pieces.push(piece);
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['Een WordPress-site ', 'kost']);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as ChatStreamError).reason).toBe('ended-by-server');
    expect(wasCancelled()).toBe(true);
  });

  it('throws the abort reason when the signal aborts, and cancels the stream', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoder.encode(event('Eerste')));
      },
      cancel() {
        cancelled = true;
      },
    });
    const pieces: string[] = [];
    const error = await (async () => {
      for await (const piece of textsOf(readChatReply(stream, controller.signal))) {
        pieces.push(piece);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['Eerste']);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(cancelled).toBe(true);
  });

  it('cancels the stream when the consumer stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoder.encode(event('Een') + event('Twee')));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const piece of textsOf(readChatReply(stream))) {
      expect(piece).toBe('Een');
      break;
    }
    expect(cancelled).toBe(true);
  });
});

/** An action event as the chat backend sends it, before [DONE]. */
function action(type: string): string {
  return `event: action\ndata: ${JSON.stringify({ type })}\n\n`;
}

async function collectEvents(iterable: AsyncIterable<ChatReplyEvent>): Promise<ChatReplyEvent[]> {
  const out: ChatReplyEvent[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('actions in the stream', () => {
  it('when the stream carries an action event, then it is yielded in its place among the text', async () => {
    const text = event('Wil je ') + event('teruggebeld worden?') + action('offer_callback') + 'data: [DONE]\n\n';
    for (const size of [1, 5, 1000]) {
      const { stream } = streamOf(bytesIn(text, size));
      await expect(collectEvents(readChatReply(stream))).resolves.toEqual([
        { type: 'text', text: 'Wil je ' },
        { type: 'text', text: 'teruggebeld worden?' },
        { type: 'action', action: 'offer_callback' },
      ]);
    }
  });

  it('skips actions of an unknown type and action data that is not JSON, and keeps reading', async () => {
    const text =
      event('Voor') +
      action('open_the_pod_bay_doors') +
      'event: action\ndata: {kapot\n\n' +
      'event: action\ndata: null\n\n' +
      event(' na') +
      'data: [DONE]\n\n';
    const { stream } = streamOf([encoder.encode(text)]);
    await expect(collectEvents(readChatReply(stream))).resolves.toEqual([
      { type: 'text', text: 'Voor' },
      { type: 'text', text: ' na' },
    ]);
  });

  it('does not read an action after [DONE]', async () => {
    const { stream } = streamOf([encoder.encode(event('Klaar') + 'data: [DONE]\n\n' + action('offer_callback'))]);
    await expect(collectEvents(readChatReply(stream))).resolves.toEqual([{ type: 'text', text: 'Klaar' }]);
  });

  it('reads the text of an action-shaped payload without the event name as text (only `event: action` is an action)', async () => {
    const { stream } = streamOf([
      encoder.encode('data: {"type":"offer_callback"}\n\n' + event('Tekst') + 'data: [DONE]\n\n'),
    ]);
    await expect(collectEvents(readChatReply(stream))).resolves.toEqual([{ type: 'text', text: 'Tekst' }]);
  });
});

function findBytes(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  throw new Error('not found');
}

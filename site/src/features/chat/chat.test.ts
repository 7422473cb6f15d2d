import { chatProtocol, chatApi } from '@agency/contract/chat';
import { publicApi } from '@agency/contract/publicApi';
import { ChatReplyFailure, chatErrorOf, type ChatError, type ChatReplyEvent } from '@agency/ui/Chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatErrorFromResponse, chatTransport, retryAfterSeconds } from './chat';

const sse = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
const done = `data: ${chatProtocol.doneMarker}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers every fetch with `response`, and records what was asked. */
function answerWith(response: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

/** Runs one reply to its end: its events, and the chat error it failed with (as the session sees it). */
async function reply(signal = new AbortController().signal) {
  const events: ChatReplyEvent[] = [];
  let error: ChatError | null = null;
  try {
    for await (const event of chatTransport.reply({ messages: [{ role: 'user', content: 'Hallo' }] }, signal)) {
      events.push(event);
    }
  } catch (cause) {
    error = chatErrorOf(cause);
  }
  return { events, error };
}

describe('the site’s chat transport', () => {
  it('POSTs the conversation to the chat path with the public key and yields the streamed text and actions', async () => {
    const calls = answerWith(
      () =>
        new Response(
          sse('Zal ik ') +
            sse('iemand laten bellen?') +
            `event: ${chatProtocol.events.action}\ndata: {"type":"offer_callback"}\n\n` +
            done,
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    const { events, error } = await reply();
    expect(error).toBeNull();
    expect(events).toEqual([
      { type: 'text', text: 'Zal ik ' },
      { type: 'text', text: 'iemand laten bellen?' },
      { type: 'action', action: 'offer_callback' },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(chatApi.paths.chat);
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe(`Bearer ${publicApi.defaultKey}`);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ messages: [{ role: 'user', content: 'Hallo' }] });
  });

  const failures: Array<[string, () => Response | Promise<Response>, ChatError['kind']]> = [
    ['HTTP 429', () => new Response('{}', { status: 429 }), 'rate-limited'],
    ['HTTP 402', () => new Response('{}', { status: 402 }), 'unavailable'],
    ['HTTP 500', () => new Response('{}', { status: 500 }), 'failed'],
    ['a missing body', () => new Response(null, { status: 200 }), 'failed'],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'failed',
    ],
    [
      'a stream the server ends with an error event (it is restarting)',
      () =>
        new Response(
          sse('Een WordPress-site kost') +
            `event: ${chatProtocol.events.error}\ndata: {"error":"${chatProtocol.errorCodes.shuttingDown}"}\n\n`,
        ),
      'failed',
    ],
  ];
  for (const [situation, response, kind] of failures) {
    it(`when the api answers with ${situation}, then the reply fails as '${kind}'`, async () => {
      answerWith(response);
      const { error } = await reply();
      expect(error?.kind).toBe(kind);
    });
  }

  it('when a 429 says how long to wait, then the failure carries it', async () => {
    answerWith(() => new Response('{}', { status: 429, headers: { 'Retry-After': '12' } }));
    const { error } = await reply();
    expect(error).toEqual({ kind: 'rate-limited', status: 429, retryAfter: 12 });
  });

  it('when the stream breaks, then the text before it was yielded and the reply fails', async () => {
    const encoder = new TextEncoder();
    answerWith(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(sse('Half')));
            },
            // The break comes after the first piece was read.
            pull(controller) {
              if (controller.desiredSize !== null && controller.desiredSize > 0) {
                controller.error(new TypeError('network lost'));
              }
            },
          }),
        ),
    );
    const { events, error } = await reply();
    expect(events).toEqual([{ type: 'text', text: 'Half' }]);
    expect(error?.kind).toBe('failed');
  });

  it('passes the signal to fetch, so a stop ends the request', async () => {
    const calls = answerWith(() => new Response(sse('Ok') + done));
    const controller = new AbortController();
    await reply(controller.signal);
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });

  it('a vote is POSTed to the feedback path and rejects when the api refuses it', async () => {
    const calls = answerWith(() => new Response('{}', { status: 201 }));
    await chatTransport.sendFeedback!({ vote: 'useful', question: 'Prijs?', answer: 'Op maat.' });
    expect(calls[0]!.url).toBe(chatApi.paths.feedback);
    answerWith(() => new Response('{}', { status: 400 }));
    await expect(chatTransport.sendFeedback!({ vote: 'useful', question: 'a', answer: 'b' })).rejects.toThrow();
  });
});

describe('chatErrorFromResponse', () => {
  it('reads how long to wait from the Retry-After of a 429: seconds, an HTTP date, or 30 by default', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    const limited = (headers: Record<string, string>) =>
      chatErrorFromResponse(new Response('', { status: 429, headers }), now);
    expect(limited({ 'Retry-After': '7' })).toEqual({ kind: 'rate-limited', status: 429, retryAfter: 7 });
    expect(limited({ 'Retry-After': 'Wed, 01 Jan 2025 12:00:45 GMT' })).toEqual({
      kind: 'rate-limited',
      status: 429,
      retryAfter: 45,
    });
    expect(limited({})).toEqual({ kind: 'rate-limited', status: 429, retryAfter: 30 });
    expect(limited({ 'Retry-After': 'morgen' })).toEqual({ kind: 'rate-limited', status: 429, retryAfter: 30 });
    expect(retryAfterSeconds('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
    expect(chatErrorFromResponse(new Response('', { status: 402 }))).toEqual({ kind: 'unavailable', status: 402 });
    expect(chatErrorFromResponse(new Response('', { status: 200 }))).toBeNull();
  });

  it('a failure the transport throws is the chat error it carries', () => {
    expect(chatErrorOf(new ChatReplyFailure({ kind: 'unavailable', status: 402 }))).toEqual({
      kind: 'unavailable',
      status: 402,
    });
  });
});

import { createParser, type EventSourceMessage } from 'eventsource-parser';
import OpenAI from 'openai';
import { describe, expect, it, vi } from 'vitest';
import { publicApi } from '@agency/contract/publicApi';
import { postJson, readChatStream, startTestServer, suiteServer } from './helpers';

const question = { messages: [{ role: 'user', content: 'Hoe lang duurt het bouwen van een webshop?' }] };

describe('chat stream', () => {
  const server = suiteServer();

  it('when the official openai client reads the stream, then it gets the answer in chunks and stops at [DONE]', async () => {
    const client = new OpenAI({ apiKey: publicApi.defaultKey, baseURL: `${server.url}/api`, maxRetries: 0 });
    // The client posts to {baseURL}/chat/completions; route it to /api/chat.
    const stream = await client.chat.completions.create(
      { model: 'ignored', stream: true, messages: question.messages as never },
      { path: '/chat' } as never,
    );
    const pieces: string[] = [];
    let finish: string | null | undefined;
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      const content = chunk.choices[0]?.delta.content;
      if (content) pieces.push(content);
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toContain('3 tot 6 weken');
    expect(finish).toBe('stop');
  });

  it('when eventsource-parser reads the stream, then every event is JSON with choices[0].delta and the last is [DONE]', async () => {
    const response = await postJson(`${server.url}/api/chat`, question, {
      authorization: `Bearer ${publicApi.defaultKey}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const events: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => events.push(event) });
    const decoder = new TextDecoder();
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>)
      parser.feed(decoder.decode(bytes, { stream: true }));
    expect(events.at(-1)?.data).toBe('[DONE]');
    const text = events
      .slice(0, -1)
      .map(
        (event) =>
          (JSON.parse(event.data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '',
      )
      .join('');
    expect(text).toContain('3 tot 6 weken');
  });

  it('when eventsource-parser reads an answer with an action, then the action is a named event after the text and before [DONE]', async () => {
    const response = await postJson(`${server.url}/api/chat`, {
      messages: [{ role: 'user', content: 'Kan ik iemand spreken?' }],
    });
    const events: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => events.push(event) });
    const decoder = new TextDecoder();
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>)
      parser.feed(decoder.decode(bytes, { stream: true }));
    const named = events.filter((event) => event.event !== undefined);
    expect(named).toEqual([{ event: 'action', data: '{"type":"offer_callback"}', id: undefined }]);
    const actionAt = events.indexOf(named[0]!);
    const text = events
      .slice(0, actionAt)
      .map(
        (event) => (JSON.parse(event.data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content,
      )
      .join('');
    expect(text).toContain('Bel me terug');
    // After the action: the finish chunk and [DONE], both unnamed.
    expect(events.slice(actionAt + 1).map((event) => event.event)).toEqual([undefined, undefined]);
    expect(events.at(-1)?.data).toBe('[DONE]');
  });

  it('when the official openai client reads an answer with an action, then it gets the chunks and the action as one item without choices', async () => {
    const client = new OpenAI({ apiKey: publicApi.defaultKey, baseURL: `${server.url}/api`, maxRetries: 0 });
    const stream = await client.chat.completions.create(
      { model: 'ignored', stream: true, messages: [{ role: 'user', content: 'Bel me terug' }] },
      { path: '/chat' } as never,
    );
    const items: unknown[] = [];
    for await (const item of stream) items.push(item);
    const others = items.filter((item) => !('choices' in (item as object)));
    expect(others).toEqual([{ type: 'offer_callback' }]);
    expect(items.filter((item) => 'choices' in (item as object)).length).toBeGreaterThan(3);
  });

  it('when a conversation has earlier turns, then the last user question is answered', async () => {
    const response = await postJson(`${server.url}/api/chat`, {
      messages: [
        { role: 'user', content: 'Hoi' },
        { role: 'assistant', content: 'Hoi! Waarmee kan ik helpen?' },
        { role: 'user', content: 'Wat is jullie e-mailadres?' },
      ],
    });
    const { text, done } = await readChatStream(response);
    expect(done).toBe(true);
    expect(text).toContain('hallo@studiolegende.nl');
  });

  it('when the client disconnects mid-stream, then the server keeps serving', async () => {
    const slow = await startTestServer({ CHAT_CHUNK_DELAY_MS: '50' });
    try {
      const controller = new AbortController();
      const response = await postJson(`${slow.url}/api/chat`, question, {});
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.cancel();
      // Released when the visitor left: well before the answer's 15 other chunks (750 ms) would end it.
      await vi.waitFor(() => expect(slow.services.streams.size).toBe(0), { timeout: 400, interval: 10 });
      expect((await fetch(`${slow.url}/api/health`)).status).toBe(200);
    } finally {
      await slow.stop();
    }
  });
});

describe('chat bearer key', () => {
  const server = suiteServer({ PUBLIC_API_KEY: 'explicit-key' });

  it('when PUBLIC_API_KEY is set and a chat call has no or a wrong key, then 401 unauthorized', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${publicApi.defaultKey}` },
    ] as Record<string, string>[]) {
      const response = await postJson(`${server.url}/api/chat`, question, headers);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe('unauthorized');
    }
  });

  it('when PUBLIC_API_KEY is set and the chat call carries it, then it streams', async () => {
    const response = await postJson(`${server.url}/api/chat`, question, { authorization: 'Bearer explicit-key' });
    expect(response.status).toBe(200);
    expect((await readChatStream(response)).done).toBe(true);
  });

  it('when PUBLIC_API_KEY is not set, then chat calls without a key are answered (the documented public default)', async () => {
    const open = await startTestServer();
    try {
      expect((await postJson(`${open.url}/api/chat`, question)).status).toBe(200);
    } finally {
      await open.stop();
    }
  });
});

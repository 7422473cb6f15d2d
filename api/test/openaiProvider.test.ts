import { portfolio, routes } from '@agency/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callbackReply, personReply } from '../src/features/chat/domain/offers';
import { OFFER_CALLBACK_TOOL, OFFER_PERSON_TOOL } from '../src/features/chat/domain/openaiProvider';
import { buildSystemPrompt } from '../src/features/chat/domain/systemPrompt';
import { postJson, readChatStream, startTestServer, type TestServer } from './helpers';
import { startFakeOpenAI, type FakeOpenAI } from './fakeOpenAI';
import { waitFor } from './receivers';

const ask = (server: TestServer, content = 'Wat doen jullie?') =>
  postJson(`${server.url}/api/chat`, { messages: [{ role: 'user', content }] });

describe('OpenAI-compatible provider against a fake upstream', () => {
  let fake: FakeOpenAI;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, CHAT_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'stream';
    fake.requests.length = 0;
    fake.firstChunkDelayMs = 0;
    fake.chunkIntervalMs = 20;
    fake.headersFirst = false;
  });

  /** Starts a chat request the test can abort like a browser's Stop button does. */
  function startChat(content = 'Vertel') {
    const controller = new AbortController();
    const response = fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content }] }),
      signal: controller.signal,
    });
    // The rejection after an abort is expected; it must not count as unhandled.
    response.catch(() => undefined);
    return { controller, response };
  }

  it('when the upstream streams, then the visitor gets its text and [DONE], and the upstream got the Dutch system prompt first', async () => {
    const response = await ask(server);
    expect(response.status).toBe(200);
    const { text, done, actions } = await readChatStream(response);
    expect(text).toBe('Hallo, ik ben de assistent.');
    expect(done).toBe(true);
    expect(actions).toEqual([]);
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages[0]).toEqual({ role: 'system', content: buildSystemPrompt() });
    expect(sent.body.messages.slice(1)).toEqual([{ role: 'user', content: 'Wat doen jullie?' }]);
    expect(buildSystemPrompt()).toContain('Verzin nooit prijzen');
    expect(buildSystemPrompt()).toContain('3-6 weken');
  });

  it('when the upstream answers 429, then the visitor gets 429 with a JSON code', async () => {
    fake.mode = '429';
    const response = await ask(server);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toBe('upstream_rate_limited');
    expect(fake.requests).toHaveLength(1); // no hidden retries
  });

  it('when the upstream answers 402 or 429 insufficient_quota, then the visitor gets 402', async () => {
    for (const mode of ['402', 'quota'] as const) {
      fake.mode = mode;
      const response = await ask(server);
      expect(response.status).toBe(402);
      expect(((await response.json()) as { error: string }).error).toBe('quota_exhausted');
    }
  });

  it('when the upstream fails with 500, then the visitor gets 502', async () => {
    fake.mode = '500';
    const response = await ask(server);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream_failed', message: expect.any(String) });
  });

  it('when the upstream is unreachable, then the visitor gets 503', async () => {
    const down = await startTestServer({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      const response = await ask(down);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toBe('upstream_unavailable');
    } finally {
      await down.stop();
    }
  });

  it('when the upstream stream breaks halfway, then the visitor stream still ends cleanly with [DONE]', async () => {
    fake.mode = 'break';
    const response = await ask(server);
    expect(response.status).toBe(200);
    const { text, done } = await readChatStream(response);
    expect(text.startsWith('Hallo, ik ben ')).toBe(true);
    expect(text).toContain('onderbroken');
    expect(done).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('when the visitor stops mid-stream, then the upstream request is closed and no further chunk is read', async () => {
    fake.mode = 'slow';
    const before = { aborted: fake.abortedByClient, stopped: fake.slowStreamsStopped };
    const { controller, response } = startChat();
    const reader = (await response).body!.getReader();
    await reader.read();
    controller.abort();
    await waitFor(() => fake.abortedByClient > before.aborted, 5000, 'upstream abort');
    await waitFor(() => server.services.streams.size === 0, 5000, 'stream cleanup');
    const written = fake.chunksWritten;
    // The moment the fake's next chunk was due came, and found the request closed: nothing was written.
    await waitFor(() => fake.slowStreamsStopped > before.stopped, 5000, 'the next chunk to be due');
    expect(fake.chunksWritten).toBe(written);
  });

  it('when the visitor stops while the upstream pauses mid-stream, then the upstream is closed at once, not at its next chunk', async () => {
    fake.mode = 'slow';
    fake.chunkIntervalMs = 3000;
    const before = { aborted: fake.abortedByClient, chunks: fake.chunksWritten };
    const { controller, response } = startChat();
    const reader = (await response).body!.getReader();
    await reader.read();
    controller.abort();
    await waitFor(() => fake.abortedByClient > before.aborted, 1500, 'upstream abort during the pause');
    expect(fake.chunksWritten).toBe(before.chunks + 2);
    await waitFor(() => server.services.streams.size === 0, 5000, 'stream cleanup');
  });

  it('when the visitor stops before the first chunk, then the upstream request is closed before it sends one', async () => {
    // Without headers yet (the client still waits for the upstream's answer), and with
    // headers but no chunk yet (the client reads an empty stream).
    for (const headersFirst of [false, true]) {
      fake.firstChunkDelayMs = 1500;
      fake.headersFirst = headersFirst;
      const before = { aborted: fake.abortedByClient, chunks: fake.chunksWritten, requests: fake.requests.length };
      const { controller, response } = startChat();
      await waitFor(() => fake.requests.length > before.requests, 5000, 'upstream request');
      // allow-wait: lets the fake's early headers reach the api, so that the visitor leaves while it reads an empty stream (no event tells when)
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.abort();
      await expect(response).rejects.toThrow();
      await waitFor(() => fake.abortedByClient > before.aborted, 1400, `upstream abort (headersFirst ${headersFirst})`);
      expect(fake.chunksWritten).toBe(before.chunks);
      await waitFor(() => server.services.streams.size === 0, 5000, 'stream cleanup');
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('when the upstream streams text and then calls offer_callback, then the text stays and the action event follows it, before [DONE]', async () => {
    fake.mode = 'tool';
    const response = await ask(server, 'Kan ik iemand spreken?');
    expect(response.status).toBe(200);
    const { text, done, actions, events } = await readChatStream(response);
    expect(text).toBe('Ik regel het.');
    expect(actions).toEqual(['offer_callback']);
    expect(done).toBe(true);
    const actionAt = events.findIndex((event) => event.event === 'action');
    expect(actionAt).toBeGreaterThan(events.findIndex((event) => event.data.includes('Ik regel het.')));
    expect(events.slice(actionAt + 1).map((event) => event.event)).toEqual([undefined, undefined]);
    expect(events.at(-1)?.data).toBe('[DONE]');
  });

  it('when the upstream only calls offer_callback, then the visitor gets the Dutch callback sentence and the action', async () => {
    fake.mode = 'tool-only';
    const { text, done, actions } = await readChatStream(await ask(server, 'Bel me terug'));
    expect(text).toBe(callbackReply);
    expect(actions).toEqual(['offer_callback']);
    expect(done).toBe(true);
  });

  it('when the upstream only calls offer_person, then the visitor hears that the site does not say, and the chat offers a colleague', async () => {
    fake.mode = 'person-only';
    const { text, done, actions } = await readChatStream(await ask(server, 'Maken jullie ook apps?'));
    expect(text).toBe(personReply);
    expect(actions).toEqual(['offer_person']);
    expect(done).toBe(true);
  });

  it('when a chat request goes upstream, then it offers the tools offer_callback and offer_person without parameters, described in English', async () => {
    await readChatStream(await ask(server));
    const tools = fake.requests[0]!.body.tools;
    expect(tools).toEqual([OFFER_CALLBACK_TOOL, OFFER_PERSON_TOOL]);
    expect(tools?.[1]?.function.description).toMatch(/do not answer the question/);
    expect(tools?.[1]?.function.description).toMatch(/never answering yes or no/);
    expect(tools?.[0]).toMatchObject({
      type: 'function',
      function: { name: 'offer_callback', parameters: { type: 'object', properties: {} } },
    });
    expect(tools?.[0]?.function.description).toMatch(/call back by a person/);
    expect(tools?.[0]?.function.description).toMatch(/asks for a person/);
    expect(tools?.[0]?.function.description).toMatch(/needs a\s+human/);
  });

  it('when the upstream refuses tools (a model without tool calling), then the chat is answered without them, and later requests leave them out', async () => {
    const own = await startTestServer({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, LOG_LEVEL: 'warn' });
    try {
      fake.mode = 'no-tools';
      const first = await readChatStream(await ask(own));
      expect(first.text).toBe('Hallo, ik ben de assistent.');
      expect(fake.requests.map((r) => r.body.tools !== undefined)).toEqual([true, false]);
      const second = await readChatStream(await ask(own));
      expect(second.done).toBe(true);
      expect(fake.requests.map((r) => r.body.tools !== undefined)).toEqual([true, false, false]);
      expect(own.logs.join('')).toContain('"event":"chat.upstream_without_tools"');
      fake.mode = '500';
      expect((await ask(own)).status).toBe(502);
    } finally {
      await own.stop();
    }
  });

  it('when the system prompt is built, then it tells the model about offer_callback and to link only to pages of the site, mailto: or tel:', () => {
    const prompt = buildSystemPrompt();
    expect(prompt).toContain('offer_callback');
    expect(prompt).toContain('[tekst](pad)');
    for (const route of routes) expect(prompt).toContain(route.path);
    expect(prompt).toContain('mailto:hallo@studiolegende.nl');
    expect(prompt).toContain('tel:+31851234567');
    expect(prompt).toContain('Nooit naar andere websites');
  });

  it('when the system prompt is built, then it asks for honest answers: the site does not say, no yes or no, offer_person, the intent, the portfolio by kind', () => {
    const prompt = buildSystemPrompt();
    expect(prompt).toContain('zeg dan gewoon dat de website er niets over zegt');
    expect(prompt).toContain('roep de functie offer_person aan');
    expect(prompt).toContain('Zeg nooit "ja" of "nee" op een vraag die de feiten niet beantwoorden');
    expect(prompt).toContain('heeft al een website en vraagt niet om een nieuwe');
    expect(prompt).toContain('is dat platform het doel');
    expect(prompt).toContain('"webshop" betekent Shopify, tenzij WordPress of WooCommerce genoemd wordt');
    expect(prompt).toContain('noem alleen projecten uit het portfolio hieronder van de soort waarnaar gevraagd wordt');
    // The portfolio, by its own category, so the model cannot offer a dentist's site as a webshop.
    expect(prompt).toContain(
      `- Portfolio, WordPress-websites: ${portfolio.map((project) => project.title).join(', ')}.`,
    );
  });
});

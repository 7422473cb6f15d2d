import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSystemPrompt } from '../src/domain/chat/systemPrompt';
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
  });

  it('when the upstream streams, then the visitor gets its text and [DONE], and the upstream got the Dutch system prompt first', async () => {
    const response = await ask(server);
    expect(response.status).toBe(200);
    const { text, done } = await readChatStream(response);
    expect(text).toBe('Hallo, ik ben de assistent.');
    expect(done).toBe(true);
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

  it('when the visitor disconnects, then the upstream request is aborted', async () => {
    fake.mode = 'slow';
    const before = fake.abortedByClient;
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Vertel' }] }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await waitFor(() => fake.abortedByClient > before, 5000, 'upstream abort');
    await waitFor(() => server.services.streams.size === 0, 5000, 'stream cleanup');
  });
});

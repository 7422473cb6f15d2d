import { describe, expect, it } from 'vitest';
import { postJson, startTestServer, suiteServer } from './helpers';

const lead = { phone_number: '0612345678' };

describe('origin policy and proxies', () => {
  const server = suiteServer({ ALLOWED_ORIGINS: 'https://partner.example', TRUST_PROXY: '1' });

  it('when a request comes from the same origin or without Origin, then it is served without CORS headers', async () => {
    const same = await postJson(`${server.url}/api/request-callback`, lead, { origin: server.url });
    expect(same.status).toBe(201);
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
    expect((await postJson(`${server.url}/api/request-callback`, lead)).status).toBe(201);
  });

  it('when another origin posts, then 403 origin_not_allowed', async () => {
    const response = await postJson(`${server.url}/api/request-callback`, lead, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('origin_not_allowed');
  });

  it('when an origin in ALLOWED_ORIGINS sends a preflight, then it gets CORS headers', async () => {
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('when a trusted proxy says the request was HTTPS, then HSTS is sent', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('when a request id is given, then it is echoed; otherwise one is generated', async () => {
    const given = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const generated = await fetch(`${server.url}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when health is asked, then it reports status, database, assistant, notification channels and the outbox', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toEqual({
      status: 'ok',
      db: 'ok',
      engine: 'sqlite',
      assistant: 'embedded',
      notifications: 'none',
      outbox: { due: 0, retrying: 0, oldestWaitingMs: 0, givenUp: 0 },
    });
  });
});

describe('chat rate limit', () => {
  const server = suiteServer({ RATE_LIMIT_CHAT: '1' });

  it('when the chat limit is exceeded, then 429 rate_limited with a Dutch message', async () => {
    const body = { messages: [{ role: 'user', content: 'Hoi' }] };
    expect((await postJson(`${server.url}/api/chat`, body)).status).toBe(200);
    const limited = await postJson(`${server.url}/api/chat`, body);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringContaining('Te veel verzoeken'),
    });
  });
});

describe('graceful shutdown', () => {
  it('when the server stops during a chat stream, then the stream ends with the error event shutting_down and the database is closed', async () => {
    const server = await startTestServer({ CHAT_CHUNK_DELAY_MS: '100' });
    const response = await postJson(`${server.url}/api/chat`, {
      messages: [{ role: 'user', content: 'Wat doen jullie?' }],
    });
    expect(response.status).toBe(200);
    // During the stream: once its first words have arrived.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let raw = '';
    while (!raw.includes('"content":')) {
      const { value, done } = await reader.read();
      if (done) break;
      raw += value;
    }
    await server.stop();
    for (let part = await reader.read(); !part.done; part = await reader.read()) raw += part.value;
    expect(raw).toContain('"content":');
    expect(raw).not.toContain('[DONE]');
    expect(raw.trimEnd().endsWith('event: error\ndata: {"error":"shutting_down"}')).toBe(true);
    await expect(server.services.database.ping()).rejects.toThrow();
  });
});

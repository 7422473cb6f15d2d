import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { postgresLimits } from '../src/shared/http/rateLimits';
import { createLogger } from '../src/shared/logger';
import { dropCreatedSchemas, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, startTestServer, type TestServer } from './helpers';

afterAll(() => dropCreatedSchemas());

const callback = { phone_number: '0612345678', name: 'Sanne' };
const question = { messages: [{ role: 'user', content: 'Wat kost een WordPress-site?' }] };

/** A fresh, migrated PostgreSQL schema, and a client whose search path is that schema. */
async function freshSchema(): Promise<{ schema: string; sql: pg.Client }> {
  const { database, schema } = await openFresh('postgres');
  await database.close();
  const sql = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${schema}` });
  await sql.connect();
  return { schema: schema!, sql };
}

const events = (server: TestServer, name: string) =>
  server.logs.map((line) => JSON.parse(line) as { event?: string; level: number }).filter((log) => log.event === name);

describe.skipIf(!postgresUrl)('per-IP limits shared in PostgreSQL', () => {
  const running: TestServer[] = [];
  const clients: pg.Client[] = [];
  const start = async (schema: string, env: Record<string, string> = {}) => {
    const server = await startTestServer(
      { DATABASE_URL: postgresUrl, LOG_LEVEL: 'info', RATE_LIMIT_WINDOW_MS: '60000', ...env },
      { postgresSchema: schema },
    );
    running.push(server);
    return server;
  };
  afterEach(async () => {
    for (const server of running.splice(0)) await server.stop();
    for (const client of clients.splice(0)) await client.end();
  });

  it('when one IP sends leads to two instances and one restarts, then the limit counts them all together', async () => {
    const { schema, sql } = await freshSchema();
    clients.push(sql);
    const env = { RATE_LIMIT_LEADS: '3' };
    const [a, b] = [await start(schema, env), await start(schema, env)];
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) {
      statuses.push((await postJson(`${server!.url}/api/request-callback`, callback)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);

    // A restart forgets nothing: the counter is in the database.
    await a!.stop();
    const restarted = await start(schema, env);
    const limited = await postJson(`${restarted.url}/api/request-callback`, callback);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    // Each endpoint counts apart, as with one process.
    const contact = { name: 'Sanne', email: 'sanne@example.nl', message: 'Een nieuwe webshop.' };
    expect((await postJson(`${restarted.url}/api/contact`, contact)).status).toBe(201);
    expect(await restarted.services.leadRepository.count()).toBe(4);

    // The counters never hold the visitor's IP.
    const { rows } = await sql.query<{ key: string }>('select key from rate_limits');
    expect(rows.length).toBe(2);
    for (const { key } of rows) expect(key).not.toMatch(/127\.0\.0\.1|::1|ffff/);
  });

  it('when one IP chats with two instances, then the chat limit counts across them too', async () => {
    const { schema, sql } = await freshSchema();
    clients.push(sql);
    const env = { RATE_LIMIT_CHAT: '2', RATE_LIMIT_FEEDBACK: '1' };
    const [a, b] = [await start(schema, env), await start(schema, env)];
    const statuses: number[] = [];
    for (const server of [a, b, a]) {
      const response = await postJson(`${server!.url}/api/chat`, question);
      await response.text();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const vote = { vote: 'useful', question: 'Wat kost een site?', answer: 'Vanaf 1495 euro.' };
    expect((await postJson(`${a!.url}/api/chat/feedback`, vote)).status).toBe(201);
    expect((await postJson(`${b!.url}/api/chat/feedback`, vote)).status).toBe(429);
  });

  it('when the limit store fails, then leads are still accepted and it is logged once, and chat is refused with 429 until it works again', async () => {
    const { schema, sql } = await freshSchema();
    clients.push(sql);
    const server = await start(schema, { RATE_LIMIT_LEADS: '5', RATE_LIMIT_CHAT: '5', RATE_LIMIT_FEEDBACK: '5' });
    expect((await postJson(`${server.url}/api/request-callback`, callback)).status).toBe(201);

    await sql.query('alter table rate_limits rename to rate_limits_away');
    const leads = [];
    for (let i = 0; i < 3; i += 1) leads.push(await postJson(`${server.url}/api/request-callback`, callback));
    expect(leads.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(await server.services.leadRepository.count()).toBe(4);

    const chat = await postJson(`${server.url}/api/chat`, question);
    expect(chat.status).toBe(429);
    expect(chat.headers.get('retry-after')).toBe('30');
    expect(await chat.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/Te veel verzoeken/),
    });
    const vote = await postJson(`${server.url}/api/chat/feedback`, {
      vote: 'useful',
      question: 'Vraag?',
      answer: 'Antwoord.',
    });
    expect(vote.status).toBe(429);

    const failures = events(server, 'ratelimit.store_failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.level).toBe(50);
    expect(events(server, 'ratelimit.store_recovered')).toHaveLength(0);

    await sql.query('alter table rate_limits_away rename to rate_limits');
    const chatAgain = await postJson(`${server.url}/api/chat`, question);
    await chatAgain.text();
    expect(chatAgain.status).toBe(200);
    expect(events(server, 'ratelimit.store_recovered')).toHaveLength(1);
    expect(events(server, 'ratelimit.store_failed')).toHaveLength(1);
  });

  it('when a window has ended, then its counter is deleted', async () => {
    const { database } = await openFresh('postgres');
    try {
      const limits = await postgresLimits(database.pool!, createLogger('silent'), 'salt', { cleanUpEveryMs: 50 });
      const store = limits.store('test');
      await store.init?.({ windowMs: 100, limit: 5 } as never);
      expect(await store.increment('203.0.113.9')).toMatchObject({ totalHits: 1 });
      expect(await store.increment('203.0.113.9')).toMatchObject({ totalHits: 2 });
      const count = async () =>
        Number((await database.pool!.query<{ n: string }>('select count(*) as n from rate_limits')).rows[0]!.n);
      expect(await count()).toBe(1);
      await expect.poll(count, { timeout: 2000, interval: 50 }).toBe(0);
      // A new window starts at one again.
      expect(await store.increment('203.0.113.9')).toMatchObject({ totalHits: 1 });
      limits.close();
    } finally {
      await database.close();
    }
  });
});

reportMissingPostgres();

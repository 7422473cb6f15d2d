import { createHash, createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropCreatedSchemas, freshStorage, postgresUrl } from './engines';
import { postJson, startTestServer, type TestServer, stoppedAfterEachTest } from './helpers';

/**
 * The hashes that stand in for a phone number or an address in the log, and for an IP in the
 * shared rate-limit table, are keyed by a secret of the installation: without it, trying every
 * number does not turn a logged hash back into a phone number.
 */
const servers = stoppedAfterEachTest();
afterAll(dropCreatedSchemas);

const PHONE = '+31612345678';

async function start(overrides: Record<string, string | undefined> = {}) {
  const server = await startTestServer({ LOG_LEVEL: 'info', ...overrides });
  servers.push(server);
  return server;
}

const lines = (server: TestServer) =>
  server.logs
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The phone hash the server logged for a callback request of PHONE. */
async function loggedPhoneHash(server: TestServer): Promise<string> {
  const answer = await postJson(`${server.url}/api/request-callback`, { phone_number: '06 12345678' });
  expect(answer.status).toBe(201);
  const stored = lines(server).find((line) => line.event === 'lead.stored');
  expect(stored).toBeDefined();
  return String(stored!.phoneHash);
}

/** What a logged hash of PHONE was with the public salt of old, by either construction. */
const publicSaltHashes = [
  createHash('sha256').update('studio-legende').update('\0').update(PHONE).digest('hex').slice(0, 16),
  createHmac('sha256', 'studio-legende').update(PHONE).digest('hex').slice(0, 16),
];

describe('pseudonyms keyed per installation', () => {
  it('without LOG_HASH_SALT, two installations log different hashes for the same number, none with a public salt', async () => {
    const one = await start({ LOG_HASH_SALT: undefined });
    const two = await start({ LOG_HASH_SALT: undefined });
    const first = await loggedPhoneHash(one);
    const second = await loggedPhoneHash(two);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(first).not.toBe(second);
    expect(publicSaltHashes).not.toContain(first);
    // Start says, in one line, which key it uses.
    const said = lines(one).filter((line) => line.event === 'pseudonyms.key');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ source: 'app_secrets' });
  });

  it("the installation's key is kept: the same installation started again logs the same hash", async () => {
    const storage = await freshStorage('sqlite');
    const first = await loggedPhoneHash(await start({ ...storage.env, LOG_HASH_SALT: undefined }));
    await servers.pop()!.stop();
    const again = await loggedPhoneHash(await start({ ...storage.env, LOG_HASH_SALT: undefined }));
    expect(again).toBe(first);
  });

  it('with LOG_HASH_SALT, that key is used, and start says so', async () => {
    const one = await start({ LOG_HASH_SALT: 'een-eigen-geheim' });
    const two = await start({ LOG_HASH_SALT: 'een-eigen-geheim' });
    expect(await loggedPhoneHash(one)).toBe(await loggedPhoneHash(two));
    expect(lines(one).find((line) => line.event === 'pseudonyms.key')).toMatchObject({ source: 'LOG_HASH_SALT' });
  });

  it.runIf(postgresUrl !== undefined)(
    'on one PostgreSQL, every instance has the same key, and the rate-limit table holds no key the public salt makes',
    async () => {
      const storage = await freshStorage('postgres');
      const env = { ...storage.env, LOG_HASH_SALT: undefined, RATE_LIMIT_LEADS: '10' };
      const one = await start(env);
      const two = await start(env);
      expect(await loggedPhoneHash(one)).toBe(await loggedPhoneHash(two));
      const database = await storage.open();
      try {
        const rows = await database.db
          .selectFrom('rate_limits' as never)
          .select('key' as never)
          .execute();
        expect(rows.length).toBeGreaterThan(0);
        const publicKey = createHmac('sha256', 'studio-legende').update('127.0.0.1').digest('base64url').slice(0, 32);
        for (const row of rows as { key: string }[]) expect(row.key).not.toContain(publicKey);
      } finally {
        await database.close();
      }
    },
  );
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/shared/data/database';
import {
  createLeadRepository,
  isIdempotencyKeyConflict,
  type LeadRepository,
} from '../src/features/leads/data/leadRepository';
import { createOutboxRepository, type OutboxRepository } from '../src/features/leads/data/outboxRepository';
import { canonicalJson, parseIdempotencyKey, requestHash } from '../src/features/leads/domain/idempotency';
import { createLeadService, type LeadService } from '../src/features/leads/domain/leadService';
import { visitOriginOf } from '../src/features/analytics';
import { createLogger } from '../src/shared/logger';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl } from './engines';
import { postJson, startTestServer, tempDir, type TestServer, testLead } from './helpers';
import { type LeadReceivers, outboxPassFromNow, startLeadReceivers, waitFor } from './receivers';

const HOUR_MS = 60 * 60 * 1000;

const callback = { phone_number: '06 12345678', name: 'Jan de Boer' };
const project = { name: 'Fatima', email: 'fatima@example.nl', message: 'Ik wil een webshop.' };

const lead = testLead;

const newKey = () => `key-${crypto.randomUUID()}`;

afterAll(() => dropCreatedSchemas());

describe('idempotency key rules', () => {
  it('when the header is absent, then there is no key; when it is 1–255 visible ASCII characters, then it is the key', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    for (const key of ['a', 'x'.repeat(255), '!~', crypto.randomUUID()]) expect(parseIdempotencyKey(key)).toBe(key);
  });

  it('when the header is empty, too long or has spaces, control or non-ASCII characters, then 400 invalid_idempotency_key', () => {
    for (const key of ['', 'x'.repeat(256), 'met spatie', 'tab\there', 'sleutel-ü', 'nul\u0000']) {
      expect(() => parseIdempotencyKey(key), JSON.stringify(key)).toThrow(
        expect.objectContaining({ status: 400, code: 'invalid_idempotency_key' }),
      );
    }
  });

  it('when a body has its fields in another order, then its hash is the same; at the other endpoint, it differs', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(requestHash('callback', { name: 'A', phone_number: '1' })).toBe(
      requestHash('callback', { phone_number: '1', name: 'A' }),
    );
    expect(requestHash('callback', callback)).not.toBe(requestHash('project', callback));
    expect(requestHash('callback', callback)).toMatch(/^[0-9a-f]{64}$/);
  });
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`idempotency keys on ${engine.name}`, () => {
    let database: Database;
    /** A second connection to the same database, as a second instance of the api would have. */
    let secondDatabase: Database | undefined;
    let leads: LeadRepository;
    let outbox: OutboxRepository;
    let clock: { now: Date };
    let kicks: number;

    const service = (repository: LeadRepository = leads): LeadService =>
      createLeadService({
        leads: repository,
        channels: ['email', 'webhook'],
        onLeadStored: () => (kicks += 1),
        logger: createLogger('silent'),
        hashSalt: 'test',
        conversationLimits: { maxMessages: 40, maxMessageChars: 2000 },
        visitOf: visitOriginOf,
        now: () => clock.now,
      });

    /**
     * The repository of "another instance": on PostgreSQL its own connection pool; on SQLite
     * (one process's database, whose synchronous driver cannot wait for a second connection
     * in the same process) the same connection. Either way it has its own group-commit queue,
     * and a LeadService on it has its own in-flight map, so only the unique index is shared.
     */
    async function otherInstance(schema: string | undefined): Promise<LeadRepository> {
      if (engine.name === 'sqlite') return createLeadRepository(database.db);
      secondDatabase = await openDatabase({ databaseUrl: postgresUrl, dataDir: tempDir(), postgresSchema: schema! });
      return createLeadRepository(secondDatabase.db);
    }

    let schema: string | undefined;
    beforeEach(async () => {
      ({ database, schema } = await openFresh(engine.name));
      leads = createLeadRepository(database.db);
      outbox = createOutboxRepository(database.db);
      clock = { now: new Date() };
      kicks = 0;
    });
    afterEach(async () => {
      await secondDatabase?.close();
      secondDatabase = undefined;
      await database.close();
    });

    it('when many leads have no key, then the unique index lets them all be stored', async () => {
      await Promise.all([leads.insert(lead(), []), leads.insert(lead(), [])]);
      await leads.insert(lead(), []);
      expect(await leads.count()).toBe(3);
    });

    it('when a second lead is inserted with a key another lead holds, then it fails as a key conflict and nothing is duplicated', async () => {
      const key = newKey();
      const first = lead({ idempotency_key: key, request_hash: 'h' });
      await leads.insert(first, ['email']);
      const error = await leads.insert(lead({ idempotency_key: key, request_hash: 'h' }), ['email']).catch((e) => e);
      expect(isIdempotencyKeyConflict(error)).toBe(true);
      // A duplicate id is another unique violation, not a key conflict.
      const duplicateId = await leads.insert({ ...first, idempotency_key: newKey() }, []).catch((e) => e);
      expect(duplicateId).toBeInstanceOf(Error);
      expect(isIdempotencyKeyConflict(duplicateId)).toBe(false);
      expect(await leads.count()).toBe(1);
      expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
      expect((await leads.findByIdempotencyKey(key))?.id).toBe(first.id);
    });

    it('when one lead in a group-committed burst reuses a held key, then only that insert fails, as a key conflict, and its neighbours are stored', async () => {
      const key = newKey();
      await leads.insert(lead({ idempotency_key: key, request_hash: 'h' }), []);
      const results = await Promise.allSettled([
        leads.insert(lead({ idempotency_key: newKey(), request_hash: 'h' }), ['email']),
        leads.insert(lead({ idempotency_key: key, request_hash: 'h' }), ['email']),
        leads.insert(lead(), ['email']),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(isIdempotencyKeyConflict((results[1] as PromiseRejectedResult).reason)).toBe(true);
      expect(await leads.count()).toBe(3);
      expect(await outbox.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
    });

    it('when keys expire before a moment, then older leads lose key and hash, newer ones keep them, and the count is returned', async () => {
      const oldKey = newKey();
      const recentKey = newKey();
      const old = lead({ idempotency_key: oldKey, request_hash: 'a', created_at: '2026-06-01T10:00:00.000Z' });
      const oldWithoutKey = lead({ created_at: '2026-06-01T11:00:00.000Z' });
      const recent = lead({ idempotency_key: recentKey, request_hash: 'b', created_at: '2026-06-02T10:00:00.000Z' });
      for (const item of [old, oldWithoutKey, recent]) await leads.insert(item, []);

      expect(await leads.expireIdempotencyKeys(new Date('2026-06-02T00:00:00.000Z'))).toBe(1);
      expect(await leads.findById(old.id)).toEqual({ ...old, idempotency_key: null, request_hash: null });
      expect(await leads.findById(recent.id)).toEqual(recent);
      expect(await leads.findByIdempotencyKey(oldKey)).toBeUndefined();
      expect(await leads.expireIdempotencyKeys(new Date('2026-06-02T00:00:00.000Z'))).toBe(0);
      // The freed key can be taken by a new lead.
      await leads.insert(lead({ idempotency_key: oldKey, request_hash: 'c' }), []);
      expect(await leads.count()).toBe(4);
    });

    it('when the same key and body come twice, then the first id is answered again, with one lead, one job per channel and one kick', async () => {
      const leadService = service();
      const key = newKey();
      const first = await leadService.requestCallback(callback, { idempotencyKey: key });
      const again = await leadService.requestCallback(
        { name: callback.name, phone_number: callback.phone_number },
        {
          idempotencyKey: key,
        },
      );
      expect(again).toEqual(first);
      expect(await leads.count()).toBe(1);
      expect(await outbox.listForLead(first.id)).toEqual([
        { channel: 'email', status: 'pending', attempts: 0 },
        { channel: 'webhook', status: 'pending', attempts: 0 },
      ]);
      expect(kicks).toBe(1);
      expect(await leads.findById(first.id)).toMatchObject({
        idempotency_key: key,
        request_hash: requestHash('callback', callback),
      });
    });

    it('when the same key comes with another body or at the other endpoint, then 422 idempotency_key_reused and nothing is stored', async () => {
      const leadService = service();
      const key = newKey();
      await leadService.requestCallback(callback, { idempotencyKey: key });
      const reused = expect.objectContaining({ status: 422, code: 'idempotency_key_reused' });
      await expect(leadService.requestCallback({ ...callback, name: 'Piet' }, { idempotencyKey: key })).rejects.toThrow(
        reused,
      );
      await expect(leadService.requestProject(project, { idempotencyKey: key })).rejects.toThrow(reused);
      expect(await leads.count()).toBe(1);
      expect(kicks).toBe(1);
    });

    it('when 20 requests with one key arrive at once, then they share one insert, one lead is stored and all 20 get its id', async () => {
      let inserts = 0;
      const leadService = service({ ...leads, insert: (item, channels) => (inserts++, leads.insert(item, channels)) });
      const key = newKey();
      const receipts = await Promise.all(
        Array.from({ length: 20 }, () => leadService.requestCallback(callback, { idempotencyKey: key })),
      );
      expect(new Set(receipts.map((receipt) => receipt.id)).size).toBe(1);
      expect(inserts).toBe(1);
      expect(await leads.count()).toBe(1);
      expect(await outbox.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
      expect(kicks).toBe(1);
    });

    it('when two instances get 10 requests each with one key at once, then the unique index leaves one lead and all 20 get its id', async () => {
      const first = service();
      const second = service(await otherInstance(schema));
      const key = newKey();
      const receipts = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? first : second).requestCallback(callback, { idempotencyKey: key }),
        ),
      );
      expect(new Set(receipts.map((receipt) => receipt.id)).size).toBe(1);
      expect(await leads.count()).toBe(1);
      expect(await outbox.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
      expect(kicks).toBe(1);
    });

    it('when another instance stores the key between the look-up and the insert, then the insert conflict is answered with that lead', async () => {
      const key = newKey();
      const other = await otherInstance(schema);
      // An instance whose first look-up ran just before the other instance's commit.
      let looked = 0;
      const late: LeadRepository = {
        ...other,
        findByIdempotencyKey: async (k) => (looked++ === 0 ? undefined : other.findByIdempotencyKey(k)),
      };
      const { id } = await service().requestCallback(callback, { idempotencyKey: key });

      await expect(service(late).requestCallback(callback, { idempotencyKey: key })).resolves.toEqual({ id });
      looked = 0;
      await expect(service(late).requestProject(project, { idempotencyKey: key })).rejects.toThrow(
        expect.objectContaining({ code: 'idempotency_key_reused' }),
      );
      expect(await leads.count()).toBe(1);
      expect(kicks).toBe(1);
    });

    it('when a key is older than 24 hours, then it is free again: a new lead takes it and the old lead forgets it', async () => {
      const leadService = service();
      const key = newKey();
      const start = new Date('2026-06-01T12:00:00.000Z');
      clock.now = start;
      const old = await leadService.requestCallback(callback, { idempotencyKey: key });

      clock.now = new Date(start.getTime() + 23 * HOUR_MS);
      expect(await leadService.requestCallback(callback, { idempotencyKey: key })).toEqual(old);

      clock.now = new Date(start.getTime() + 25 * HOUR_MS);
      const fresh = await leadService.requestProject(project, { idempotencyKey: key });
      expect(fresh.id).not.toBe(old.id);
      expect(await leads.findById(old.id)).toMatchObject({ idempotency_key: null, request_hash: null });
      expect((await leads.findByIdempotencyKey(key))?.id).toBe(fresh.id);
      expect(await leadService.requestProject(project, { idempotencyKey: key })).toEqual(fresh);
      expect(await leads.count()).toBe(2);
      expect(kicks).toBe(2);
    });

    it('when a body fails validation, then nothing is kept under the key and the corrected body with the same key is stored', async () => {
      const leadService = service();
      const key = newKey();
      await expect(
        leadService.requestCallback({ ...callback, phone_number: '123' }, { idempotencyKey: key }),
      ).rejects.toThrow(expect.objectContaining({ status: 400, code: 'validation_failed' }));
      expect(await leads.findByIdempotencyKey(key)).toBeUndefined();
      const { id } = await leadService.requestCallback(callback, { idempotencyKey: key });
      expect((await leads.findByIdempotencyKey(key))?.id).toBe(id);
    });
  });
}

describe('Idempotency-Key on the lead endpoints', () => {
  let server: TestServer;
  let receivers: LeadReceivers;

  beforeAll(async () => {
    receivers = await startLeadReceivers();
    server = await startTestServer({ LOG_LEVEL: 'info', ...receivers.env });
  });
  afterAll(async () => {
    await server.stop();
    await receivers.close();
  });

  const post = (path: string, body: unknown, key?: string) =>
    postJson(`${server.url}/api/${path}`, body, key === undefined ? {} : { 'idempotency-key': key });
  const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

  it('when the same key and body are posted twice, then both get 201 with the same id, one lead is stored and the agency is notified once', async () => {
    const before = await server.services.leadRepository.count();
    const mailsBefore = receivers.smtp.mails.length;
    const hooksBefore = receivers.hook.hooks.length;
    const key = newKey();
    const first = await post('request-callback', callback, key);
    expect(first.status).toBe(201);
    const id = await idOf(first);
    await waitFor(
      () => receivers.smtp.mails.length === mailsBefore + 1 && receivers.hook.hooks.length === hooksBefore + 1,
      10_000,
      'the notifications',
    );

    const second = await post('request-callback', callback, key);
    expect(second.status).toBe(201);
    expect(await idOf(second)).toBe(id);
    expect(await server.services.leadRepository.count()).toBe(before + 1);
    expect(await createOutboxRepository(server.services.database.db).listForLead(id)).toEqual([
      expect.objectContaining({ channel: 'email' }),
      expect.objectContaining({ channel: 'webhook' }),
    ]);
    // A wrongly kicked worker would send a second notification; a pass of it from now sends none.
    expect(await outboxPassFromNow(server)).toBe(0);
    expect(receivers.smtp.mails.length).toBe(mailsBefore + 1);
    expect(receivers.hook.hooks.length).toBe(hooksBefore + 1);
  });

  it('when the same body comes with its fields in another order, then it is the same request', async () => {
    const key = newKey();
    const first = await post('contact', JSON.stringify(project), key);
    const reordered = await post(
      'contact',
      `{"message":${JSON.stringify(project.message)},"email":"${project.email}","name":"${project.name}"}`,
      key,
    );
    expect([first.status, reordered.status]).toEqual([201, 201]);
    expect(await idOf(reordered)).toBe(await idOf(first));
  });

  it('when the same key comes with another body, then 422 idempotency_key_reused with a Dutch message and nothing new is stored', async () => {
    const key = newKey();
    expect((await post('contact', project, key)).status).toBe(201);
    const before = await server.services.leadRepository.count();
    const response = await post('contact', { ...project, message: 'Toch iets anders.' }, key);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'idempotency_key_reused',
      message: expect.stringMatching(/al gebruikt/),
    });
    expect(await server.services.leadRepository.count()).toBe(before);
  });

  it('when the same key is sent to the other endpoint, then 422 idempotency_key_reused', async () => {
    const key = newKey();
    expect((await post('request-callback', callback, key)).status).toBe(201);
    const response = await post('contact', project, key);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toBe('idempotency_key_reused');
  });

  it('when the key is empty, too long, or has spaces or non-ASCII characters, then 400 invalid_idempotency_key and nothing is stored', async () => {
    const before = await server.services.leadRepository.count();
    for (const key of ['', 'x'.repeat(256), 'met spatie', 'sleutel-\u00fc']) {
      const response = await post('request-callback', callback, key);
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_idempotency_key',
        message: expect.stringMatching(/Idempotency-Key/),
      });
    }
    expect(await server.services.leadRepository.count()).toBe(before);
    expect((await post('request-callback', callback, 'x'.repeat(255))).status).toBe(201);
  });

  it('when 20 requests with one key arrive at once, then one lead is stored and all 20 get 201 with its id', async () => {
    const before = await server.services.leadRepository.count();
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('request-callback', callback, key)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const ids = await Promise.all(responses.map(idOf));
    expect(new Set(ids).size).toBe(1);
    expect(await server.services.leadRepository.count()).toBe(before + 1);
  });

  it('when a submission fails validation, then the corrected submission with the same key gets 201', async () => {
    const key = newKey();
    const invalid = await post('contact', { ...project, email: 'geen-email' }, key);
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toBe('validation_failed');
    const corrected = await post('contact', project, key);
    expect(corrected.status).toBe(201);
    expect((await server.services.leadRepository.findById(await idOf(corrected)))?.email).toBe(project.email);
  });

  it('when requests come without a key, then each is stored as before', async () => {
    const before = await server.services.leadRepository.count();
    const first = await post('request-callback', callback);
    const second = await post('request-callback', callback);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await idOf(first)).not.toBe(await idOf(second));
    expect(await server.services.leadRepository.count()).toBe(before + 2);
  });

  it('when keys are repeated and reused, then the logs show it without the key or personal data', async () => {
    const key = newKey();
    await post('request-callback', callback, key);
    await post('request-callback', callback, key);
    await post('request-callback', { ...callback, name: 'Piet Geheim' }, key);
    const logs = server.logs.join('');
    expect(logs).toContain('"event":"lead.idempotent_replay"');
    expect(logs).toContain('"event":"lead.idempotency_key_reused"');
    for (const secret of [key, 'Jan de Boer', 'Piet Geheim', '0612345678', '+31612345678', 'fatima@example.nl'])
      expect(logs).not.toContain(secret);
  });
});

describe('Idempotency-Key from another allowed origin', () => {
  it('when an origin in ALLOWED_ORIGINS sends a preflight for a lead, then the Idempotency-Key header is allowed', async () => {
    const server = await startTestServer({ ALLOWED_ORIGINS: 'https://partner.example' });
    try {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(!postgresUrl)('Idempotency-Key across two servers on one PostgreSQL', () => {
  it('when 20 requests with one key reach two servers at once, then one lead is stored and all 20 get 201 with its id', async () => {
    const { database, schema } = await openFresh('postgres');
    await database.close();
    const servers = [
      await startTestServer({ DATABASE_URL: postgresUrl }, { postgresSchema: schema! }),
      await startTestServer({ DATABASE_URL: postgresUrl }, { postgresSchema: schema! }),
    ];
    try {
      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postJson(`${servers[i % 2]!.url}/api/request-callback`, callback, { 'idempotency-key': key }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
      const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
      expect(new Set(ids).size).toBe(1);
      expect(await servers[0]!.services.leadRepository.count()).toBe(1);
    } finally {
      for (const server of servers) await server.stop();
    }
  });
});

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/shared/config';
import type { Database } from '../src/shared/data/database';
import { createLeadRepository, type LeadRepository } from '../src/features/leads/data/leadRepository';
import { createOutboxRepository, type OutboxRepository } from '../src/features/leads/data/outboxRepository';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { startTestServer, testEnv, testLead, type TestServer } from './helpers';

const MINUTE_MS = 60_000;

interface HealthBody {
  status: 'ok' | 'degraded';
  db: 'ok' | 'error';
  engine: string;
  assistant: string;
  notifications: 'none' | ('email' | 'webhook')[];
  outbox: { due: number; retrying: number; oldestWaitingMs: number; givenUp: number } | null;
}

async function health(server: TestServer): Promise<{ status: number; body: HealthBody; cache: string | null }> {
  const response = await fetch(`${server.url}/api/health`);
  return {
    status: response.status,
    body: (await response.json()) as HealthBody,
    cache: response.headers.get('cache-control'),
  };
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

afterAll(() => dropCreatedSchemas());

describe('the outbox settings', () => {
  it('when OUTBOX_MAX_ATTEMPTS and OUTBOX_ALERT_AFTER_MS are not set, then 12 attempts and 30 minutes apply', () => {
    const { outbox } = loadConfig(testEnv());
    expect(outbox.maxAttempts).toBe(12);
    expect(outbox.alertAfterMs).toBe(30 * MINUTE_MS);
    expect(loadConfig(testEnv({ OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_ALERT_AFTER_MS: '0' })).outbox).toMatchObject({
      maxAttempts: 3,
      alertAfterMs: 0,
    });
  });

  it('when they are not whole numbers (attempts at least 1), then the start fails naming the variable', () => {
    for (const value of ['0', '-1', '2.5', 'vaak']) {
      expect(() => loadConfig(testEnv({ OUTBOX_MAX_ATTEMPTS: value }))).toThrow(ConfigError);
    }
    expect(() => loadConfig(testEnv({ OUTBOX_MAX_ATTEMPTS: 'vaak' }))).toThrow(/OUTBOX_MAX_ATTEMPTS/);
    for (const value of ['-1', '1.5', 'half uur']) {
      expect(() => loadConfig(testEnv({ OUTBOX_ALERT_AFTER_MS: value }))).toThrow(/OUTBOX_ALERT_AFTER_MS/);
    }
  });
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`outbox counts on ${engine.name}`, () => {
    let database: Database;
    let leads: LeadRepository;
    let outbox: OutboxRepository;

    beforeEach(async () => {
      ({ database } = await openFresh(engine.name));
      leads = createLeadRepository(database.db);
      outbox = createOutboxRepository(database.db);
    });
    afterEach(() => database.close());

    it('when jobs are due, retrying, given up and sent, then each count and the oldest wait are measured at the given moment', async () => {
      const now = new Date('2026-03-02T12:00:00.000Z');
      const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS);
      await leads.insert(testLead({ id: 'waiting', created_at: at(-20).toISOString() }), ['email']);
      await leads.insert(testLead({ id: 'retrying', created_at: at(-5).toISOString() }), ['email']);
      await leads.insert(testLead({ id: 'gave-up', created_at: at(-90).toISOString() }), ['email']);
      await leads.insert(testLead({ id: 'sent', created_at: at(-120).toISOString() }), ['email']);
      const jobs = await outbox.claimDue(now, at(1), 10);
      const job = (leadId: string) => jobs.find((claimed) => claimed.lead.id === leadId)!.id;
      await outbox.markFailed(job('retrying'), 2, at(1), 'webhook answered HTTP 502');
      expect(await outbox.markGivenUp(job('gave-up'), 12, 'connect ECONNREFUSED')).toBe(true);
      await outbox.markSent(job('sent'), now);

      expect(await outbox.health(now)).toEqual({ due: 1, retrying: 1, oldestWaitingMs: 20 * MINUTE_MS, givenUp: 1 });
      expect(await outbox.health(at(2))).toEqual({ due: 2, retrying: 1, oldestWaitingMs: 22 * MINUTE_MS, givenUp: 1 });
      expect(await outbox.counts()).toEqual({ pending: 2, sent: 1, failed: 1 });
    });

    it('when nothing waits, then every count and the oldest wait are 0', async () => {
      await leads.insert(testLead({ created_at: ago(60 * MINUTE_MS) }), []);
      expect(await outbox.health(new Date())).toEqual({ due: 0, retrying: 0, oldestWaitingMs: 0, givenUp: 0 });
    });
  });

  describe.skipIf(!engine.available)(`GET /api/health with the outbox on ${engine.name}`, () => {
    let server: TestServer | undefined;

    /** A server without notification channels: jobs stored through its repository stay pending. */
    async function start(env: Record<string, string> = {}): Promise<TestServer> {
      if (engine.name === 'sqlite') server = await startTestServer(env);
      else {
        const { database, schema } = await openFresh('postgres');
        await database.close();
        server = await startTestServer({ DATABASE_URL: postgresUrl, ...env }, { postgresSchema: schema! });
      }
      return server;
    }
    afterEach(async () => {
      await server?.stop();
      server = undefined;
    });

    it('when no notification waits, then 200 ok with the database, engine, assistant and zero counts', async () => {
      const { status, body, cache } = await health(await start());
      expect(status).toBe(200);
      expect(cache).toBe('no-store');
      expect(body).toEqual({
        status: 'ok',
        db: 'ok',
        engine: engine.name,
        assistant: 'embedded',
        notifications: 'none',
        outbox: { due: 0, retrying: 0, oldestWaitingMs: 0, givenUp: 0 },
      });
    });

    it('when neither e-mail nor a webhook is configured, then notifications is "none" and the answer stays 200 ok, also with leads stored', async () => {
      const running = await start();
      // What the lead service stores without channels: the lead, and no notification job.
      await running.services.leadRepository.insert(testLead({ created_at: ago(24 * 60 * MINUTE_MS) }), []);
      const { status, body } = await health(running);
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'ok', db: 'ok', notifications: 'none' });
      expect(body.outbox).toEqual({ due: 0, retrying: 0, oldestWaitingMs: 0, givenUp: 0 });
    });

    it('when e-mail, a webhook or both are configured, then notifications lists them and the answer is 200 ok', async () => {
      // Nothing listens at these addresses; with no lead nothing is sent.
      const email = { SMTP_URL: 'smtp://127.0.0.1:9', LEADS_EMAIL_TO: 'leads@studiolegende.nl' };
      const webhook = { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' };
      for (const [env, notifications] of [
        [email, ['email']],
        [webhook, ['webhook']],
        [{ ...email, ...webhook }, ['email', 'webhook']],
      ] as const) {
        const running = await start(env);
        const { status, body } = await health(running);
        expect(status, JSON.stringify(env)).toBe(200);
        expect(body).toMatchObject({ status: 'ok', db: 'ok', notifications });
        await running.stop();
        server = undefined;
      }
    });

    it('when a notification waits less than OUTBOX_ALERT_AFTER_MS, then 200 ok and it is counted as due', async () => {
      const running = await start({ OUTBOX_ALERT_AFTER_MS: String(10 * MINUTE_MS) });
      await running.services.leadRepository.insert(testLead({ created_at: ago(MINUTE_MS) }), ['email', 'webhook']);
      const { status, body } = await health(running);
      expect(status).toBe(200);
      expect(body.status).toBe('ok');
      expect(body.outbox).toMatchObject({ due: 2, retrying: 0, givenUp: 0 });
      expect(body.outbox!.oldestWaitingMs).toBeGreaterThanOrEqual(MINUTE_MS);
      expect(body.outbox!.oldestWaitingMs).toBeLessThan(10 * MINUTE_MS);
    });

    it('when a notification has waited longer than OUTBOX_ALERT_AFTER_MS, then 503 degraded with its age', async () => {
      const running = await start({ OUTBOX_ALERT_AFTER_MS: String(MINUTE_MS) });
      await running.services.leadRepository.insert(testLead({ created_at: ago(10 * MINUTE_MS) }), ['email']);
      await running.services.leadRepository.insert(testLead(), ['email']);
      const { status, body } = await health(running);
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'degraded', db: 'ok', engine: engine.name, assistant: 'embedded' });
      expect(body.outbox).toMatchObject({ due: 2, retrying: 0, givenUp: 0 });
      expect(body.outbox!.oldestWaitingMs).toBeGreaterThanOrEqual(10 * MINUTE_MS);
      expect(body.outbox!.oldestWaitingMs).toBeLessThan(11 * MINUTE_MS);
    });

    it('when OUTBOX_ALERT_AFTER_MS is 0, then waiting alone never makes it degraded', async () => {
      const running = await start({ OUTBOX_ALERT_AFTER_MS: '0' });
      await running.services.leadRepository.insert(testLead({ created_at: ago(24 * 60 * MINUTE_MS) }), ['email']);
      const { status, body } = await health(running);
      expect(status).toBe(200);
      expect(body.outbox!.oldestWaitingMs).toBeGreaterThanOrEqual(24 * 60 * MINUTE_MS);
    });

    it('when a notification was given up, then 503 degraded until it is back in the queue', async () => {
      const running = await start();
      const stored = testLead();
      await running.services.leadRepository.insert(stored, ['email', 'webhook']);
      const outbox = createOutboxRepository(running.services.database.db);
      const [claimed] = await outbox.claimDue(new Date(), new Date(Date.now() + MINUTE_MS), 1);
      await outbox.markGivenUp(claimed!.id, 12, 'Invalid login: 535 Authentication failed');

      const gaveUp = await health(running);
      expect(gaveUp.status).toBe(503);
      expect(gaveUp.body.status).toBe('degraded');
      expect(gaveUp.body.outbox).toMatchObject({ due: 1, retrying: 0, givenUp: 1 });

      expect(await outbox.retryGivenUp(new Date())).toBe(1);
      const back = await health(running);
      expect(back.status).toBe(200);
      expect(back.body.outbox).toMatchObject({ due: 2, retrying: 0, givenUp: 0 });
    });

    it('when a notification failed but will be tried again, then it counts as retrying, not as due', async () => {
      const running = await start();
      await running.services.leadRepository.insert(testLead(), ['email']);
      const outbox = createOutboxRepository(running.services.database.db);
      const [claimed] = await outbox.claimDue(new Date(), new Date(Date.now() + MINUTE_MS), 1);
      await outbox.markFailed(claimed!.id, 1, new Date(Date.now() + 5 * MINUTE_MS), 'webhook answered HTTP 500');
      const { status, body } = await health(running);
      expect(status).toBe(200);
      expect(body.outbox).toMatchObject({ due: 0, retrying: 1, givenUp: 0 });
    });

    it('when the database is down, then 503 degraded with db "error" and no outbox counts', async () => {
      const running = await start();
      await running.services.database.close();
      const { status, body } = await health(running);
      expect(status).toBe(503);
      expect(body).toEqual({
        status: 'degraded',
        db: 'error',
        engine: engine.name,
        assistant: 'embedded',
        notifications: 'none',
        outbox: null,
      });
    });

    const ready = async (running: TestServer) => {
      const response = await fetch(`${running.url}/api/ready`);
      return {
        status: response.status,
        body: (await response.json()) as unknown,
        cache: response.headers.get('cache-control'),
      };
    };

    it('when a notification was given up, then /api/health says degraded but /api/ready says ready: the site stays in the load balancer', async () => {
      const running = await start();
      await running.services.leadRepository.insert(testLead(), ['email']);
      const outbox = createOutboxRepository(running.services.database.db);
      const [claimed] = await outbox.claimDue(new Date(), new Date(Date.now() + MINUTE_MS), 1);
      await outbox.markGivenUp(claimed!.id, 12, 'Invalid login: 535 Authentication failed');
      expect((await health(running)).status).toBe(503);
      expect(await ready(running)).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
    });

    it('when the server is stopping, then /api/ready answers 503 stopping', async () => {
      const running = await start();
      expect((await ready(running)).status).toBe(200);
      // What a SIGTERM does first; the server still listens here, so the answer can be read.
      running.services.streams.abortAll();
      expect(await ready(running)).toEqual({ status: 503, body: { status: 'stopping' }, cache: 'no-store' });
    });

    it('when the database does not answer, then /api/ready answers 503 unavailable', async () => {
      const running = await start();
      await running.services.database.close();
      expect(await ready(running)).toEqual({ status: 503, body: { status: 'unavailable' }, cache: 'no-store' });
    });
  });
}

reportMissingPostgres();

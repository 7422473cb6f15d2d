import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runLeadsCli } from '../src/cli/leads';
import { openDatabase, type Database } from '../src/shared/data/database';
import { createLeadRepository } from '../src/features/leads/data/leadRepository';
import { createOutboxRepository } from '../src/features/leads/data/outboxRepository';
import type { NotificationChannel } from '../src/features/leads/domain/notifications/channels';
import { composeLeadMessage, TRANSCRIPT_LIMITS } from '../src/features/leads/domain/notifications/leadMessage';
import { backoffDelay, createOutboxWorker } from '../src/features/leads/domain/notifications/outboxWorker';
import { createLogger } from '../src/shared/logger';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, startTestServer, tempDir, testLead, type TestServer } from './helpers';
import { freePort, outboxPassFromNow, startSmtpReceiver, startWebhookReceiver, waitFor } from './receivers';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => dropCreatedSchemas());

/** A logger whose JSON lines the test reads back. */
function logSink(): {
  logger: ReturnType<typeof createLogger>;
  text: () => string;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger: createLogger('info', sink), text, lines };
}

/** The JSON log lines of a test server. */
const serverLogLines = (server: TestServer) =>
  server.logs
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const PINO_WARN = 40;
const PINO_ERROR = 50;
const HOUR_MS = 60 * 60_000;

async function channelsEnv() {
  const smtpPort = await freePort();
  const hookPort = await freePort();
  return {
    smtpPort,
    hookPort,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_EMAIL_TO: 'leads@studiolegende.nl',
      LEADS_EMAIL_FROM: 'website@studiolegende.nl',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
    },
  };
}

async function start(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(env);
  cleanups.push(() => server.stop());
  return server;
}

describe('lead notifications through the outbox', () => {
  it('when SMTP and the webhook are up, then each lead arrives once by email and once by webhook, in Dutch', async () => {
    const { smtpPort, hookPort, env } = await channelsEnv();
    const smtp = await startSmtpReceiver(smtpPort);
    const hook = await startWebhookReceiver(hookPort);
    cleanups.push(smtp.close, hook.close);
    const server = await start(env);

    const response = await postJson(`${server.url}/api/request-callback`, {
      phone_number: '06 12345678',
      name: 'Piet',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => smtp.mails.length === 1 && hook.hooks.length === 1, 10_000, 'both notifications');

    expect(smtp.mails[0]?.to).toEqual(['leads@studiolegende.nl']);
    expect(smtp.mails[0]?.raw).toContain('Subject: Nieuw terugbelverzoek van Piet');
    expect(smtp.mails[0]?.raw).toContain('+31612345678');
    expect(smtp.mails[0]?.raw).toContain(`Message-ID: <lead-`);
    expect(hook.hooks[0]?.body.text).toContain('Er is een nieuw terugbelverzoek binnengekomen');
    expect(hook.hooks[0]?.idempotencyKey).toBeTruthy();
    // The lead's id, so a receiver can tell a repeated delivery of the same lead.
    expect(hook.hooks[0]?.leadId).toBe(id);
    await waitFor(
      async () => (await createOutboxRepository(server.services.database.db).counts()).sent === 2,
      5000,
      'sent bookkeeping',
    );
    expect(await createOutboxRepository(server.services.database.db).listForLead(id)).toEqual([
      { channel: 'email', status: 'sent', attempts: 0 },
      { channel: 'webhook', status: 'sent', attempts: 0 },
    ]);
    // A pass of the worker after both were sent sends nothing again.
    expect(await outboxPassFromNow(server)).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    expect(hook.hooks).toHaveLength(1);
  });

  it('when SMTP and the webhook are both down, then the lead is still stored and delivered exactly once when they come back', async () => {
    const { smtpPort, hookPort, env } = await channelsEnv();
    const server = await start(env);

    const response = await postJson(`${server.url}/api/contact`, {
      name: 'Anna',
      email: 'anna@example.nl',
      message: 'Graag een offerte voor een webshop.',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const outbox = createOutboxRepository(server.services.database.db);
    await waitFor(
      async () => (await outbox.listForLead(id)).every((job) => job.attempts >= 2),
      10_000,
      'failed attempts',
    );
    expect(await server.services.leadRepository.findById(id)).toBeDefined();

    const smtp = await startSmtpReceiver(smtpPort);
    const hook = await startWebhookReceiver(hookPort);
    cleanups.push(smtp.close, hook.close);
    await waitFor(() => smtp.mails.length === 1 && hook.hooks.length === 1, 10_000, 'delivery after recovery');
    expect(smtp.mails[0]?.raw).toContain('Nieuwe projectaanvraag van Anna');
    expect(smtp.mails[0]?.raw).toMatch(/Reply-To: anna@example\.nl/i);
    await waitFor(async () => (await outbox.counts()).sent === 2, 5000, 'sent bookkeeping');
    expect(await outboxPassFromNow(server)).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    expect(hook.hooks).toHaveLength(1);
  });

  it('when the server restarts while notifications are pending, then they are delivered after the restart', async () => {
    const { smtpPort, hookPort, env } = await channelsEnv();
    const dataDir = tempDir();
    const first = await startTestServer({ ...env, DATA_DIR: dataDir });
    const response = await postJson(`${first.url}/api/request-callback`, { phone_number: '0201234567' });
    expect(response.status).toBe(201);
    await first.stop();

    const smtp = await startSmtpReceiver(smtpPort);
    const hook = await startWebhookReceiver(hookPort);
    cleanups.push(smtp.close, hook.close);
    await start({ ...env, DATA_DIR: dataDir });
    await waitFor(() => smtp.mails.length === 1 && hook.hooks.length === 1, 10_000, 'delivery after restart');
    expect(hook.hooks[0]?.body.text).toContain('+31201234567');
  });

  it('when the webhook stays down, then the job is given up after OUTBOX_MAX_ATTEMPTS, health alerts, and after `leads retry` it is delivered once', async () => {
    const hookPort = await freePort();
    const server = await start({
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
      OUTBOX_MAX_ATTEMPTS: '2',
      LOG_LEVEL: 'info',
    });
    const response = await postJson(`${server.url}/api/contact`, {
      name: 'Gerda Geheim',
      email: 'gerda@example.nl',
      phone: '0612345678',
      message: 'Mijn geheime plan',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const outbox = createOutboxRepository(server.services.database.db);
    await waitFor(async () => (await outbox.counts()).failed === 1, 10_000, 'the job to be given up');
    expect(await outbox.listForLead(id)).toEqual([{ channel: 'webhook', status: 'failed', attempts: 2 }]);
    // No further attempt comes: with the webhook up again, a pass of the worker sends nothing.
    const hook = await startWebhookReceiver(hookPort);
    cleanups.push(hook.close);
    expect(await outboxPassFromNow(server)).toBe(0);
    expect(hook.hooks).toHaveLength(0);
    expect(await outbox.listForLead(id)).toEqual([{ channel: 'webhook', status: 'failed', attempts: 2 }]);

    const errors = serverLogLines(server).filter((line) => Number(line.level) >= PINO_ERROR);
    expect(errors).toEqual([
      expect.objectContaining({ event: 'outbox.gave_up', leadId: id, channel: 'webhook', attempts: 2 }),
    ]);
    expect(errors[0]?.reason).toEqual(expect.any(String));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', outbox: { givenUp: 1 } });

    let printed = '';
    const out = new Writable({
      write(chunk, _encoding, done) {
        printed += String(chunk);
        done();
      },
    });
    expect(await runLeadsCli(['retry'], out, { database: server.services.database })).toBe(0);
    expect(printed).toContain('Mislukte meldingen terug in de wachtrij gezet: 1.');
    await waitFor(() => hook.hooks.length === 1, 10_000, 'delivery after retry');
    await waitFor(async () => (await outbox.counts()).sent === 1, 5000, 'sent bookkeeping');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const logs = server.logs.join('');
    for (const secret of ['Gerda', 'gerda@example.nl', '0612345678', '+31612345678', 'Mijn geheime plan'])
      expect(logs).not.toContain(secret);
  });

  it('when leads are logged, then no phone number, email or message appears in clear', async () => {
    const { smtpPort, hookPort, env } = await channelsEnv();
    const smtp = await startSmtpReceiver(smtpPort);
    const hook = await startWebhookReceiver(hookPort);
    cleanups.push(smtp.close, hook.close);
    const server = await start({ ...env, LOG_LEVEL: 'debug' });
    await postJson(`${server.url}/api/contact`, {
      name: 'Geheim',
      email: 'geheim@example.nl',
      phone: '0612345678',
      message: 'Mijn geheime plan',
    });
    await waitFor(() => smtp.mails.length === 1 && hook.hooks.length === 1);
    const logs = server.logs.join('');
    expect(logs).toContain('"event":"lead.stored"');
    expect(logs).toContain('phoneHash');
    for (const secret of ['geheim@example.nl', '0612345678', '+31612345678', 'Mijn geheime plan'])
      expect(logs).not.toContain(secret);
  });
});

describe('the start-up warning when no channel tells anyone about a lead', () => {
  const warnings = (server: TestServer) => serverLogLines(server).filter((line) => line.event === 'notifications.none');

  it('when neither SMTP_URL with LEADS_EMAIL_TO nor LEADS_WEBHOOK_URL is set, then the server warns once at start, says how to set one, and never again per lead', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    const atStart = warnings(server);
    expect(atStart).toHaveLength(1);
    const [warning] = atStart;
    expect(warning).toMatchObject({ level: PINO_WARN, event: 'notifications.none' });
    expect(Object.keys(warning!).sort()).toEqual(['event', 'level', 'msg', 'service', 'time']);
    const message = String(warning!.msg);
    expect(message).toMatch(/stored/);
    expect(message).toMatch(/no e-mail or webhook/);
    for (const setting of ['SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_WEBHOOK_URL']) expect(message).toContain(setting);
    // Before the server said it listens: among the first lines an operator reads.
    const events = serverLogLines(server).map((line) => line.event);
    expect(events.indexOf('notifications.none')).toBeLessThan(events.indexOf('server.listening'));

    for (const body of [
      { name: 'Gerda Geheim', email: 'gerda@example.nl', phone: '0612345678', message: 'Mijn geheime plan' },
      { name: 'Henk Geheim', email: 'henk@example.nl', message: 'Nog een plan' },
    ]) {
      expect((await postJson(`${server.url}/api/contact`, body)).status).toBe(201);
    }
    expect((await postJson(`${server.url}/api/request-callback`, { phone_number: '0687654321' })).status).toBe(201);
    expect(warnings(server)).toEqual(atStart);
    const line = JSON.stringify(warning);
    for (const secret of ['Gerda', 'gerda@example.nl', '0612345678', '+31612345678', '+31687654321', 'plan'])
      expect(line).not.toContain(secret);
  });

  it('when e-mail, a webhook or both are set, then there is no such warning', async () => {
    const { env } = await channelsEnv();
    const { SMTP_URL, LEADS_EMAIL_TO, LEADS_WEBHOOK_URL } = env;
    const choices: Record<string, string>[] = [{ SMTP_URL, LEADS_EMAIL_TO }, { LEADS_WEBHOOK_URL }, env];
    for (const channels of choices) {
      const server = await start({ ...channels, LOG_LEVEL: 'info' });
      expect(serverLogLines(server).map((line) => line.event)).toContain('server.listening');
      expect(warnings(server), JSON.stringify(channels)).toEqual([]);
      expect(server.logs.join('')).not.toContain('no e-mail or webhook');
    }
  });
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`leads retry against a running server on ${engine.name}`, () => {
    it('when a notification waits in a long back-off after the webhook came back, then `leads retry` makes it due now and the server delivers it once', async () => {
      const hookPort = await freePort();
      // The server's storage, and the command's own connection to it (as `npm run leads` opens one).
      let storage: Record<string, string | undefined>;
      let options: { postgresSchema?: string } = {};
      let openForCommand: () => Promise<Database>;
      if (engine.name === 'sqlite') {
        const dataDir = tempDir();
        storage = { DATA_DIR: dataDir };
        openForCommand = () => openDatabase({ dataDir });
      } else {
        const { database, schema } = await openFresh('postgres');
        await database.close();
        storage = { DATABASE_URL: postgresUrl };
        options = { postgresSchema: schema! };
        openForCommand = () => openDatabase({ databaseUrl: postgresUrl, dataDir: tempDir(), postgresSchema: schema! });
      }
      const server = await startTestServer(
        {
          ...storage,
          LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
          OUTBOX_BACKOFF_BASE_MS: String(HOUR_MS),
          OUTBOX_BACKOFF_MAX_MS: String(HOUR_MS),
        },
        options,
      );
      cleanups.push(() => server.stop());

      const response = await postJson(`${server.url}/api/request-callback`, { phone_number: '0612345678' });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const outbox = createOutboxRepository(server.services.database.db);
      await waitFor(async () => (await outbox.listForLead(id))[0]?.attempts === 1, 10_000, 'the first failed attempt');
      const [waiting] = (await outbox.listUndelivered(10)).jobs;
      // At least 0.8 hour, the backoff's jitter.
      expect(Date.parse(waiting!.next_attempt_at)).toBeGreaterThan(Date.now() + 0.7 * HOUR_MS);

      const hook = await startWebhookReceiver(hookPort);
      cleanups.push(hook.close);
      // The webhook works, but the job still waits: a pass of the worker now sends nothing.
      expect(await outboxPassFromNow(server)).toBe(0);
      expect(hook.hooks).toHaveLength(0);

      const command = await openForCommand();
      cleanups.push(() => command.close());
      let printed = '';
      const out = new Writable({
        write(chunk, _encoding, done) {
          printed += String(chunk);
          done();
        },
      });
      expect(await runLeadsCli(['retry'], out, { database: command })).toBe(0);
      expect(printed).toBe(
        'Mislukte meldingen terug in de wachtrij gezet: 0.\n' +
          'Wachtende meldingen vervroegd (wachtten op een volgende poging): 1.\n' +
          'Nu aan de beurt: 1 melding(en). ' +
          'De server verstuurt ze bij zijn volgende ronde (binnen OUTBOX_POLL_MS, standaard 5 seconden).\n',
      );
      await waitFor(() => hook.hooks.length === 1, 5000, 'delivery after retry');
      expect(hook.hooks[0]).toMatchObject({ leadId: id, idempotencyKey: waiting!.id });
      await waitFor(async () => (await outbox.counts()).sent === 1, 5000, 'sent bookkeeping');
      expect(await outboxPassFromNow(server)).toBe(0);
      expect(hook.hooks).toHaveLength(1);
      expect(await outbox.listForLead(id)).toEqual([{ channel: 'webhook', status: 'sent', attempts: 1 }]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    });
  });

  describe.skipIf(!engine.available)(`giving up a notification on ${engine.name}`, () => {
    let database: Database;
    beforeEach(async () => {
      ({ database } = await openFresh(engine.name));
    });
    afterEach(() => database.close());

    /** A webhook channel that fails until `up` is set, and counts its attempts. */
    function flakyWebhook() {
      const state = { up: false, attempts: 0 };
      const channel: NotificationChannel = {
        name: 'webhook',
        async deliver() {
          state.attempts += 1;
          if (!state.up) throw new Error('webhook answered HTTP 500');
        },
      };
      return { state, channel };
    }

    const worker = (channel: NotificationChannel, logger: ReturnType<typeof createLogger>, maxAttempts: number) =>
      createOutboxWorker({
        outbox: createOutboxRepository(database.db),
        channels: [channel],
        logger,
        pollMs: 60_000,
        backoffBaseMs: 0,
        backoffMaxMs: 0,
        leaseMs: 60_000,
        maxAttempts,
      });

    it('when a channel keeps failing, then after the last attempt the job is failed, no longer tried, and logged once as an error without personal data', async () => {
      const stored = testLead({
        kind: 'project',
        name: 'Gerda Geheim',
        email: 'gerda@example.nl',
        phone: '+31612345678',
        message: 'Mijn geheime plan',
      });
      await createLeadRepository(database.db).insert(stored, ['webhook']);
      const outbox = createOutboxRepository(database.db);
      const [job] = (await outbox.listUndelivered(10)).jobs;
      const { state, channel } = flakyWebhook();
      const log = logSink();
      const running = worker(channel, log.logger, 3);

      for (let pass = 0; pass < 5; pass += 1) expect(await running.runOnce()).toBe(0);

      expect(state.attempts).toBe(3);
      expect(await outbox.listForLead(stored.id)).toEqual([{ channel: 'webhook', status: 'failed', attempts: 3 }]);
      expect((await outbox.listUndelivered(10)).jobs[0]).toMatchObject({
        status: 'failed',
        last_error: 'webhook answered HTTP 500',
      });
      const errors = log.lines().filter((line) => Number(line.level) >= PINO_ERROR);
      expect(errors).toEqual([
        expect.objectContaining({
          level: PINO_ERROR,
          event: 'outbox.gave_up',
          jobId: job!.id,
          leadId: stored.id,
          channel: 'webhook',
          attempts: 3,
          reason: 'webhook answered HTTP 500',
        }),
      ]);
      expect(log.lines().filter((line) => line.event === 'outbox.retry')).toHaveLength(2);
      for (const secret of ['Gerda', 'gerda@example.nl', '+31612345678', '0612345678', 'Mijn geheime plan'])
        expect(log.text()).not.toContain(secret);
      expect(await outbox.health(new Date())).toMatchObject({ due: 0, givenUp: 1 });
    });

    it('when a job succeeds on its last attempt, then it is sent and nothing is given up', async () => {
      const stored = testLead();
      await createLeadRepository(database.db).insert(stored, ['webhook']);
      const { state, channel } = flakyWebhook();
      const log = logSink();
      const running = worker(channel, log.logger, 2);
      expect(await running.runOnce()).toBe(0);
      state.up = true;
      expect(await running.runOnce()).toBe(1);
      expect(await createOutboxRepository(database.db).listForLead(stored.id)).toEqual([
        { channel: 'webhook', status: 'sent', attempts: 1 },
      ]);
      expect(log.lines().filter((line) => line.event === 'outbox.gave_up')).toEqual([]);
    });
  });
}

describe('lead message and backoff', () => {
  it('when a callback lead without name is composed, then the Dutch text says the name was not filled in', () => {
    const message = composeLeadMessage(
      testLead({ id: 'x', phone: '+31612345678', created_at: '2026-11-22T12:00:00.000Z' }),
    );
    expect(message.subject).toBe('Nieuw terugbelverzoek');
    expect(message.text).toContain('Naam: (niet ingevuld)');
    expect(message.text).toContain('22 november 2026');
  });

  const callbackLead = testLead({
    id: 'lead-chat',
    name: 'Sanne',
    phone: '+31612345678',
    created_at: '2026-11-22T12:00:00.000Z',
    source: 'chat',
  });

  it('when a lead is composed, then the message names its source for each of the three', () => {
    expect(composeLeadMessage({ ...callbackLead, source: 'callback-dialog' }).text).toContain(
      'Bron: de knop "Bel me terug" op de website',
    );
    expect(composeLeadMessage({ ...callbackLead, source: 'chat' }).text).toContain(
      'Bron: de chat met de AI-assistent op de website',
    );
    expect(
      composeLeadMessage({
        ...callbackLead,
        kind: 'project',
        email: 'anna@example.nl',
        message: 'Hoi',
        source: 'contact-form',
      }).text,
    ).toContain('Bron: het contactformulier');
    expect(composeLeadMessage({ ...callbackLead, conversation: null }).text).not.toContain('Gesprek in de chat');
  });

  it('when a lead came with a visit, then the message says where from ("Herkomst"), leaving out what it came without; without one, it says nothing of it', () => {
    const referred = composeLeadMessage({
      ...callbackLead,
      visit_landing: '/shopify',
      visit_referrer_host: 'bakkersnetwerk.nl',
      visit_source: 'bakkersnetwerk.nl',
      visit_medium: null,
      visit_campaign: null,
    }).text;
    expect(referred).toContain(
      'Bron: de chat met de AI-assistent op de website\nHerkomst: binnengekomen op /shopify, bron bakkersnetwerk.nl, verwijzer bakkersnetwerk.nl\n',
    );
    expect(composeLeadMessage(callbackLead).text).not.toContain('Herkomst');
  });

  it('when a long conversation is composed, then the transcript keeps the newest messages, cut, within its bound', () => {
    const conversation = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `bericht ${i} ${'lang '.repeat(400)}`,
    }));
    const { text } = composeLeadMessage({ ...callbackLead, conversation });
    const transcript = text.slice(text.indexOf('Gesprek in de chat (40 berichten):'), text.indexOf('\n\nOntvangen:'));
    expect(transcript.length).toBeLessThan(TRANSCRIPT_LIMITS.totalChars + 200);
    expect(transcript).toMatch(/\(\d+ eerdere berichten weggelaten\)/);
    expect(transcript).toContain('Assistent: bericht 39 lang');
    expect(transcript).not.toContain('bericht 0 ');
    expect(transcript).toContain(' … (ingekort)');
  });

  it('when a conversation holds angle brackets, then the transcript shows them as ‹ › so Slack makes no mention or link of them', () => {
    const { text } = composeLeadMessage({
      ...callbackLead,
      conversation: [{ role: 'assistant', content: 'Zie <!channel> en <https://evil.example|klik>' }],
    });
    expect(text).toContain('Assistent: Zie ‹!channel› en ‹https://evil.example|klik›');
    expect(text).not.toContain('<');
  });

  it('when attempts grow, then the delay doubles up to the cap', () => {
    const delays = [1, 2, 3, 4, 10].map((attempts) => backoffDelay(attempts, 1000, 5000, () => 0.5));
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

reportMissingPostgres();

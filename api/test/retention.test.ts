import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { retention } from '@agency/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPrivacyStatementFacts, SITE_DEPLOYMENT_FACTS_FILE } from '../src/compose';
import { ConfigError, loadConfig } from '../src/shared/config';
import { createChatQuestionCounts, utcDay } from '../src/features/chat/data/chatQuestionCounts';
import { openDatabase } from '../src/shared/data/database';
import { createFeedbackRepository } from '../src/features/chat/data/feedbackRepository';
import { createLeadRepository } from '../src/features/leads/data/leadRepository';
import { startRetention, type Retention } from '../src/features/privacy/domain/retention';
import { createLogger } from '../src/shared/logger';
import { startTestServer, tempDir, testEnv, testLead } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

function logSink(): { logger: ReturnType<typeof createLogger>; lines: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    logger: createLogger('info', sink),
    lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const lead = testLead;

describe('the retention period in the configuration', () => {
  it('when LEADS_RETENTION_DAYS is not set, then the content default of 365 days applies', () => {
    expect(retention.defaultDays).toBe(365);
    expect(loadConfig(testEnv()).retentionDays).toBe(365);
    expect(loadConfig(testEnv({ LEADS_RETENTION_DAYS: ' ' })).retentionDays).toBe(365);
  });

  it('when LEADS_RETENTION_DAYS is set, then it is the retention period', () => {
    expect(loadConfig(testEnv({ LEADS_RETENTION_DAYS: '30' })).retentionDays).toBe(30);
  });

  it('when LEADS_RETENTION_DAYS is not a whole number of at least 1, then the start fails with a ConfigError', () => {
    for (const value of ['0', '-5', '1.5', 'abc', '30d']) {
      expect(() => loadConfig(testEnv({ LEADS_RETENTION_DAYS: value }))).toThrow(ConfigError);
    }
    expect(() => loadConfig(testEnv({ LEADS_RETENTION_DAYS: 'abc' }))).toThrow(/LEADS_RETENTION_DAYS/);
  });

  it('when an OpenAI key is set, then the AI provider the privacy statement names is in the configuration', () => {
    expect(loadConfig(testEnv()).aiProvider).toBeNull();
    expect(loadConfig(testEnv({ OPENAI_API_KEY: 'sk-test' })).aiProvider).toEqual({
      name: 'OpenAI',
      host: 'api.openai.com',
    });
    expect(
      loadConfig(testEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'https://api.mistral.ai/v1' })).aiProvider,
    ).toEqual({ name: 'Mistral AI', host: 'api.mistral.ai' });
    expect(() => loadConfig(testEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'localhost:8080' }))).toThrow(
      ConfigError,
    );
  });
});

describe('the daily retention job', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  let job: Retention | undefined;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(now);
  });
  afterEach(async () => {
    await job?.stop();
    job = undefined;
    vi.useRealTimers();
  });

  it('when the job starts, then it deletes leads, chat feedback and chat question counts past the period, forgets day-old keys and logs counts only', async () => {
    const store = { deleteCreatedBefore: vi.fn(async (_cutoff: Date) => 2) };
    const feedback = { deleteCreatedBefore: vi.fn(async (_cutoff: Date) => 3) };
    const questionCounts = { deleteCreatedBefore: vi.fn(async (_cutoff: Date) => 7) };
    const keys = { expireIdempotencyKeys: vi.fn(async (_before: Date) => 5) };
    const { logger, lines } = logSink();
    job = startRetention({ store, feedback, questionCounts, idempotencyKeys: keys, days: 30, logger });
    await job.runNow();
    expect(store.deleteCreatedBefore).toHaveBeenCalledTimes(1);
    expect(store.deleteCreatedBefore).toHaveBeenCalledWith(new Date(now.getTime() - 30 * DAY_MS));
    expect(feedback.deleteCreatedBefore).toHaveBeenCalledWith(new Date(now.getTime() - 30 * DAY_MS));
    expect(questionCounts.deleteCreatedBefore).toHaveBeenCalledWith(new Date(now.getTime() - 30 * DAY_MS));
    expect(keys.expireIdempotencyKeys).toHaveBeenCalledWith(new Date(now.getTime() - DAY_MS));
    const logged = lines().find((line) => line.event === 'leads.retention');
    expect(logged).toMatchObject({
      days: 30,
      deletedLeads: 2,
      deletedFeedback: 3,
      deletedChatCounts: 7,
      expiredIdempotencyKeys: 5,
    });
    expect(Object.keys(logged!).sort()).toEqual(
      [
        'days',
        'deletedLeads',
        'deletedFeedback',
        'deletedChatCounts',
        'event',
        'expiredIdempotencyKeys',
        'level',
        'msg',
        'service',
        'time',
      ].sort(),
    );
  });

  it('when a day has passed, then the job runs again, and after stop it never runs again', async () => {
    const store = { deleteCreatedBefore: vi.fn(async () => 0) };
    const keys = { expireIdempotencyKeys: vi.fn(async () => 0) };
    const feedback = { deleteCreatedBefore: vi.fn(async () => 0) };
    const questionCounts = { deleteCreatedBefore: vi.fn(async () => 0) };
    job = startRetention({
      store,
      feedback,
      questionCounts,
      idempotencyKeys: keys,
      days: 365,
      logger: logSink().logger,
    });
    await job.runNow();
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(store.deleteCreatedBefore).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.deleteCreatedBefore).toHaveBeenCalledTimes(2);
    expect(keys.expireIdempotencyKeys).toHaveBeenCalledTimes(2);
    expect(feedback.deleteCreatedBefore).toHaveBeenCalledTimes(2);
    expect(questionCounts.deleteCreatedBefore).toHaveBeenCalledTimes(2);
    expect(store.deleteCreatedBefore).toHaveBeenLastCalledWith(new Date(now.getTime() + DAY_MS - 365 * DAY_MS));
    await job.stop();
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(store.deleteCreatedBefore).toHaveBeenCalledTimes(2);
  });

  it('when deleting leads fails, then the failure is logged and feedback, counts and keys are still handled', async () => {
    const store = { deleteCreatedBefore: vi.fn(async () => Promise.reject(new Error('database is locked'))) };
    const keys = { expireIdempotencyKeys: vi.fn(async () => 1) };
    const feedback = { deleteCreatedBefore: vi.fn(async () => 4) };
    const questionCounts = { deleteCreatedBefore: vi.fn(async () => 6) };
    const { logger, lines } = logSink();
    job = startRetention({ store, feedback, questionCounts, idempotencyKeys: keys, days: 30, logger });
    expect(await job.runNow()).toEqual({
      deletedLeads: undefined,
      deletedFeedback: 4,
      deletedChatCounts: 6,
      expiredIdempotencyKeys: 1,
    });
    expect(lines().find((line) => line.event === 'leads.retention_failed')).toMatchObject({ step: 'leads' });
  });

  it('when the job is stopped during a run, then stop waits for that run to finish', async () => {
    let finish: (deleted: number) => void = () => {};
    const store = { deleteCreatedBefore: () => new Promise<number>((resolve) => (finish = resolve)) };
    job = startRetention({
      store,
      feedback: { deleteCreatedBefore: async () => 0 },
      questionCounts: { deleteCreatedBefore: async () => 0 },
      idempotencyKeys: { expireIdempotencyKeys: async () => 0 },
      days: 30,
      logger: logSink().logger,
    });
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    expect(stopped).toBe(true);
  });
});

describe('retention in the running server', () => {
  it('when the server starts without LEADS_RETENTION_DAYS, then leads, chat feedback and chat question counts older than 365 days go and day-old keys are forgotten', async () => {
    const dir = tempDir();
    const seed = await openDatabase({ dataDir: dir });
    const leads = createLeadRepository(seed.db);
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    await leads.insert(lead({ id: 'old', created_at: daysAgo(366) }), ['email']);
    await leads.insert(lead({ id: 'kept', created_at: daysAgo(364) }), ['email']);
    await leads.insert(
      lead({ id: 'key-old', idempotency_key: 'k-old', request_hash: 'h-old', created_at: daysAgo(2) }),
      [],
    );
    await leads.insert(lead({ id: 'key-new', idempotency_key: 'k-new', request_hash: 'h-new' }), []);
    const feedback = createFeedbackRepository(seed.db);
    const vote = { vote: 'not_useful' as const, question: 'Wix?', answer: 'Weet ik niet.' };
    await feedback.insert({ id: 'fb-old', ...vote, created_at: daysAgo(366) });
    await feedback.insert({ id: 'fb-kept', ...vote, created_at: daysAgo(364) });
    const questionCounts = createChatQuestionCounts(seed.db);
    await questionCounts.add(utcDay(new Date(daysAgo(367))), 'prijzen', false);
    await questionCounts.add(utcDay(new Date(daysAgo(364))), 'prijzen', true);
    await seed.close();

    const server = await startTestServer({ DATA_DIR: dir });
    try {
      await server.services.retention.runNow();
      const repository = server.services.leadRepository;
      expect(await repository.findById('old')).toBeUndefined();
      expect(await repository.findById('kept')).toBeDefined();
      expect(await repository.findById('key-old')).toMatchObject({ idempotency_key: null, request_hash: null });
      expect(await repository.findById('key-new')).toMatchObject({ idempotency_key: 'k-new', request_hash: 'h-new' });
      const votes = await createFeedbackRepository(server.services.database.db).list({ all: true });
      expect(votes.map((row) => row.id)).toEqual(['fb-kept']);
      const counted = await createChatQuestionCounts(server.services.database.db).since('0000-00-00');
      expect(counted.map((row) => row.day)).toEqual([utcDay(new Date(daysAgo(364)))]);
    } finally {
      await server.stop();
    }
  });
});

describe('the privacy statement of the built site', () => {
  const api = { retentionDays: 365, aiProvider: null, analyticsRawDays: 30, analyticsMinGroupVisitors: 5 };

  function siteWith(facts: string | undefined): string {
    const dir = tempDir('agency-site-');
    if (facts !== undefined) fs.writeFileSync(path.join(dir, SITE_DEPLOYMENT_FACTS_FILE), facts);
    return dir;
  }

  function warnings(siteDir: string, facts: Parameters<typeof checkPrivacyStatementFacts>[1]) {
    const { logger, lines } = logSink();
    checkPrivacyStatementFacts(siteDir, facts, logger);
    return lines().filter((line) => line.event === 'privacy.statement_mismatch');
  }

  it('when the site was built with the same facts, or has no facts file, then nothing is said', () => {
    expect(
      warnings(
        siteWith(
          JSON.stringify({ retentionDays: 365, aiProvider: null, analyticsRawDays: 30, analyticsMinGroupVisitors: 5 }),
        ),
        api,
      ),
    ).toEqual([]);
    const openai = {
      retentionDays: 90,
      aiProvider: { name: 'OpenAI', host: 'api.openai.com' },
      analyticsRawDays: 7,
      analyticsMinGroupVisitors: 5,
    };
    expect(
      warnings(
        siteWith(
          JSON.stringify({
            analyticsRawDays: 7,
            analyticsMinGroupVisitors: 5,
            aiProvider: openai.aiProvider,
            retentionDays: 90,
          }),
        ),
        openai,
      ),
    ).toEqual([]);
    expect(warnings(siteWith(undefined), api)).toEqual([]);
  });

  it('when the site states another retention period, raw page views period or AI provider, then a warning names both sets of facts', () => {
    const [period] = warnings(
      siteWith(
        JSON.stringify({ retentionDays: 30, aiProvider: null, analyticsRawDays: 30, analyticsMinGroupVisitors: 5 }),
      ),
      api,
    );
    expect(period).toMatchObject({
      level: 40,
      site: { retentionDays: 30, aiProvider: null },
      api: { retentionDays: 365, aiProvider: null },
    });
    const raw = warnings(
      siteWith(
        JSON.stringify({ retentionDays: 365, aiProvider: null, analyticsRawDays: 90, analyticsMinGroupVisitors: 5 }),
      ),
      api,
    );
    expect(raw).toMatchObject([
      {
        site: { analyticsRawDays: 90, analyticsMinGroupVisitors: 5 },
        api: { analyticsRawDays: 30, analyticsMinGroupVisitors: 5 },
      },
    ]);
    expect(period?.msg).toContain('rebuild the site with the same environment');
    const provider = warnings(
      siteWith(
        JSON.stringify({
          retentionDays: 365,
          aiProvider: { name: 'OpenAI', host: 'api.openai.com' },
          analyticsRawDays: 30,
        }),
      ),
      api,
    );
    expect(provider).toHaveLength(1);
  });

  it('when the facts file cannot be read as facts, then the warning says it is unreadable', () => {
    for (const text of [
      '{not json',
      '[]',
      JSON.stringify({ retentionDays: '365', aiProvider: null, analyticsRawDays: 30, analyticsMinGroupVisitors: 5 }),
      // A site built before the raw page views' period was a fact.
      JSON.stringify({ retentionDays: 365, aiProvider: null }),
    ]) {
      expect(warnings(siteWith(text), api)).toMatchObject([{ site: 'unreadable' }]);
    }
  });

  it('when the server starts next to a site built with other facts, then the warning is in its log', async () => {
    const siteDir = siteWith(
      JSON.stringify({ retentionDays: 30, aiProvider: null, analyticsRawDays: 30, analyticsMinGroupVisitors: 5 }),
    );
    const server = await startTestServer({ SITE_DIR: siteDir, LOG_LEVEL: 'warn', LEADS_RETENTION_DAYS: '90' });
    try {
      const logged = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged.find((line) => line.event === 'privacy.statement_mismatch')).toMatchObject({
        site: { retentionDays: 30 },
        api: { retentionDays: 90 },
      });
    } finally {
      await server.stop();
    }
    const same = await startTestServer({ SITE_DIR: siteDir, LOG_LEVEL: 'warn', LEADS_RETENTION_DAYS: '30' });
    try {
      expect(same.logs.join('')).not.toContain('privacy.statement_mismatch');
    } finally {
      await same.stop();
    }
  });
});

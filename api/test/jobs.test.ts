import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/shared/data/database';
import { createJobs, type Job, type Jobs } from '../src/shared/jobs';
import { createLogger } from '../src/shared/logger';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { tempDir } from './helpers';

const logger = createLogger('silent');

/** A clock the test moves by hand. */
function manualClock(start = '2026-12-03T09:00:00.000Z') {
  let at = new Date(start).getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});
afterAll(dropCreatedSchemas);

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`the job queue on ${engine.name}`, () => {
    async function queue(options: { maxAttempts?: number } = {}) {
      const { database } = await openFresh(engine.name);
      opened.push(database);
      const clock = manualClock();
      const ran: Job[] = [];
      const jobs = createJobs({ db: database.db, logger, now: clock.now, backoffBaseMs: 1000, ...options });
      jobs.register('remind', async (job) => {
        ran.push(job);
      });
      return { jobs, clock, ran, database };
    }

    it('runs a job only once its time has come, once, and forgets it after', async () => {
      const { jobs, clock, ran } = await queue();
      await jobs.schedule({
        kind: 'remind',
        key: 'follow-up:1',
        runAt: new Date(clock.now().getTime() + 60_000),
        payload: { leadId: '1' },
      });
      expect(await jobs.runDue()).toBe(0);
      clock.advance(60_000);
      expect(await jobs.runDue()).toBe(1);
      expect(await jobs.runDue()).toBe(0);
      expect(ran.map((job) => job.payload)).toEqual([{ leadId: '1' }]);
      expect(await jobs.list('follow-up:')).toEqual([]);
    });

    it('moves a job scheduled again under its key, and drops a cancelled one', async () => {
      const { jobs, clock, ran } = await queue();
      const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
      await jobs.schedule({ kind: 'remind', key: 'follow-up:1', runAt: inMinutes(1), payload: { n: 1 } });
      await jobs.schedule({ kind: 'remind', key: 'follow-up:1', runAt: inMinutes(10), payload: { n: 2 } });
      await jobs.schedule({ kind: 'remind', key: 'follow-up:2', runAt: inMinutes(1), payload: { n: 3 } });
      expect(await jobs.cancel('follow-up:2')).toBe(true);
      expect(await jobs.cancel('follow-up:2')).toBe(false);
      clock.advance(5 * 60_000);
      expect(await jobs.runDue()).toBe(0);
      clock.advance(5 * 60_000);
      expect(await jobs.runDue()).toBe(1);
      expect(ran.map((job) => job.payload)).toEqual([{ n: 2 }]);
    });

    it('cancels every job of a prefix and no other, whatever characters the keys hold', async () => {
      const { jobs, clock } = await queue();
      for (const key of ['lead:a_1:follow-up', 'lead:a_1:reply', 'lead:a%1:follow-up', 'lead:b:follow-up']) {
        await jobs.schedule({ kind: 'remind', key, runAt: clock.now(), payload: {} });
      }
      expect(await jobs.cancelPrefix('lead:a_1:')).toBe(2);
      expect((await jobs.list('lead:')).map((job) => job.key).sort()).toEqual([
        'lead:a%1:follow-up',
        'lead:b:follow-up',
      ]);
    });

    it('retries a failing job with back-off and gives it up after its last attempt', async () => {
      const { jobs, clock } = await queue({ maxAttempts: 3 });
      let calls = 0;
      jobs.register('flaky', async () => {
        calls += 1;
        throw new Error('SMTP refused');
      });
      await jobs.schedule({ kind: 'flaky', key: 'flaky:1', runAt: clock.now(), payload: {} });
      await jobs.runDue();
      expect(calls).toBe(1);
      await jobs.runDue();
      expect(calls).toBe(1); // waiting out its back-off
      for (let i = 0; i < 5; i++) {
        clock.advance(10 * 60_000);
        await jobs.runDue();
      }
      expect(calls).toBe(3);
      expect(await jobs.list('flaky:')).toEqual([expect.objectContaining({ key: 'flaky:1', status: 'failed' })]);
    });

    it('keeps a job that was scheduled again while its handler ran', async () => {
      const { jobs, clock } = await queue();
      const seen: unknown[] = [];
      jobs.register('moved', async (job) => {
        seen.push(job.payload);
        if (seen.length === 1) {
          await jobs.schedule({
            kind: 'moved',
            key: 'moved:1',
            runAt: new Date(clock.now().getTime() + 1000),
            payload: { n: 2 },
          });
        }
      });
      await jobs.schedule({ kind: 'moved', key: 'moved:1', runAt: clock.now(), payload: { n: 1 } });
      await jobs.runDue();
      clock.advance(1000);
      await jobs.runDue();
      expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    });

    it('leaves a job of a kind it has no handler for', async () => {
      const { jobs, clock, ran } = await queue();
      await jobs.schedule({ kind: 'elsewhere', key: 'elsewhere:1', runAt: clock.now(), payload: {} });
      expect(await jobs.runDue()).toBe(0);
      expect(ran).toEqual([]);
      expect(await jobs.list('elsewhere:')).toEqual([expect.objectContaining({ status: 'pending' })]);
    });

    it('survives a restart: a job scheduled before it runs after, from the database', async () => {
      const { database, clock } = await queue();
      const before = createJobs({ db: database.db, logger, now: clock.now });
      await before.schedule({ kind: 'remind', key: 'follow-up:9', runAt: clock.now(), payload: { leadId: '9' } });
      await before.stop();
      const ran: unknown[] = [];
      const after = createJobs({ db: database.db, logger, now: clock.now });
      after.register('remind', async (job) => {
        ran.push(job.payload);
      });
      await after.runDue();
      expect(ran).toEqual([{ leadId: '9' }]);
    });
  });
}

describe.skipIf(!postgresUrl)('the job queue with two instances on one PostgreSQL', () => {
  it('runs each of 60 due jobs exactly once while both claim at the same time', async () => {
    const { database: first, schema } = await openFresh('postgres');
    const second = await openDatabase({ databaseUrl: postgresUrl, dataDir: tempDir(), postgresSchema: schema! });
    opened.push(first, second);
    const clock = manualClock();
    const runs = new Map<string, number>();
    const instance = (database: Database): Jobs => {
      const jobs = createJobs({ db: database.db, logger, now: clock.now });
      jobs.register('remind', async (job) => {
        runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
      });
      return jobs;
    };
    const [a, b] = [instance(first), instance(second)];
    for (let i = 0; i < 60; i++) {
      await a.schedule({ kind: 'remind', key: `follow-up:${i}`, runAt: clock.now(), payload: {} });
    }
    const [ranByA, ranByB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranByA + ranByB).toBe(60);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});

reportMissingPostgres();

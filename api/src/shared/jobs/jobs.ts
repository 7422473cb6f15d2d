import type { Kysely } from 'kysely';
import { backoffDelay } from '../backoff';
import type { DatabaseSchema } from '../data/schema';
import type { Logger } from '../logger';
import { createPollLoop } from '../pollLoop';
import { createJobRepository, type Job, type JobToSchedule } from './jobRepository';

export type JobHandler = (job: Job) => Promise<void>;

export interface JobsOptions {
  db: Kysely<DatabaseSchema>;
  logger: Logger;
  now?: () => Date;
  /** How often to look even without a kick (jobs another instance scheduled). */
  pollMs?: number;
  /** How long a claimed job stays reserved; a crashed worker's job comes back after it. */
  leaseMs?: number;
  /** Attempts before a job is given up (kept with its error, no longer run). */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export interface Jobs {
  /** The handler of a kind of job; register before `start`. A throw retries with back-off. */
  register(kind: string, handler: JobHandler): void;
  /** Adds the job, or moves and replaces the one with its key. */
  schedule(job: JobToSchedule): Promise<void>;
  cancel(key: string): Promise<boolean>;
  cancelPrefix(prefix: string): Promise<number>;
  list(prefix: string): Promise<{ key: string; kind: string; runAt: Date; status: 'pending' | 'failed' }[]>;
  start(): void;
  /** Runs the due jobs now; resolves with how many ran (tests with an injected clock call it). */
  runDue(): Promise<number>;
  /** Stops claiming; waits for jobs in flight at most `waitMs`, then hands them back. */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/**
 * A queue of jobs kept in the database: a follow-up's alert, the e-mail about a chat nobody
 * took. Each due job is claimed once across instances and restarts (a lease set by a
 * conditional update) and deleted once its handler resolved; a handler that throws is retried
 * with back-off, `maxAttempts` times. Jobs of a kind this instance has no handler for are left
 * to an instance that has one.
 */
export function createJobs(options: JobsOptions): Jobs {
  const repo = createJobRepository(options.db);
  const now = options.now ?? (() => new Date());
  const { pollMs = 30_000, leaseMs = 60_000, maxAttempts = 5, backoffBaseMs = 5_000, backoffMaxMs = 600_000 } = options;
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<string>();
  let stopping: Promise<void> | undefined;

  async function runJob(job: Job): Promise<boolean> {
    const handler = handlers.get(job.kind);
    inFlight.add(job.id);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job);
      await repo.markDone(job);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = job.attempts + 1;
      const retryAt =
        attempts >= maxAttempts
          ? undefined
          : new Date(now().getTime() + backoffDelay(attempts, backoffBaseMs, backoffMaxMs));
      await repo.markFailed(job, reason, retryAt);
      const fields = {
        event: retryAt ? 'jobs.retry' : 'jobs.gave_up',
        kind: job.kind,
        jobId: job.id,
        attempts,
        reason,
      };
      if (retryAt) options.logger.warn(fields, 'job failed; will retry');
      else options.logger.error(fields, 'job given up after its last attempt');
      return false;
    } finally {
      inFlight.delete(job.id);
    }
  }

  async function pass(): Promise<number> {
    let done = 0;
    for (;;) {
      const started = now();
      const jobs = await repo.claimDue([...handlers.keys()], started, new Date(started.getTime() + leaseMs), 20);
      if (jobs.length === 0) return done;
      const results = await Promise.all(jobs.map(runJob));
      done += results.filter(Boolean).length;
      // A stop ends the pass between batches; otherwise it runs every job due.
      if (stopping) return done;
    }
  }

  const loop = createPollLoop({
    pass,
    nextDueAt: () => repo.nextDueAt(),
    pollMs,
    now,
    logger: options.logger,
    errorEvent: 'jobs.error',
  });

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async schedule(job) {
      await repo.schedule(job, now());
      loop.rearm();
    },
    cancel: (key) => repo.cancel(key),
    cancelPrefix: (prefix) => repo.cancelPrefix(prefix),
    list: (prefix) => repo.list(prefix),
    start: loop.start,
    runDue: loop.runOnce,
    stop({ waitMs = Infinity } = {}) {
      stopping ??= (async () => {
        await loop.stop(waitMs);
        await repo.release([...inFlight]).catch(() => undefined);
      })();
      return stopping;
    },
  };
}

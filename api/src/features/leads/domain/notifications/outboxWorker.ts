import type { OutboxRepository } from '../../data/outboxRepository';
import type { Logger } from '../../../../shared/logger';
import type { NotificationChannel } from './channels';

export interface OutboxWorkerOptions {
  outbox: OutboxRepository;
  channels: readonly NotificationChannel[];
  logger: Logger;
  /** How often to look for due jobs even without a kick (retries, jobs left by a restart). */
  pollMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /**
   * Attempts before a job is given up: it gets status `failed`, is no longer claimed, and is
   * logged once at error level (`outbox.gave_up`). `leads retry` puts it back in the queue.
   */
  maxAttempts: number;
  /** How long a claimed job stays reserved; a crashed worker's jobs come back after it. */
  leaseMs: number;
  batchSize?: number;
  now?: () => Date;
}

export interface OutboxWorker {
  start(): void;
  /** Look for work now (after a new lead was committed). */
  kick(): void;
  /** Runs one pass; resolves when the pass is finished. Exposed for tests and the CLI. */
  runOnce(): Promise<number>;
  /**
   * Stops claiming jobs and waits for deliveries in flight, at most `waitMs` (default: until
   * they end). Jobs still in flight then are released (`outbox.released`): another instance,
   * or the next start, sends them without waiting for their lease. Calling it again returns
   * the first call's promise.
   */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/** Exponential backoff with jitter: base, 2×base, 4×base … capped at max. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/**
 * Delivers outbox jobs. A job is marked sent only after its channel confirmed delivery, and
 * a lead is never deleted by a failure: a failing channel is retried with backoff, across
 * restarts, up to `maxAttempts` attempts; then the job is given up (status `failed`, logged
 * once as an error, shown by `/api/health` and `leads outbox`) until `leads retry`. Delivery
 * is at-least-once: if the process dies between a successful send and `markSent`, the job is
 * sent again after its lease expires, with the same job id (email Message-ID, webhook
 * Idempotency-Key) so the receiver can spot the repeat.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const now = options.now ?? (() => new Date());
  const byName = new Map(options.channels.map((channel) => [channel.name, channel]));
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let stopping: Promise<void> | undefined;
  /** Jobs claimed by this worker whose delivery has not ended. */
  const inFlight = new Set<string>();

  async function pass(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const started = now();
      const jobs = await options.outbox.claimDue(started, new Date(started.getTime() + options.leaseMs), batchSize);
      if (jobs.length === 0) return delivered;
      for (const job of jobs) inFlight.add(job.id);
      await Promise.all(
        jobs.map(async (job) => {
          const channel = byName.get(job.channel);
          try {
            if (!channel) throw new Error(`channel ${job.channel} is not configured`);
            await channel.deliver(job.lead, job.id);
            await options.outbox.markSent(job.id, now());
            delivered += 1;
            options.logger.info(
              { event: 'outbox.sent', jobId: job.id, leadId: job.lead.id, channel: job.channel },
              'lead notification sent',
            );
          } catch (error) {
            const attempts = job.attempts + 1;
            const reason = error instanceof Error ? error.message : String(error);
            if (attempts >= options.maxAttempts) {
              // Conditional on the job still being pending: logged once, and not for a job erased meanwhile.
              if (await options.outbox.markGivenUp(job.id, attempts, reason)) {
                options.logger.error(
                  {
                    event: 'outbox.gave_up',
                    jobId: job.id,
                    leadId: job.lead.id,
                    channel: job.channel,
                    attempts,
                    reason,
                  },
                  'lead notification given up after the last attempt; `npm run leads -- retry` puts it back',
                );
              }
              return;
            }
            const delay = backoffDelay(attempts, options.backoffBaseMs, options.backoffMaxMs);
            await options.outbox.markFailed(job.id, attempts, new Date(now().getTime() + delay), reason);
            options.logger.warn(
              {
                event: 'outbox.retry',
                jobId: job.id,
                leadId: job.lead.id,
                channel: job.channel,
                attempts,
                retryInMs: delay,
                reason,
              },
              'lead notification failed; will retry',
            );
          } finally {
            inFlight.delete(job.id);
          }
        }),
      );
      if (stopped) return delivered;
    }
  }

  async function schedule(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    let wait = options.pollMs;
    try {
      const due = await options.outbox.nextDueAt();
      if (due) wait = Math.min(wait, Math.max(0, due.getTime() - now().getTime()));
    } catch {
      // The database may be briefly unavailable; try again at the next poll.
    }
    if (stopped) return;
    timer = setTimeout(() => void runOnce(), wait);
    timer.unref();
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        options.logger.error({ event: 'outbox.error', err: error }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        } else {
          void schedule();
        }
      });
    return running;
  }

  return {
    start() {
      if (options.channels.length === 0) return;
      stopped = false;
      void runOnce();
    },
    kick() {
      if (!stopped) void runOnce();
    },
    runOnce,
    stop({ waitMs = Infinity } = {}) {
      stopping ??= (async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        timer = undefined;
        const deadline = Date.now() + waitMs;
        while (running && Date.now() < deadline) {
          const left = deadline - Date.now();
          await Promise.race([
            running,
            ...(Number.isFinite(left) ? [new Promise((resolve) => setTimeout(resolve, left).unref())] : []),
          ]);
        }
        if (inFlight.size > 0) {
          const ids = [...inFlight];
          const released = await options.outbox.release(ids).catch(() => 0);
          options.logger.info(
            { event: 'outbox.released', jobs: released },
            'notifications in flight handed back for another instance',
          );
        }
        for (const channel of options.channels) channel.close?.();
      })();
      return stopping;
    },
  };
}

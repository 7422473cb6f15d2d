import { backoffDelay } from '../../../../shared/backoff';
import { createPollLoop } from '../../../../shared/pollLoop';
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

export { backoffDelay };

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
  let stopping: Promise<void> | undefined;
  /** Jobs claimed by this worker whose delivery has not ended. */
  const inFlight = new Set<string>();

  async function pass(loop: { stopped: () => boolean }): Promise<number> {
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
      if (loop.stopped()) return delivered;
    }
  }

  const loop = createPollLoop({
    pass,
    nextDueAt: () => options.outbox.nextDueAt(),
    pollMs: options.pollMs,
    now,
    logger: options.logger,
    errorEvent: 'outbox.error',
  });

  return {
    start() {
      if (options.channels.length > 0) loop.start();
    },
    kick() {
      if (!loop.isStopped()) void loop.runOnce();
    },
    runOnce: loop.runOnce,
    stop({ waitMs = Infinity } = {}) {
      stopping ??= (async () => {
        await loop.stop(waitMs);
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

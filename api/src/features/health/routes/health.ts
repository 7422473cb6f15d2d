import { Router } from 'express';
import type { Database } from '../../../shared/data/database';
import { createOutboxRepository, type OutboxHealth } from '../../leads';
import type { ChannelName } from '../../../shared/data/schema';
import type { ChatProvider } from '../../chat';

export interface HealthOptions {
  database: Database;
  provider: ChatProvider;
  /** The channels that tell the agency about a lead; empty when none is configured. */
  notifications: readonly ChannelName[];
  /** A notification waiting longer than this makes the answer `degraded` (0: waiting never does). */
  alertAfterMs: number;
  /** True once the server is stopping: `/api/ready` answers 503. */
  isStopping: () => boolean;
}

/** Why the outbox makes the service `degraded`: a notification waited too long, or one was given up. */
export function outboxNeedsAttention(outbox: OutboxHealth, alertAfterMs: number): boolean {
  return outbox.givenUp > 0 || (alertAfterMs > 0 && outbox.oldestWaitingMs > alertAfterMs);
}

/**
 * `notifications` of `/api/health`: the configured channels (`["email"]`, `["webhook"]`,
 * `["email","webhook"]`), or `"none"`: leads are stored but nobody is told. A setting, not a
 * failure: it leaves the status alone (the start-up log warns about it instead).
 */
function notificationsField(channels: readonly ChannelName[]): ChannelName[] | 'none' {
  return channels.length === 0 ? 'none' : [...channels];
}

/**
 * `GET /api/health`: the database, the assistant, the notification channels, and the outbox in
 * counts (one aggregate query, which also proves the database answers). 503 `degraded` when the database is down, a
 * notification waited longer than OUTBOX_ALERT_AFTER_MS, or one was given up: an uptime monitor
 * alerts on it.
 */
export function healthRoutes(options: HealthOptions): Router {
  const { database, provider, alertAfterMs, isStopping } = options;
  const notifications = notificationsField(options.notifications);
  const outboxRepository = createOutboxRepository(database.db);
  const router = Router();
  router.get('/health', async (_req, res) => {
    let outbox: OutboxHealth | null = null;
    try {
      outbox = await outboxRepository.health(new Date());
    } catch {
      outbox = null;
    }
    const db = outbox ? 'ok' : 'error';
    const ok = outbox !== null && !outboxNeedsAttention(outbox, alertAfterMs);
    res
      .status(ok ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({
        status: ok ? 'ok' : 'degraded',
        db,
        engine: database.engine,
        assistant: provider.name,
        notifications,
        outbox,
      });
  });

  /**
   * `GET /api/ready`, for a load balancer: 200 while this instance takes requests and its
   * database answers; 503 `stopping` once it received SIGTERM, 503 `unavailable` when the
   * database does not answer. The outbox plays no part: a mail problem is for the monitor
   * on `/api/health`, not a reason to take the site out of service.
   */
  router.get('/ready', async (_req, res) => {
    res.set('cache-control', 'no-store');
    if (isStopping()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    try {
      await database.ping();
      res.status(200).json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}

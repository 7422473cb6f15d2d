import type { Pool, PoolClient } from 'pg';
import { STAFF_EVENTS_CHANNEL } from '../../../shared/data/schema';
import type { StaffEvent, StaffEventRepository } from '../data/staffEventRepository';
import type { Logger } from '../../../shared/logger';

/** The most events read in one go; a longer backlog is read in several. */
const BATCH = 500;
/** How long to wait before listening again after the listening connection broke. */
const RELISTEN_MS = 1_000;

export interface StaffEventHub {
  /**
   * Calls `listener` with every event after the id it resolves to, in id order, once each
   * (events up to that id are the caller's to read with `after`, for a Last-Event-ID).
   */
  subscribe(listener: (events: StaffEvent[]) => void): Promise<number>;
  unsubscribe(listener: (events: StaffEvent[]) => void): void;
  /** The events after `id` (a reconnecting browser's Last-Event-ID), oldest first. */
  after(id: number, limit?: number): Promise<StaffEvent[]>;
  /** Removes the events older than `before` (housekeeping). */
  removeBefore(before: Date): Promise<number>;
  /** Something was committed in this process: read the new events now. */
  wake(): void;
  close(): Promise<void>;
}

export interface StaffEventHubOptions {
  events: StaffEventRepository;
  /** PostgreSQL: every instance's commits wake the hub through LISTEN/NOTIFY on one connection. */
  pool?: Pool | undefined;
  logger: Logger;
}

/**
 * Fans the events table out to the open live streams of this process. The table is the truth:
 * a wake-up (a commit here, a notification from another instance) only says "read what is
 * new", so a lost notification or a broken connection loses nothing, it only delays.
 */
export function createStaffEventHub({ events, pool, logger }: StaffEventHubOptions): StaffEventHub {
  const listeners = new Set<(events: StaffEvent[]) => void>();
  /** The last id handed to the listeners; undefined until the first listener came. */
  let delivered: number | undefined;
  let starting: Promise<number> | undefined;
  let reading: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let client: PoolClient | undefined;
  let relisten: NodeJS.Timeout | undefined;

  async function read(): Promise<void> {
    if (delivered === undefined) return;
    for (;;) {
      const batch = await events.after(delivered, BATCH);
      // Nobody listens any more: the next listener starts from the newest event again.
      if (listeners.size === 0) {
        delivered = undefined;
        return;
      }
      if (batch.length === 0) return;
      delivered = batch[batch.length - 1]!.id;
      for (const listener of listeners) listener(batch);
      if (batch.length < BATCH) return;
    }
  }

  /** One read at a time; a wake-up during a read makes one more read after it. */
  function wake(): void {
    if (closed || listeners.size === 0) return;
    if (reading) {
      again = true;
      return;
    }
    reading = read()
      .catch((error: unknown) =>
        logger.warn({ event: 'staff.events_read_failed', err: error }, 'staff events not read'),
      )
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  async function listen(): Promise<void> {
    if (!pool || client || closed) return;
    try {
      const connection = await pool.connect();
      connection.on('notification', () => wake());
      connection.on('error', (error) => {
        logger.warn({ event: 'staff.events_listen_lost', err: error }, 'staff events: listening again');
        connection.release(true);
        if (client === connection) client = undefined;
        scheduleListen();
      });
      await connection.query(`LISTEN ${STAFF_EVENTS_CHANNEL}`);
      client = connection;
      // What was committed while nobody listened.
      wake();
    } catch (error) {
      logger.warn({ event: 'staff.events_listen_failed', err: error }, 'staff events: cannot listen yet');
      scheduleListen();
    }
  }

  function scheduleListen(): void {
    if (closed || relisten) return;
    relisten = setTimeout(() => {
      relisten = undefined;
      void listen();
    }, RELISTEN_MS);
    relisten.unref();
  }

  return {
    async subscribe(listener) {
      listeners.add(listener);
      void listen();
      if (delivered === undefined) {
        // The first listener: from the newest event on. Listeners that come meanwhile wait for
        // the same answer.
        starting ??= events.latestId().then((id) => {
          delivered ??= id;
          starting = undefined;
          return delivered;
        });
        try {
          return await starting;
        } catch (error) {
          listeners.delete(listener);
          throw error;
        }
      }
      return delivered;
    },
    unsubscribe(listener) {
      listeners.delete(listener);
      if (listeners.size === 0) delivered = undefined;
    },
    after: (id, limit = BATCH) => events.after(id, limit),
    removeBefore: (before) => events.removeBefore(before),
    wake,
    async close() {
      closed = true;
      if (relisten) clearTimeout(relisten);
      await reading;
      if (client) {
        const connection = client;
        client = undefined;
        await connection.query(`UNLISTEN ${STAFF_EVENTS_CHANNEL}`).catch(() => {});
        connection.release();
      }
    },
  };
}

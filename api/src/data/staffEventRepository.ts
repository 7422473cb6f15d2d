import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

/** What happened to a lead, as the open inboxes are told: its id only, never its data. */
export type StaffEventKind = 'lead.created' | 'lead.updated';

export interface StaffEvent {
  id: number;
  kind: StaffEventKind;
  leadId: string;
}

/** The PostgreSQL channel every instance listens on; a notification carries nothing. */
export const STAFF_EVENTS_CHANNEL = 'staff_events';

/** The key of the advisory lock that puts the event writes of concurrent transactions in a row. */
const EVENT_ORDER_LOCK = 7_461_902;

const isPostgres = (db: Kysely<DatabaseSchema>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Appends events in the caller's transaction, so an event exists exactly when its change was
 * committed. On PostgreSQL the writers take one advisory lock until their commit: an id then
 * becomes visible only after every smaller one, so a reader that has seen id n never finds a
 * smaller id later (a reconnect from n misses nothing), and `pg_notify` wakes every instance
 * at the commit.
 */
export async function appendStaffEvents(
  trx: Kysely<DatabaseSchema>,
  events: readonly { kind: StaffEventKind; leadId: string }[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  const postgres = isPostgres(trx);
  if (postgres) await sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK})`.execute(trx);
  await trx
    .insertInto('staff_events')
    .values(events.map(({ kind, leadId }) => ({ kind, lead_id: leadId, at: at.toISOString() })))
    .execute();
  if (postgres) await sql`select pg_notify(${STAFF_EVENTS_CHANNEL}, '')`.execute(trx);
}

export interface StaffEventRepository {
  /** The events after `id`, oldest first, at most `limit`. */
  after(id: number, limit: number): Promise<StaffEvent[]>;
  /** The newest event's id (0 when there is none). */
  latestId(): Promise<number>;
  /** Removes the events older than `before`; returns how many. */
  removeBefore(before: Date): Promise<number>;
}

export function createStaffEventRepository(db: Kysely<DatabaseSchema>): StaffEventRepository {
  return {
    async after(id, limit) {
      const rows = await db
        .selectFrom('staff_events')
        .select(['id', 'kind', 'lead_id'])
        .where('id', '>', id)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), kind: row.kind as StaffEventKind, leadId: row.lead_id }));
    },
    async latestId() {
      const row = await db
        .selectFrom('staff_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return row?.id === null || row?.id === undefined ? 0 : Number(row.id);
    },
    async removeBefore(before) {
      const result = await db.deleteFrom('staff_events').where('at', '<', before.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

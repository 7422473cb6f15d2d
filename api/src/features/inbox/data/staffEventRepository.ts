import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../shared/data/schema';

/**
 * What happened to a lead or in the chat queue, as the open inboxes are told: its id only,
 * never its data. (For `chat.*` kinds the table's `lead_id` holds the chat's id; for
 * `analytics.counted`, visits were counted, nothing of use.)
 */
export type StaffEventKind = 'lead.created' | 'lead.updated' | 'chat.waiting' | 'chat.updated' | 'analytics.counted';

export type StaffEvent =
  | { id: number; kind: 'lead.created' | 'lead.updated'; leadId: string }
  | { id: number; kind: 'chat.waiting' | 'chat.updated'; chatId: string }
  | { id: number; kind: 'analytics.counted' };

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
      return rows.map((row): StaffEvent => {
        const kind = row.kind as StaffEventKind;
        if (kind === 'analytics.counted') return { id: Number(row.id), kind };
        return kind === 'chat.waiting' || kind === 'chat.updated'
          ? { id: Number(row.id), kind, chatId: row.lead_id }
          : { id: Number(row.id), kind, leadId: row.lead_id };
      });
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

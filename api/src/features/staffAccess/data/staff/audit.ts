import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../../shared/data/schema';
import { type StaffAuditEntry } from './rows';

/** The audit trail. */
export function staffAuditTable(db: Kysely<DatabaseSchema>) {
  return {
    // Audit trail
    async audit(entry: Omit<StaffAuditEntry, 'id'>): Promise<void> {
      await db
        .insertInto('staff_audit')
        .values({ id: randomUUID(), ...entry })
        .execute();
    },

    auditTrail(options: { userId?: string; limit?: number } = {}): Promise<StaffAuditEntry[]> {
      let query = db.selectFrom('staff_audit').selectAll().orderBy('at', 'desc').orderBy('id');
      if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
      return query.limit(options.limit ?? 100).execute();
    },

    /**
     * One page of the whole team's trail, newest first, with the staff member's name; `before`
     * is the last entry of the previous page (keyset paging: a new entry moves nothing).
     */
    async auditPage(options: {
      limit: number;
      before?: { at: string; id: string };
    }): Promise<(StaffAuditEntry & { staff_name: string | null })[]> {
      let query = db
        .selectFrom('staff_audit')
        .leftJoin('staff_users', 'staff_users.id', 'staff_audit.user_id')
        .selectAll('staff_audit')
        .select('staff_users.name as staff_name')
        .orderBy('staff_audit.at', 'desc')
        .orderBy('staff_audit.id', 'desc');
      const before = options.before;
      if (before) {
        query = query.where((eb) =>
          eb.or([
            eb('staff_audit.at', '<', before.at),
            eb.and([eb('staff_audit.at', '=', before.at), eb('staff_audit.id', '<', before.id)]),
          ]),
        );
      }
      return query.limit(options.limit).execute();
    },

    async removeAuditBefore(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('staff_audit').where('at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

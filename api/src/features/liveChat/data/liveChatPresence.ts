import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../shared/data/schema';

/** The colleagues' presence for the chat, a part of `LiveChatRepository`. */
export interface LiveChatPresenceTable {
  /** "Beschikbaar voor chat". */
  presence(userId: string): Promise<{ available: boolean; displayName: string; seenAt: string | null } | undefined>;
  setPresence(userId: string, available: boolean, displayName: string, now: Date): Promise<void>;
  /** These colleagues have an inbox tab open now. */
  seen(userIds: readonly string[], now: Date): Promise<void>;
  /** Colleagues available and seen since `since`. */
  countAvailable(since: Date): Promise<number>;
  /** Switches off those whose last tab was seen before `before`; returns their ids. */
  switchOffUnseen(before: Date): Promise<string[]>;
}

/** Which colleagues are available for the chat, and when they were last seen. */
export function liveChatPresence(db: Kysely<DatabaseSchema>): LiveChatPresenceTable {
  return {
    async presence(userId) {
      const row = await db
        .selectFrom('staff_chat_presence')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { available: row.available === 1, displayName: row.display_name, seenAt: row.seen_at } : undefined;
    },

    async setPresence(userId, available, displayName, now) {
      const values = {
        user_id: userId,
        available: available ? 1 : 0,
        display_name: displayName,
        seen_at: now.toISOString(),
      };
      await db
        .insertInto('staff_chat_presence')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ available: values.available, display_name: displayName, seen_at: values.seen_at }),
        )
        .execute();
    },

    async seen(userIds, now) {
      if (userIds.length === 0) return;
      await db
        .updateTable('staff_chat_presence')
        .set({ seen_at: now.toISOString() })
        .where('user_id', 'in', [...userIds])
        .execute();
    },

    async countAvailable(since) {
      const row = await db
        .selectFrom('staff_chat_presence as p')
        .innerJoin('staff_users as u', 'u.id', 'p.user_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('p.available', '=', 1)
        .where('p.seen_at', '>=', since.toISOString())
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async switchOffUnseen(before) {
      const rows = await db
        .updateTable('staff_chat_presence')
        .set({ available: 0 })
        .where('available', '=', 1)
        .where((eb) => eb.or([eb('seen_at', 'is', null), eb('seen_at', '<', before.toISOString())]))
        .returning('user_id')
        .execute();
      return rows.map((row) => row.user_id);
    },
  };
}

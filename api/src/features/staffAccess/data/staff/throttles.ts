import { type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../../shared/data/schema';
import { type StaffThrottle } from './rows';

/** Failed sign-ins counted per key (HMACs of an account, an address, a network), shared by every instance. */
export function staffThrottleTable(db: Kysely<DatabaseSchema>) {
  return {
    // Failed sign-ins
    throttles(keys: readonly string[]): Promise<StaffThrottle[]> {
      if (keys.length === 0) return Promise.resolve([]);
      return db.selectFrom('staff_throttle').selectAll().where('key', 'in', keys).execute();
    },

    /** Counts one failure for the key; returns the count (one upsert, so instances add up). */
    async countFailure(key: string, now: Date): Promise<number> {
      const at = now.toISOString();
      const row = await db
        .insertInto('staff_throttle')
        .values({ key, failures: 1, last_failure_at: at, blocked_until: null })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            failures: eb('staff_throttle.failures', '+', 1),
            last_failure_at: at,
          })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return row.failures;
    },

    /**
     * Counts a try for the key before it is checked, so tries sent at the same moment (to one
     * instance or several) cannot all slip past the limit: each reads the count and writes it
     * one higher only if no one wrote in between (compare and set), with the wait the new count
     * brings. Refused (with the time it is blocked until) while an earlier wait runs.
     */
    async takeTry(
      key: string,
      now: Date,
      waitMsAfter: (tries: number) => number,
    ): Promise<{ taken: true; tries: number } | { taken: false; blockedUntil: Date }> {
      const at = now.toISOString();
      await db
        .insertInto('staff_throttle')
        .values({ key, failures: 0, last_failure_at: at, blocked_until: null })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      for (let round = 0; round < 20; round++) {
        const row = await db.selectFrom('staff_throttle').selectAll().where('key', '=', key).executeTakeFirst();
        if (!row) return { taken: true, tries: 1 };
        if (row.blocked_until && row.blocked_until > at)
          return { taken: false, blockedUntil: new Date(row.blocked_until) };
        const tries = Number(row.failures) + 1;
        const wait = waitMsAfter(tries);
        const result = await db
          .updateTable('staff_throttle')
          .set({
            failures: tries,
            last_failure_at: at,
            blocked_until: wait > 0 ? new Date(now.getTime() + wait).toISOString() : null,
          })
          .where('key', '=', key)
          .where('failures', '=', row.failures)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return { taken: true, tries };
      }

      // Twenty others wrote in between: that is a flood, not a person.
      return { taken: false, blockedUntil: new Date(now.getTime() + 1000) };
    },

    /** One try of a half session's second step; false when its tries are used up (or it ended). */
    async useAttempt(idHash: string, max: number): Promise<boolean> {
      const result = await db
        .updateTable('staff_sessions')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id_hash', '=', idHash)
        .where('ended_at', 'is', null)
        .where('attempts', '<', max)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async blockUntil(key: string, until: Date): Promise<void> {
      await db
        .updateTable('staff_throttle')
        .set({ blocked_until: until.toISOString() })
        .where('key', '=', key)
        .execute();
    },

    /**
     * Gives a taken try back (it turned out right, or its check never ran): the count one lower,
     * never below 0, so only failures add up. When what is left is within the `free` failures,
     * the wait that try set goes too; otherwise the wait stays (an earlier failure called for one).
     */
    async refundTry(key: string, free: number): Promise<void> {
      await db
        .updateTable('staff_throttle')
        .set((eb) => ({
          failures: eb('failures', '-', 1),
          blocked_until: eb
            .case()
            .when(eb('failures', '-', 1), '<=', free)
            .then(null)
            .else(eb.ref('blocked_until'))
            .end(),
        }))
        .where('key', '=', key)
        .where('failures', '>', 0)
        .execute();
    },

    /** Lifts a wait without forgetting the count (a try that was taken, and turned out right). */
    async liftBlock(key: string): Promise<void> {
      await db.updateTable('staff_throttle').set({ blocked_until: null }).where('key', '=', key).execute();
    },

    async clearFailures(key: string): Promise<void> {
      await db.deleteFrom('staff_throttle').where('key', '=', key).execute();
    },

    /** Forgets failures whose last one is older than the cutoff. */
    async removeThrottlesBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('staff_throttle')
        .where('last_failure_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

import { type Kysely } from 'kysely';
import type { DatabaseSchema, StaffSessionStage } from '../../../../shared/data/schema';
import { type StaffSession } from './rows';

/** Sessions: issued, read, advanced a step, ended. */
/** A session's columns at the start of a stage: just begun, just seen, no tries, no challenge. */
const freshStage = (stage: StaffSessionStage, now: Date, expiresAt: Date) => ({
  stage,
  created_at: now.toISOString(),
  last_seen_at: now.toISOString(),
  expires_at: expiresAt.toISOString(),
  attempts: 0,
  challenge: null,
});

export function staffSessionTable(db: Kysely<DatabaseSchema>) {
  return {
    // Sessions
    async addSession(input: {
      idHash: string;
      userId: string;
      stage: StaffSessionStage;
      now: Date;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({
          id_hash: input.idHash,
          user_id: input.userId,
          ...freshStage(input.stage, input.now, input.expiresAt),
          user_agent: input.userAgent,
          ended_at: null,
        })
        .execute();
    },

    session(idHash: string): Promise<StaffSession | undefined> {
      return db.selectFrom('staff_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    },

    async touchSession(idHash: string, now: Date): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id_hash', '=', idHash)
        .execute();
    },

    async setChallenge(idHash: string, challenge: string | null): Promise<void> {
      await db.updateTable('staff_sessions').set({ challenge }).where('id_hash', '=', idHash).execute();
    },

    /** One more wrong second step; returns how many there have been. */
    async countAttempt(idHash: string): Promise<number> {
      const row = await db
        .updateTable('staff_sessions')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id_hash', '=', idHash)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /**
     * A new id for a session moving to a further stage (the old id stops working at once), with
     * its new stage and end. False when the old session is gone or already ended.
     */
    async advanceSession(
      oldIdHash: string,
      input: { newIdHash: string; stage: StaffSessionStage; now: Date; expiresAt: Date },
    ): Promise<boolean> {
      const result = await db
        .updateTable('staff_sessions')
        .set({ id_hash: input.newIdHash, ...freshStage(input.stage, input.now, input.expiresAt) })
        .where('id_hash', '=', oldIdHash)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async endSession(idHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('staff_sessions')
        .set({ ended_at: now.toISOString() })
        .where('id_hash', '=', idHash)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends every open session of the user; returns the hashes of those it ended. */
    async endSessionsOf(userId: string, now: Date): Promise<string[]> {
      const rows = await db
        .updateTable('staff_sessions')
        .set({ ended_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .returning('id_hash')
        .execute();
      return rows.map((row) => row.id_hash);
    },

    /** This session asked the password or a factor again at `now`; its wrong tries start over. */
    async markReauthenticated(idHash: string, now: Date): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ reauthenticated_at: now.toISOString(), attempts: 0 })
        .where('id_hash', '=', idHash)
        .execute();
    },

    /** Ends every open session of the user but one (a new password: the others sign in again). */
    async endOtherSessionsOf(userId: string, keepIdHash: string, now: Date): Promise<number> {
      const result = await db
        .updateTable('staff_sessions')
        .set({ ended_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('id_hash', '!=', keepIdHash)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The user's full sessions still open at `now`, newest first. */
    openSessionsOf(userId: string, now: Date): Promise<StaffSession[]> {
      return db
        .selectFrom('staff_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('stage', '=', 'full')
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .orderBy('last_seen_at', 'desc')
        .execute();
    },

    /** Removes sessions that ended or expired before the cutoff. */
    async removeSessionsBefore(cutoff: Date): Promise<number> {
      const at = cutoff.toISOString();
      const result = await db
        .deleteFrom('staff_sessions')
        .where((eb) => eb.or([eb('ended_at', '<', at), eb('expires_at', '<', at)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

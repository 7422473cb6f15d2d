import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type {
  DatabaseSchema,
  StaffAuditTable,
  StaffFactorsTable,
  StaffSessionsTable,
  StaffSessionStage,
  StaffStatus,
  StaffThrottleTable,
  StaffUsersTable,
} from '../../../shared/data/schema';

export type StaffUser = Selectable<StaffUsersTable>;
export type StaffFactor = Selectable<StaffFactorsTable>;
export type StaffSession = Selectable<StaffSessionsTable>;
export type StaffAuditEntry = Selectable<StaffAuditTable>;
export type StaffThrottle = Selectable<StaffThrottleTable>;

/** Columns PostgreSQL returns as text (bigint) read back as numbers. */
const factorRow = (row: StaffFactor): StaffFactor => ({
  ...row,
  last_step: row.last_step === null ? null : Number(row.last_step),
  counter: row.counter === null ? null : Number(row.counter),
});

/**
 * The staff area's tables. Every write that must happen once (an enrolment link claimed, a TOTP
 * step, a recovery code) is one conditional UPDATE, so two requests at the same moment, on one
 * instance or two, cannot both succeed.
 */
/** The advisory lock that makes counting the kept challenges and adding one a single step on PostgreSQL. */
const CHALLENGES_LOCK = 0x5c4a11;

export function createStaffRepository(db: Kysely<DatabaseSchema>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    // Accounts

    async addUser(input: { email: string; name: string; now: Date }): Promise<StaffUser> {
      const at = input.now.toISOString();
      const user: StaffUser = {
        id: randomUUID(),
        email: input.email,
        name: input.name,
        password_hash: null,
        status: 'enrolling',
        created_at: at,
        updated_at: at,
      };
      await db.insertInto('staff_users').values(user).execute();
      return user;
    },

    userByEmail(email: string): Promise<StaffUser | undefined> {
      return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    userById(id: string): Promise<StaffUser | undefined> {
      return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    users(): Promise<StaffUser[]> {
      return db.selectFrom('staff_users').selectAll().orderBy('created_at').orderBy('email').execute();
    },

    async updateUser(
      id: string,
      changes: { password_hash?: string | null; status?: StaffStatus; name?: string },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('staff_users')
        .set({ ...changes, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    // Enrolment links

    async addEnrolment(input: { userId: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
      await db
        .insertInto('staff_enrolments')
        .values({
          token_hash: input.tokenHash,
          user_id: input.userId,
          expires_at: input.expiresAt.toISOString(),
          claimed_at: null,
          created_at: input.now.toISOString(),
        })
        .execute();
    },

    /** Uses the link up: the user's id when it was unclaimed and unexpired, else undefined. */
    async claimEnrolment(tokenHash: string, now: Date): Promise<string | undefined> {
      const at = now.toISOString();
      const row = await db
        .updateTable('staff_enrolments')
        .set({ claimed_at: at })
        .where('token_hash', '=', tokenHash)
        .where('claimed_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    async removeEnrolmentsOf(userId: string): Promise<void> {
      await db.deleteFrom('staff_enrolments').where('user_id', '=', userId).execute();
    },

    // Second factors

    async addFactor(factor: StaffFactor): Promise<void> {
      await db.insertInto('staff_factors').values(factor).execute();
    },

    async factorsOf(userId: string): Promise<StaffFactor[]> {
      const rows = await db
        .selectFrom('staff_factors')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map(factorRow);
    },

    async factorByCredentialId(credentialId: string): Promise<StaffFactor | undefined> {
      const row = await db
        .selectFrom('staff_factors')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .where('status', '=', 'verified')
        .executeTakeFirst();
      return row && factorRow(row);
    },

    async verifyFactor(id: string, changes: { last_step?: number; last_used_at: string }): Promise<void> {
      await db
        .updateTable('staff_factors')
        .set({ status: 'verified', ...changes })
        .where('id', '=', id)
        .execute();
    },

    /** Records that a TOTP step was used: false when this step (or a later one) already was. */
    async useTotpStep(id: string, step: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('staff_factors')
        .set({ last_step: step, last_used_at: now.toISOString() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A passkey's new signature counter, only forward (a cloned authenticator's older counter fails). */
    async usePasskey(id: string, counter: number, now: Date): Promise<void> {
      await db
        .updateTable('staff_factors')
        .set({ counter, last_used_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async removeFactor(id: string): Promise<void> {
      await db.deleteFrom('staff_factors').where('id', '=', id).execute();
    },

    /**
     * Removes one verified factor of the user, never the last: the user's row is written first,
     * so two removals at once (of two factors) wait for each other and the second sees one left.
     */
    async removeFactorUnlessLast(userId: string, id: string, now: Date): Promise<'removed' | 'last' | 'missing'> {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('staff_users').set({ updated_at: now.toISOString() }).where('id', '=', userId).execute();
        const verified = await trx
          .selectFrom('staff_factors')
          .select('id')
          .where('user_id', '=', userId)
          .where('status', '=', 'verified')
          .execute();
        if (!verified.some((row) => row.id === id)) return 'missing';
        if (verified.length <= 1) return 'last';
        await trx.deleteFrom('staff_factors').where('id', '=', id).where('user_id', '=', userId).execute();
        return 'removed';
      });
    },

    async removeFactorsOf(userId: string, options: { unverifiedOnly?: boolean } = {}): Promise<void> {
      let query = db.deleteFrom('staff_factors').where('user_id', '=', userId);
      if (options.unverifiedOnly) query = query.where('status', '=', 'unverified');
      await query.execute();
    },

    // Recovery codes

    async replaceRecoveryCodes(userId: string, hashes: readonly string[], now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
        if (hashes.length === 0) return;
        await trx
          .insertInto('staff_recovery_codes')
          .values(
            hashes.map((code_hash) => ({
              id: randomUUID(),
              user_id: userId,
              code_hash,
              used_at: null,
              created_at: now.toISOString(),
            })),
          )
          .execute();
      });
    },

    /** Uses a recovery code up: true once, false for an unknown or used one. */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const row = await db
        .selectFrom('staff_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    // Sessions

    async addSession(input: {
      idHash: string;
      userId: string;
      stage: StaffSessionStage;
      now: Date;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      const at = input.now.toISOString();
      await db
        .insertInto('staff_sessions')
        .values({
          id_hash: input.idHash,
          user_id: input.userId,
          stage: input.stage,
          created_at: at,
          last_seen_at: at,
          expires_at: input.expiresAt.toISOString(),
          attempts: 0,
          challenge: null,
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
      const at = input.now.toISOString();
      const result = await db
        .updateTable('staff_sessions')
        .set({
          id_hash: input.newIdHash,
          stage: input.stage,
          created_at: at,
          last_seen_at: at,
          expires_at: input.expiresAt.toISOString(),
          attempts: 0,
          challenge: null,
        })
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
        if (row.blocked_until && row.blocked_until > at) return { taken: false, blockedUntil: new Date(row.blocked_until) };
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

    // Passkey sign-in challenges

    /**
     * Keeps a challenge unless `max` unexpired ones are kept already: the count and the insert
     * are one statement, and on PostgreSQL one at a time (an advisory lock for the transaction;
     * SQLite writes one at a time anyway). False when there were too many.
     */
    async addChallenge(idHash: string, challenge: string, expiresAt: Date, now: Date, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (postgres) await sql`select pg_advisory_xact_lock(${CHALLENGES_LOCK})`.execute(trx);
        const result = await trx
          .insertInto('staff_challenges')
          .columns(['id_hash', 'challenge', 'expires_at'])
          .expression(
            trx
              .selectNoFrom((eb) => [
                eb.val(idHash).as('id_hash'),
                eb.val(challenge).as('challenge'),
                eb.val(expiresAt.toISOString()).as('expires_at'),
              ])
              .where(
                (eb) =>
                  eb
                    .selectFrom('staff_challenges')
                    .select((inner) => inner.fn.countAll().as('kept'))
                    .where('expires_at', '>', now.toISOString()),
                '<',
                max,
              ),
          )
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      });
    },

    /** The challenge, used up: a second answer to it finds nothing. Undefined when gone or expired. */
    async takeChallenge(idHash: string, now: Date): Promise<string | undefined> {
      const row = await db
        .deleteFrom('staff_challenges')
        .where('id_hash', '=', idHash)
        .returning(['challenge', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > now.toISOString() ? row.challenge : undefined;
    },

    async removeChallengesBefore(cutoff: Date): Promise<void> {
      await db.deleteFrom('staff_challenges').where('expires_at', '<', cutoff.toISOString()).execute();
    },

    // Secrets

    /** The named secret, made by `make` and stored when no instance made it before. */
    async secret(name: string, make: () => string): Promise<string> {
      await db
        .insertInto('app_secrets')
        .values({ name, value: make() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('app_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

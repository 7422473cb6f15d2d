import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../../shared/data/schema';
import { factorRow, type StaffFactor } from './rows';

/** Second factors (authenticator apps, passkeys) and recovery codes. */
export function staffFactorTables(db: Kysely<DatabaseSchema>) {
  return {
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
  };
}

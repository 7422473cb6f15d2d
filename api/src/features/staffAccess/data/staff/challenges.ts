import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../../shared/data/schema';

/** The advisory lock that makes counting the kept challenges and adding one a single step on PostgreSQL. */
const CHALLENGES_LOCK = 0x5c4a11;

/** Passkey sign-in challenges, and the secrets the api makes once for every instance. */
export function staffChallengeTables(db: Kysely<DatabaseSchema>, postgres: boolean) {
  return {
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
      const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import type { DatabaseSchema, StaffRole, StaffStatus } from '../../../../shared/data/schema';
import { type StaffUser } from './rows';

/** The accounts and their enrolment links. */
export function staffAccountTables(db: Kysely<DatabaseSchema>, postgres: boolean) {
  return {
    // Accounts
    async addUser(input: { email: string; name: string; role?: StaffRole; now: Date }): Promise<StaffUser> {
      const at = input.now.toISOString();
      const user: StaffUser = {
        id: randomUUID(),
        email: input.email,
        name: input.name,
        password_hash: null,
        status: 'enrolling',
        role: input.role ?? 'member',
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
      changes: { password_hash?: string | null; status?: StaffStatus; name?: string; role?: StaffRole },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('staff_users')
        .set({ ...changes, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * A colleague made a colleague (`member`) or disabled, unless they are the last beheerder
     * who is not disabled: then nothing changes ('last_admin'). One transaction; on PostgreSQL
     * the beheerders' rows are locked first, so two beheerders demoting each other at once
     * cannot leave none.
     */
    async demoteOrDisable(
      id: string,
      change: { role: 'member' } | { status: 'disabled' },
      now: Date,
    ): Promise<'done' | 'last_admin' | 'missing'> {
      return db.transaction().execute(async (trx) => {
        const admins = await trx
          .selectFrom('staff_users')
          .select('id')
          .where('role', '=', 'admin')
          .where('status', '<>', 'disabled')
          .$if(postgres, (query) => query.forUpdate())
          .execute();
        const user = await trx.selectFrom('staff_users').select('id').where('id', '=', id).executeTakeFirst();
        if (!user) return 'missing';
        if (admins.length === 1 && admins[0]!.id === id) return 'last_admin';
        await trx
          .updateTable('staff_users')
          .set({ ...change, updated_at: now.toISOString() })
          .where('id', '=', id)
          .execute();
        return 'done';
      });
    },

    /** Whether any account other than disabled ones exists (the first one becomes a beheerder). */
    async hasAccounts(): Promise<boolean> {
      const row = await db.selectFrom('staff_users').select('id').where('status', '<>', 'disabled').executeTakeFirst();
      return row !== undefined;
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

    /** Until when the user's enrolment link (used or not) is valid: the enrolment's end; undefined without one. */
    async enrolmentEnd(userId: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('staff_enrolments')
        .select('expires_at')
        .where('user_id', '=', userId)
        .orderBy('expires_at', 'desc')
        .executeTakeFirst();
      return row ? new Date(row.expires_at) : undefined;
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
  };
}

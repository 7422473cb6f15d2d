import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import type { DatabaseSchema, StaffStatus } from '../../../../shared/data/schema';
import { type StaffUser } from './rows';

/** The accounts and their enrolment links. */
export function staffAccountTables(db: Kysely<DatabaseSchema>) {
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
  };
}

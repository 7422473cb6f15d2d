import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { alertMigrations } from './migrations/alerts';
import { analyticsMigrations } from './migrations/analytics';
import { inboxWorkMigrations } from './migrations/inboxWork';
import { jobMigrations } from './migrations/jobs';
import { leadAndChatMigrations } from './migrations/leadsAndChat';
import { liveChatMigrations } from './migrations/liveChat';
import { staffMigrations } from './migrations/staff';

/**
 * Migrations live in code so they ship with the service; they run at every start, in the order
 * of their names (a date and a number), whichever file of ./migrations holds them.
 */
export const migrations: Record<string, Migration> = {
  ...leadAndChatMigrations,
  ...staffMigrations,
  ...liveChatMigrations,
  ...analyticsMigrations,
  ...jobMigrations,
  ...alertMigrations,
  ...inboxWorkMigrations,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  // With a PostgreSQL schema, the migration bookkeeping must live (and be looked up) there too.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` in ${failed.migrationName}` : ''}`, { cause: error });
  }
}

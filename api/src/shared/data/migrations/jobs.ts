import type { Kysely, Migration } from 'kysely';
import { createIndex, dropTables } from './steps';

/** The job queue kept in the database (api/src/shared/jobs): work due at a time, claimed once. */
export const jobMigrations: Record<string, Migration> = {
  '2026_12_03_018_jobs': {
    // `jobs`: one row per job still to do (a done job is deleted). `key` names it for whoever
    // schedules, moves or cancels it (`follow-up:<lead id>`); `version` grows at each schedule, so
    // a worker that ran an older version never marks the newer one done. `payload` holds ids
    // only, as JSON text.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('run_at', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await createIndex(db, 'jobs_due', 'jobs', ['status', 'run_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['jobs']);
    },
  },
};

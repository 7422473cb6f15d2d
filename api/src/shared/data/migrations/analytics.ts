import type { Kysely, Migration } from 'kysely';
import { createIndex, dropTables, onPostgres, serialId } from './steps';

/** Counting visits (api/src/features/analytics): the raw page views, the daily totals, a day's salt and hashes. */
export const analyticsMigrations: Record<string, Migration> = {
  '2026_12_02_013_analytics': {
    // `analytics_page_views`: one row per counted page view, its time truncated to the hour, kept
    // ANALYTICS_RAW_DAYS days; no hash, IP or user agent. `analytics_totals`: the daily totals
    // per dimension (`day`, `route`, `source`, `medium`, `campaign`, `device`, `goal`) and value,
    // added to as views come in, kept. `analytics_salts` and `analytics_visitor_hashes`: the day's
    // random salt and the keyed hashes of that day's visitors (per scope: the day, a route, a
    // source, …), deleted once the day (Europe/Amsterdam) is over.
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      await db.schema
        .createTable('analytics_page_views')
        .ifNotExists()
        .$call(serialId(postgres))
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('hour', 'text', (col) => col.notNull())
        .addColumn('route', 'text', (col) => col.notNull())
        .addColumn('landing', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('referrer_host', 'text')
        .addColumn('source', 'text')
        .addColumn('medium', 'text')
        .addColumn('campaign', 'text')
        .addColumn('device', 'text', (col) => col.notNull())
        .execute();
      await createIndex(db, 'analytics_page_views_hour', 'analytics_page_views', ['hour']);
      await db.schema
        .createTable('analytics_totals')
        .ifNotExists()
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('dimension', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('views', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('visitors', 'bigint', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('analytics_totals_key', ['day', 'dimension', 'value'])
        .execute();
      await createIndex(db, 'analytics_totals_dimension_day', 'analytics_totals', ['dimension', 'day']);
      await db.schema
        .createTable('analytics_salts')
        .ifNotExists()
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('salt', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('analytics_visitor_hashes')
        .ifNotExists()
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('hash', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('analytics_visitor_hashes_key', ['day', 'scope', 'hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['analytics_visitor_hashes', 'analytics_salts', 'analytics_totals', 'analytics_page_views']);
    },
  },
};

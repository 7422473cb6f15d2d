import { sql, type Kysely, type Migration } from 'kysely';
import { createIndex, dropTables, dropTriggers, onPostgres, serialId } from './steps';

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
  '2026_12_02_015_analytics_live': {
    // The overview's live update: one row saying when visits were last said to be counted. A
    // batch of counts moves it on when it is at least 10 s old (one conditional update: of the
    // instances trying at once, one wins), and the trigger writes the staff event, ids only,
    // as the leads' and the chat queue's are: at most one in 10 s, across instances.
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      await db.schema
        .createTable('analytics_live')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('counted_at', 'text', (col) => col.notNull())
        .execute();
      await sql`insert into analytics_live (id, counted_at) values ('counted', '1970-01-01T00:00:00.000Z')
        on conflict (id) do nothing`.execute(db);
      if (postgres) {
        await sql`create trigger staff_events_analytics after update of counted_at on analytics_live
          for each row execute function staff_event('analytics.counted')`.execute(db);
        return;
      }
      const now = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
      await sql`create trigger if not exists staff_events_analytics after update of counted_at on analytics_live begin
          insert into staff_events (kind, lead_id, at) values ('analytics.counted', new.id, ${now});
        end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, [['staff_events_analytics', 'analytics_live']]);
      await dropTables(db, ['analytics_live']);
    },
  },
};

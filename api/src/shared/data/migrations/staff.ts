import { sql, type Kysely, type Migration } from 'kysely';
import { STAFF_EVENT_ORDER_LOCK, STAFF_EVENTS_CHANNEL } from '../schema';
import { createIndex, dropTables, dropTriggers, onPostgres, serialId } from './steps';

/** The staff area: accounts, factors, recovery codes, sessions, the audit trail, throttles, challenges, and the events the inbox streams. */
export const staffMigrations: Record<string, Migration> = {
  '2026_11_25_006_staff': {
    // The staff area: accounts (added by `npm run staff -- add`, no sign-up), one-time
    // enrolment links, second factors, recovery codes, server-side sessions, the audit trail
    // and the failed sign-ins counted per account and IP. Tokens and codes only as hashes.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_users')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('staff_enrolments')
        .ifNotExists()
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('claimed_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('staff_factors')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('friendly_name', 'text', (col) => col.notNull())
        .addColumn('secret', 'text')
        .addColumn('last_step', 'bigint')
        .addColumn('credential_id', 'text', (col) => col.unique())
        .addColumn('public_key', 'text')
        .addColumn('counter', 'bigint')
        .addColumn('transports', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await createIndex(db, 'staff_factors_user', 'staff_factors', ['user_id']);
      await db.schema
        .createTable('staff_recovery_codes')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('staff_recovery_codes_user_code', ['user_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .ifNotExists()
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('stage', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('challenge', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('ended_at', 'text')
        .execute();
      await createIndex(db, 'staff_sessions_user', 'staff_sessions', ['user_id']);
      // No foreign key to staff_users: the trail outlives what it is about.
      await db.schema
        .createTable('staff_audit')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text')
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('lead_id', 'text')
        .addColumn('ip_hmac', 'text')
        .addColumn('detail', 'text')
        .execute();
      await createIndex(db, 'staff_audit_at', 'staff_audit', ['at']);
      // Secrets the api makes itself and every instance shares (the key of the IP HMACs when
      // LOG_HASH_SALT is not set): the first instance to start writes it, the others read it.
      await db.schema
        .createTable('app_secrets')
        .ifNotExists()
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('staff_throttle')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_failure_at', 'text', (col) => col.notNull())
        .addColumn('blocked_until', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, [
        'app_secrets',
        'staff_throttle',
        'staff_audit',
        'staff_sessions',
        'staff_recovery_codes',
        'staff_factors',
        'staff_enrolments',
        'staff_users',
      ]);
    },
  },
  '2026_11_25_008_staff_challenges': {
    // WebAuthn challenges waiting for their answer: one per passkey sign-in started (there is no
    // session yet to keep it in), found by the hash of a short-lived cookie and used up once.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_challenges')
        .ifNotExists()
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('challenge', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['staff_challenges']);
    },
  },
  '2026_11_25_009_staff_events': {
    // What the open inboxes are told: a lead came in or changed. Ids only, never a lead's data.
    // The id orders the events; a browser that reconnects sends the last id it saw
    // (Last-Event-ID) and gets every later one. Kept a week (see the staff housekeeping).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_events')
        .ifNotExists()
        .$call(serialId(onPostgres(db)))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('lead_id', 'text', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await createIndex(db, 'staff_events_at', 'staff_events', ['at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['staff_events']);
    },
  },
  '2026_11_25_010_staff_reauthentication': {
    // When a session last asked the password or a factor again: adding or removing a factor, new
    // recovery codes, an export or an erasure need it within the last few minutes.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_sessions').addColumn('reauthenticated_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_sessions').dropColumn('reauthenticated_at').execute();
    },
  },
  '2026_11_25_011_staff_event_triggers': {
    // The events are written by the database itself, in the transaction of the change: a new
    // lead, a changed status, a new note, whichever code (the api, a command) made it, and with
    // no extra round trip. On PostgreSQL the writers of events take one advisory lock until
    // their commit, so ids become visible in their order (a reader that saw id n never finds a
    // smaller one later: a reconnect from n misses nothing), and a notification wakes every
    // instance at the commit.
    async up(db: Kysely<unknown>) {
      if (onPostgres(db)) {
        await sql`
          create or replace function staff_event() returns trigger language plpgsql as $$
          declare
            lead text;
          begin
            if tg_table_name = 'lead_notes' then
              lead := new.lead_id;
            else
              lead := new.id;
            end if;
            perform pg_advisory_xact_lock(${sql.lit(STAFF_EVENT_ORDER_LOCK)});
            insert into staff_events (kind, lead_id, at)
              values (tg_argv[0], lead, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
            perform pg_notify(${sql.lit(STAFF_EVENTS_CHANNEL)}, '');
            return null;
          end
          $$`.execute(db);
        await sql`create trigger staff_events_lead_created after insert on leads
          for each row execute function staff_event('lead.created')`.execute(db);
        await sql`create trigger staff_events_lead_status after update of status on leads
          for each row when (old.status is distinct from new.status) execute function staff_event('lead.updated')`.execute(
          db,
        );
        await sql`create trigger staff_events_lead_note after insert on lead_notes
          for each row execute function staff_event('lead.updated')`.execute(db);
        return;
      }
      const now = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
      await sql`create trigger if not exists staff_events_lead_created after insert on leads begin
          insert into staff_events (kind, lead_id, at) values ('lead.created', new.id, ${now});
        end`.execute(db);
      await sql`create trigger if not exists staff_events_lead_status after update of status on leads
          when old.status is not new.status begin
          insert into staff_events (kind, lead_id, at) values ('lead.updated', new.id, ${now});
        end`.execute(db);
      await sql`create trigger if not exists staff_events_lead_note after insert on lead_notes begin
          insert into staff_events (kind, lead_id, at) values ('lead.updated', new.lead_id, ${now});
        end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, [
        ['staff_events_lead_created', 'leads'],
        ['staff_events_lead_status', 'leads'],
        ['staff_events_lead_note', 'lead_notes'],
      ]);
      if (onPostgres(db)) await sql`drop function if exists staff_event()`.execute(db);
    },
  },
  '2026_12_02_017_staff_roles': {
    // A colleague's role: a "beheerder" (`admin`) invites colleagues, resets their second step and
    // disables accounts in the staff area; a colleague (`member`) works the leads and chats. The
    // first account of an installation that already has some becomes its beheerder.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('staff_users')
        .addColumn('role', 'text', (col) => col.notNull().defaultTo('member'))
        .execute();
      await sql`update staff_users set role = 'admin' where id = (
          select id from staff_users where status <> 'disabled' order by created_at, email limit 1)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_users').dropColumn('role').execute();
    },
  },
};

import { STAFF_EVENT_ORDER_LOCK, STAFF_EVENTS_CHANNEL } from './schema';
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** Migrations live in code so they ship with the service; they run at every start. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_001_leads_and_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('message', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('leads_created_at').ifNotExists().on('leads').column('created_at').execute();

      await db.schema
        .createTable('outbox')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .addUniqueConstraint('outbox_lead_channel', ['lead_id', 'channel'])
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .ifNotExists()
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists outbox`.execute(db);
      await sql`drop table if exists leads`.execute(db);
    },
  },
  '2026_11_23_002_lead_idempotency_keys': {
    // A lead remembers the Idempotency-Key it was sent with (and a hash of its request) for
    // 24 hours. The unique index lets many leads have no key (NULL) in both engines, and
    // makes two instances that store the same key at the same moment agree on one lead.
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
      await db.schema.alterTable('leads').addColumn('idempotency_key', 'text').execute();
      await db.schema.alterTable('leads').addColumn('request_hash', 'text').execute();
      await db.schema
        .createIndex('leads_idempotency_key')
        .ifNotExists()
        .unique()
        .on('leads')
        .column('idempotency_key')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('leads_idempotency_key').ifExists().execute();
      await db.schema.alterTable('leads').dropColumn('request_hash').execute();
      await db.schema.alterTable('leads').dropColumn('idempotency_key').execute();
    },
  },
  '2026_11_24_003_lead_source_conversations_feedback': {
    // Where a lead was made, the chat conversation a handoff lead carries, and the votes on
    // the assistant's answers. Leads stored before this migration get their endpoint's form.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('source', 'text', (col) => col.notNull().defaultTo('callback-dialog'))
        .execute();
      await sql`update leads set source = 'contact-form' where kind = 'project'`.execute(db);

      await db.schema
        .createTable('lead_conversations')
        .ifNotExists()
        .addColumn('lead_id', 'text', (col) => col.primaryKey().references('leads.id').onDelete('cascade'))
        .addColumn('messages', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('chat_feedback')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('vote', 'text', (col) => col.notNull())
        .addColumn('question', 'text', (col) => col.notNull())
        .addColumn('answer', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_feedback_created_at')
        .ifNotExists()
        .on('chat_feedback')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists chat_feedback`.execute(db);
      await sql`drop table if exists lead_conversations`.execute(db);
      await db.schema.alterTable('leads').dropColumn('source').execute();
    },
  },
  '2026_11_25_004_rate_limits': {
    // The per-IP counters shared by every instance (PostgreSQL; with SQLite they stay in the
    // process's memory and this table is unused). The shape rate-limiter-flexible's PostgreSQL
    // limiter reads and writes: the key (limiter and IP), the hits, the window's end in ms.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .ifNotExists()
        .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
        .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists rate_limits`.execute(db);
    },
  },
  '2026_11_25_005_chat_question_counts': {
    // What the agency learns from the chat: per day (UTC) and topic, how many questions were
    // asked and how many the assistant could not answer. Counts only: no question, no IP, no
    // identifier. One row per day and topic, which every instance adds to in one upsert.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_question_counts')
        .ifNotExists()
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('topic', 'text', (col) => col.notNull())
        .addColumn('asked', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('unanswered', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_question_counts_day_topic', ['day', 'topic'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists chat_question_counts`.execute(db);
    },
  },
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
      await db.schema.createIndex('staff_factors_user').ifNotExists().on('staff_factors').column('user_id').execute();
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
      await db.schema.createIndex('staff_sessions_user').ifNotExists().on('staff_sessions').column('user_id').execute();
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
      await db.schema.createIndex('staff_audit_at').ifNotExists().on('staff_audit').column('at').execute();
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
      for (const table of [
        'app_secrets',
        'staff_throttle',
        'staff_audit',
        'staff_sessions',
        'staff_recovery_codes',
        'staff_factors',
        'staff_enrolments',
        'staff_users',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  },
  '2026_11_25_007_lead_status_and_notes': {
    // The staff area's inbox: where the agency is with each lead (every lead stored before is
    // `new`), and the notes colleagues write on it, deleted with their lead. The inbox reads
    // newest first by (created_at, id), with or without a status: one index for each.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .execute();
      await db.schema.dropIndex('leads_created_at').ifExists().execute();
      await db.schema
        .createIndex('leads_created_at_id')
        .ifNotExists()
        .on('leads')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('leads_status_created_at_id')
        .ifNotExists()
        .on('leads')
        .columns(['status', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('lead_notes')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (col) => col.notNull().references('staff_users.id'))
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('lead_notes_lead')
        .ifNotExists()
        .on('lead_notes')
        .columns(['lead_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists lead_notes`.execute(db);
      await db.schema.dropIndex('leads_status_created_at_id').ifExists().execute();
      await db.schema.dropIndex('leads_created_at_id').ifExists().execute();
      await db.schema.createIndex('leads_created_at').ifNotExists().on('leads').column('created_at').execute();
      await db.schema.alterTable('leads').dropColumn('status').execute();
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
      await sql`drop table if exists staff_challenges`.execute(db);
    },
  },
  '2026_11_25_009_staff_events': {
    // What the open inboxes are told: a lead came in or changed. Ids only, never a lead's data.
    // The id orders the events; a browser that reconnects sends the last id it saw
    // (Last-Event-ID) and gets every later one. Kept a week (see the staff housekeeping).
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable('staff_events')
        .ifNotExists()
        .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
          postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('lead_id', 'text', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('staff_events_at').ifNotExists().on('staff_events').column('at').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists staff_events`.execute(db);
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
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
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
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      for (const [name, table] of [
        ['staff_events_lead_created', 'leads'],
        ['staff_events_lead_status', 'leads'],
        ['staff_events_lead_note', 'lead_notes'],
      ] as const) {
        await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(postgres ? ` on ${table}` : '')}`.execute(db);
      }
      if (postgres) await sql`drop function if exists staff_event()`.execute(db);
    },
  },
  '2026_11_26_012_live_chats': {
    // A person in the chat. `live_chats`: one conversation a visitor asked a colleague for, found
    // by the hash of its capability (the visitor's only key) or its short reference; the
    // assistant conversation before it (`transcript`, as the visitor's browser sent it).
    // `live_chat_events`: what happened in it, in order (messages, taken, typing, read, released,
    // ended, missed); the id is the SSE event id a browser resumes from. `staff_chat_presence`:
    // who switched "Beschikbaar voor chat" on, and when an inbox tab of theirs was last open.
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable('live_chats')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('capability_hash', 'text', (col) => col.notNull().unique())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('page', 'text', (col) => col.notNull())
        .addColumn('transcript', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('waiting_since', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'text')
        .addColumn('staff_name', 'text')
        .addColumn('taken_at', 'text')
        .addColumn('last_message_at', 'text')
        .addColumn('last_visitor_message_at', 'text')
        .addColumn('ended_at', 'text')
        .addColumn('ended_by', 'text')
        .addColumn('read_up_to', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('live_chats_status').ifNotExists().on('live_chats').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('live_chat_events')
        .ifNotExists()
        .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
          postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('chat_id', 'text', (col) => col.notNull().references('live_chats.id').onDelete('cascade'))
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('author', 'text')
        .addColumn('name', 'text')
        .addColumn('text', 'text')
        .addColumn('detail', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('live_chat_events_chat')
        .ifNotExists()
        .on('live_chat_events')
        .columns(['chat_id', 'id'])
        .execute();
      await db.schema
        .createTable('staff_chat_presence')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('staff_users.id').onDelete('cascade'))
        .addColumn('available', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('seen_at', 'text')
        .execute();
      // The inbox's live stream hears of the queue as of leads (ids only): a new conversation
      // waits, one changed hands or ended, or the visitor wrote (the unread counts). Not the
      // colleague's own messages: they would put every message through the events' one lock.
      // `staff_events.lead_id` holds the chat's id then.
      if (postgres) {
        await sql`create trigger staff_events_chat_waiting after insert on live_chats
          for each row execute function staff_event('chat.waiting')`.execute(db);
        await sql`create trigger staff_events_chat_updated after update of status, staff_id, last_visitor_message_at on live_chats
          for each row when (old.status is distinct from new.status or old.staff_id is distinct from new.staff_id
            or old.last_visitor_message_at is distinct from new.last_visitor_message_at)
          execute function staff_event('chat.updated')`.execute(db);
        return;
      }
      const now = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
      await sql`create trigger if not exists staff_events_chat_waiting after insert on live_chats begin
          insert into staff_events (kind, lead_id, at) values ('chat.waiting', new.id, ${now});
        end`.execute(db);
      await sql`create trigger if not exists staff_events_chat_updated after update of status, staff_id, last_visitor_message_at on live_chats
          when old.status is not new.status or old.staff_id is not new.staff_id
            or old.last_visitor_message_at is not new.last_visitor_message_at begin
          insert into staff_events (kind, lead_id, at) values ('chat.updated', new.id, ${now});
        end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      for (const name of ['staff_events_chat_waiting', 'staff_events_chat_updated']) {
        await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(postgres ? ' on live_chats' : '')}`.execute(db);
      }
      await sql`drop table if exists live_chat_events`.execute(db);
      await sql`drop table if exists staff_chat_presence`.execute(db);
      await sql`drop table if exists live_chats`.execute(db);
    },
  },
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

import { sql, type Kysely, type Migration } from 'kysely';
import { createIndex, dropTables, dropTriggers, onPostgres } from './steps';

/** A lead's visit (`2026_12_02_014_lead_visits`), as `LeadsTable` in ../schema.ts names it. */
const LEAD_VISIT_COLUMNS = [
  'visit_landing',
  'visit_referrer_host',
  'visit_source',
  'visit_medium',
  'visit_campaign',
] as const;

/** The leads, their outbox, idempotency keys, conversations, notes and visits; the chat's votes and question counts; the shared rate limits. */
export const leadAndChatMigrations: Record<string, Migration> = {
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
      await createIndex(db, 'leads_created_at', 'leads', ['created_at']);

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
      await createIndex(db, 'outbox_due', 'outbox', ['status', 'next_attempt_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['outbox', 'leads']);
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
      await createIndex(db, 'leads_idempotency_key', 'leads', ['idempotency_key'], { unique: true });
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('leads_idempotency_key').ifExists().execute();
      await db.schema.alterTable('leads').dropColumn('request_hash').execute();
      await db.schema.alterTable('leads').dropColumn('idempotency_key').execute();
    },
  },
  '2026_11_24_003_lead_source_conversations_feedback': {
    // Where a lead was made, the chat conversation a chat callback lead carries, and the votes on
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
      await createIndex(db, 'chat_feedback_created_at', 'chat_feedback', ['created_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['chat_feedback', 'lead_conversations']);
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
      await dropTables(db, ['rate_limits']);
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
      await dropTables(db, ['chat_question_counts']);
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
      await createIndex(db, 'leads_created_at_id', 'leads', ['created_at', 'id']);
      await createIndex(db, 'leads_status_created_at_id', 'leads', ['status', 'created_at', 'id']);

      await db.schema
        .createTable('lead_notes')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (col) => col.notNull().references('staff_users.id'))
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await createIndex(db, 'lead_notes_lead', 'lead_notes', ['lead_id', 'created_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['lead_notes']);
      await db.schema.dropIndex('leads_status_created_at_id').ifExists().execute();
      await db.schema.dropIndex('leads_created_at_id').ifExists().execute();
      await createIndex(db, 'leads_created_at', 'leads', ['created_at']);
      await db.schema.alterTable('leads').dropColumn('status').execute();
    },
  },
  '2026_12_02_014_lead_visits': {
    // Where each lead came from: the visit that made it (its landing route, the referrer's host
    // and the UTM fields, as api/src/features/analytics/domain/visitInput.ts keeps them). NULL
    // for every lead stored before, and for one without a visit. The analytics' road from a
    // visit to a client reads the leads of a range (`created_at between`) grouped by source,
    // campaign and landing with their status: the index holds all of it, so that query reads
    // the index alone (leads_created_at_id serves the inbox's pages).
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
      for (const column of LEAD_VISIT_COLUMNS) {
        await db.schema.alterTable('leads').addColumn(column, 'text').execute();
      }
      await createIndex(db, 'leads_created_at_visit', 'leads', [
        'created_at',
        'visit_source',
        'visit_campaign',
        'visit_landing',
        'status',
      ]);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('leads_created_at_visit').ifExists().execute();
      for (const column of [...LEAD_VISIT_COLUMNS].reverse()) {
        await db.schema.alterTable('leads').dropColumn(column).execute();
      }
    },
  },
  '2026_12_02_016_inbox_people_and_search': {
    // The inbox links the leads of one person: for a page of leads it looks up the others with
    // the same e-mail address (any capitals: an index on lower(email)) or the same phone number
    // (E.164 as stored). Its search looks for text in the name, e-mail, message and notes:
    // `lead_search` holds them lowercased in one text per lead (a line each), kept by triggers
    // as leads and notes are written and deleted with the lead, so a search reads one narrow
    // table instead of every lead and note (api/bench/bench-api.mjs: 10,000 leads, 30,000
    // notes, p95 <= 50 ms). It is a copy for finding, never shown or exported: `leads find`
    // and the erasure reach it through its lead. (pg_trgm would spare PostgreSQL the scan of
    // it, but needs the extension created by a superuser; at this size the scan fits the budget.)
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      await db.schema.createIndex('leads_email_lower').ifNotExists().on('leads').expression(sql`lower(email)`).execute();
      await createIndex(db, 'leads_phone', 'leads', ['phone']);
      await db.schema
        .createTable('lead_search')
        .ifNotExists()
        .addColumn('lead_id', 'text', (col) => col.primaryKey().references('leads.id').onDelete('cascade'))
        .addColumn('text', 'text', (col) => col.notNull())
        .execute();
      const nl = sql.raw(postgres ? 'chr(10)' : 'char(10)');
      const own = (row: string) =>
        sql`lower(coalesce(${sql.raw(row)}.name, '') || ${nl} || coalesce(${sql.raw(row)}.email, '') || ${nl} || coalesce(${sql.raw(row)}.message, ''))`;
      const notesOf = (leadId: string) =>
        sql`coalesce((select ${nl} || ${sql.raw(postgres ? 'string_agg' : 'group_concat')}(lower(text), ${nl}) from lead_notes where lead_id = ${sql.raw(leadId)}), '')`;
      await sql`insert into lead_search (lead_id, text) select leads.id, ${own('leads')} || ${notesOf('leads.id')} from leads`.execute(db);
      if (postgres) {
        await sql`create or replace function lead_search_text() returns trigger language plpgsql as $$
          begin
            if tg_table_name = 'lead_notes' then
              update lead_search set text = text || chr(10) || lower(new.text) where lead_id = new.lead_id;
            elsif tg_op = 'INSERT' then
              insert into lead_search (lead_id, text) values (new.id, ${own('new')});
            else
              update lead_search set text = ${own('new')} || ${notesOf('new.id')} where lead_id = new.id;
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger lead_search_insert after insert on leads
          for each row execute function lead_search_text()`.execute(db);
        await sql`create trigger lead_search_update after update of name, email, message on leads
          for each row execute function lead_search_text()`.execute(db);
        await sql`create trigger lead_search_note after insert on lead_notes
          for each row execute function lead_search_text()`.execute(db);
        return;
      }
      await sql`create trigger if not exists lead_search_insert after insert on leads begin
          insert into lead_search (lead_id, text) values (new.id, ${own('new')});
        end`.execute(db);
      await sql`create trigger if not exists lead_search_update after update of name, email, message on leads begin
          update lead_search set text = ${own('new')} || ${notesOf('new.id')} where lead_id = new.id;
        end`.execute(db);
      await sql`create trigger if not exists lead_search_note after insert on lead_notes begin
          update lead_search set text = text || char(10) || lower(new.text) where lead_id = new.lead_id;
        end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, [
        ['lead_search_note', 'lead_notes'],
        ['lead_search_update', 'leads'],
        ['lead_search_insert', 'leads'],
      ]);
      if (onPostgres(db)) await sql`drop function if exists lead_search_text()`.execute(db);
      await dropTables(db, ['lead_search']);
      await db.schema.dropIndex('leads_phone').ifExists().execute();
      await db.schema.dropIndex('leads_email_lower').ifExists().execute();
    },
  },
};

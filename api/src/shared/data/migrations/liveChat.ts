import { sql, type Kysely, type Migration } from 'kysely';
import { STAFF_EVENT_ORDER_LOCK, STAFF_EVENTS_CHANNEL } from '../schema';
import { createIndex, dropTables, dropTriggers, onPostgres, serialId } from './steps';

/** A person in the chat: the conversations, their events and the colleagues' presence. */
export const liveChatMigrations: Record<string, Migration> = {
  '2026_11_26_012_live_chats': {
    // A person in the chat. `live_chats`: one conversation a visitor asked a colleague for, found
    // by the hash of its capability (the visitor's only key) or its short reference; the
    // assistant conversation before it (`transcript`, as the visitor's browser sent it).
    // `live_chat_events`: what happened in it, in order (messages, taken, typing, read, released,
    // ended, missed); the id is the SSE event id a browser resumes from. `staff_chat_presence`:
    // who switched "Beschikbaar voor chat" on, and when an inbox tab of theirs was last open.
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
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
      await createIndex(db, 'live_chats_status', 'live_chats', ['status', 'created_at']);
      await db.schema
        .createTable('live_chat_events')
        .ifNotExists()
        .$call(serialId(postgres))
        .addColumn('chat_id', 'text', (col) => col.notNull().references('live_chats.id').onDelete('cascade'))
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('author', 'text')
        .addColumn('name', 'text')
        .addColumn('text', 'text')
        .addColumn('detail', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await createIndex(db, 'live_chat_events_chat', 'live_chat_events', ['chat_id', 'id']);
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
      await dropTriggers(db, [
        ['staff_events_chat_waiting', 'live_chats'],
        ['staff_events_chat_updated', 'live_chats'],
      ]);
      await dropTables(db, ['live_chat_events', 'staff_chat_presence', 'live_chats']);
    },
  },
  '2026_12_03_021_live_chat_leads': {
    // Every live chat a lead: the visitor leaves their contact details in the chat and the chat
    // becomes a lead, or joins the lead of the same person. `lead_live_chats` links a lead to
    // its live chats with the lead's own copy of each transcript (the assistant's part and who
    // said what after it), taken when the details were left and completed when the chat ended;
    // it goes with the lead (`on delete cascade`), not with the chat, whose row has its own
    // period. An open inbox hears of a link or a completed transcript as of a changed lead.
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      await db.schema
        .createTable('lead_live_chats')
        .ifNotExists()
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('chat_id', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull())
        .addColumn('transcript', 'text', (col) => col.notNull())
        .addColumn('linked_at', 'text', (col) => col.notNull())
        .addColumn('ended_at', 'text')
        .addPrimaryKeyConstraint('lead_live_chats_pk', ['lead_id', 'chat_id'])
        .execute();
      await createIndex(db, 'lead_live_chats_chat', 'lead_live_chats', ['chat_id']);
      if (postgres) {
        // As `staff_event()` of 2026_11_25_011 does for leads and notes, with the lead's id of the link.
        await sql`
          create or replace function lead_live_chat_staff_event() returns trigger language plpgsql as $$
          begin
            perform pg_advisory_xact_lock(${sql.lit(STAFF_EVENT_ORDER_LOCK)});
            insert into staff_events (kind, lead_id, at)
              values ('lead.updated', new.lead_id, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
            perform pg_notify(${sql.lit(STAFF_EVENTS_CHANNEL)}, '');
            return null;
          end
          $$`.execute(db);
        await sql`create trigger staff_events_lead_live_chat after insert or update of transcript on lead_live_chats
          for each row execute function lead_live_chat_staff_event()`.execute(db);
        return;
      }
      const now = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
      await sql`create trigger if not exists staff_events_lead_live_chat_linked after insert on lead_live_chats begin
          insert into staff_events (kind, lead_id, at) values ('lead.updated', new.lead_id, ${now});
        end`.execute(db);
      await sql`create trigger if not exists staff_events_lead_live_chat_completed after update of transcript on lead_live_chats begin
          insert into staff_events (kind, lead_id, at) values ('lead.updated', new.lead_id, ${now});
        end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, [
        ['staff_events_lead_live_chat', 'lead_live_chats'],
        ['staff_events_lead_live_chat_linked', 'lead_live_chats'],
        ['staff_events_lead_live_chat_completed', 'lead_live_chats'],
      ]);
      if (onPostgres(db)) await sql`drop function if exists lead_live_chat_staff_event()`.execute(db);
      await dropTables(db, ['lead_live_chats']);
    },
  },
};

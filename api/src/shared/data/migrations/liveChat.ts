import { sql, type Kysely, type Migration } from 'kysely';
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
};

import { sql, type Kysely, type Migration } from 'kysely';
import { STAFF_EVENT_ORDER_LOCK, STAFF_EVENTS_CHANNEL } from '../schema';
import { createIndex, dropTables, dropTriggers, onPostgres } from './steps';

/**
 * The staff events' function (`2026_11_25_011_staff_event_triggers`): `leadOf` says which id an
 * event carries (a row's `lead_id` for the tables of a lead's parts, else the row's own `id`:
 * a lead, a live chat, the analytics' mark).
 */
async function staffEventFunction(db: Kysely<unknown>, leadOf: string): Promise<void> {
  await sql`
    create or replace function staff_event() returns trigger language plpgsql as $$
    declare
      lead text;
    begin
      ${sql.raw(leadOf)}
      perform pg_advisory_xact_lock(${sql.lit(STAFF_EVENT_ORDER_LOCK)});
      insert into staff_events (kind, lead_id, at)
        values (tg_argv[0], lead, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
      perform pg_notify(${sql.lit(STAFF_EVENTS_CHANNEL)}, '');
      return null;
    end
    $$`.execute(db);
}

const TRIGGERS = [
  ['staff_events_lead_reply', 'lead_replies'],
  ['staff_events_lead_event', 'lead_events'],
  ['staff_events_lead_planning', 'leads'],
] as const;

/** Working a lead (api/src/features/inbox): replies, saved replies, assignment, follow-ups, its timeline. */
export const inboxWorkMigrations: Record<string, Migration> = {
  '2026_12_03_020_inbox_work': {
    // On the lead's row: the colleague it is assigned to, and when (and why) to follow it up.
    // `lead_replies`: the e-mails sent to the lead from its page, as sent (plain text); personal
    // data, found, erased and expired with the lead. `saved_replies`: the agency's texts to start
    // a reply from. `lead_events`: what happened to a lead, by whom (status, assignment,
    // follow-up set or fallen due), for its timeline; notes, replies and live chats are rows of their own tables.
    // A reply, an event and a changed assignment or follow-up wake the open inboxes as a note does.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('assigned_to', 'text').execute();
      await db.schema.alterTable('leads').addColumn('follow_up_at', 'text').execute();
      await db.schema.alterTable('leads').addColumn('follow_up_text', 'text').execute();
      await createIndex(db, 'leads_follow_up_at', 'leads', ['follow_up_at']);
      await db.schema
        .createTable('lead_replies')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (col) => col.notNull().references('staff_users.id'))
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('message_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await createIndex(db, 'lead_replies_lead', 'lead_replies', ['lead_id', 'created_at']);
      await createIndex(db, 'lead_replies_author', 'lead_replies', ['author_id', 'created_at']);
      await db.schema
        .createTable('saved_replies')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('lead_events')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('actor_id', 'text', (col) => col.references('staff_users.id'))
        .addColumn('detail', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await createIndex(db, 'lead_events_lead', 'lead_events', ['lead_id', 'at']);

      if (onPostgres(db)) {
        await staffEventFunction(
          db,
          `if tg_table_name in ('lead_notes', 'lead_replies', 'lead_events') then lead := new.lead_id; else lead := new.id; end if;`,
        );
        await sql`create trigger staff_events_lead_reply after insert on lead_replies
          for each row execute function staff_event('lead.updated')`.execute(db);
        // A status change has its own trigger on leads; its event row would be a second wake-up.
        await sql`create trigger staff_events_lead_event after insert on lead_events
          for each row when (new.kind <> 'status') execute function staff_event('lead.updated')`.execute(db);
        await sql`create trigger staff_events_lead_planning after update of assigned_to, follow_up_at on leads
          for each row when (old.assigned_to is distinct from new.assigned_to or old.follow_up_at is distinct from new.follow_up_at)
          execute function staff_event('lead.updated')`.execute(db);
        return;
      }
      const now = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
      await sql`create trigger if not exists staff_events_lead_reply after insert on lead_replies begin
          insert into staff_events (kind, lead_id, at) values ('lead.updated', new.lead_id, ${now});
        end`.execute(db);
      await sql`create trigger if not exists staff_events_lead_event after insert on lead_events
          when new.kind <> 'status' begin
          insert into staff_events (kind, lead_id, at) values ('lead.updated', new.lead_id, ${now});
        end`.execute(db);
      await sql`create trigger if not exists staff_events_lead_planning after update of assigned_to, follow_up_at on leads
          when old.assigned_to is not new.assigned_to or old.follow_up_at is not new.follow_up_at begin
          insert into staff_events (kind, lead_id, at) values ('lead.updated', new.id, ${now});
        end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, TRIGGERS);
      if (onPostgres(db)) {
        await staffEventFunction(db, `if tg_table_name = 'lead_notes' then lead := new.lead_id; else lead := new.id; end if;`);
      }
      await dropTables(db, ['lead_events', 'saved_replies', 'lead_replies']);
      await db.schema.dropIndex('leads_follow_up_at').ifExists().execute();
      for (const column of ['follow_up_text', 'follow_up_at', 'assigned_to']) {
        await db.schema.alterTable('leads').dropColumn(column).execute();
      }
    },
  },
};

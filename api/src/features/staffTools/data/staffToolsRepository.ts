import type { Kysely, Selectable } from 'kysely';
import type { ChatFeedback } from '../../chat';
import { LEAD_VISIT_COLUMNS } from '../../leads';
import type { DatabaseSchema, LeadSource, LeadStatus, LeadsTable } from '../../../shared/data/schema';

/** Where a page of chat feedback starts: after the vote with this creation time and id (newest first). */
export interface FeedbackCursor {
  createdAt: string;
  id: string;
}

/** The columns of a lead the staff area's CSV export writes: every field, without the idempotency columns. */
const EXPORTED = [
  'id',
  'kind',
  'created_at',
  'name',
  'phone',
  'email',
  'message',
  'source',
  'status',
  'follow_up_at',
  'follow_up_text',
  ...LEAD_VISIT_COLUMNS,
] as const;

/** A lead as the staff area's CSV export writes it, with the name of the colleague it is assigned to. */
export type ExportedLead = Pick<Selectable<LeadsTable>, (typeof EXPORTED)[number]> & { assignee: string | null };

/** A note of an exported lead, with its author's name. */
export interface ExportedNote {
  lead_id: string;
  text: string;
  created_at: string;
  author: string;
}

/** Which leads the export writes (none given: all). */
export interface ExportFilter {
  status?: LeadStatus | undefined;
  source?: LeadSource | undefined;
}

/**
 * The queries of the staff area's tools that the inbox's repository has not: the "Niet nuttig"
 * votes page by page, the leads to export, and the leads' times and sources for the chart.
 */
export function createStaffToolsRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Up to `limit` "not useful" votes after the cursor, newest first (created_at, then id, both descending). */
    notUseful(cursor: FeedbackCursor | undefined, limit: number): Promise<ChatFeedback[]> {
      let query = db
        .selectFrom('chat_feedback')
        .selectAll()
        .where('vote', '=', 'not_useful')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', cursor.createdAt),
            eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
          ]),
        );
      }
      return query.execute();
    },

    /** Every lead of the filter, newest first, as the export writes it. */
    async exported(filter: ExportFilter): Promise<ExportedLead[]> {
      let query = db
        .selectFrom('leads')
        .select(EXPORTED)
        .select((eb) =>
          eb
            .selectFrom('staff_users')
            .select('staff_users.name')
            .whereRef('staff_users.id', '=', 'leads.assigned_to')
            .as('assignee'),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.source !== undefined) query = query.where('source', '=', filter.source);
      return query.execute();
    },

    /** The notes of every lead of the filter, oldest first, each with its author's name. */
    async exportedNotes(filter: ExportFilter): Promise<ExportedNote[]> {
      let query = db
        .selectFrom('lead_notes')
        .innerJoin('leads', 'leads.id', 'lead_notes.lead_id')
        .innerJoin('staff_users', 'staff_users.id', 'lead_notes.author_id')
        .select(['lead_notes.lead_id', 'lead_notes.text', 'lead_notes.created_at', 'staff_users.name as author'])
        .orderBy('lead_notes.created_at', 'asc')
        .orderBy('lead_notes.id', 'asc');
      if (filter.status !== undefined) query = query.where('leads.status', '=', filter.status);
      if (filter.source !== undefined) query = query.where('leads.source', '=', filter.source);
      return query.execute();
    },

    /** The lead a notification is about; undefined when there is no such notification. */
    async leadOfNotification(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('outbox').select('lead_id').where('id', '=', id).executeTakeFirst();
      return row?.lead_id;
    },

    /** The creation time and source of every lead created at or after `since` (ISO). */
    createdSince(since: string): Promise<{ created_at: string; source: LeadSource }[]> {
      return db.selectFrom('leads').select(['created_at', 'source']).where('created_at', '>=', since).execute();
    },
  };
}

export type StaffToolsRepository = ReturnType<typeof createStaffToolsRepository>;

import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import {
  LEAD_STATUSES,
  type DatabaseSchema,
  type LeadSource,
  type LeadStatus,
  type LeadsTable,
  type OutboxStatus,
  type ChannelName,
} from '../../../shared/data/schema';

export type StoredLead = Selectable<LeadsTable>;

/**
 * A search as the queries run it: `text` (lowercased) anywhere in the name, e-mail address,
 * message or one of the lead's notes, and any of `phones` anywhere in the stored phone number
 * (E.164).
 */
export interface InboxSearch {
  text: string;
  phones: readonly string[];
}

export interface InboxFilter {
  status?: LeadStatus | undefined;
  source?: LeadSource | undefined;
  search?: InboxSearch | undefined;
  /** Only the leads of the same person as this lead (same e-mail address or phone), itself included. */
  person?: string | undefined;
}

/** Where a page starts: after the lead with this creation time and id (newest first). */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

export interface StoredNote {
  id: string;
  lead_id: string;
  text: string;
  created_at: string;
  author_id: string;
  author_name: string;
}

export interface StoredNotification {
  channel: ChannelName;
  status: OutboxStatus;
  attempts: number;
  sent_at: string | null;
}

type LeadsBuilder = ExpressionBuilder<DatabaseSchema, 'leads'>;

/** `%text%` for LIKE … ESCAPE '!': the text's own %, _ and ! match themselves. */
const containing = (text: string) => `%${text.replace(/[!%_]/g, '!$&')}%`;

/** The filter's conditions other than the status (what the counts per status share with the page). */
function matching(eb: LeadsBuilder, filter: Omit<InboxFilter, 'status'>): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.source !== undefined) conditions.push(eb('source', '=', filter.source));
  if (filter.search !== undefined) {
    const text = containing(filter.search.text);
    conditions.push(
      eb.or([
        // Name, e-mail, message and notes, lowercased in one row per lead (`lead_search`).
        sql<SqlBool>`${sql.ref('leads.id')} in (select lead_id from lead_search where text like ${text} escape '!')`,
        ...filter.search.phones.map(
          (phone) => sql<SqlBool>`${sql.ref('leads.phone')} like ${containing(phone)} escape '!'`,
        ),
      ]),
    );
  }
  if (filter.person !== undefined) {
    // The same person: the e-mail address in any capitals, or the phone number (E.164, as
    // stored, so however it was typed). A lead without either is only itself.
    const person = filter.person;
    conditions.push(
      eb.or([
        eb('leads.id', '=', person),
        sql<SqlBool>`lower(${sql.ref('leads.email')}) = (select lower(email) from leads as person where person.id = ${person})`,
        sql<SqlBool>`${sql.ref('leads.phone')} = (select phone from leads as person where person.id = ${person})`,
      ]),
    );
  }
  return eb.and(conditions);
}

/** How a lead names its person: its e-mail address (lowercased) and its phone number (E.164). */
export interface PersonKeys {
  id: string;
  email: string | null;
  phone: string | null;
}

/**
 * The staff area's inbox over the leads: pages newest first with their counts per status, a
 * lead with everything that belongs to it, its status and its notes.
 */
export function createLeadInboxRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Up to `limit` leads of the filter after the cursor, newest first (created_at, then id). */
    page(filter: InboxFilter, cursor: InboxCursor | undefined, limit: number): Promise<StoredLead[]> {
      let query = db
        .selectFrom('leads')
        .selectAll()
        .where((eb) => matching(eb, filter))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (cursor !== undefined) {
        query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id)));
      }
      return query.execute();
    },

    /** How many leads of the filter (its status aside) have each status. */
    async counts(filter: InboxFilter): Promise<Record<LeadStatus, number>> {
      const rows = await db
        .selectFrom('leads')
        .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
        .where((eb) => matching(eb, filter))
        .groupBy('status')
        .execute();
      const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
      for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
      return counts;
    },

    /**
     * For each of these leads, the ids of the other leads of the same person (the same e-mail
     * address in any capitals, or the same phone number). Two index lookups for a whole page
     * (`2026_12_02_016_inbox_people_and_search`).
     */
    async samePerson(leads: readonly PersonKeys[]): Promise<Map<string, Set<string>>> {
      const emails = [...new Set(leads.flatMap((lead) => (lead.email ? [lead.email.toLowerCase()] : [])))];
      const phones = [...new Set(leads.flatMap((lead) => (lead.phone ? [lead.phone] : [])))];
      const others = new Map(leads.map((lead) => [lead.id, new Set<string>()]));
      if (emails.length === 0 && phones.length === 0) return others;
      const rows = await db
        .selectFrom('leads')
        .select(['id', sql<string | null>`lower(email)`.as('email'), 'phone'])
        .where((eb) =>
          eb.or([
            ...(emails.length ? [eb(sql`lower(email)`, 'in', emails)] : []),
            ...(phones.length ? [eb('phone', 'in', phones)] : []),
          ]),
        )
        .execute();
      for (const lead of leads) {
        const email = lead.email?.toLowerCase();
        const ids = others.get(lead.id)!;
        for (const row of rows) {
          if (row.id === lead.id) continue;
          if ((email && row.email === email) || (lead.phone && row.phone === lead.phone)) ids.add(row.id);
        }
      }
      return others;
    },

    lead(id: string): Promise<StoredLead | undefined> {
      return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The lead's notes, oldest first, with their authors' names. */
    notes(leadId: string): Promise<StoredNote[]> {
      return db
        .selectFrom('lead_notes')
        .innerJoin('staff_users', 'staff_users.id', 'lead_notes.author_id')
        .select([
          'lead_notes.id',
          'lead_notes.lead_id',
          'lead_notes.text',
          'lead_notes.created_at',
          'lead_notes.author_id',
          'staff_users.name as author_name',
        ])
        .where('lead_notes.lead_id', '=', leadId)
        .orderBy('lead_notes.created_at')
        .orderBy('lead_notes.id')
        .execute();
    },

    /** The lead's notifications to the agency and how far their delivery is. */
    notifications(leadId: string): Promise<StoredNotification[]> {
      return db
        .selectFrom('outbox')
        .select(['channel', 'status', 'attempts', 'sent_at'])
        .where('lead_id', '=', leadId)
        .orderBy('channel')
        .execute();
    },

    /**
     * Stores a note on the lead; undefined when the lead is gone (erased or expired in the
     * meantime: the insert refers to it, so no note outlives its lead).
     */
    async addNote(input: { leadId: string; authorId: string; text: string; now: Date }): Promise<string | undefined> {
      const id = randomUUID();
      const result = await db
        .insertInto('lead_notes')
        .columns(['id', 'lead_id', 'author_id', 'text', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('leads')
            .select([
              eb.val(id).as('id'),
              'leads.id as lead_id',
              eb.val(input.authorId).as('author_id'),
              eb.val(input.text).as('text'),
              eb.val(input.now.toISOString()).as('created_at'),
            ])
            .where('leads.id', '=', input.leadId),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? id : undefined;
    },
  };
}

export type LeadInboxRepository = ReturnType<typeof createLeadInboxRepository>;

import type { Kysely } from 'kysely';
import type { ChatFeedback } from './feedbackRepository';
import type { Lead } from './leadRepository';
import type { DatabaseSchema, LeadConversationsTable, LeadNotesTable, OutboxTable } from './schema';

/**
 * Everything stored about a person hangs off their leads: a table whose rows belong to a
 * lead is listed here once, and then finding, erasing and the retention period all cover it.
 * Chat feedback belongs to no lead: it is found by what its texts mention (a `MentionRule`),
 * and the retention job deletes it by its own date.
 */
interface LeadDependent<Row> {
  /** The key in `find` output and in erase counts: the table's name. */
  name: string;
  /** Every row of these leads, all columns. */
  find(db: Kysely<DatabaseSchema>, leadIds: readonly string[]): Promise<Row[]>;
  /** Deletes the rows of these leads; returns how many. */
  delete(db: Kysely<DatabaseSchema>, leadIds: readonly string[]): Promise<number>;
}

const outbox: LeadDependent<OutboxTable> = {
  name: 'outbox',
  find: (db, leadIds) =>
    db.selectFrom('outbox').selectAll().where('lead_id', 'in', leadIds).orderBy('created_at').orderBy('id').execute(),
  async delete(db, leadIds) {
    const result = await db.deleteFrom('outbox').where('lead_id', 'in', leadIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const leadConversations: LeadDependent<LeadConversationsTable> = {
  name: 'lead_conversations',
  find: (db, leadIds) =>
    db
      .selectFrom('lead_conversations')
      .selectAll()
      .where('lead_id', 'in', leadIds)
      .orderBy('created_at')
      .orderBy('lead_id')
      .execute(),
  async delete(db, leadIds) {
    const result = await db.deleteFrom('lead_conversations').where('lead_id', 'in', leadIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const leadNotes: LeadDependent<LeadNotesTable> = {
  name: 'lead_notes',
  find: (db, leadIds) =>
    db.selectFrom('lead_notes').selectAll().where('lead_id', 'in', leadIds).orderBy('created_at').orderBy('id').execute(),
  async delete(db, leadIds) {
    const result = await db.deleteFrom('lead_notes').where('lead_id', 'in', leadIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const LEAD_DEPENDENTS: readonly LeadDependent<object>[] = [outbox, leadConversations, leadNotes];

/** The key of chat feedback in `find` output and erase counts: the table's name. */
const FEEDBACK = 'chat_feedback';

/** Ids per statement: far below SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) result.push(items.slice(i, i + BATCH));
  return result;
}

/**
 * Whom a request about personal data is about, as stored: e-mail lowercased, phone in E.164.
 * Read from what a person gives by `personMatch` (api/src/domain/personalData/matching.ts).
 */
export interface PersonMatch {
  email?: string;
  phone?: string;
}

/**
 * Whether a text mentions the person: how chat feedback, which belongs to no lead, is found.
 * The rule is the domain's (`mentionsPerson` in api/src/domain/personalData/matching.ts).
 */
export type MentionRule = (text: string, match: PersonMatch) => boolean;

/** Rows of chat feedback read per query while looking for a person. */
const FEEDBACK_PAGE = 500;

/** The chat feedback whose question or answer mentions the person, oldest first. */
async function feedbackAbout(
  db: Kysely<DatabaseSchema>,
  match: PersonMatch,
  mentions: MentionRule,
): Promise<ChatFeedback[]> {
  const found: ChatFeedback[] = [];
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('chat_feedback')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(FEEDBACK_PAGE)
      .execute();
    for (const row of page) {
      if (mentions(row.question, match) || mentions(row.answer, match)) found.push(row);
    }
    if (page.length < FEEDBACK_PAGE) break;
    after = page.at(-1)!.id;
  }
  return found.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

async function deleteFeedback(db: Kysely<DatabaseSchema>, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const batch of batches(ids)) {
    const result = await db.deleteFrom('chat_feedback').where('id', 'in', batch).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** The leads of a person: by e-mail (case-insensitive) OR by phone, each lead once. */
function leadsOf(db: Kysely<DatabaseSchema>, match: PersonMatch): Promise<Lead[]> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => {
      const either = [];
      if (match.email !== undefined) either.push(eb(eb.fn('lower', ['email']), '=', match.email));
      if (match.phone !== undefined) either.push(eb('phone', '=', match.phone));
      return eb.or(either);
    })
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function findDependents(
  db: Kysely<DatabaseSchema>,
  leadIds: readonly string[],
): Promise<Record<string, object[]>> {
  const found: Record<string, object[]> = {};
  for (const dependent of LEAD_DEPENDENTS) {
    const rows: object[] = [];
    for (const ids of batches(leadIds)) rows.push(...(await dependent.find(db, ids)));
    found[dependent.name] = rows;
  }
  return found;
}

/** Rows per table: `leads`, then one entry per dependent table (`outbox`, …) and `chat_feedback`. */
export interface RowCounts {
  leads: number;
  [table: string]: number;
}

/** Deletes these leads and every row that belongs to them; returns counts per table. */
async function deleteLeads(db: Kysely<DatabaseSchema>, leadIds: readonly string[]): Promise<RowCounts> {
  const counts: RowCounts = { leads: 0 };
  for (const dependent of LEAD_DEPENDENTS) counts[dependent.name] = 0;
  for (const ids of batches(leadIds)) {
    for (const dependent of LEAD_DEPENDENTS) {
      counts[dependent.name] = (counts[dependent.name] ?? 0) + (await dependent.delete(db, ids));
    }
    const result = await db.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst();
    counts.leads += Number(result.numDeletedRows);
  }
  return counts;
}

export interface PersonalData {
  match: PersonMatch;
  /** The person's leads, every column. */
  leads: Lead[];
  /**
   * Per table, every column: `outbox` (the notification jobs, with status and last_error),
   * `lead_conversations` (the chat conversation of a handoff lead, as stored: JSON text),
   * `lead_notes` (what colleagues wrote on the leads in the inbox, with the author's id) and
   * `chat_feedback` (votes whose question or answer mentions the person). A lead's inbox status
   * is a column of the lead.
   */
  related: Record<string, object[]>;
}

export interface Erasure {
  match: PersonMatch;
  leadIds: string[];
  /** The chat feedback that mentions the person. */
  feedbackIds: string[];
  counts: RowCounts;
}

export interface PersonalDataStore {
  /** Everything stored about the person. */
  find(match: PersonMatch): Promise<PersonalData>;
  /** What `erase` would delete, without deleting anything. */
  previewErase(match: PersonMatch): Promise<Erasure>;
  /**
   * Deletes the person's leads and everything belonging to them, and the chat feedback that
   * mentions them, in one transaction.
   */
  erase(match: PersonMatch): Promise<Erasure>;
  /**
   * The retention period: deletes leads created before the cutoff with everything belonging
   * to them, a batch per transaction (so a large purge never holds the database long).
   * Returns how many leads.
   */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

/**
 * The queries behind a person's data, with the rule for which chat feedback mentions them.
 * The api uses them through `createPersonalDataStore` (api/src/domain/personalData/store.ts).
 */
export function createPersonalDataQueries(db: Kysely<DatabaseSchema>, mentions: MentionRule): PersonalDataStore {
  return {
    async find(match) {
      const leads = await leadsOf(db, match);
      const related = await findDependents(
        db,
        leads.map((lead) => lead.id),
      );
      return { match, leads, related: { ...related, [FEEDBACK]: await feedbackAbout(db, match, mentions) } };
    },

    async previewErase(match) {
      const leads = await leadsOf(db, match);
      const leadIds = leads.map((lead) => lead.id);
      const related = await findDependents(db, leadIds);
      const feedback = await feedbackAbout(db, match, mentions);
      const counts: RowCounts = { leads: leads.length };
      for (const [name, rows] of Object.entries(related)) counts[name] = rows.length;
      counts[FEEDBACK] = feedback.length;
      return { match, leadIds, feedbackIds: feedback.map((row) => row.id), counts };
    },

    erase(match) {
      return db.transaction().execute(async (trx) => {
        const leadIds = (await leadsOf(trx, match)).map((lead) => lead.id);
        const feedbackIds = (await feedbackAbout(trx, match, mentions)).map((row) => row.id);
        const counts = await deleteLeads(trx, leadIds);
        counts[FEEDBACK] = await deleteFeedback(trx, feedbackIds);
        return { match, leadIds, feedbackIds, counts };
      });
    },

    async deleteCreatedBefore(cutoff) {
      const before = cutoff.toISOString();
      let deleted = 0;
      for (;;) {
        const count = await db.transaction().execute(async (trx) => {
          const rows = await trx
            .selectFrom('leads')
            .select('id')
            .where('created_at', '<', before)
            .orderBy('created_at')
            .limit(BATCH)
            .execute();
          return (
            await deleteLeads(
              trx,
              rows.map((row) => row.id),
            )
          ).leads;
        });
        deleted += count;
        if (count < BATCH) return deleted;
      }
    },
  };
}

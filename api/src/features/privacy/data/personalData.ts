import type { Kysely, Selectable } from 'kysely';
import type { ChatFeedback } from '../../chat';
import type {
  DatabaseSchema,
  LeadConversationsTable,
  LeadLiveChatsTable,
  LeadNotesTable,
  LeadsTable,
  LiveChatsTable,
  OutboxTable,
} from '../../../shared/data/schema';

/**
 * Everything stored about a person hangs off their leads: a table whose rows belong to a
 * lead is listed here once, and then finding, erasing and the retention period all cover it.
 * What is kept on the lead's own row (its inbox status, the visit it came from: `visit_*`) is
 * found with every column of the lead and goes with the row.
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
    db
      .selectFrom('lead_notes')
      .selectAll()
      .where('lead_id', 'in', leadIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  async delete(db, leadIds) {
    const result = await db.deleteFrom('lead_notes').where('lead_id', 'in', leadIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** The live chats a lead was made from or joined, with the lead's copy of each transcript. */
const leadLiveChats: LeadDependent<LeadLiveChatsTable> = {
  name: 'lead_live_chats',
  find: (db, leadIds) =>
    db
      .selectFrom('lead_live_chats')
      .selectAll()
      .where('lead_id', 'in', leadIds)
      .orderBy('linked_at')
      .orderBy('chat_id')
      .execute(),
  async delete(db, leadIds) {
    const result = await db.deleteFrom('lead_live_chats').where('lead_id', 'in', leadIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/**
 * A table whose rows each belong to one lead by `lead_id`, found oldest first by the column
 * `createdAt` names, then by id: the replies sent to a lead and its timeline's entries.
 */
const rowsOfLead = (name: 'lead_replies' | 'lead_events', createdAt: 'created_at' | 'at'): LeadDependent<object> => ({
  name,
  // One shape for both tables: the casts name either as the first for the compiler.
  find: (db, leadIds) =>
    db
      .selectFrom(name as 'lead_replies')
      .selectAll()
      .where('lead_id', 'in', leadIds)
      .orderBy(createdAt as 'created_at')
      .orderBy('id')
      .execute(),
  async delete(db, leadIds) {
    const result = await db.deleteFrom(name).where('lead_id', 'in', leadIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});

const LEAD_DEPENDENTS: readonly LeadDependent<object>[] = [
  outbox,
  leadConversations,
  leadNotes,
  leadLiveChats,
  rowsOfLead('lead_replies', 'created_at'),
  rowsOfLead('lead_events', 'at'),
];

/** A lead with every column: what a person's data holds of it (how the inbox works it too). */
export type StoredLeadRow = Selectable<LeadsTable>;

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
 * Read from what a person gives by `personMatch` (api/src/features/privacy/domain/matching.ts).
 */
export interface PersonMatch {
  email?: string;
  phone?: string;
  /** A live chat's reference ("7K3Q-9PXA"), as the visitor saw it: uppercase. */
  reference?: string;
}

/**
 * Whether a text mentions the person: how chat feedback, which belongs to no lead, is found.
 * The rule is the domain's (`mentionsPerson` in api/src/features/privacy/domain/matching.ts).
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

/** The key of live chats in `find` output and erase counts; their events go with them. */
const LIVE_CHATS = 'live_chats';
const LIVE_CHAT_EVENTS = 'live_chat_events';

/** Live chats read per query while looking for a person. */
const LIVE_CHAT_PAGE = 200;

/**
 * The conversations with a colleague that belong to the person: the one of the reference, those
 * in which they left their contact details (linked to one of their leads, `leadIds`), and those
 * whose transcript or messages mention the e-mail address or phone number. Oldest first.
 */
async function liveChatsAbout(
  db: Kysely<DatabaseSchema>,
  match: PersonMatch,
  mentions: MentionRule,
  leadIds: readonly string[] = [],
): Promise<Selectable<LiveChatsTable>[]> {
  const found = new Map<string, Selectable<LiveChatsTable>>();
  for (const ids of batches(leadIds)) {
    const linked = await db
      .selectFrom('live_chats')
      .selectAll()
      .where('id', 'in', (eb) => eb.selectFrom('lead_live_chats').select('chat_id').where('lead_id', 'in', ids))
      .execute();
    for (const chat of linked) found.set(chat.id, chat);
  }
  if (match.reference !== undefined) {
    const chat = await db
      .selectFrom('live_chats')
      .selectAll()
      .where('reference', '=', match.reference)
      .executeTakeFirst();
    if (chat) found.set(chat.id, chat);
  }
  if (match.email !== undefined || match.phone !== undefined) {
    let after = '';
    for (;;) {
      const page = await db
        .selectFrom('live_chats')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(LIVE_CHAT_PAGE)
        .execute();
      if (page.length === 0) break;
      const texts = await db
        .selectFrom('live_chat_events')
        .select(['chat_id', 'text'])
        .where(
          'chat_id',
          'in',
          page.map((chat) => chat.id),
        )
        .where('type', '=', 'message')
        .execute();
      for (const chat of page) {
        const said = texts.filter((row) => row.chat_id === chat.id).map((row) => row.text ?? '');
        if ([chat.transcript, ...said].some((text) => mentions(text, match))) found.set(chat.id, chat);
      }
      if (page.length < LIVE_CHAT_PAGE) break;
      after = page.at(-1)!.id;
    }
  }
  return [...found.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

async function liveChatEvents(db: Kysely<DatabaseSchema>, chatIds: readonly string[]): Promise<object[]> {
  const rows: object[] = [];
  for (const ids of batches(chatIds)) {
    rows.push(
      ...(await db.selectFrom('live_chat_events').selectAll().where('chat_id', 'in', ids).orderBy('id').execute()),
    );
  }
  return rows;
}

/** The leads' copies of these live chats' transcripts (`lead_live_chats`), of any lead. */
async function leadCopiesOf(db: Kysely<DatabaseSchema>, chatIds: readonly string[]): Promise<LeadLiveChatsTable[]> {
  const rows: LeadLiveChatsTable[] = [];
  for (const ids of batches(chatIds)) {
    rows.push(...(await db.selectFrom('lead_live_chats').selectAll().where('chat_id', 'in', ids).execute()));
  }
  return rows;
}

/** `rows` with those of `more` not among them (a link is one lead and one chat). */
function withLinks(rows: readonly object[], more: readonly LeadLiveChatsTable[]): object[] {
  const key = (row: LeadLiveChatsTable) => `${row.lead_id} ${row.chat_id}`;
  const seen = new Set((rows as LeadLiveChatsTable[]).map(key));
  return [...rows, ...more.filter((row) => !seen.has(key(row)))];
}

/**
 * Deletes these live chats with their events; returns the counts. With `leadCopies` (an erasure)
 * the leads' copies of their transcripts go too; the retention period leaves those to their
 * leads, which go by their own date.
 */
async function deleteLiveChats(
  db: Kysely<DatabaseSchema>,
  chatIds: readonly string[],
  { leadCopies = false } = {},
): Promise<{ chats: number; events: number; copies: number }> {
  let chats = 0;
  let events = 0;
  let copies = 0;
  for (const ids of batches(chatIds)) {
    if (leadCopies) {
      const gone = await db.deleteFrom('lead_live_chats').where('chat_id', 'in', ids).executeTakeFirst();
      copies += Number(gone.numDeletedRows);
    }
    const gone = await db.deleteFrom('live_chat_events').where('chat_id', 'in', ids).executeTakeFirst();
    events += Number(gone.numDeletedRows);
    const result = await db.deleteFrom('live_chats').where('id', 'in', ids).executeTakeFirst();
    chats += Number(result.numDeletedRows);
  }
  return { chats, events, copies };
}

/** The leads of a person: by e-mail (case-insensitive) OR by phone, each lead once. */
async function leadsOf(db: Kysely<DatabaseSchema>, match: PersonMatch): Promise<StoredLeadRow[]> {
  // A reference names a live chat, not a lead.
  if (match.email === undefined && match.phone === undefined) return [];
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
  /** The person's leads, every column (the `visit_*` of the visit that made each, too). */
  leads: StoredLeadRow[];
  /**
   * Per table, every column: `outbox` (the notification jobs, with status and last_error),
   * `lead_conversations` (the chat conversation of a chat callback lead, as stored: JSON text),
   * `lead_notes` (what colleagues wrote on the leads in the inbox, with the author's id) and
   * `chat_feedback` (votes whose question or answer mentions the person), `live_chats` and
   * `live_chat_events` (conversations with a colleague: by reference, or mentioning the
   * person). A lead's inbox status is a column of the lead.
   */
  related: Record<string, object[]>;
}

export interface Erasure {
  match: PersonMatch;
  leadIds: string[];
  /** The chat feedback that mentions the person. */
  feedbackIds: string[];
  /** The conversations with a colleague (by reference, or mentioning the person). */
  liveChatIds: string[];
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
 * The api uses them through `createPersonalDataStore` (api/src/features/privacy/domain/store.ts).
 */
export function createPersonalDataQueries(db: Kysely<DatabaseSchema>, mentions: MentionRule): PersonalDataStore {
  return {
    async find(match) {
      const leads = await leadsOf(db, match);
      const related = await findDependents(
        db,
        leads.map((lead) => lead.id),
      );
      const chats = await liveChatsAbout(
        db,
        match,
        mentions,
        leads.map((lead) => lead.id),
      );
      const chatIds = chats.map((chat) => chat.id);
      return {
        match,
        leads,
        related: {
          ...related,
          // Found by the reference too: the lead that chat made or joined is named in it.
          lead_live_chats: withLinks(related.lead_live_chats ?? [], await leadCopiesOf(db, chatIds)),
          [FEEDBACK]: await feedbackAbout(db, match, mentions),
          [LIVE_CHATS]: chats,
          [LIVE_CHAT_EVENTS]: await liveChatEvents(
            db,
            chats.map((chat) => chat.id),
          ),
        },
      };
    },

    async previewErase(match) {
      const leads = await leadsOf(db, match);
      const leadIds = leads.map((lead) => lead.id);
      const related = await findDependents(db, leadIds);
      const feedback = await feedbackAbout(db, match, mentions);
      const counts: RowCounts = { leads: leads.length };
      for (const [name, rows] of Object.entries(related)) counts[name] = rows.length;
      counts[FEEDBACK] = feedback.length;
      const chats = await liveChatsAbout(db, match, mentions, leadIds);
      const liveChatIds = chats.map((chat) => chat.id);
      counts.lead_live_chats = withLinks(related.lead_live_chats ?? [], await leadCopiesOf(db, liveChatIds)).length;
      counts[LIVE_CHATS] = chats.length;
      counts[LIVE_CHAT_EVENTS] = (await liveChatEvents(db, liveChatIds)).length;
      return { match, leadIds, feedbackIds: feedback.map((row) => row.id), liveChatIds, counts };
    },

    erase(match) {
      return db.transaction().execute(async (trx) => {
        const leadIds = (await leadsOf(trx, match)).map((lead) => lead.id);
        const feedbackIds = (await feedbackAbout(trx, match, mentions)).map((row) => row.id);
        // Their live chats are looked up before their leads (and the links to them) go.
        const liveChatIds = (await liveChatsAbout(trx, match, mentions, leadIds)).map((chat) => chat.id);
        const counts = await deleteLeads(trx, leadIds);
        counts[FEEDBACK] = await deleteFeedback(trx, feedbackIds);
        const live = await deleteLiveChats(trx, liveChatIds, { leadCopies: true });
        counts.lead_live_chats = (counts.lead_live_chats ?? 0) + live.copies;
        counts[LIVE_CHATS] = live.chats;
        counts[LIVE_CHAT_EVENTS] = live.events;
        return { match, leadIds, feedbackIds, liveChatIds, counts };
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
        if (count < BATCH) break;
      }
      // The conversations with a colleague, by the same period (a missed one goes after a week).
      for (;;) {
        const rows = await db
          .selectFrom('live_chats')
          .select('id')
          .where('created_at', '<', before)
          .where('status', 'in', ['ended', 'missed'])
          .limit(BATCH)
          .execute();
        if (rows.length === 0) break;
        await db.transaction().execute((trx) =>
          deleteLiveChats(
            trx,
            rows.map((row) => row.id),
          ),
        );
        if (rows.length < BATCH) break;
      }
      return deleted;
    },
  };
}

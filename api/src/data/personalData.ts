import type { Kysely } from 'kysely';
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normalisePhoneNumber } from '../domain/leads/phone';
import type { ChatFeedback } from './feedbackRepository';
import type { Lead } from './leadRepository';
import type { DatabaseSchema, LeadConversationsTable, OutboxTable } from './schema';

/**
 * Everything stored about a person hangs off their leads: a table whose rows belong to a
 * lead is listed here once, and then finding, erasing and the retention period all cover it.
 * Chat feedback belongs to no lead: it is found by what its texts mention (see
 * `mentionsPerson`), and the retention job deletes it by its own date.
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

const LEAD_DEPENDENTS: readonly LeadDependent<object>[] = [outbox, leadConversations];

/** The key of chat feedback in `find` output and erase counts: the table's name. */
const FEEDBACK = 'chat_feedback';

/** Ids per statement: far below SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) result.push(items.slice(i, i + BATCH));
  return result;
}

/** Whom a request about personal data is about, as stored: e-mail lowercased, phone in E.164. */
export interface PersonMatch {
  email?: string;
  phone?: string;
}

export class PersonMatchError extends Error {}

/**
 * Reads an e-mail address and/or a phone number as the api stores them: the address trimmed
 * and lowercased, the number through the same normaliser as the lead endpoints ("06 12345678",
 * "+31 6 1234 5678" and "0031612345678" are all +31612345678). Throws with a Dutch message.
 */
export function personMatch(input: { email?: string | undefined; phone?: string | undefined }): PersonMatch {
  const match: PersonMatch = {};
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    if (email === '') throw new PersonMatchError('Het e-mailadres is leeg.');
    match.email = email;
  }
  if (input.phone !== undefined) {
    const phone = normalisePhoneNumber(input.phone.trim());
    if (!phone) throw new PersonMatchError(`"${input.phone}" is geen geldig telefoonnummer.`);
    match.phone = phone;
  }
  if (match.email === undefined && match.phone === undefined) {
    throw new PersonMatchError('Geef --email of --phone op.');
  }
  return match;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Separators people type inside a phone number: spaces, dashes, dots, slashes, parentheses. */
const PHONE_SEPARATORS = /[\s\-./()]/g;

/**
 * Whether a text (a chat question or answer) mentions the person: their e-mail address in
 * any capitals (not as part of a longer address), or their phone number as a visitor would
 * type it — E.164 (+31612345678), 0031612345678, 31612345678 or the national number
 * (0612345678), with or without spaces, dashes, dots, slashes or parentheses, or any other
 * form libphonenumber finds in the text that normalises to the same number.
 */
export function mentionsPerson(text: string, match: PersonMatch): boolean {
  if (match.email !== undefined) {
    const address = new RegExp(`(?<![a-z0-9._%+-])${escapeRegExp(match.email)}(?![a-z0-9-]|\\.[a-z0-9])`, 'i');
    if (address.test(text)) return true;
  }
  if (match.phone !== undefined) {
    const phone = match.phone;
    const compact = text.replace(PHONE_SEPARATORS, '');
    const national = parsePhoneNumberFromString(phone)?.formatNational().replace(/\D/g, '');
    const forms = [phone.slice(1), ...(national ? [national] : [])];
    if (forms.some((form) => compact.includes(form))) return true;
    if (findPhoneNumbersInText(text, 'NL').some((found) => found.number.number === phone)) return true;
  }
  return false;
}

/** Rows of chat feedback read per query while looking for a person. */
const FEEDBACK_PAGE = 500;

/** The chat feedback whose question or answer mentions the person, oldest first. */
async function feedbackAbout(db: Kysely<DatabaseSchema>, match: PersonMatch): Promise<ChatFeedback[]> {
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
      if (mentionsPerson(row.question, match) || mentionsPerson(row.answer, match)) found.push(row);
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
   * `lead_conversations` (the chat conversation of a handoff lead, as stored: JSON text) and
   * `chat_feedback` (votes whose question or answer mentions the person).
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

export function createPersonalDataStore(db: Kysely<DatabaseSchema>): PersonalDataStore {
  return {
    async find(match) {
      const leads = await leadsOf(db, match);
      const related = await findDependents(
        db,
        leads.map((lead) => lead.id),
      );
      return { match, leads, related: { ...related, [FEEDBACK]: await feedbackAbout(db, match) } };
    },

    async previewErase(match) {
      const leads = await leadsOf(db, match);
      const leadIds = leads.map((lead) => lead.id);
      const related = await findDependents(db, leadIds);
      const feedback = await feedbackAbout(db, match);
      const counts: RowCounts = { leads: leads.length };
      for (const [name, rows] of Object.entries(related)) counts[name] = rows.length;
      counts[FEEDBACK] = feedback.length;
      return { match, leadIds, feedbackIds: feedback.map((row) => row.id), counts };
    },

    erase(match) {
      return db.transaction().execute(async (trx) => {
        const leadIds = (await leadsOf(trx, match)).map((lead) => lead.id);
        const feedbackIds = (await feedbackAbout(trx, match)).map((row) => row.id);
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

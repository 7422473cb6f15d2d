import type { Kysely, Selectable } from 'kysely';
import type {
  ChannelName,
  ConversationMessage,
  DatabaseSchema,
  LeadKind,
  LeadStatus,
  LeadsTable,
} from '../../../shared/data/schema';
import { randomUUID } from 'node:crypto';
import { LEAD_VISIT_COLUMNS } from './leadVisit';

/** The columns of how the inbox works a lead (assignment, follow-up): not part of a lead as it comes in. */
type InboxColumns = 'assigned_to' | 'follow_up_at' | 'follow_up_text';

/** A lead as stored (read back, `status` is always there; a new lead without one is `new`). */
export type Lead = Omit<Selectable<LeadsTable>, 'status' | InboxColumns> & { status?: LeadStatus };

/** The columns of a `Lead`: what this repository reads (the inbox's own columns are the inbox's). */
const LEAD_COLUMNS = [
  'id',
  'kind',
  'name',
  'email',
  'phone',
  'message',
  'created_at',
  'source',
  'idempotency_key',
  'request_hash',
  'status',
  ...LEAD_VISIT_COLUMNS,
] as const satisfies readonly Exclude<keyof LeadsTable, InboxColumns>[];

/** A lead as the agency is told about it: with the chat conversation it was made from, if any. */
export type LeadNotice = Lead & { conversation?: readonly ConversationMessage[] | null };

/** A lead's stored conversation (`lead_conversations.messages`), read back. */
export function parseStoredConversation(messages: string): ConversationMessage[] {
  return JSON.parse(messages) as ConversationMessage[];
}

export interface LeadRepository {
  /**
   * Stores the lead, its chat conversation (when it has one) and one outbox job per
   * notification channel in one transaction.
   */
  insert(
    lead: Lead,
    channels: readonly ChannelName[],
    conversation?: readonly ConversationMessage[] | null,
  ): Promise<void>;
  findById(id: string): Promise<Lead | undefined>;
  /** The conversation a lead was made from, or null when it has none. */
  findConversation(leadId: string): Promise<ConversationMessage[] | null>;
  /** The conversations of these leads, by lead id (leads without one are absent). */
  conversationsFor(leadIds: readonly string[]): Promise<Map<string, ConversationMessage[]>>;
  list(options?: { limit?: number; kind?: LeadKind }): Promise<Lead[]>;
  count(): Promise<number>;
  /** The lead that holds this Idempotency-Key (at most one: the column is unique). */
  findByIdempotencyKey(key: string): Promise<Lead | undefined>;
  /**
   * Frees the key when the lead holding it was created before `before` (its window is over),
   * so a new lead can take it. Returns how many leads let go of it (0 or 1).
   */
  releaseIdempotencyKey(key: string, before: Date): Promise<number>;
  /** Forgets the Idempotency-Key and request hash of leads created before `before`. Returns how many. */
  expireIdempotencyKeys(before: Date): Promise<number>;
}

/** The unique index of `leads.idempotency_key` (see migrations). */
const IDEMPOTENCY_INDEX = 'leads_idempotency_key';

/**
 * Whether an insert failed because another lead already holds its Idempotency-Key:
 * better-sqlite3 throws SQLITE_CONSTRAINT_UNIQUE naming the column, pg a 23505 naming the index.
 */
export function isIdempotencyKeyConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === IDEMPOTENCY_INDEX;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE')
    return typeof message === 'string' && message.includes('leads.idempotency_key');
  return false;
}

interface NewLead {
  lead: Lead;
  channels: readonly ChannelName[];
  conversation: readonly ConversationMessage[] | null;
}

interface PendingInsert extends NewLead {
  resolve: () => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 200;

/** Ids per `in (…)` list: far below SQLite's and PostgreSQL's limits on bound parameters. */
const ID_BATCH = 500;

export function createLeadRepository(db: Kysely<DatabaseSchema>): LeadRepository {
  const outboxRows = (items: readonly NewLead[]) =>
    items.flatMap(({ lead, channels }) =>
      channels.map((channel) => ({
        id: randomUUID(),
        lead_id: lead.id,
        channel,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: lead.created_at,
        locked_until: null,
        last_error: null,
        created_at: lead.created_at,
        sent_at: null,
      })),
    );

  const conversationRows = (items: readonly NewLead[]) =>
    items.flatMap(({ lead, conversation }) =>
      conversation && conversation.length > 0
        ? [
            {
              lead_id: lead.id,
              messages: JSON.stringify(conversation.map(({ role, content }) => ({ role, content }))),
              created_at: lead.created_at,
            },
          ]
        : [],
    );

  /** Writes leads, their conversations and their outbox jobs in one transaction (multi-row inserts). */
  async function write(items: readonly NewLead[]): Promise<void> {
    const jobs = outboxRows(items);
    const conversations = conversationRows(items);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('leads')
        .values(items.map(({ lead }) => ({ ...lead, status: lead.status ?? 'new' })))
        .execute();
      if (conversations.length > 0) await trx.insertInto('lead_conversations').values(conversations).execute();
      if (jobs.length > 0) await trx.insertInto('outbox').values(jobs).execute();
    });
  }

  /*
   * Group commit: inserts that arrive while the database is busy (or within the same tick)
   * are committed together in one transaction. Each caller's promise still resolves only
   * after the commit that contains its lead, so "stored before 201" holds, and a burst of
   * leads costs one journal write instead of one per lead.
   */
  let queue: PendingInsert[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(batch.length);
        try {
          await write(batch);
          for (const item of batch) item.resolve();
        } catch (error) {
          if (batch.length === 1) {
            batch[0]?.reject(error);
            continue;
          }
          // One bad row must not fail its neighbours: retry each on its own. Each caller then
          // gets its own row's error (an Idempotency-Key conflict names that row's key only).
          for (const item of batch) {
            try {
              await write([item]);
              item.resolve();
            } catch (single) {
              item.reject(single);
            }
          }
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    insert(lead, channels, conversation = null) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ lead, channels, conversation, resolve, reject });
        if (queue.length === 1 && !flushing) setImmediate(() => void flush());
      });
    },

    findById(id) {
      return db.selectFrom('leads').select(LEAD_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async findConversation(leadId) {
      const row = await db
        .selectFrom('lead_conversations')
        .select('messages')
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
      return row ? parseStoredConversation(row.messages) : null;
    },

    async conversationsFor(leadIds) {
      const found = new Map<string, ConversationMessage[]>();
      for (let i = 0; i < leadIds.length; i += ID_BATCH) {
        const rows = await db
          .selectFrom('lead_conversations')
          .select(['lead_id', 'messages'])
          .where('lead_id', 'in', leadIds.slice(i, i + ID_BATCH))
          .execute();
        for (const row of rows) found.set(row.lead_id, parseStoredConversation(row.messages));
      }
      return found;
    },

    async list({ limit, kind } = {}) {
      let query = db.selectFrom('leads').select(LEAD_COLUMNS).orderBy('created_at', 'desc').orderBy('id');
      if (kind) query = query.where('kind', '=', kind);
      if (limit !== undefined) query = query.limit(limit);
      return query.execute();
    },

    async count() {
      const row = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findByIdempotencyKey(key) {
      return db.selectFrom('leads').select(LEAD_COLUMNS).where('idempotency_key', '=', key).executeTakeFirst();
    },

    async releaseIdempotencyKey(key, before) {
      const result = await db
        .updateTable('leads')
        .set({ idempotency_key: null, request_hash: null })
        .where('idempotency_key', '=', key)
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async expireIdempotencyKeys(before) {
      const result = await db
        .updateTable('leads')
        .set({ idempotency_key: null, request_hash: null })
        .where('idempotency_key', 'is not', null)
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { LiveChatEndedBy, LiveChatEvent, LiveChatStatus, StaffChatSummary } from '@agency/contract/liveChat';
import type { DatabaseSchema, LiveChatsTable } from '../../../shared/data/schema';
import {
  completeLeadTranscriptsInTransaction,
  leadLinks,
  linkLeadInTransaction,
  type LeadLinksTable,
} from './leadLiveChats';
import { eventColumns, toEvent, type NewLiveChatEvent } from './liveChatEvents';
import { liveChatPresence, type LiveChatPresenceTable } from './liveChatPresence';
import { questionOf } from './liveChatQuestion';

/** The PostgreSQL channel every instance listens on; a notification carries the chat's id. */
export const LIVE_CHAT_CHANNEL = 'live_chat';

export type LiveChatRow = Selectable<LiveChatsTable>;

/** Why a change was not made: the conversation is not in a state that allows it. */
export type ChangeRefused = { refused: 'ended' | 'not_waiting' | 'not_yours'; chat: LiveChatRow | undefined };

export interface LiveChatRepository extends LiveChatPresenceTable, LeadLinksTable {
  create(chat: {
    id: string;
    reference: string;
    capabilityHash: string;
    page: string;
    transcript: string;
    now: Date;
  }): Promise<LiveChatRow>;
  byCapability(hash: string): Promise<LiveChatRow | undefined>;
  byId(id: string): Promise<LiveChatRow | undefined>;
  byReference(reference: string): Promise<LiveChatRow | undefined>;
  /**
   * Appends an event to an open conversation (waiting or active), in one transaction with the
   * conversation's row locked, so one conversation's events commit in id order. `guard` may
   * refuse (e.g. a colleague who does not hold it). Returns the event, or why it was refused.
   */
  append(
    chatId: string,
    event: NewLiveChatEvent,
    now: Date,
    guard?: (chat: LiveChatRow) => ChangeRefused['refused'] | undefined,
    page?: string,
  ): Promise<{ event: LiveChatEvent; chat: LiveChatRow } | ChangeRefused>;
  /** "Overnemen": waiting → active for this colleague, atomically; the first wins. */
  take(
    chatId: string,
    staff: { id: string; name: string },
    now: Date,
  ): Promise<{ event: LiveChatEvent; chat: LiveChatRow } | ChangeRefused>;
  /** Ends an open conversation (ended) or a waiting one nobody took (missed). */
  close(
    chatId: string,
    how: { type: 'ended'; by: LiveChatEndedBy } | { type: 'missed' },
    now: Date,
    guard?: (chat: LiveChatRow) => ChangeRefused['refused'] | undefined,
  ): Promise<{ event: LiveChatEvent; chat: LiveChatRow } | ChangeRefused>;
  /**
   * The visitor left their contact details: the lead is linked to the chat with its transcript
   * so far, and `contact_left` appended, in one transaction. Also once the chat is over.
   */
  linkLead(chatId: string, leadId: string, now: Date): Promise<{ event: LiveChatEvent; chat: LiveChatRow } | ChangeRefused>;
  /** Back to the queue (only by the colleague who holds it). */
  release(
    chatId: string,
    staffId: string,
    now: Date,
  ): Promise<{ event: LiveChatEvent; chat: LiveChatRow } | ChangeRefused>;
  /** The conversation's events after `afterId`, oldest first (typing left out unless asked). */
  eventsAfter(
    chatId: string,
    afterId: number,
    options?: { typing?: boolean; limit?: number },
  ): Promise<LiveChatEvent[]>;
  /** Waiting conversations older than `waitingBefore`, active ones silent since `silentSince`. */
  overdue(waitingBefore: Date, silentSince: Date): Promise<{ missed: string[]; idle: string[] }>;
  countWaiting(): Promise<number>;
  /** The visitor's messages in this conversation since `since`. */
  countVisitorMessages(chatId: string, since: Date): Promise<number>;
  queue(
    viewer: string,
    recentLimit: number,
  ): Promise<{ waiting: StaffChatSummary[]; active: StaffChatSummary[]; recent: StaffChatSummary[] }>;
  summary(chat: LiveChatRow): Promise<StaffChatSummary>;
  /** Deletes the missed conversations created before `before`; returns how many. */
  removeMissedBefore(before: Date): Promise<number>;
}

const OPEN: readonly LiveChatStatus[] = ['waiting', 'active'];

/** What the queries below share: row locks, event inserts with their notification, one locked change. */
function liveChatHelpers(db: Kysely<DatabaseSchema>, postgres: boolean) {
  /** The conversation's row, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  async function lockChat(trx: Transaction<DatabaseSchema>, chatId: string): Promise<LiveChatRow | undefined> {
    let query = trx.selectFrom('live_chats').selectAll().where('id', '=', chatId);
    if (postgres) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async function insertEvent(
    trx: Transaction<DatabaseSchema>,
    chatId: string,
    event: NewLiveChatEvent,
    at: string,
  ): Promise<LiveChatEvent> {
    const row = await trx
      .insertInto('live_chat_events')
      .values(eventColumns(chatId, event, at))
      .returningAll()
      .executeTakeFirstOrThrow();
    // Delivered at commit, to every instance (this one included).
    if (postgres) await sql`select pg_notify(${LIVE_CHAT_CHANNEL}, ${chatId})`.execute(trx);
    return toEvent(row);
  }

  /** In one transaction: lock, check, change the row, append the event (then `also`, with the changed row). */
  async function change(
    chatId: string,
    now: Date,
    check: (chat: LiveChatRow) => ChangeRefused['refused'] | undefined,
    update: (chat: LiveChatRow) => Partial<LiveChatRow>,
    event: (chat: LiveChatRow) => NewLiveChatEvent,
    also?: (trx: Transaction<DatabaseSchema>, chat: LiveChatRow) => Promise<void>,
  ): Promise<{ event: LiveChatEvent; chat: LiveChatRow } | ChangeRefused> {
    return db.transaction().execute(async (trx) => {
      const chat = await lockChat(trx, chatId);
      if (!chat) return { refused: 'ended', chat: undefined };
      const refused = check(chat);
      if (refused) return { refused, chat };
      const at = now.toISOString();
      const changes = update(chat);
      let updated = chat;
      if (Object.keys(changes).length > 0) {
        updated = await trx
          .updateTable('live_chats')
          .set(changes)
          .where('id', '=', chatId)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const appended = await insertEvent(trx, chatId, event(chat), at);
      await also?.(trx, updated);
      return { event: appended, chat: updated };
    });
  }

  const openOnly = (chat: LiveChatRow) => (OPEN.includes(chat.status) ? undefined : ('ended' as const));

  async function summaries(rows: LiveChatRow[]): Promise<StaffChatSummary[]> {
    if (rows.length === 0) return [];
    const unread = await db
      .selectFrom('live_chat_events as e')
      .innerJoin('live_chats as c', 'c.id', 'e.chat_id')
      .select(['e.chat_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where(
        'e.chat_id',
        'in',
        rows.map((row) => row.id),
      )
      .where('e.type', '=', 'message')
      .where('e.author', '=', 'visitor')
      .whereRef('e.id', '>', 'c.read_up_to')
      .groupBy('e.chat_id')
      .execute();
    const counts = new Map(unread.map((row) => [row.chat_id, Number(row.n)]));
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      page: row.page,
      question: questionOf(row.transcript),
      createdAt: row.created_at,
      takenBy: row.staff_id && row.staff_name ? { id: row.staff_id, name: row.staff_name } : null,
      lastMessageAt: row.last_message_at,
      unread: row.status === 'waiting' || row.status === 'active' ? (counts.get(row.id) ?? 0) : 0,
    }));
  }

  return { lockChat, insertEvent, change, openOnly, summaries };
}

type LiveChatHelpers = ReturnType<typeof liveChatHelpers>;

export function createLiveChatRepository(
  db: Kysely<DatabaseSchema>,
  options: { postgres: boolean },
): LiveChatRepository {
  const helpers = liveChatHelpers(db, options.postgres);
  return {
    ...liveChatConversations(db, helpers),
    ...liveChatReading(db, helpers),
    ...liveChatPresence(db),
    ...leadLinks(db),
  };
}

/** A conversation's changes, each with its event, in one transaction. */
function liveChatConversations(
  db: Kysely<DatabaseSchema>,
  helpers: LiveChatHelpers,
): Pick<
  LiveChatRepository,
  'create' | 'byCapability' | 'byId' | 'byReference' | 'append' | 'take' | 'close' | 'linkLead' | 'release'
> {
  const { change, openOnly } = helpers;
  return {
    async create({ id, reference, capabilityHash, page, transcript, now }) {
      const at = now.toISOString();
      return db
        .insertInto('live_chats')
        .values({
          id,
          reference,
          capability_hash: capabilityHash,
          status: 'waiting',
          page,
          transcript,
          created_at: at,
          waiting_since: at,
          staff_id: null,
          staff_name: null,
          taken_at: null,
          last_message_at: null,
          last_visitor_message_at: null,
          ended_at: null,
          ended_by: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    byCapability: (hash) =>
      db.selectFrom('live_chats').selectAll().where('capability_hash', '=', hash).executeTakeFirst(),
    byId: (id) => db.selectFrom('live_chats').selectAll().where('id', '=', id).executeTakeFirst(),
    byReference: (reference) =>
      db.selectFrom('live_chats').selectAll().where('reference', '=', reference).executeTakeFirst(),

    append(chatId, event, now, guard, page) {
      return change(
        chatId,
        now,
        (chat) => openOnly(chat) ?? guard?.(chat),
        () => {
          const changes: Partial<LiveChatRow> = {};
          if (event.type === 'message') changes.last_message_at = now.toISOString();
          if (event.type === 'message' && event.author === 'visitor')
            changes.last_visitor_message_at = now.toISOString();
          if (event.type === 'read') changes.read_up_to = event.upTo;
          if (page !== undefined) changes.page = page;
          return changes;
        },
        () => event,
      );
    },

    take(chatId, staff, now) {
      return change(
        chatId,
        now,
        (chat) => (chat.status === 'waiting' ? undefined : chat.status === 'active' ? 'not_waiting' : 'ended'),
        () => ({
          status: 'active',
          staff_id: staff.id,
          staff_name: staff.name,
          taken_at: now.toISOString(),
          // The quarter of an hour of silence counts from the moment a person is there.
          last_message_at: now.toISOString(),
        }),
        () => ({ type: 'taken', name: staff.name }),
      );
    },

    close(chatId, how, now, guard) {
      return change(
        chatId,
        now,
        (chat) => {
          if (how.type === 'missed') return chat.status === 'waiting' ? undefined : 'not_waiting';
          return openOnly(chat) ?? guard?.(chat);
        },
        () => ({
          status: how.type === 'missed' ? 'missed' : 'ended',
          ended_at: now.toISOString(),
          ended_by: how.type === 'ended' ? how.by : null,
        }),
        () => how,
        // A chat that made or joined a lead leaves its whole transcript there, in the same commit.
        completeLeadTranscriptsInTransaction,
      );
    },

    linkLead(chatId, leadId, now) {
      return change(
        chatId,
        now,
        () => undefined,
        () => ({}),
        () => ({ type: 'contact_left', leadId }),
        (trx, chat) => linkLeadInTransaction(trx, chat, leadId, now.toISOString()),
      );
    },

    release(chatId, staffId, now) {
      return change(
        chatId,
        now,
        (chat) => (chat.status !== 'active' ? 'ended' : chat.staff_id === staffId ? undefined : 'not_yours'),
        () => ({ status: 'waiting', staff_id: null, staff_name: null, waiting_since: now.toISOString() }),
        () => ({ type: 'released' }),
      );
    },
  };
}

/** A conversation's events, the queue and the summaries, and missed chats' removal. */
function liveChatReading(
  db: Kysely<DatabaseSchema>,
  helpers: LiveChatHelpers,
): Pick<
  LiveChatRepository,
  'eventsAfter' | 'overdue' | 'countWaiting' | 'countVisitorMessages' | 'queue' | 'summary' | 'removeMissedBefore'
> {
  const { summaries } = helpers;
  return {
    async eventsAfter(chatId, afterId, { typing = false, limit = 1000 } = {}) {
      let query = db
        .selectFrom('live_chat_events')
        .selectAll()
        .where('chat_id', '=', chatId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit);
      if (!typing) query = query.where('type', '!=', 'typing');
      return (await query.execute()).map(toEvent);
    },

    async overdue(waitingBefore, silentSince) {
      const rows = await db
        .selectFrom('live_chats')
        .select(['id', 'status'])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'waiting'), eb('waiting_since', '<', waitingBefore.toISOString())]),
            eb.and([eb('status', '=', 'active'), eb('last_message_at', '<', silentSince.toISOString())]),
          ]),
        )
        .execute();
      return {
        missed: rows.filter((row) => row.status === 'waiting').map((row) => row.id),
        idle: rows.filter((row) => row.status === 'active').map((row) => row.id),
      };
    },

    async countWaiting() {
      const row = await db
        .selectFrom('live_chats')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async countVisitorMessages(chatId, since) {
      const row = await db
        .selectFrom('live_chat_events')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('chat_id', '=', chatId)
        .where('type', '=', 'message')
        .where('author', '=', 'visitor')
        .where('at', '>', since.toISOString())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async queue(_viewer, recentLimit) {
      const open = await db
        .selectFrom('live_chats')
        .selectAll()
        .where('status', 'in', ['waiting', 'active'])
        .orderBy('created_at')
        .execute();
      const recent = await db
        .selectFrom('live_chats')
        .selectAll()
        .where('status', 'in', ['ended', 'missed'])
        .orderBy('created_at', 'desc')
        .limit(recentLimit)
        .execute();
      const [openSummaries, recentSummaries] = await Promise.all([summaries(open), summaries(recent)]);
      return {
        waiting: openSummaries.filter((chat) => chat.status === 'waiting'),
        active: openSummaries.filter((chat) => chat.status === 'active'),
        recent: recentSummaries,
      };
    },

    async summary(chat) {
      return (await summaries([chat]))[0]!;
    },

    async removeMissedBefore(before) {
      const result = await db
        .deleteFrom('live_chats')
        .where('status', '=', 'missed')
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  DatabaseSchema,
  LeadEventKind,
  LeadEventsTable,
  LeadRepliesTable,
  LeadStatus,
  SavedRepliesTable,
} from '../../../shared/data/schema';

export type StoredReply = Selectable<LeadRepliesTable> & { author_name: string };
export type StoredEvent = Selectable<LeadEventsTable> & { actor_name: string | null };
export type StoredSavedReply = Selectable<SavedRepliesTable>;

/** Who a lead can be assigned to: the colleagues whose account is active. */
export interface Colleague {
  id: string;
  name: string;
}

/**
 * Working a lead: its assignment, follow-up and status with an event for the timeline (in one
 * transaction, so no change goes without its entry), the replies sent, the agency's saved
 * replies. Every write refers to the lead, so nothing outlives an erased or expired lead.
 */
export function createLeadWorkRepository(db: Kysely<DatabaseSchema>) {
  return { ...leadPlanning(db), ...leadReplies(db) };
}

/** Adds an entry to the lead's timeline (inside the caller's transaction). */
function addEvent(
  trx: Kysely<DatabaseSchema>,
  event: { leadId: string; kind: LeadEventKind; actorId: string | null; detail: string | null; at: Date },
) {
  return trx
      .insertInto('lead_events')
      .values({
        id: randomUUID(),
        lead_id: event.leadId,
        kind: event.kind,
        actor_id: event.actorId,
        detail: event.detail,
        at: event.at.toISOString(),
      })
      .execute();
}

/** Who works a lead and when: the colleagues, assignment, status and follow-up with their timeline entries. */
function leadPlanning(db: Kysely<DatabaseSchema>) {
  return {
    colleagues(): Promise<Colleague[]> {
      return db
        .selectFrom('staff_users')
        .select(['id', 'name'])
        .where('status', '=', 'active')
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** Sets the status with its timeline entry; false when there is no such lead. */
    setStatus(leadId: string, status: LeadStatus, actorId: string, at: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('leads').set({ status }).where('id', '=', leadId).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await addEvent(trx, { leadId, kind: 'status', actorId, detail: status, at });
        return true;
      });
    },

    /**
     * Assigns the lead to an active colleague (or to nobody: null). `lead` false: no such lead;
     * `colleague` false: no such active colleague (nothing changed).
     */
    assign(
      leadId: string,
      staffUserId: string | null,
      actorId: string,
      at: Date,
    ): Promise<{ lead: boolean; colleague: boolean; assignee: Colleague | null }> {
      return db.transaction().execute(async (trx) => {
        const assignee =
          staffUserId === null
            ? null
            : ((await trx
                .selectFrom('staff_users')
                .select(['id', 'name'])
                .where('id', '=', staffUserId)
                .where('status', '=', 'active')
                .executeTakeFirst()) ?? undefined);
        if (assignee === undefined) return { lead: true, colleague: false, assignee: null };
        const result = await trx
          .updateTable('leads')
          .set({ assigned_to: assignee?.id ?? null })
          .where('id', '=', leadId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return { lead: false, colleague: true, assignee: null };
        await addEvent(trx, { leadId, kind: 'assigned', actorId, detail: assignee?.id ?? null, at });
        return { lead: true, colleague: true, assignee };
      });
    },

    /** Sets (or clears: `followUpAt` null) the follow-up with its timeline entry; false when there is no such lead. */
    setFollowUp(
      leadId: string,
      followUp: { at: Date; text: string | null } | null,
      actorId: string,
      at: Date,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('leads')
          .set({ follow_up_at: followUp?.at.toISOString() ?? null, follow_up_text: followUp?.text ?? null })
          .where('id', '=', leadId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await addEvent(trx, { leadId, kind: 'follow_up', actorId, detail: followUp?.at.toISOString() ?? null, at });
        return true;
      });
    },

    /**
     * Marks the follow-up of `followUpAt` as fallen due on the timeline, when the lead still has
     * that follow-up (not moved or cleared since its job was scheduled). Resolves with the lead's
     * assignee (null: nobody), or undefined when the follow-up no longer stands.
     */
    followUpFellDue(
      leadId: string,
      followUpAt: string,
      at: Date,
    ): Promise<{ assignedTo: string | null; setBy: string | null } | undefined> {
      return db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom('leads')
          .select(['assigned_to'])
          .where('id', '=', leadId)
          .where('follow_up_at', '=', followUpAt)
          .executeTakeFirst();
        if (!lead) return undefined;
        const setBy = await trx
          .selectFrom('lead_events')
          .select('actor_id')
          .where('lead_id', '=', leadId)
          .where('kind', '=', 'follow_up')
          .orderBy('at', 'desc')
          .limit(1)
          .executeTakeFirst();
        await addEvent(trx, { leadId, kind: 'follow_up_due', actorId: null, detail: followUpAt, at });
        return { assignedTo: lead.assigned_to, setBy: setBy?.actor_id ?? null };
      });
    },

    /** The leads whose follow-up is at or before `until`, soonest first. */
    followUpsBefore(until: Date, limit: number) {
      return db
        .selectFrom('leads')
        .selectAll()
        .where('follow_up_at', 'is not', null)
        .where('follow_up_at', '<=', until.toISOString())
        .orderBy('follow_up_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** The timeline's entries other than notes and replies, oldest first, with who did them. */
    events(leadId: string): Promise<StoredEvent[]> {
      return db
        .selectFrom('lead_events')
        .leftJoin('staff_users', 'staff_users.id', 'lead_events.actor_id')
        .selectAll('lead_events')
        .select('staff_users.name as actor_name')
        .where('lead_events.lead_id', '=', leadId)
        .orderBy('lead_events.at')
        .orderBy('lead_events.id')
        .execute();
    },

    /** The live chats that joined the lead (their transcripts are the live chat's), oldest first. */
    liveChats(leadId: string): Promise<{ chat_id: string; linked_at: string }[]> {
      return db
        .selectFrom('lead_live_chats')
        .select(['chat_id', 'linked_at'])
        .where('lead_id', '=', leadId)
        .orderBy('linked_at')
        .execute();
    },

    /** Names of these colleagues (the assignees a timeline mentions). */
    async names(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

  };
}

/** The replies sent to a lead, and the agency's saved replies to start one from. */
function leadReplies(db: Kysely<DatabaseSchema>) {
  return {
    replies(leadId: string): Promise<StoredReply[]> {
      return db
        .selectFrom('lead_replies')
        .innerJoin('staff_users', 'staff_users.id', 'lead_replies.author_id')
        .selectAll('lead_replies')
        .select('staff_users.name as author_name')
        .where('lead_replies.lead_id', '=', leadId)
        .orderBy('lead_replies.created_at')
        .orderBy('lead_replies.id')
        .execute();
    },

    /** How many replies the colleague sent since `since`, and when the first of them went (the hourly limit). */
    async repliesSince(authorId: string, since: Date): Promise<{ count: number; first: Date | undefined }> {
      const row = await db
        .selectFrom('lead_replies')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('first')])
        .where('author_id', '=', authorId)
        .where('created_at', '>=', since.toISOString())
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), first: row.first ? new Date(row.first) : undefined };
    },

    /** Keeps a reply the SMTP server accepted; false when the lead was erased meanwhile. */
    async addReply(reply: Omit<LeadRepliesTable, 'created_at'> & { at: Date }): Promise<boolean> {
      const { at, ...row } = reply;
      const result = await db
        .insertInto('lead_replies')
        .columns(['id', 'lead_id', 'author_id', 'to_address', 'subject', 'body', 'message_id', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('leads')
            .select([
              eb.val(row.id).as('id'),
              'leads.id as lead_id',
              eb.val(row.author_id).as('author_id'),
              eb.val(row.to_address).as('to_address'),
              eb.val(row.subject).as('subject'),
              eb.val(row.body).as('body'),
              eb.val(row.message_id).as('message_id'),
              eb.val(at.toISOString()).as('created_at'),
            ])
            .where('leads.id', '=', row.lead_id),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    savedReplies(): Promise<StoredSavedReply[]> {
      return db.selectFrom('saved_replies').selectAll().orderBy('title').orderBy('id').execute();
    },

    async savedReplyCount(): Promise<number> {
      const row = await db
        .selectFrom('saved_replies')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async addSavedReply(input: { title: string; body: string; at: Date }): Promise<StoredSavedReply> {
      const at = input.at.toISOString();
      const row = { id: randomUUID(), title: input.title, body: input.body, created_at: at, updated_at: at };
      await db.insertInto('saved_replies').values(row).execute();
      return row;
    },

    /** Undefined when there is no such saved reply. */
    async changeSavedReply(id: string, input: { title: string; body: string; at: Date }) {
      const result = await db
        .updateTable('saved_replies')
        .set({ title: input.title, body: input.body, updated_at: input.at.toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('saved_replies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },

    async removeSavedReply(id: string): Promise<boolean> {
      const result = await db.deleteFrom('saved_replies').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type LeadWorkRepository = ReturnType<typeof createLeadWorkRepository>;

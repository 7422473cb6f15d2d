import type { Kysely } from 'kysely';
import type { ChannelName, DatabaseSchema, OutboxStatus } from './schema';
import { parseStoredConversation } from './leadRepository';
import type { LeadNotice } from '../domain/notifications/leadMessage';

export interface OutboxJob {
  id: string;
  channel: ChannelName;
  attempts: number;
  /** The lead with the chat conversation it was made from (null when none). */
  lead: LeadNotice;
}


export interface OutboxCounts {
  pending: number;
  sent: number;
}

export interface OutboxRepository {
  /**
   * Claims up to `limit` due jobs until `leaseUntil`. A claim is a conditional update, so two
   * workers (or two instances on one PostgreSQL) never deliver the same job at the same time.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxJob[]>;
  markSent(id: string, now: Date): Promise<void>;
  markFailed(id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  /** Earliest moment a pending job becomes due (or undefined when none is pending). */
  nextDueAt(): Promise<Date | undefined>;
  counts(): Promise<OutboxCounts>;
  listForLead(leadId: string): Promise<{ channel: ChannelName; status: OutboxStatus; attempts: number }[]>;
}

export function createOutboxRepository(db: Kysely<DatabaseSchema>): OutboxRepository {
  return {
    async claimDue(now, leaseUntil, limit) {
      const nowIso = now.toISOString();
      const candidates = await db
        .selectFrom('outbox')
        .select(['id'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();

      const claimed: OutboxJob[] = [];
      for (const { id } of candidates) {
        const result = await db
          .updateTable('outbox')
          .set({ locked_until: leaseUntil.toISOString() })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        const row = await db
          .selectFrom('outbox')
          .innerJoin('leads', 'leads.id', 'outbox.lead_id')
          .leftJoin('lead_conversations', 'lead_conversations.lead_id', 'leads.id')
          .select([
            'outbox.id as job_id',
            'outbox.channel',
            'outbox.attempts',
            'leads.id',
            'leads.kind',
            'leads.name',
            'leads.email',
            'leads.phone',
            'leads.message',
            'leads.created_at',
            'leads.idempotency_key',
            'leads.request_hash',
            'leads.source',
            'lead_conversations.messages as conversation',
          ])
          .where('outbox.id', '=', id)
          .executeTakeFirst();
        if (!row) continue;
        const { job_id, channel, attempts, conversation, ...lead } = row;
        claimed.push({
          id: job_id,
          channel,
          attempts,
          lead: { ...lead, conversation: conversation === null ? null : parseStoredConversation(conversation) },
        });
      }
      return claimed;
    },

    async markSent(id, now) {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id, attempts, nextAttemptAt, error) {
      await db
        .updateTable('outbox')
        .set({
          attempts,
          next_attempt_at: nextAttemptAt.toISOString(),
          locked_until: null,
          last_error: error.slice(0, 500),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    async nextDueAt() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.min('next_attempt_at').as('due'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row?.due ? new Date(row.due) : undefined;
    },

    async counts() {
      const rows = await db
        .selectFrom('outbox')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('status')
        .execute();
      const counts: OutboxCounts = { pending: 0, sent: 0 };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    async listForLead(leadId) {
      return db
        .selectFrom('outbox')
        .select(['channel', 'status', 'attempts'])
        .where('lead_id', '=', leadId)
        .orderBy('channel')
        .execute();
    },
  };
}

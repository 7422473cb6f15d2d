import type { Kysely } from 'kysely';
import type { ChannelName, DatabaseSchema, OutboxStatus } from '../../../shared/data/schema';
import { parseStoredConversation, type LeadNotice } from './leadRepository';

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
  failed: number;
}

/** What `/api/health` reports of the outbox: counts only, nothing about the leads. */
export interface OutboxHealth {
  /** Pending jobs whose next attempt is now or past. */
  due: number;
  /** Pending jobs that failed at least once. */
  retrying: number;
  /** Age of the oldest pending job, by its creation time (0 when none is pending). */
  oldestWaitingMs: number;
  /** Jobs given up after OUTBOX_MAX_ATTEMPTS attempts (status `failed`). */
  givenUp: number;
}

/** A notification not delivered yet (pending or given up), as `leads outbox` lists it: no personal data. */
export interface UndeliveredJob {
  id: string;
  lead_id: string;
  channel: ChannelName;
  status: Exclude<OutboxStatus, 'sent'>;
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  last_error: string | null;
}

export interface OutboxRepository {
  /**
   * Claims up to `limit` due jobs until `leaseUntil`. A claim is a conditional update, so two
   * workers (or two instances on one PostgreSQL) never deliver the same job at the same time.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxJob[]>;
  markSent(id: string, now: Date): Promise<void>;
  /**
   * Hands claimed jobs back before their lease ends (a stopping worker): still pending, due as
   * before, at once claimable by another worker. Resolves with how many were released.
   */
  release(ids: readonly string[]): Promise<number>;
  markFailed(id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  /**
   * Gives the job up after its last attempt: status `failed`, no longer claimed. True when this
   * call changed it (false when it was no longer pending, e.g. erased meanwhile).
   */
  markGivenUp(id: string, attempts: number, error: string): Promise<boolean>;
  /**
   * Puts given-up jobs (all, or the one with this id) back in the queue: pending, attempts 0,
   * due at `now`; the last error stays until the next attempt. Resolves with how many.
   */
  retryGivenUp(now: Date, id?: string): Promise<number>;
  /**
   * Makes pending jobs that wait in back-off after a failed attempt (all, or the one with this
   * id) due at `now`, attempts and last error kept; the worker sends them under its lease as
   * usual. A job a worker holds (its lease not ended) is left alone, and no lease is touched:
   * only its worker decides what becomes of it, so this never makes a job go out twice (a worker
   * clock ahead of `now` included). Resolves with how many.
   */
  makeWaitingDue(now: Date, id?: string): Promise<number>;
  /** Earliest moment a pending job becomes due (or undefined when none is pending). */
  nextDueAt(): Promise<Date | undefined>;
  counts(): Promise<OutboxCounts>;
  /** One aggregate query over the jobs not delivered yet; `now` is the moment ages are measured from. */
  health(now: Date): Promise<OutboxHealth>;
  /** Pending and given-up jobs, oldest first, and how many there are of each in all. */
  listUndelivered(limit: number): Promise<{ jobs: UndeliveredJob[]; pending: number; failed: number }>;
  findStatus(id: string): Promise<OutboxStatus | undefined>;
  listForLead(leadId: string): Promise<{ channel: ChannelName; status: OutboxStatus; attempts: number }[]>;
}

export function createOutboxRepository(db: Kysely<DatabaseSchema>): OutboxRepository {
  return { ...outboxDelivery(db), ...outboxRetries(db), ...outboxReports(db) };
}

/** What the worker does: claim due jobs under a lease, and mark how each went. */
function outboxDelivery(
  db: Kysely<DatabaseSchema>,
): Pick<OutboxRepository, 'claimDue' | 'markSent' | 'release' | 'markFailed' | 'markGivenUp'> {
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
            'leads.status',
            'leads.visit_landing',
            'leads.visit_referrer_host',
            'leads.visit_source',
            'leads.visit_medium',
            'leads.visit_campaign',
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

    async release(ids) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('outbox')
        .set({ locked_until: null })
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .where('locked_until', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
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

    async markGivenUp(id, attempts, error) {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'failed', attempts, locked_until: null, last_error: error.slice(0, 500) })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** What the staff tools and the command do: send given-up or waiting jobs again. */
function outboxRetries(db: Kysely<DatabaseSchema>): Pick<OutboxRepository, 'retryGivenUp' | 'makeWaitingDue'> {
  return {
    async retryGivenUp(now, id) {
      let query = db
        .updateTable('outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
        .where('status', '=', 'failed');
      if (id !== undefined) query = query.where('id', '=', id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async makeWaitingDue(now, id) {
      const nowIso = now.toISOString();
      let query = db
        .updateTable('outbox')
        .set({ next_attempt_at: nowIso })
        .where('status', '=', 'pending')
        .where('next_attempt_at', '>', nowIso)
        // The same test as claimDue's: a job whose lease has not ended is in a worker's hands.
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]));
      if (id !== undefined) query = query.where('id', '=', id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/** What is reported: counts, health, the undelivered jobs, a lead's notifications. */
function outboxReports(
  db: Kysely<DatabaseSchema>,
): Pick<OutboxRepository, 'nextDueAt' | 'counts' | 'health' | 'listUndelivered' | 'findStatus' | 'listForLead'> {
  return {
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
      const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    async health(now) {
      // Only undelivered rows are read (the status index finds them); sent jobs are the bulk.
      const nowIso = now.toISOString();
      const row = await db
        .selectFrom('outbox')
        .select((eb) => [
          eb.fn
            .count<number | string>(
              eb
                .case()
                .when(eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]))
                .then(1)
                .end(),
            )
            .as('due'),
          eb.fn
            .count<number | string>(
              eb
                .case()
                .when(eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)]))
                .then(1)
                .end(),
            )
            .as('retrying'),
          eb.fn
            .min<string | null>(eb.case().when('status', '=', 'pending').then(eb.ref('created_at')).end())
            .as('oldest'),
          eb.fn.count<number | string>(eb.case().when('status', '=', 'failed').then(1).end()).as('given_up'),
        ])
        .where('status', 'in', ['pending', 'failed'])
        .executeTakeFirstOrThrow();
      return {
        due: Number(row.due),
        retrying: Number(row.retrying),
        oldestWaitingMs: row.oldest ? Math.max(0, now.getTime() - new Date(row.oldest).getTime()) : 0,
        givenUp: Number(row.given_up),
      };
    },

    async listUndelivered(limit) {
      const jobs = await db
        .selectFrom('outbox')
        .select(['id', 'lead_id', 'channel', 'status', 'attempts', 'created_at', 'next_attempt_at', 'last_error'])
        .where('status', 'in', ['pending', 'failed'])
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      const totals = await db
        .selectFrom('outbox')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('status', 'in', ['pending', 'failed'])
        .groupBy('status')
        .execute();
      const total = (status: OutboxStatus) => Number(totals.find((row) => row.status === status)?.n ?? 0);
      // The query asked for pending and failed jobs only.
      return { jobs: jobs as UndeliveredJob[], pending: total('pending'), failed: total('failed') };
    },

    async findStatus(id) {
      const row = await db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status;
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

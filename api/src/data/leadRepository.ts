import type { Kysely } from 'kysely';
import type { ChannelName, DatabaseSchema, LeadKind, LeadsTable } from './schema';
import { randomUUID } from 'node:crypto';

export type Lead = LeadsTable;

export interface LeadRepository {
  /** Stores the lead and one outbox job per notification channel in one transaction. */
  insert(lead: Lead, channels: readonly ChannelName[]): Promise<void>;
  findById(id: string): Promise<Lead | undefined>;
  list(options?: { limit?: number; kind?: LeadKind }): Promise<Lead[]>;
  count(): Promise<number>;
  /** Deletes leads created before the cutoff, with their outbox jobs. Returns how many leads. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

interface PendingInsert {
  lead: Lead;
  channels: readonly ChannelName[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 200;

export function createLeadRepository(db: Kysely<DatabaseSchema>): LeadRepository {
  const outboxRows = (items: readonly { lead: Lead; channels: readonly ChannelName[] }[]) =>
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

  /** Writes leads and their outbox jobs in one transaction (multi-row inserts). */
  async function write(items: readonly { lead: Lead; channels: readonly ChannelName[] }[]): Promise<void> {
    const jobs = outboxRows(items);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(items.map((item) => item.lead)).execute();
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
          // One bad row must not fail its neighbours: retry each on its own.
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
    insert(lead, channels) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ lead, channels, resolve, reject });
        if (queue.length === 1 && !flushing) setImmediate(() => void flush());
      });
    },

    findById(id) {
      return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list({ limit, kind } = {}) {
      let query = db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id');
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

    async deleteCreatedBefore(cutoff) {
      const before = cutoff.toISOString();
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('outbox')
          .where('lead_id', 'in', (eb) => eb.selectFrom('leads').select('id').where('created_at', '<', before))
          .execute();
        const result = await trx.deleteFrom('leads').where('created_at', '<', before).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}

import type { Kysely } from 'kysely';
import type { ChatFeedbackTable, DatabaseSchema, FeedbackVote } from '../../../shared/data/schema';

export type ChatFeedback = ChatFeedbackTable;

export interface FeedbackCounts {
  useful: number;
  not_useful: number;
}

export interface FeedbackRepository {
  insert(feedback: ChatFeedback): Promise<void>;
  findById(id: string): Promise<ChatFeedback | undefined>;
  /** Newest first; only "not useful" votes unless `all`. */
  list(options?: { limit?: number; all?: boolean }): Promise<ChatFeedback[]>;
  counts(): Promise<FeedbackCounts>;
  /** The retention period: deletes votes created before the cutoff. Returns how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

export function createFeedbackRepository(db: Kysely<DatabaseSchema>): FeedbackRepository {
  return {
    async insert(feedback) {
      await db.insertInto('chat_feedback').values(feedback).execute();
    },

    findById(id) {
      return db.selectFrom('chat_feedback').selectAll().where('id', '=', id).executeTakeFirst();
    },

    list({ limit, all = false } = {}) {
      let query = db.selectFrom('chat_feedback').selectAll().orderBy('created_at', 'desc').orderBy('id');
      if (!all) query = query.where('vote', '=', 'not_useful' satisfies FeedbackVote);
      if (limit !== undefined) query = query.limit(limit);
      return query.execute();
    },

    async counts() {
      const rows = await db
        .selectFrom('chat_feedback')
        .select(['vote', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('vote')
        .execute();
      const counts: FeedbackCounts = { useful: 0, not_useful: 0 };
      for (const row of rows) if (row.vote in counts) counts[row.vote] = Number(row.n);
      return counts;
    },

    async deleteCreatedBefore(cutoff) {
      const result = await db
        .deleteFrom('chat_feedback')
        .where('created_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

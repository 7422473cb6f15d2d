import type { Kysely } from 'kysely';
import type { ChatQuestionCountsTable, DatabaseSchema } from '../../../shared/data/schema';

export type ChatQuestionCount = ChatQuestionCountsTable;

/** The day a moment belongs to, as the counts keep it: its UTC date, `YYYY-MM-DD`. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The chat's questions counted per day and topic; no question text, no visitor. */
export interface ChatQuestionCounts {
  /**
   * Adds one question to its day and topic (and to the unanswered ones when it was not
   * answered): one atomic upsert, so instances counting the same day and topic at once lose
   * nothing.
   */
  add(day: string, topic: string, unanswered: boolean): Promise<void>;
  /** Adds `asked` questions, `unanswered` of them not answered, to a day and topic: one atomic upsert. */
  addMany(day: string, topic: string, asked: number, unanswered: number): Promise<void>;
  /** The counts from `fromDay` (a UTC date, `YYYY-MM-DD`) on, by day and then topic. */
  since(fromDay: string): Promise<ChatQuestionCount[]>;
  /**
   * The retention period: deletes the days that were over before the cutoff (the cutoff's own
   * day stays until it is wholly past). Returns how many rows (days × topics).
   */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

export function createChatQuestionCounts(db: Kysely<DatabaseSchema>): ChatQuestionCounts {
  const addMany: ChatQuestionCounts['addMany'] = async (day, topic, asked, unanswered) => {
    // INSERT … ON CONFLICT (day, topic) DO UPDATE SET asked = asked + n: the same statement in
    // SQLite and PostgreSQL, the addition done by the database inside the row's lock.
    await db
      .insertInto('chat_question_counts')
      .values({ day, topic, asked, unanswered })
      .onConflict((conflict) =>
        conflict.columns(['day', 'topic']).doUpdateSet((eb) => ({
          asked: eb(eb.ref('chat_question_counts.asked'), '+', eb.ref('excluded.asked')),
          unanswered: eb(eb.ref('chat_question_counts.unanswered'), '+', eb.ref('excluded.unanswered')),
        })),
      )
      .execute();
  };

  return {
    add: (day, topic, unanswered) => addMany(day, topic, 1, unanswered ? 1 : 0),
    addMany,

    async since(fromDay) {
      const rows = await db
        .selectFrom('chat_question_counts')
        .selectAll()
        .where('day', '>=', fromDay)
        .orderBy('day')
        .orderBy('topic')
        .execute();
      // PostgreSQL's driver may give integers as strings; both engines give numbers here.
      return rows.map((row) => ({ ...row, asked: Number(row.asked), unanswered: Number(row.unanswered) }));
    },

    async deleteCreatedBefore(cutoff) {
      const result = await db.deleteFrom('chat_question_counts').where('day', '<', utcDay(cutoff)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

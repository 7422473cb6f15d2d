import type { ChatTopic } from '@agency/content';
import { utcDay, type ChatQuestionCounts } from '../data/chatQuestionCounts';
import type { Logger } from '../../../shared/logger';
import { answer } from './embedded/assistant';
import type { ChatMessage, ChatProvider } from './types';

/** How an answer went, as the chat's stream showed it. */
export interface AnswerOutcome {
  /** The answer offered the visitor a person: a call back or a colleague (the `offer_callback` or `offer_person` action). */
  offeredPerson: boolean;
}

/** What a question counts as. */
export interface CountedQuestion {
  topic: ChatTopic;
  unanswered: boolean;
}

/**
 * What the last question of a conversation counts as. The topic is the embedded assistant's
 * reading of the conversation, whichever assistant answered (`overig` when it reads none), so
 * the counts of the embedded assistant and of a model are comparable. Not answered:
 * - by the embedded assistant: it found nothing in the site's content for the question (its
 *   "Dat weet ik helaas niet zeker", kind `unknown`), or the site does not settle it (kind
 *   `not_on_site`: "Over … staat niets op onze website");
 * - by a model: it handed the question to a person (called `offer_callback` or `offer_person`,
 *   which its instructions say to do when the facts do not answer) while the visitor had not
 *   asked for one (the embedded assistant does not read the question as a request for a person).
 */
export function countedQuestion(
  messages: readonly ChatMessage[],
  assistant: ChatProvider['name'],
  outcome: AnswerOutcome,
): CountedQuestion {
  const read = answer(messages);
  const unanswered =
    assistant === 'embedded'
      ? read.kind === 'unknown' || read.kind === 'not_on_site'
      : outcome.offeredPerson && read.kind !== 'callback_request';
  return { topic: read.topic ?? 'overig', unanswered };
}

/** Counts the chat's questions per day and topic, beside the answers and never in their way. */
export interface QuestionStats {
  /**
   * Counts the question of a conversation whose answer was given. Returns at once: the
   * questions of the next FLUSH_MS are read and written together (one upsert per day and
   * topic), and a failure is logged, never thrown.
   */
  record(messages: readonly ChatMessage[], outcome: AnswerOutcome): void;
  /** Writes what is waiting at once; resolves when every count recorded so far is written (or its failure logged). */
  settled(): Promise<void>;
}

/**
 * How long questions wait to be counted together. Counting each at once (reading its topic,
 * then a write that SQLite makes durable) ran into the next request's first chunk: 2 ms of
 * the proxy's 5 ms budget (`npm run bench:api`).
 */
export const FLUSH_MS = 1000;
/** Never more questions than this wait in memory: a busy instance writes sooner. */
const MAX_WAITING = 500;

export function createQuestionStats(options: {
  counts: ChatQuestionCounts;
  assistant: ChatProvider['name'];
  logger: Logger;
  now?: () => Date;
}): QuestionStats {
  const { counts, assistant, logger } = options;
  const now = options.now ?? (() => new Date());
  const writing = new Set<Promise<void>>();
  let waiting: { day: string; messages: readonly ChatMessage[]; outcome: AnswerOutcome }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = (error: unknown) => {
    // The error of a count holds no question text: only days, topics and numbers are written.
    logger.error({ event: 'chat.count_failed', err: error }, 'counting a chat question failed');
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const totals = new Map<string, { day: string; topic: ChatTopic; asked: number; unanswered: number }>();
    for (const { day, messages, outcome } of batch) {
      try {
        const { topic, unanswered } = countedQuestion(messages, assistant, outcome);
        const total = totals.get(`${day} ${topic}`) ?? { day, topic, asked: 0, unanswered: 0 };
        total.asked += 1;
        total.unanswered += unanswered ? 1 : 0;
        totals.set(`${day} ${topic}`, total);
      } catch (error) {
        failed(error);
      }
    }
    for (const { day, topic, asked, unanswered } of totals.values()) {
      const work: Promise<void> = counts
        .addMany(day, topic, asked, unanswered)
        .catch(failed)
        .finally(() => writing.delete(work));
      writing.add(work);
    }
  };

  return {
    record(messages, outcome) {
      waiting.push({ day: utcDay(now()), messages, outcome });
      if (waiting.length >= MAX_WAITING) flush();
      else if (!timer) {
        timer = setTimeout(flush, FLUSH_MS);
        timer.unref();
      }
    },
    async settled() {
      flush();
      await Promise.all(writing);
    },
  };
}

import type { ChatTopic } from '@agency/content';
import { utcDay, type ChatQuestionCounts } from '../../data/chatQuestionCounts';
import type { Logger } from '../../logger';
import { answer } from './embedded/assistant';
import type { ChatMessage, ChatProvider } from './types';

/** How an answer went, as the chat's stream showed it. */
export interface AnswerOutcome {
  /** The answer offered the visitor a call back by a person (the `offer_callback` action). */
  offeredCallback: boolean;
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
 *   "Dat weet ik helaas niet zeker", kind `unknown`);
 * - by a model: it handed the question to a person (called `offer_callback`, which its
 *   instructions say to do when it is not sure) while the visitor had not asked for one (the
 *   embedded assistant does not read the question as a request for a person).
 */
export function countedQuestion(
  messages: readonly ChatMessage[],
  assistant: ChatProvider['name'],
  outcome: AnswerOutcome,
): CountedQuestion {
  const read = answer(messages);
  const unanswered =
    assistant === 'embedded' ? read.kind === 'unknown' : outcome.offeredCallback && read.kind !== 'handoff';
  return { topic: read.topic ?? 'overig', unanswered };
}

/** Counts the chat's questions per day and topic, beside the answers and never in their way. */
export interface QuestionStats {
  /**
   * Counts the question of a conversation whose answer was given. Returns at once: the topic
   * is read and the count written after the current turn of the event loop, and a failure
   * is logged, never thrown.
   */
  record(messages: readonly ChatMessage[], outcome: AnswerOutcome): void;
  /** Resolves when every count recorded so far is written (or its failure logged). */
  settled(): Promise<void>;
}

export function createQuestionStats(options: {
  counts: ChatQuestionCounts;
  assistant: ChatProvider['name'];
  logger: Logger;
  now?: () => Date;
}): QuestionStats {
  const { counts, assistant, logger } = options;
  const now = options.now ?? (() => new Date());
  const writing = new Set<Promise<void>>();
  return {
    record(messages, outcome) {
      const day = utcDay(now());
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => {
          const { topic, unanswered } = countedQuestion(messages, assistant, outcome);
          return counts.add(day, topic, unanswered);
        })
        .catch((error: unknown) => {
          // The error of a count holds no question text: only the day and topic are written.
          logger.error({ event: 'chat.count_failed', err: error }, 'counting a chat question failed');
        })
        .finally(() => writing.delete(work));
      writing.add(work);
    },
    async settled() {
      await Promise.all(writing);
    },
  };
}

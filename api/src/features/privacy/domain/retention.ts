import type { Logger } from '../../../shared/logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an Idempotency-Key is remembered with its lead. */
export const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;

/** What deletes leads, with everything belonging to them, created before a cutoff. */
export interface RetentionTarget {
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

/** What forgets the Idempotency-Keys of leads created before a moment. */
export interface IdempotencyKeys {
  expireIdempotencyKeys(before: Date): Promise<number>;
}

/** Deletes leads older than `days` (and what belongs to them). Returns how many leads. */
export async function applyRetention(target: RetentionTarget, days: number, now = new Date()): Promise<number> {
  return target.deleteCreatedBefore(new Date(now.getTime() - days * DAY_MS));
}

/**
 * The votes on the chat's answers ("Nuttig" / "Niet nuttig"): they quote the visitor's
 * question, so they are kept for the same period as leads.
 */
export interface FeedbackRetentionTarget {
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

/**
 * The chat's questions counted per day and topic: no personal data, yet kept no longer than
 * the leads, so nothing the site holds outlives the period its privacy statement states.
 */
export interface QuestionCountsRetentionTarget {
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

export interface RetentionRun {
  /** Leads deleted (undefined when that step failed). */
  deletedLeads: number | undefined;
  /** Chat feedback deleted (undefined when that step failed). */
  deletedFeedback: number | undefined;
  /** Rows (day and topic) of chat question counts deleted (undefined when that step failed). */
  deletedChatCounts: number | undefined;
  /** Idempotency-Keys forgotten (undefined when that step failed). */
  expiredIdempotencyKeys: number | undefined;
}

export interface Retention {
  /** Runs the job now (waits for a run in progress instead of starting a second one). */
  runNow(): Promise<RetentionRun>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The daily housekeeping of personal data: deletes leads (with what belongs to them), chat
 * feedback and the chat's question counts past the retention period, and forgets
 * Idempotency-Keys older than a day.
 * Runs at start and then every `everyMs` (a day); logs counts only. The timer never keeps
 * the process alive.
 */
export function startRetention(options: {
  store: RetentionTarget;
  feedback: FeedbackRetentionTarget;
  questionCounts: QuestionCountsRetentionTarget;
  idempotencyKeys: IdempotencyKeys;
  days: number;
  logger: Logger;
  everyMs?: number;
  now?: () => Date;
}): Retention {
  const { store, feedback, questionCounts, idempotencyKeys, days, logger } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<RetentionRun> | undefined;

  const step = async (name: string, work: () => Promise<number>): Promise<number | undefined> => {
    try {
      return await work();
    } catch (error) {
      logger.error({ event: 'leads.retention_failed', step: name, err: error }, 'retention run failed');
      return undefined;
    }
  };

  const run = async (): Promise<RetentionRun> => {
    const at = now();
    const deletedLeads = await step('leads', () => applyRetention(store, days, at));
    const deletedFeedback = await step('chat_feedback', () => applyRetention(feedback, days, at));
    const deletedChatCounts = await step('chat_question_counts', () => applyRetention(questionCounts, days, at));
    const expiredIdempotencyKeys = await step('idempotency_keys', () =>
      idempotencyKeys.expireIdempotencyKeys(new Date(at.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
    );
    logger.info(
      { event: 'leads.retention', days, deletedLeads, deletedFeedback, deletedChatCounts, expiredIdempotencyKeys },
      'retention applied',
    );
    return { deletedLeads, deletedFeedback, deletedChatCounts, expiredIdempotencyKeys };
  };

  const runNow = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  void runNow();
  const timer = setInterval(() => void runNow(), options.everyMs ?? DAY_MS);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

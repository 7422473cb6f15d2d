import type { Logger } from '../../../shared/logger';
import type { AnalyticsRepository } from '../data/analyticsRepository';
import { amsterdamDay, DAY_MS, hourOf, nextMidnight } from '../../../shared/days';

export interface AnalyticsHousekeepingRun {
  /** Raw page views older than ANALYTICS_RAW_DAYS deleted (undefined when that step failed). */
  deletedPageViews: number | undefined;
  /** Salts and visitor hashes of past days deleted (undefined when that step failed). */
  deletedSalts: number | undefined;
  deletedHashes: number | undefined;
}

export interface AnalyticsHousekeeping {
  /** Runs it now, or right after a run in progress (never two at once). */
  runNow(): Promise<AnalyticsHousekeepingRun>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** A moment after midnight: the run that deletes the day's salt belongs to the new day. */
const AFTER_MIDNIGHT_MS = 1000;

/**
 * Deletes what must not outlive its time: the salts and visitor hashes of every day before
 * today (Europe/Amsterdam; the daily totals keep the count), and the raw page views older than
 * `rawDays`. Runs at start and then at every midnight in Amsterdam, like the retention job of
 * leads (api/src/features/privacy/domain/retention.ts): the timer never keeps the process
 * alive; logs counts only.
 */
export function startAnalyticsHousekeeping(options: {
  repository: Pick<AnalyticsRepository, 'deletePageViewsBefore' | 'deleteDaysBefore'>;
  rawDays: number;
  logger: Logger;
  now?: () => Date;
}): AnalyticsHousekeeping {
  const { repository, rawDays, logger } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<AnalyticsHousekeepingRun> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const step = async <T>(name: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      logger.error({ event: 'analytics.housekeeping_failed', step: name, err: error }, 'analytics housekeeping failed');
      return undefined;
    }
  };

  const run = async (): Promise<AnalyticsHousekeepingRun> => {
    const at = now();
    const days = await step('salts', () => repository.deleteDaysBefore(amsterdamDay(at)));
    const deletedPageViews = await step('page_views', () =>
      repository.deletePageViewsBefore(hourOf(new Date(at.getTime() - rawDays * DAY_MS))),
    );
    const result = { deletedPageViews, deletedSalts: days?.salts, deletedHashes: days?.hashes };
    logger.info({ event: 'analytics.housekeeping', rawDays, ...result }, 'analytics housekeeping applied');
    return result;
  };

  // A run asked for while another is under way runs after it, at the time it starts: the earlier
  // run read the clock before, and its result may be of another day.
  const runNow = () => {
    const next = (running ?? Promise.resolve()).then(run);
    running = next;
    next
      .finally(() => {
        if (running === next) running = undefined;
      })
      // The caller hears of a failure through `next`; this branch only clears it.
      .catch(() => {});
    return next;
  };

  const arm = () => {
    if (stopped) return;
    const wait = Math.max(AFTER_MIDNIGHT_MS, nextMidnight(now()).getTime() - now().getTime() + AFTER_MIDNIGHT_MS);
    timer = setTimeout(() => {
      void runNow().finally(arm);
    }, wait);
    timer.unref();
  };

  void runNow();
  arm();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

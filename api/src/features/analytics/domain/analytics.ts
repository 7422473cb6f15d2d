import { analytics, type AnalyticsOverview, type ServerGoal } from '@agency/contract/analytics';
import type { Logger } from '../../../shared/logger';
import type { AnalyticsRepository } from '../data/analyticsRepository';
import { createVisitCounter, type VisitorSignals } from './counter';
import { amsterdamDay } from '../../../shared/days';
import { overviewOf, rangeOf } from './overview';
import type { CountedBeacon } from './visitInput';

/** What brings clients: visits and goals counted, the staff's overview read. */
export interface Analytics {
  /** Counts a checked beacon: a page view (with who sent it, read into the day's hash only) or a browser goal. */
  count(beacon: CountedBeacon, visitor: VisitorSignals): void;
  /** Counts a goal the server knows of (a lead stored, a chat question asked, …); returns at once. */
  recordGoal(goal: ServerGoal): void;
  /** The overview of a range (`YYYY-MM-DD`, both days included; by default the last 30 days). */
  overview(asked: { from?: string | undefined; to?: string | undefined }): Promise<AnalyticsOverview>;
  /**
   * Writes the counts waiting; resolves when they are written (or their failure logged) and the
   * staff area's live mark they asked for is decided.
   */
  settled(): Promise<void>;
}

/**
 * After counts were written: tells the staff area's live stream, at most once per
 * `liveEveryMs` across instances (the database's mark decides; this instance does not even
 * ask it more often), then `wake` reads the event the mark's trigger wrote.
 */
function liveMark(options: { repository: AnalyticsRepository; logger: Logger; now: () => Date; wake: () => void }) {
  let asked = -Infinity;
  let asking: Promise<void> | undefined;
  return {
    /** Asks for the mark (not awaited by the batch that was written). */
    mark() {
      const at = options.now();
      if (asking || at.getTime() - asked < analytics.liveEveryMs) return;
      asked = at.getTime();
      asking = options.repository
        .markCounted(at, analytics.liveEveryMs)
        .then((marked) => {
          if (marked) options.wake();
        })
        .catch((error: unknown) =>
          options.logger.warn({ event: 'analytics.live_failed', err: error }, 'the live mark failed'),
        )
        .finally(() => {
          asking = undefined;
        });
    },
    /** Resolves when the mark asked for (if any) is decided and its wake called. */
    async settled() {
      await asking;
    },
  };
}

export function createAnalytics(options: {
  repository: AnalyticsRepository;
  logger: Logger;
  now?: () => Date;
  /** The staff area's live stream: read the events now (visits were counted). */
  wake?: () => void;
  /** The overview's smallest group shown (`ANALYTICS_MIN_GROUP_VISITORS`); by default `limits.minGroupVisitors`. */
  minGroupVisitors?: number;
}): Analytics {
  const minGroup = options.minGroupVisitors ?? analytics.limits.minGroupVisitors;
  const { repository, logger } = options;
  const now = options.now ?? (() => new Date());
  const wake = options.wake;
  const live = wake ? liveMark({ repository, logger, now, wake }) : undefined;
  const counter = createVisitCounter({ repository, logger, now, ...(live ? { written: () => live.mark() } : {}) });
  return {
    count(beacon, visitor) {
      if (beacon.kind === 'goal')
        counter.goal(beacon.goal, beacon.origin ? { origin: beacon.origin, visitor } : undefined);
      else counter.pageView(beacon.view, visitor);
    },
    recordGoal: (goal) => counter.goal(goal),
    overview: (asked) => overviewOf(repository, rangeOf(asked, amsterdamDay(now())), minGroup),
    async settled() {
      await counter.settled();
      await live?.settled();
    },
  };
}

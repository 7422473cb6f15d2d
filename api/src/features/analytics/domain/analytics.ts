import type { AnalyticsOverview, ServerGoal } from '@agency/contract/analytics';
import type { Logger } from '../../../shared/logger';
import type { AnalyticsRepository } from '../data/analyticsRepository';
import { createVisitCounter, type VisitorSignals } from './counter';
import { amsterdamDay } from './days';
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
  /** Writes the counts waiting; resolves when they are written (or their failure logged). */
  settled(): Promise<void>;
}

export function createAnalytics(options: {
  repository: AnalyticsRepository;
  logger: Logger;
  now?: () => Date;
}): Analytics {
  const { repository } = options;
  const now = options.now ?? (() => new Date());
  const counter = createVisitCounter({ repository, logger: options.logger, now });
  return {
    count(beacon, visitor) {
      if (beacon.kind === 'goal') counter.goal(beacon.goal);
      else counter.pageView(beacon.view, visitor);
    },
    recordGoal: (goal) => counter.goal(goal),
    overview: (asked) => overviewOf(repository, rangeOf(asked, amsterdamDay(now()))),
    settled: () => counter.settled(),
  };
}

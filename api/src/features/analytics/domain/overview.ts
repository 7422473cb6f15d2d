import { analytics, type AnalyticsGroup, type AnalyticsOverview, type Goal } from '@agency/contract/analytics';
import { HttpError } from '../../../shared/errors';
import type { AnalyticsRepository, TotalRow } from '../data/analyticsRepository';
import { daysBefore, daysBetween, isDay } from './days';
import { grouped } from './grouped';

const { limits } = analytics;
const GOALS: readonly Goal[] = [...analytics.browserGoals, ...analytics.serverGoals];
/** The last 30 days, today included, unless the range says otherwise. */
const DEFAULT_DAYS = 30;

export const invalidRange = () =>
  new HttpError(
    400,
    analytics.errorCodes.invalidRange,
    `Kies een periode van hoogstens ${limits.maxRangeDays} dagen, met een begin voor het einde.`,
  );

/** The range asked for (`YYYY-MM-DD`, both days included), or the last 30 days up to today. */
export function rangeOf(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to = asked.to ?? today;
  if (!isDay(to)) throw invalidRange();
  const from = asked.from ?? daysBefore(to, DEFAULT_DAYS - 1);
  if (!isDay(from) || from > to) throw invalidRange();
  if (from < daysBefore(to, limits.maxRangeDays - 1)) throw invalidRange();
  return { from, to };
}

/**
 * A breakdown of one dimension over the range: each value's views and visitors (the sum of
 * its days'); every value with fewer than `minGroupVisitors` visitors, and the values a day's
 * cap already put in `overig`, together as `overig`, last. Most visitors first.
 */
function groups(rows: readonly Omit<TotalRow, 'day'>[]): AnalyticsGroup[] {
  const sums = new Map<string, AnalyticsGroup>();
  for (const row of rows) {
    const group = sums.get(row.value) ?? { value: row.value, visitors: 0, pageViews: 0 };
    group.visitors += row.visitors;
    group.pageViews += row.views;
    sums.set(row.value, group);
  }
  const shown: AnalyticsGroup[] = [];
  const other: AnalyticsGroup = { value: analytics.other, visitors: 0, pageViews: 0 };
  for (const group of sums.values()) {
    if (group.value === analytics.other || group.visitors < limits.minGroupVisitors) {
      other.visitors += group.visitors;
      other.pageViews += group.pageViews;
    } else shown.push(group);
  }
  shown.sort((a, b) => b.visitors - a.visitors || b.pageViews - a.pageViews || (a.value < b.value ? -1 : 1));
  return other.pageViews > 0 || other.visitors > 0 ? [...shown, other] : shown;
}

/** The overview of a range from the daily totals (kept as views came in: nothing is counted here). */
export async function overviewOf(
  repository: Pick<AnalyticsRepository, 'totals'>,
  range: { from: string; to: string },
): Promise<AnalyticsOverview> {
  const { days: daily, groups: summed } = await repository.totals(range.from, range.to);
  const byDimension = grouped(summed, (row) => row.dimension);
  const perDay = new Map(daily.map((row) => [row.day, row]));
  const days = daysBetween(range.from, range.to).map((day) => ({
    day,
    visitors: perDay.get(day)?.visitors ?? 0,
    pageViews: perDay.get(day)?.views ?? 0,
  }));
  const goalCounts = new Map((byDimension.get('goal') ?? []).map((row) => [row.value, row.views]));
  const of = (dimension: string) => groups(byDimension.get(dimension) ?? []);
  return {
    ...range,
    days,
    totals: {
      visitors: days.reduce((sum, day) => sum + day.visitors, 0),
      pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
    },
    routes: of('route'),
    sources: of('source'),
    media: of('medium'),
    campaigns: of('campaign'),
    devices: of('device'),
    goals: GOALS.map((goal) => ({ goal, count: goalCounts.get(goal) ?? 0 })),
  };
}

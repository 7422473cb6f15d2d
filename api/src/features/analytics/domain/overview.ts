import {
  analytics,
  type AnalyticsGroup,
  type AnalyticsOverview,
  type AnalyticsRoad,
  type Goal,
  type RoadGroup,
  type RoadSteps,
} from '@agency/contract/analytics';
import { HttpError } from '../../../shared/errors';
import type { AnalyticsRepository, RoadLeadRow, TotalRow } from '../data/analyticsRepository';
import { daysBefore, daysBetween, isDay, nextDay, startOfDay } from '../../../shared/days';
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
function groups(rows: readonly Omit<TotalRow, 'day'>[], minGroup: number): AnalyticsGroup[] {
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
    if (group.value === analytics.other || group.visitors < minGroup) {
      other.visitors += group.visitors;
      other.pageViews += group.pageViews;
    } else shown.push(group);
  }
  shown.sort((a, b) => b.visitors - a.visitors || b.pageViews - a.pageViews || (a.value < b.value ? -1 : 1));
  return other.pageViews > 0 || other.visitors > 0 ? [...shown, other] : shown;
}

const noSteps = (): RoadSteps => ({ visitors: 0, opened: 0, leads: 0, inProgress: 0, won: 0 });

/** Adds a status's leads to the steps: "In behandeling" counts those now in it and those won since. */
function addLeads(steps: RoadSteps, row: RoadLeadRow) {
  steps.leads += row.leads;
  if (row.status === 'in_progress' || row.status === 'won') steps.inProgress += row.leads;
  if (row.status === 'won') steps.won += row.leads;
}

type Summed = Map<string, Omit<TotalRow, 'day'>[]>;

/**
 * The road per value of one dimension: its visitors (landings), those who opened something, and
 * the leads its visits made with their statuses. A group of fewer than `minGroupVisitors`
 * visitors goes, with its leads, into `overig`; leads without a visit are `onbekend`. Most
 * visitors first, then `overig`, then `onbekend`.
 */
function roadGroups(
  summed: Summed,
  dimension: 'source' | 'campaign' | 'landing',
  leads: readonly RoadLeadRow[],
  minGroup: number,
): RoadGroup[] {
  const byValue = new Map<string, RoadGroup>();
  const group = (value: string) => {
    let found = byValue.get(value);
    if (!found) byValue.set(value, (found = { value, ...noSteps() }));
    return found;
  };
  for (const row of summed.get(dimension) ?? []) group(row.value).visitors += row.visitors;
  for (const row of summed.get(`opened_${dimension}`) ?? []) group(row.value).opened += row.visitors;
  for (const row of leads) {
    // A lead without a visit has no source or landing route; one without a campaign is in no campaign.
    const value = row.landing === null ? analytics.unknown : row[dimension];
    if (value !== null) addLeads(group(value), row);
  }
  const shown: RoadGroup[] = [];
  const other: RoadGroup = { value: analytics.other, ...noSteps() };
  let unknown: RoadGroup | undefined;
  for (const found of byValue.values()) {
    if (found.value === analytics.unknown) unknown = found;
    else if (found.value === analytics.other || found.visitors < minGroup) {
      for (const step of ['visitors', 'opened', 'leads', 'inProgress', 'won'] as const) other[step] += found[step];
    } else shown.push(found);
  }
  shown.sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || (a.value < b.value ? -1 : 1));
  const hasOther = other.visitors > 0 || other.opened > 0 || other.leads > 0;
  return [...shown, ...(hasOther ? [other] : []), ...(unknown ? [unknown] : [])];
}

function roadOf(summed: Summed, visitors: number, leads: readonly RoadLeadRow[], minGroup: number): AnalyticsRoad {
  const all = noSteps();
  all.visitors = visitors;
  all.opened = (summed.get('opened') ?? []).reduce((sum, row) => sum + row.visitors, 0);
  for (const row of leads) addLeads(all, row);
  return {
    all,
    sources: roadGroups(summed, 'source', leads, minGroup),
    campaigns: roadGroups(summed, 'campaign', leads, minGroup),
    landings: roadGroups(summed, 'landing', leads, minGroup),
  };
}

/**
 * The overview of a range from the daily totals (kept as views came in: nothing is counted
 * here) and the range's leads by their visit and status (for the road).
 */
export async function overviewOf(
  repository: Pick<AnalyticsRepository, 'totals' | 'roadLeads'>,
  range: { from: string; to: string },
  minGroup: number = limits.minGroupVisitors,
): Promise<AnalyticsOverview> {
  const [{ days: daily, groups: summed }, leads] = await Promise.all([
    repository.totals(range.from, range.to),
    repository.roadLeads(startOfDay(range.from).toISOString(), startOfDay(nextDay(range.to)).toISOString()),
  ]);
  const byDimension = grouped(summed, (row) => row.dimension);
  const perDay = new Map(daily.map((row) => [row.day, row]));
  const days = daysBetween(range.from, range.to).map((day) => ({
    day,
    visitors: perDay.get(day)?.visitors ?? 0,
    pageViews: perDay.get(day)?.views ?? 0,
  }));
  const goalCounts = new Map((byDimension.get('goal') ?? []).map((row) => [row.value, row.views]));
  const of = (dimension: string) => groups(byDimension.get(dimension) ?? [], minGroup);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  return {
    ...range,
    minGroupVisitors: minGroup,
    days,
    totals: { visitors, pageViews: days.reduce((sum, day) => sum + day.pageViews, 0) },
    routes: of('route'),
    sources: of('source'),
    media: of('medium'),
    campaigns: of('campaign'),
    devices: of('device'),
    landings: of('landing'),
    goals: GOALS.map((goal) => {
      const count = goalCounts.get(goal) ?? 0;
      return { goal, count, rate: visitors > 0 ? count / visitors : null };
    }),
    road: roadOf(byDimension, visitors, leads, minGroup),
  };
}

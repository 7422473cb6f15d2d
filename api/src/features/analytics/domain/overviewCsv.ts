import type { AnalyticsGroup, AnalyticsOverview, RoadGroup, RoadSteps } from '@agency/contract/analytics';
import { csvTable } from '../../staffTools';

/** The overview's columns as the export has them (`staffAnalyticsApi.exportPath`). */
const COLUMNS = [
  'section',
  'value',
  'day',
  'visitors',
  'page_views',
  'count',
  'rate',
  'opened',
  'leads',
  'in_progress',
  'won',
] as const;

type Line = Partial<Record<(typeof COLUMNS)[number], string | null>>;

const number = (value: number | null): string | null => (value === null ? null : String(value));

const groupLines = (section: string, groups: readonly AnalyticsGroup[]): Line[] =>
  groups.map((group) => ({
    section,
    value: group.value,
    visitors: number(group.visitors),
    page_views: number(group.pageViews),
  }));

const stepsLine = (section: string, value: string | null, steps: RoadSteps): Line => ({
  section,
  value,
  visitors: number(steps.visitors),
  opened: number(steps.opened),
  leads: number(steps.leads),
  in_progress: number(steps.inProgress),
  won: number(steps.won),
});

const roadLines = (section: string, groups: readonly RoadGroup[]): Line[] =>
  groups.map((group) => stepsLine(section, group.value, group));

/** The overview as CSV, through the product's one CSV writer: a line per figure, by section. */
export function overviewCsv(overview: AnalyticsOverview): string {
  const lines: Line[] = [
    { section: 'range', value: `${overview.from}/${overview.to}` },
    { section: 'total', visitors: number(overview.totals.visitors), page_views: number(overview.totals.pageViews) },
    ...overview.days.map((day) => ({
      section: 'day',
      day: day.day,
      visitors: number(day.visitors),
      page_views: number(day.pageViews),
    })),
    ...groupLines('route', overview.routes),
    ...groupLines('landing', overview.landings),
    ...groupLines('source', overview.sources),
    ...groupLines('medium', overview.media),
    ...groupLines('campaign', overview.campaigns),
    ...groupLines('device', overview.devices),
    ...overview.goals.map((goal) => ({
      section: 'goal',
      value: goal.goal,
      count: number(goal.count),
      rate: goal.rate === null ? null : goal.rate.toFixed(4),
    })),
    stepsLine('road', null, overview.road.all),
    ...roadLines('road_source', overview.road.sources),
    ...roadLines('road_campaign', overview.road.campaigns),
    ...roadLines('road_landing', overview.road.landings),
  ];
  const rows = lines.map((line) => Object.fromEntries(COLUMNS.map((column) => [column, line[column] ?? null])));
  return csvTable(rows as Record<(typeof COLUMNS)[number], string | null>[], COLUMNS);
}

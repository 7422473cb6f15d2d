import type { StaffAnalyticsValueNames, StaffRoadStep } from '../staffAnalytics';

/** The groups the road is shown by, in the order of the tabs. */
export const STAFF_ROAD_GROUPS = ['sources', 'campaigns', 'landings'] as const;
export type StaffRoadGroupKind = (typeof STAFF_ROAD_GROUPS)[number];

/** Every text of `StaffAnalyticsRoad`; the site passes `staffAnalyticsRoadTexts` of `@agency/content`. */
export type StaffAnalyticsRoadTexts = {
  /** The heading (h2), e.g. 'Van bezoek tot klant'. */
  title: string;
  intro: string;
  /** The five steps, e.g. `opened: 'Chat, terugbelverzoek of formulier geopend'`. */
  steps: Readonly<Record<StaffRoadStep, string>>;
  /** The road in a sentence: {visitors}, {won}, {rate}. */
  summary: string;
  /** Said instead of the summary when nobody came. */
  empty: string;
  /** The disclosure of the funnel's table, e.g. 'Toon als tabel', and the table's caption and columns. */
  showTable: string;
  tableCaption: string;
  step: string;
  count: string;
  ofVisitors: string;
  /** The rate from visitor to "Gewonnen" (the groups' last column). */
  rate: string;
  /** A rate without visitors, e.g. '–'. */
  noRate: string;
  /** The tabs' name, and each tab's label, its table's caption and its first column's header. */
  groupsLabel: string;
  groups: Readonly<Record<StaffRoadGroupKind, { tab: string; caption: string; column: string }>>;
  /** Said in a tab without groups. */
  groupsEmpty: string;
  values: StaffAnalyticsValueNames;
};

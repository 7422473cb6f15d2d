// The "Herkomst" stories' fixed sample: the overview of the 30 days up to 25 November 2026 (no
// randomness, no dates of today, so the screenshots stay the same), and the same period with
// nothing counted. Not exported from the package.
import { analytics, type AnalyticsOverview, type RoadGroup } from '@agency/contract/analytics';

/** Visitors and page views of each day from 27 October to 25 November 2026. */
const perDay: readonly [string, number, number][] = [
  ['2026-10-27', 50, 106],
  ['2026-10-28', 57, 125],
  ['2026-10-29', 54, 115],
  ['2026-10-30', 61, 134],
  ['2026-10-31', 41, 90],
  ['2026-11-01', 38, 89],
  ['2026-11-02', 61, 131],
  ['2026-11-03', 57, 128],
  ['2026-11-04', 54, 118],
  ['2026-11-05', 61, 128],
  ['2026-11-06', 57, 125],
  ['2026-11-07', 38, 83],
  ['2026-11-08', 45, 102],
  ['2026-11-09', 57, 122],
  ['2026-11-10', 65, 143],
  ['2026-11-11', 61, 131],
  ['2026-11-12', 57, 128],
  ['2026-11-13', 65, 140],
  ['2026-11-14', 45, 96],
  ['2026-11-15', 41, 93],
  ['2026-11-16', 65, 137],
  ['2026-11-17', 61, 134],
  ['2026-11-18', 57, 122],
  ['2026-11-19', 65, 143],
  ['2026-11-20', 61, 131],
  ['2026-11-21', 52, 118],
  ['2026-11-22', 49, 108],
  ['2026-11-23', 61, 128],
  ['2026-11-24', 68, 147],
  ['2026-11-25', 65, 137],
];

const groups = (rows: readonly [string, number, number][]) =>
  rows.map(([value, visitors, pageViews]) => ({ value, visitors, pageViews }));

const road = (rows: readonly [string, number, number, number, number, number][]): RoadGroup[] =>
  rows.map(([value, visitors, opened, leads, inProgress, won]) => ({
    value,
    visitors,
    opened,
    leads,
    inProgress,
    won,
  }));

const visitors = perDay.reduce((sum, [, count]) => sum + count, 0);
const goal = (count: number) => ({ count, rate: count / visitors });

/** 1.669 visitors and 3.632 page views in 30 days; 34 leads, 6 of them won. */
export const sampleOverview = {
  from: '2026-10-27',
  to: '2026-11-25',
  minGroupVisitors: analytics.limits.minGroupVisitors,
  days: perDay.map(([day, count, pageViews]) => ({ day, visitors: count, pageViews })),
  totals: { visitors, pageViews: perDay.reduce((sum, [, , views]) => sum + views, 0) },
  routes: groups([
    ['/', 980, 1450],
    ['/wordpress', 412, 610],
    ['/shopify', 388, 540],
    ['/platform', 201, 300],
    ['/contact', 176, 240],
    ['/services', 150, 200],
    ['/faq', 122, 170],
    ['/about', 96, 117],
    ['overig', 4, 5],
  ]),
  landings: groups([
    ['/', 902, 930],
    ['/wordpress', 301, 312],
    ['/shopify', 262, 270],
    ['/platform', 97, 99],
    ['/contact', 64, 66],
    ['/faq', 31, 31],
    ['overig', 12, 12],
  ]),
  sources: groups([
    ['www.google.com', 741, 768],
    ['direct', 512, 530],
    ['linkedin', 163, 168],
    ['nieuwsbrief', 121, 124],
    ['duckduckgo.com', 58, 60],
    ['www.bing.com', 41, 42],
    ['overig', 33, 34],
  ]),
  media: groups([
    ['cpc', 212, 219],
    ['social', 163, 168],
    ['email', 121, 124],
    ['overig', 6, 6],
  ]),
  campaigns: groups([
    ['webshop-najaar', 148, 153],
    ['nieuwsbrief-november', 121, 124],
    ['wordpress-onderhoud', 64, 66],
    ['linkedin-cases', 37, 38],
    ['overig', 8, 8],
  ]),
  devices: groups([
    ['desktop', 862, 2010],
    ['phone', 731, 1460],
    ['tablet', 76, 162],
  ]),
  goals: [
    { goal: 'chat_opened', ...goal(142) },
    { goal: 'callback_dialog_opened', ...goal(64) },
    { goal: 'form_opened', ...goal(97) },
    { goal: 'email_clicked', ...goal(23) },
    { goal: 'phone_clicked', ...goal(31) },
    { goal: 'callback_requested', ...goal(18) },
    { goal: 'project_requested', ...goal(12) },
    { goal: 'chat_question_asked', ...goal(118) },
    { goal: 'colleague_asked', ...goal(9) },
    { goal: 'live_chat_taken', ...goal(7) },
  ],
  road: {
    all: { visitors, opened: 251, leads: 34, inProgress: 15, won: 6 },
    sources: road([
      ['www.google.com', 741, 118, 16, 7, 3],
      ['direct', 512, 71, 9, 4, 2],
      ['linkedin', 163, 22, 3, 1, 0],
      ['nieuwsbrief', 121, 24, 3, 2, 1],
      ['duckduckgo.com', 58, 6, 1, 0, 0],
      ['www.bing.com', 41, 5, 0, 0, 0],
      ['overig', 33, 5, 0, 0, 0],
      ['onbekend', 0, 0, 2, 1, 0],
    ]),
    campaigns: road([
      ['webshop-najaar', 148, 31, 5, 3, 2],
      ['nieuwsbrief-november', 121, 24, 3, 2, 1],
      ['wordpress-onderhoud', 64, 9, 2, 1, 0],
      ['linkedin-cases', 37, 4, 1, 0, 0],
      ['overig', 8, 1, 0, 0, 0],
      ['onbekend', 0, 0, 2, 1, 0],
    ]),
    landings: road([
      ['/', 902, 121, 15, 6, 2],
      ['/wordpress', 301, 52, 8, 4, 2],
      ['/shopify', 262, 48, 6, 3, 2],
      ['/platform', 97, 17, 2, 1, 0],
      ['/contact', 64, 9, 1, 0, 0],
      ['/faq', 31, 3, 0, 0, 0],
      ['overig', 12, 1, 0, 0, 0],
      ['onbekend', 0, 0, 2, 1, 0],
    ]),
  },
} satisfies AnalyticsOverview;

/** The same 30 days with nothing counted yet: every day 0, no groups, every goal 0 without a rate. */
export const emptyOverview = {
  ...sampleOverview,
  days: sampleOverview.days.map((day) => ({ ...day, visitors: 0, pageViews: 0 })),
  totals: { visitors: 0, pageViews: 0 },
  routes: [],
  landings: [],
  sources: [],
  media: [],
  campaigns: [],
  devices: [],
  goals: sampleOverview.goals.map((entry) => ({ ...entry, count: 0, rate: null })),
  road: { all: { visitors: 0, opened: 0, leads: 0, inProgress: 0, won: 0 }, sources: [], campaigns: [], landings: [] },
} satisfies AnalyticsOverview;

/** The seven days up to 25 November 2026. */
export const weekOverview = {
  ...sampleOverview,
  from: '2026-11-19',
  days: sampleOverview.days.slice(-7),
  totals: {
    visitors: sampleOverview.days.slice(-7).reduce((sum, day) => sum + day.visitors, 0),
    pageViews: sampleOverview.days.slice(-7).reduce((sum, day) => sum + day.pageViews, 0),
  },
} satisfies AnalyticsOverview;

/** What the api says of a period it does not take (`400 invalid_range`), its longest from the contract. */
export const invalidRangeMessage = `Kies een periode van hoogstens ${analytics.limits.maxRangeDays} dagen, met een begin voor het einde.`;
/** What the api says when something went wrong on its side. */
export const serverProblem = 'Er ging iets mis aan onze kant. Probeer het later opnieuw.';

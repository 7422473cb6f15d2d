import { analytics, type LeadVisit } from '@agency/contract/analytics';
import type { LeadsTable } from '../../../shared/data/schema';

/** The columns of a lead's visit, in the order of `LeadsTable`. */
export const LEAD_VISIT_COLUMNS = [
  'visit_landing',
  'visit_referrer_host',
  'visit_source',
  'visit_medium',
  'visit_campaign',
] as const satisfies readonly (keyof LeadsTable)[];

/** A lead's visit as its columns hold it (all NULL: the lead came without one). */
export type LeadVisitColumns = Pick<LeadsTable, (typeof LEAD_VISIT_COLUMNS)[number]>;

/** The columns of a visit as `visitOriginOf` (api/src/features/analytics) kept it; all NULL without one. */
export function visitColumns(visit: LeadVisit | null): LeadVisitColumns {
  return {
    visit_landing: visit?.landing ?? null,
    visit_referrer_host: visit?.referrerHost ?? null,
    visit_source: visit ? visit.source : null,
    visit_medium: visit?.medium ?? null,
    visit_campaign: visit?.campaign ?? null,
  };
}

/** The visit a lead's columns hold, or null when it came without one (its landing is NULL). */
export function leadVisitOf(row: LeadVisitColumns): LeadVisit | null {
  if (row.visit_landing === null) return null;
  return {
    landing: row.visit_landing,
    referrerHost: row.visit_referrer_host,
    // Stored with every landing; the source a visit without referrer or `utm_source` has.
    source: row.visit_source ?? analytics.direct,
    medium: row.visit_medium,
    campaign: row.visit_campaign,
  };
}

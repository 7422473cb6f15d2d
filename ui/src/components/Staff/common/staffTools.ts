// What the inbox's tools share: a lead's sources and statuses, as the api's contract names them
// (`@agency/contract/leads`; the site passes the api's JSON as it is).
import type { LeadSource, LeadStatus } from '@agency/contract/leads';

/** Where a lead came from. */
export type StaffLeadSource = LeadSource;
/** Where the agency is with a lead. */
export type StaffLeadStatus = LeadStatus;

/** The sources in the order of the chart's stack, its legend and its table. */
export { LEAD_SOURCES as STAFF_LEAD_SOURCES } from '@agency/contract/leads';

// What the inbox's tools share: the shapes of the api's answers as the components read them
// (the site passes the api's JSON as it is).

/** Where a lead came from. */
export type StaffLeadSource = 'callback-dialog' | 'contact-form' | 'chat';
/** Where the agency is with a lead. */
export type StaffLeadStatus = 'new' | 'in_progress' | 'won' | 'lost';

/** The sources in the order of the chart's stack, its legend and its table. */
export const STAFF_LEAD_SOURCES: readonly StaffLeadSource[] = ['callback-dialog', 'contact-form', 'chat'];

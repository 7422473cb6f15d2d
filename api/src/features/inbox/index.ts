export { createLeadInboxRepository } from './data/leadInboxRepository';
export { createStaffEventRepository } from './data/staffEventRepository';
export { createLeadInbox, cursorAfter, readCursor } from './domain/inbox';
export type { LeadInbox } from './domain/inbox';
export { createStaffEventHub } from './domain/staffEventHub';
export type { StaffEventHub } from './domain/staffEventHub';
export { StaffStreams, staffEventStream } from './routes/staffEvents';
export { staffLeadRoutes } from './routes/staffLeads';

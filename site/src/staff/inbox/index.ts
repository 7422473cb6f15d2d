export { InboxPage } from './InboxPage';
export { LeadPage } from './LeadPage';

export { InboxPage } from './InboxPage';
export { LeadPage } from './LeadPage';

/** The saved replies' page ("Standaardantwoorden"), loaded when it is opened (its own chunk). */
export const loadSavedRepliesPage = () => import('./SavedRepliesPage');

export { ExportButton } from './ExportButton';

/** The pages the staff app loads when they are opened (each its own chunk). */
export const loadOverviewPage = () => import('./OverviewPage');
export const loadPersonPage = () => import('./PersonPage');

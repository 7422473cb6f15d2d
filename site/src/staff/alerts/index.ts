/** The page the staff app loads when it is opened (its own chunk). */
export const loadAlertsPage = () => import('./AlertsPage');
export { registerStaffWorker } from './pushDevice';

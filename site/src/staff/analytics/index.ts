/** The page the staff app loads when it is opened (its own chunk). */
export const loadAnalyticsPage = () => import('./AnalyticsPage');

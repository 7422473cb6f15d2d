/** The page the staff app loads when it is opened (its own chunk). */
export const loadTeamPage = () => import('./TeamPage');

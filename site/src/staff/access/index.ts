export { SignInPage } from './SignInPage';
export { forUi, useReauth } from './useReauth';

/** The pages the staff app loads when they are opened (each its own chunk). */
export const loadEnrolmentPage = () => import('./EnrolmentPage');
export const loadSecurityPage = () => import('./SecurityPage');

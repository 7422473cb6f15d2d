import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { staffInboxTexts } from '@agency/content';
import { InboxPage, LeadPage, loadSavedRepliesPage } from './inbox';
import { StaffFrame } from './StaffFrame';
import { loadEnrolmentPage, loadSecurityPage, SignInPage } from './access';
import { loadAnalyticsPage } from './analytics';
import { loadChatPage, loadChatsPage } from './liveChat';
import { loadTeamPage } from './team';
import { loadAlertsPage } from './alerts';
import { loadOverviewPage, loadPersonPage } from './tools';
import type { StaffUser } from './staffApi';
import { staffPaths, signInReturningTo } from './staffPaths';
import { useStaffGet } from './useStaffGet';
import { staffAccessApi } from '@agency/contract/staffAccess';

// Pages a colleague opens now and then load when opened: the first load (sign-in, inbox, a
// lead) stays small.
const EnrolmentPage = lazy(() => loadEnrolmentPage().then((module) => ({ default: module.EnrolmentPage })));
const OverviewPage = lazy(() => loadOverviewPage().then((module) => ({ default: module.OverviewPage })));
const AnalyticsPage = lazy(() => loadAnalyticsPage().then((module) => ({ default: module.AnalyticsPage })));
const PersonPage = lazy(() => loadPersonPage().then((module) => ({ default: module.PersonPage })));
const ChatsPage = lazy(() => loadChatsPage().then((module) => ({ default: module.ChatsPage })));
const ChatPage = lazy(() => loadChatPage().then((module) => ({ default: module.ChatPage })));
const TeamPage = lazy(() => loadTeamPage().then((module) => ({ default: module.TeamPage })));
const AlertsPage = lazy(() => loadAlertsPage().then((module) => ({ default: module.AlertsPage })));
const SecurityPage = lazy(() => loadSecurityPage().then((module) => ({ default: module.SecurityPage })));
const SavedRepliesPage = lazy(() => loadSavedRepliesPage().then((module) => ({ default: module.SavedRepliesPage })));

/** Said while a page's code loads. */
const loadingPage = <p role="status">{staffInboxTexts.loadingPage}</p>;

/** The staff area: sign-in and enrolment open to all, everything else behind a full session. */
export function StaffApp() {
  return (
    <Routes>
      <Route path={staffPaths.signIn} element={<SignInPage />} />
      <Route
        path={staffPaths.enrolment}
        element={
          <Suspense fallback={loadingPage}>
            <EnrolmentPage />
          </Suspense>
        }
      />
      <Route
        path={`${staffPaths.inbox}/*`}
        element={
          <SignedIn>
            {(user) => (
              <StaffFrame user={user}>
                <Suspense fallback={loadingPage}>
                  <Routes>
                    <Route index element={<InboxPage />} />
                    <Route path="aanvragen/:id" element={<LeadPage />} />
                    <Route path="overzicht" element={<OverviewPage />} />
                    <Route path="herkomst" element={<AnalyticsPage />} />
                    <Route path="persoon" element={<PersonPage />} />
                    <Route path="beveiliging" element={<SecurityPage />} />
                    <Route path="collegas" element={<TeamPage />} />
                    <Route path="meldingen" element={<AlertsPage />} />
                    <Route path="antwoorden" element={<SavedRepliesPage />} />
                    <Route path="chats" element={<ChatsPage />} />
                    <Route path="chats/:id" element={<ChatPage />} />
                    <Route path="*" element={<p role="alert">{staffInboxTexts.notFound}</p>} />
                  </Routes>
                </Suspense>
              </StaffFrame>
            )}
          </SignedIn>
        }
      />
    </Routes>
  );
}

/**
 * Asks the api who is signed in; without a full session, to the sign-in page, which comes back
 * to this very address afterwards (a deep link works after sign-in).
 */
function SignedIn({ children }: { children: (user: StaffUser) => ReactNode }) {
  const location = useLocation();
  const [state] = useStaffGet(staffAccessApi.me);
  if ('loading' in state) return <p role="status">{staffInboxTexts.checking}</p>;
  if ('signedOut' in state) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate replace to={signInReturningTo(back)} />;
  }
  if ('problem' in state) return <p role="alert">{state.problem}</p>;
  return children({ ...state.data.user, role: state.data.role });
}

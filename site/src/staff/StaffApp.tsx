import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { staffInboxTexts } from '@agency/content';
import { EnrolmentPage } from './EnrolmentPage';
import { InboxPage } from './InboxPage';
import { LeadPage } from './LeadPage';
import { OverviewPage } from './OverviewPage';
import { PersonPage } from './PersonPage';
import { SecurityPage } from './SecurityPage';
import { StaffFrame } from './StaffFrame';
import { SignInPage } from './SignInPage';
import type { StaffUser } from './staffApi';
import { staffPaths } from './staffPaths';
import { useStaffGet } from './useStaffGet';

/** The staff area: sign-in and enrolment open to all, everything else behind a full session. */
export function StaffApp() {
  return (
    <Routes>
      <Route path={staffPaths.signIn} element={<SignInPage />} />
      <Route path={staffPaths.enrolment} element={<EnrolmentPage />} />
      <Route
        path={`${staffPaths.inbox}/*`}
        element={
          <SignedIn>
            {(user) => (
              <StaffFrame user={user}>
                <Routes>
                  <Route index element={<InboxPage />} />
                  <Route path="aanvragen/:id" element={<LeadPage />} />
                  <Route path="overzicht" element={<OverviewPage />} />
                  <Route path="persoon" element={<PersonPage />} />
                  <Route path="beveiliging" element={<SecurityPage />} />
                  <Route path="*" element={<p role="alert">{staffInboxTexts.notFound}</p>} />
                </Routes>
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
  const [state] = useStaffGet<{ user: StaffUser }>('/me');
  if ('loading' in state) return <p role="status">{staffInboxTexts.checking}</p>;
  if ('signedOut' in state) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${staffPaths.signIn}?terug=${encodeURIComponent(back)}`} />;
  }
  if ('problem' in state) return <p role="alert">{state.problem}</p>;
  return children(state.data.user);
}

import { createContext, useContext, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import {
  staffAlertsPageTexts,
  staffAnalyticsPageTexts,
  staffChatTexts,
  staffInboxTexts as texts,
  staffLiveTexts,
  staffSavedRepliesPageTexts,
  staffSecurityPageTexts,
  staffTeamPageTexts,
  staffToolsPageTexts,
} from '@agency/content';
import { Button } from '@agency/ui/Button';
import { staffCall, type StaffUser } from './staffApi';
import styles from './staff.module.css';
import { staffPaths } from './staffPaths';
import { StaffLiveProvider, StaffNotificationSwitch, useStaffLive } from './StaffLive';
import { staffAccessApi } from '@agency/contract/staffAccess';

/** Said while the live connection is gone (not before it was first made). */
function LiveOffline() {
  const { connection } = useStaffLive();
  return connection === 'offline' ? <p className={styles.offline}>{staffLiveTexts.offline}</p> : null;
}

const UserContext = createContext<StaffUser | undefined>(undefined);

/** The colleague who is signed in, for a page inside the frame. */
export function useStaffUser(): StaffUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useStaffUser outside StaffFrame');
  return user;
}

/** "Chats" in the bar, with the visitors waiting now. */
function ChatsLabel() {
  const { chatsWaiting } = useStaffLive();
  return (
    <>
      {staffChatTexts.heading}
      {chatsWaiting > 0 ? (
        <span className={styles.navCount}>
          {chatsWaiting}
          <span className="visually-hidden"> {staffChatTexts.navWaiting}</span>
        </span>
      ) : null}
    </>
  );
}

/** The staff area's pages, in the bar. */
const pages = [
  { to: staffPaths.inbox, label: texts.title, end: true },
  { to: staffPaths.chats, label: <ChatsLabel />, end: false },
  { to: staffPaths.overview, label: staffToolsPageTexts.overviewNav, end: false },
  { to: staffPaths.analytics, label: staffAnalyticsPageTexts.nav, end: false },
  { to: staffPaths.person, label: staffToolsPageTexts.personNav, end: false },
  { to: staffPaths.savedReplies, label: staffSavedRepliesPageTexts.nav, end: false },
  { to: staffPaths.alerts, label: staffAlertsPageTexts.nav, end: false },
  { to: staffPaths.security, label: staffSecurityPageTexts.link, end: false },
] as const;

/** "Collega's": in the bar of a beheerder only (the api refuses anyone else, `admin_only`). */
const adminPages = [{ to: staffPaths.team, label: staffTeamPageTexts.nav, end: false }] as const;

/**
 * The signed-in staff area: a bar with the pages, the notification switch, who is signed in
 * and "Uitloggen", then the page. On a phone the bar takes two rows: who and "Uitloggen" on
 * top, the pages under them.
 */
export function StaffFrame({ user, children }: { user: StaffUser; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <UserContext.Provider value={user}>
      <StaffLiveProvider>
        <div className={styles.inbox}>
          <header className={styles.bar}>
            <span className={styles.brand}>{texts.area}</span>
            <nav aria-label={texts.area} className={styles.nav}>
              {[...pages, ...(user.role === 'admin' ? adminPages : [])].map((page) => (
                <NavLink key={page.to} to={page.to} end={page.end}>
                  {page.label}
                </NavLink>
              ))}
            </nav>
            <StaffNotificationSwitch className={styles.notify} />
            <span className={styles.who}>{user.name}</span>
            <Button
              className={styles.signOut}
              variant="secondary"
              tone="dark"
              onClick={async () => {
                await staffCall(staffAccessApi.signOut);
                navigate(staffPaths.signIn, { replace: true });
              }}
            >
              {texts.signOut}
            </Button>
          </header>
          <main className={styles.main}>
            <LiveOffline />
            {children}
          </main>
        </div>
      </StaffLiveProvider>
    </UserContext.Provider>
  );
}

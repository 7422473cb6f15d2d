import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { staffInboxTexts as texts, staffLiveTexts, staffSecurityPageTexts, staffToolsPageTexts } from '@agency/content';
import { Button } from '@agency/ui/Button';
import { staffCall, type StaffUser } from './staffApi';
import styles from './staff.module.css';
import { staffPaths } from './staffPaths';
import { StaffLiveProvider, StaffNotificationSwitch, useStaffLive } from './StaffLive';

/** Said while the live connection is gone (not before it was first made). */
function LiveOffline() {
  const { connection } = useStaffLive();
  return connection === 'offline' ? <p className={styles.offline}>{staffLiveTexts.offline}</p> : null;
}

/** The staff area's pages, in the bar. */
const pages = [
  { to: staffPaths.inbox, label: texts.title, end: true },
  { to: staffPaths.overview, label: staffToolsPageTexts.overviewNav, end: false },
  { to: staffPaths.person, label: staffToolsPageTexts.personNav, end: false },
  { to: staffPaths.security, label: staffSecurityPageTexts.link, end: false },
] as const;

/**
 * The signed-in staff area: a bar with the pages, the notification switch, who is signed in
 * and "Uitloggen", then the page. On a phone the bar takes two rows: who and "Uitloggen" on
 * top, the pages under them.
 */
export function StaffFrame({ user, children }: { user: StaffUser; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className={styles.inbox}>
      <header className={styles.bar}>
        <span className={styles.brand}>{texts.area}</span>
        <nav aria-label={texts.area} className={styles.nav}>
          {pages.map((page) => (
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
            await staffCall('POST', '/sign-out');
            navigate(staffPaths.signIn, { replace: true });
          }}
        >
          {texts.signOut}
        </Button>
      </header>
      <StaffLiveProvider>
        <main className={styles.main}>
          <LiveOffline />
          {children}
        </main>
      </StaffLiveProvider>
    </div>
  );
}

import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { staffInboxTexts as texts, staffLiveTexts, staffSecurityPageTexts } from '@agency/content';
import { Button } from '@agency/ui/Button';
import { staffCall, type StaffUser } from './staffApi';
import securityStyles from './security.module.css';
import styles from './staff.module.css';
import { staffPaths } from './staffPaths';
import { securityPath } from './SecurityPage';
import { StaffToolsNav } from './StaffToolsNav';
import { StaffLiveProvider, StaffNotificationSwitch, useStaffLive } from './StaffLive';

/** Said while the live connection is gone (not before it was first made). */
function LiveOffline() {
  const { connection } = useStaffLive();
  return connection === 'offline' ? <p className={styles.offline}>{staffLiveTexts.offline}</p> : null;
}

/** The signed-in staff area: a bar with who is signed in and "Uitloggen", then the page. */
export function StaffFrame({ user, children }: { user: StaffUser; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className={styles.inbox}>
      <header className={styles.bar}>
        <span className={styles.brand}>{texts.area}</span>
        <StaffToolsNav />
        <StaffNotificationSwitch className={styles.notify} />
        <NavLink to={securityPath} className={securityStyles.barLink}>
          {staffSecurityPageTexts.link}
        </NavLink>
        <span className={styles.who}>{user.name}</span>
        <Button
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

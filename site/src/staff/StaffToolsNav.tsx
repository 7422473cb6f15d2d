import { NavLink } from 'react-router-dom';
import { staffInboxTexts, staffToolsPageTexts as texts } from '@agency/content';
import { staffPaths } from './staffPaths';
import styles from './staffTools.module.css';

/** The staff area's own addresses of the inbox's tools. */
export const staffToolPaths = {
  overview: `${staffPaths.inbox}/overzicht`,
  person: `${staffPaths.inbox}/persoon`,
} as const;

/** The links between the staff pages, in the bar: the inbox, the overview, a person's data. */
export function StaffToolsNav() {
  return (
    <nav aria-label={staffInboxTexts.area} className={styles.nav}>
      <NavLink to={staffPaths.inbox} end>
        {staffInboxTexts.title}
      </NavLink>
      <NavLink to={staffToolPaths.overview}>{texts.overviewNav}</NavLink>
      <NavLink to={staffToolPaths.person}>{texts.personNav}</NavLink>
    </nav>
  );
}

import { useId } from 'react';
import { SiteLink } from '../../../LinkProvider';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import { leadTitle, type StaffFollowUpRow, type StaffLeadWords } from '../staffLeads';
import styles from './StaffFollowUps.module.css';

/** Every text of `StaffFollowUps`; the site passes `staffInboxTexts.followUps` with the lead words. */
export type StaffFollowUpsTexts = {
  /** The heading (h2), 'Opvolgen', and the line under it. */
  title: string;
  intro: string;
  /** The list's name, 'Op te volgen aanvragen'. */
  listLabel: string;
  /** The mark of one whose time has passed, 'verlopen'. */
  overdue: string;
  /** 'Toegewezen aan {name}', or 'Aan niemand toegewezen'. */
  assignee: string;
  nobody: string;
};

export type StaffFollowUpsProps = {
  /** The follow-ups due today and overdue, the overdue first (as the api lists them). */
  followUps: readonly StaffFollowUpRow[];
  /** The address of a lead's page. */
  leadHref: (id: string) => string;
  /** What a lead without a name is called. */
  words: StaffLeadWords;
  texts: StaffFollowUpsTexts;
};

/**
 * "Opvolgen", above the inbox's list: the leads to follow up today, the overdue ones first and
 * marked "verlopen"; each links to its lead, with when, what for and who it is assigned to.
 * Nothing at all when there are none. Names and texts are text.
 */
export function StaffFollowUps({ followUps, leadHref, words, texts }: StaffFollowUpsProps) {
  const id = useId();
  if (followUps.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={`${card.section} ${styles.followUps}`}>
      <div>
        <h2 id={`${id}-title`} className={card.title}>
          {texts.title} <span className={styles.count}>({followUps.length})</span>
        </h2>
        <p className={card.muted}>{texts.intro}</p>
      </div>
      <ul className={styles.list} aria-label={texts.listLabel}>
        {followUps.map(({ lead, followUp, overdue }) => (
          <li key={lead.id} className={styles.row} data-overdue={overdue || undefined}>
            <SiteLink href={leadHref(lead.id)} className={styles.lead}>
              {leadTitle(lead, words)}
            </SiteLink>
            <span className={styles.when}>
              <time dateTime={followUp.at}>{staffMoment(followUp.at)}</time>
              {overdue ? <span className={styles.overdue}>{texts.overdue}</span> : null}
            </span>
            {followUp.text ? <span className={`${card.typed} ${styles.text}`}>{followUp.text}</span> : null}
            <span className={card.meta}>
              {lead.assignee ? fillIn(texts.assignee, { name: lead.assignee.name }) : texts.nobody}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

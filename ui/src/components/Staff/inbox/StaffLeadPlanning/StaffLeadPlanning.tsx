import { useId } from 'react';
import inbox from '../inbox.module.css';
import type { StaffColleague, StaffFollowUp } from '../staffLeads';
import { LeadAssignee, type StaffLeadAssignAnswer } from './LeadAssignee';
import { LeadFollowUp, type StaffLeadFollowUpAnswer, type StaffLeadFollowUpInput } from './LeadFollowUp';
import styles from './StaffLeadPlanning.module.css';

export type { StaffLeadAssignAnswer, StaffLeadFollowUpAnswer, StaffLeadFollowUpInput };

/** Every text of `StaffLeadPlanning`; the site passes `staffInboxTexts.planning` of `@agency/content`. */
export type StaffLeadPlanningTexts = {
  /** The heading (h2), 'Toewijzen en opvolgen'. */
  title: string;
  /** The colleague's choice, 'Toegewezen aan', its first option 'Niemand', and while the colleagues load. */
  assignee: string;
  nobody: string;
  loadingColleagues: string;
  /** Said once saved: 'Toegewezen aan {name}.', 'Aan niemand toegewezen.' */
  assigned: string;
  unassigned: string;
  /** The follow-up's heading (h3), 'Opvolgen', and what is planned: 'Opvolgen op {time}', or none. */
  followUp: string;
  current: string;
  none: string;
  /** The mark of a follow-up whose time has passed, 'verlopen'. */
  overdue: string;
  date: string;
  time: string;
  /** Under the time: in which time zone, 'Nederlandse tijd.' */
  zoneHint: string;
  /** The short text, 'Waarvoor', and its marker '(optioneel)'. */
  text: string;
  optional: string;
  set: string;
  setting: string;
  remove: string;
  removing: string;
  /** Said once saved: 'Opvolgen ingesteld op {time}.', 'Opvolgen verwijderd.' */
  saved: string;
  removed: string;
  /** No date or no time chosen. */
  missing: string;
  /** A time that does not exist that day (the hour the clock skips in March). */
  noSuchTime: string;
};

export type StaffLeadPlanningProps = {
  /** The colleague the lead is assigned to; null when nobody is. */
  assignee: StaffColleague | null;
  /** Who it can be assigned to; undefined while they load. */
  colleagues?: readonly StaffColleague[];
  /** The lead's follow-up; null when none is planned. */
  followUp: StaffFollowUp | null;
  /** The moment a follow-up counts as past from (ISO-8601); now unless said (stories fix it). */
  now?: string;
  /** Saves the colleague chosen (null: nobody) at once; the parent shows the answer's assignee. */
  onAssign: (staffUserId: string | null) => Promise<StaffLeadAssignAnswer>;
  /** Saves the follow-up (null: removes it); the parent shows the answer's follow-up. */
  onFollowUp: (followUp: StaffLeadFollowUpInput | null) => Promise<StaffLeadFollowUpAnswer>;
  texts: StaffLeadPlanningTexts;
};

/**
 * "Toewijzen en opvolgen" on a lead's page: the colleague it is assigned to (saved as soon as
 * chosen, and said), and its follow-up: a date and time in Amsterdam's time with a short text,
 * "Opvolgen instellen" and "Verwijderen"; what is planned says when, and "verlopen" once past.
 */
export function StaffLeadPlanning({
  assignee,
  colleagues,
  followUp,
  now,
  onAssign,
  onFollowUp,
  texts,
}: StaffLeadPlanningProps) {
  const id = useId().replace(/:/g, '');
  return (
    <section aria-labelledby={`${id}-title`} className={`${inbox.section} ${styles.planning}`}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <LeadAssignee id={id} assignee={assignee} colleagues={colleagues} onAssign={onAssign} texts={texts} />
      <LeadFollowUp id={id} followUp={followUp} now={now} onFollowUp={onFollowUp} texts={texts} />
    </section>
  );
}

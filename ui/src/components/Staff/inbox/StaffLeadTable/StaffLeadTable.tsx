import { useEffect, useRef, useState } from 'react';
import { formatPhoneNumber } from '@agency/contract/phone';
import { Button } from '../../../Button';
import { SiteLink } from '../../../LinkProvider';
import { StaffTableHead } from '../../common/StaffTableHead/StaffTableHead';
import answerStyle from '../../common/staffAnswer.module.css';
import { fillIn } from '../../common/staffTexts';
import inbox from '../inbox.module.css';
import styles from './StaffLeadTable.module.css';
import { leadTitle, type StaffLeadRow, type StaffLeadWords } from '../staffLeads';
import { staffMoment } from '../../common/staffMoment';

/** Every text of `StaffLeadTable`; the site passes `staffInboxTexts` of `@agency/content`. */
export type StaffLeadTableTexts = StaffLeadWords & {
  /** The table's caption, e.g. 'Alle aanvragen, nieuwste eerst'. */
  tableCaption: string;
  columns: { name: string; request: string; source: string; time: string; planning: string; status: string };
  /** A row's follow-up date, 'Opvolgen: {time}', and the mark of one whose time has passed, 'verlopen'. */
  rowFollowUp: string;
  overdue: string;
  /** The link to the person's other leads: 'Ook: 1 andere aanvraag', 'Ook: {count} andere aanvragen'. */
  samePerson: { one: string; other: string };
  /** While the first page loads, e.g. 'Aanvragen laden...'. */
  loading: string;
  /** No lead (with these filters), e.g. 'Geen aanvragen gevonden.' */
  empty: string;
  /** The button under the table for the next page, e.g. 'Oudere aanvragen'. */
  more: string;
  loadingMore: string;
};

export type StaffLeadTableProps = {
  /** The leads shown so far, newest first; undefined while the first page loads. */
  leads?: readonly StaffLeadRow[];
  /** Why the leads could not be loaded (the api's message). */
  error?: string;
  /** Older leads exist: the "more" button shows. */
  hasMore?: boolean;
  /** Loads the next page; the parent appends it to `leads`. */
  onLoadMore?: () => Promise<unknown>;
  /** The address of a lead's page. */
  leadHref: (id: string) => string;
  /** The address of the list of the leads of the same person as this lead. */
  samePersonHref: (id: string) => string;
  /** The moment a follow-up counts as past from (ISO-8601); now unless said (stories fix it). */
  now?: string;
  texts: StaffLeadTableTexts;
};

/** Where the lead's visit came from, in one line: its first page, its source (unless typed in) and campaign. */
function visitLine(visit: StaffLeadRow['visit']): string | undefined {
  if (!visit) return undefined;
  return [visit.landing, visit.source === 'direct' ? null : visit.source, visit.campaign]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** Who the lead is assigned to and when it is to be followed up ("verlopen" once past); empty without either. */
function PlanningCell({ lead, now, texts }: { lead: StaffLeadRow; now: number; texts: StaffLeadTableTexts }) {
  const { assignee, followUpAt } = lead;
  return (
    <td className={styles.planning}>
      {assignee ? <span className={styles.assignee}>{assignee.name}</span> : null}
      {followUpAt ? (
        <span className={styles.followUp}>
          <time dateTime={followUpAt}>{fillIn(texts.rowFollowUp, { time: staffMoment(followUpAt) })}</time>
          {Date.parse(followUpAt) < now ? <span className={styles.overdue}>{texts.overdue}</span> : null}
        </span>
      ) : null}
    </td>
  );
}

/** A lead's cells: who (phone, the person's other leads), what they asked, where from, when, its planning, status. */
function LeadRow({
  lead,
  focusRef,
  leadHref,
  samePersonHref,
  now,
  texts,
}: Pick<StaffLeadTableProps, 'leadHref' | 'samePersonHref' | 'texts'> & {
  lead: StaffLeadRow;
  focusRef: React.Ref<HTMLAnchorElement> | undefined;
  now: number;
}) {
  const title = leadTitle(lead, texts);
  const phone = lead.phone === null ? undefined : formatPhoneNumber(lead.phone);
  const visit = visitLine(lead.visit);
  return (
    <tr>
      <th scope="row" className={styles.who}>
        <SiteLink href={leadHref(lead.id)} className={styles.leadLink} {...(focusRef ? { ref: focusRef } : {})}>
          {title}
        </SiteLink>
        {phone && phone !== title ? (
          // The number as a colleague reads it; the link dials the stored E.164 value.
          <a href={`tel:${lead.phone}`} className={styles.phone}>
            {phone}
          </a>
        ) : null}
        {lead.samePerson > 0 ? (
          <SiteLink href={samePersonHref(lead.id)} className={styles.samePerson}>
            {lead.samePerson === 1 ? texts.samePerson.one : fillIn(texts.samePerson.other, { count: lead.samePerson })}
          </SiteLink>
        ) : null}
      </th>
      <td className={styles.request}>{lead.preview ? <span className={styles.preview}>{lead.preview}</span> : null}</td>
      <td className={styles.origin}>
        {texts.sources[lead.source] ?? lead.source}
        {visit ? <span className={styles.visit}>{visit}</span> : null}
      </td>
      <td className={styles.time}>
        <time dateTime={lead.createdAt}>{staffMoment(lead.createdAt)}</time>
      </td>
      <PlanningCell lead={lead} now={now} texts={texts} />
      <td className={styles.state}>
        <span className={styles.status} data-status={lead.status}>
          {texts.statuses[lead.status] ?? lead.status}
        </span>
      </td>
    </tr>
  );
}

/**
 * The inbox's table, newest first: per lead its name (the link to its page) with its phone
 * number (in Dutch notation, a link that dials it) and a link to the same person's other leads,
 * the first line of its message, its source with the visit it came from, its time, who it is
 * assigned to with its follow-up date ("verlopen" once past), and its status.
 * On a phone each row becomes a card. After loading more, focus goes to the first lead that
 * came in, so a keyboard user goes on where the list grew.
 */
export function StaffLeadTable({
  leads,
  error,
  hasMore = false,
  onLoadMore,
  leadHref,
  samePersonHref,
  now,
  texts,
}: StaffLeadTableProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number>();
  const firstNew = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusIndex !== undefined) firstNew.current?.focus();
  }, [focusIndex]);

  if (error)
    return (
      <p role="alert" className={answerStyle.errorText}>
        {error}
      </p>
    );
  if (!leads) return <p role="status">{texts.loading}</p>;
  if (leads.length === 0) return <p className={inbox.empty}>{texts.empty}</p>;

  const { columns } = texts;
  const nowMs = Date.parse(now ?? new Date().toISOString());
  return (
    <div className={styles.tableBlock}>
      <table className={styles.table}>
        <caption className={styles.caption}>{texts.tableCaption}</caption>
        <StaffTableHead
          columns={[columns.name, columns.request, columns.source, columns.time, columns.planning, columns.status]}
        />
        <tbody>
          {leads.map((lead, index) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              focusRef={index === focusIndex ? firstNew : undefined}
              leadHref={leadHref}
              samePersonHref={samePersonHref}
              now={nowMs}
              texts={texts}
            />
          ))}
        </tbody>
      </table>
      {hasMore && onLoadMore ? (
        <Button
          variant="secondary"
          disabled={loadingMore}
          onClick={async () => {
            const before = leads.length;
            setLoadingMore(true);
            try {
              await onLoadMore();
            } finally {
              setLoadingMore(false);
            }
            setFocusIndex(before);
          }}
        >
          {loadingMore ? texts.loadingMore : texts.more}
        </Button>
      ) : null}
    </div>
  );
}

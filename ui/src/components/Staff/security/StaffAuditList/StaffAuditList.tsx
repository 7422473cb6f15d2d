import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../Button';
import { SiteLink } from '../../../LinkProvider';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import { StaffTableHead } from '../../common/StaffTableHead/StaffTableHead';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import table from '../../common/staffTable.module.css';
import row from '../securitySection.module.css';
import type { StaffAuditItem } from '../staffSecurity';
import styles from './StaffAuditList.module.css';

/** Every text of `StaffAuditList`; the site passes `staffAuditTexts` of `@agency/content`. */
export type StaffAuditListTexts = {
  /** The heading (h2), e.g. 'Logboek'. */
  title: string;
  /** The line under it. */
  intro: string;
  /** The table's caption. */
  caption: string;
  loading: string;
  /** When there is nothing yet. */
  empty: string;
  columns: { time: string; who: string; event: string; lead: string };
  /** Who, for the entries of the `staff` command (no staff member). */
  system: string;
  /** In the lead column when the entry is about no lead. */
  noLead: string;
  /** The link to the lead's page, e.g. 'Aanvraag bekijken'. */
  openLead: string;
  /** The button under the table, 'Meer laden'. */
  more: string;
  loadingMore: string;
  /** An event without a label of its own. */
  unknownEvent: string;
  /** A Dutch label per event, e.g. `SIGNED_IN: 'Ingelogd'`. */
  events: Readonly<Record<string, string>>;
};

export type StaffAuditListProps = {
  /** The entries shown so far, newest first; undefined while the first page loads. */
  entries?: readonly StaffAuditItem[];
  /** There are older entries: "Meer laden" shows. */
  hasMore: boolean;
  /** Why the trail could not be loaded (the api's message). */
  error?: string;
  /** Loads the next page; the parent appends it to `entries`. */
  onLoadMore: () => Promise<StaffActionAnswer>;
  /** The address of a lead's page; without it, the lead's id is shown as text. */
  leadHref?: (leadId: string) => string;
  texts: StaffAuditListTexts;
};

/**
 * The team's audit trail as a table: when, who, what, and the lead it was about (ids only, no
 * IP), newest first, with "Meer laden" for older entries. After loading more, focus goes to the
 * first new row, so a keyboard or screen reader user goes on reading where the new ones begin.
 */
export function StaffAuditList({ entries, hasMore, error, onLoadMore, leadHref, texts }: StaffAuditListProps) {
  const id = useId().replace(/:/g, '');
  const [loading, setLoading] = useState(false);
  const [moreError, setMoreError] = useState<string>();
  // The index of the first row of the page asked for, until it arrived and got focus.
  const focusRow = useRef<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    const row = focusRow.current;
    if (row === null || !entries || entries.length <= row) return;
    focusRow.current = null;
    body.current?.querySelectorAll<HTMLElement>('tr')[row]?.focus();
  }, [entries]);

  async function more() {
    if (loading || !entries) return;
    setLoading(true);
    setMoreError(undefined);
    focusRow.current = entries.length;
    const answer = await onLoadMore().catch(() => undefined);
    setLoading(false);
    if (!answer?.ok) focusRow.current = null;
    if (answer && !answer.ok) setMoreError(answer.message);
  }

  return (
    <StaffSection id={id} texts={texts} loading={entries ? undefined : texts.loading} error={error}>
      {!entries ? null : entries.length === 0 ? (
        <p className={card.muted}>{texts.empty}</p>
      ) : (
        <>
          {/* A region that scrolls must be reachable by keyboard: it is focusable and named. */}
          <div className={styles.tableWrap} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className={`${table.table} ${styles.table}`}>
              <caption id={`${id}-caption`}>{texts.caption}</caption>
              <StaffTableHead
                columns={[texts.columns.time, texts.columns.who, texts.columns.event, texts.columns.lead]}
              />
              <tbody ref={body}>
                {entries.map((entry) => (
                  <tr key={entry.id} tabIndex={-1}>
                    <td>
                      <time dateTime={entry.at}>{staffMoment(entry.at)}</time>
                    </td>
                    <td>{entry.staffName ?? texts.system}</td>
                    <th scope="row">{texts.events[entry.event] ?? texts.unknownEvent}</th>
                    <td>
                      {entry.leadId ? (
                        leadHref ? (
                          <SiteLink href={leadHref(entry.leadId)}>{texts.openLead}</SiteLink>
                        ) : (
                          <code>{entry.leadId}</code>
                        )
                      ) : (
                        texts.noLead
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {moreError ? (
            <p role="alert" className={answerStyle.errorBox}>
              {moreError}
            </p>
          ) : null}
          {hasMore ? (
            <Button variant="secondary" className={row.ownWidth} loading={loading} onClick={() => void more()}>
              {loading ? texts.loadingMore : texts.more}
            </Button>
          ) : null}
        </>
      )}
    </StaffSection>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../Button';
import { SiteLink } from '../../../LinkProvider';
import { StaffTableHead } from '../../common/StaffTableHead/StaffTableHead';
import answerStyle from '../../common/staffAnswer.module.css';
import inbox from '../inbox.module.css';
import styles from './StaffLeadTable.module.css';
import { leadTitle, type StaffLeadRow, type StaffLeadWords } from '../staffLeads';
import { staffMoment } from '../../common/staffMoment';

/** Every text of `StaffLeadTable`; the site passes `staffInboxTexts` of `@agency/content`. */
export type StaffLeadTableTexts = StaffLeadWords & {
  /** The table's caption, e.g. 'Alle aanvragen, nieuwste eerst'. */
  tableCaption: string;
  columns: { name: string; source: string; time: string; status: string };
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
  texts: StaffLeadTableTexts;
};

/**
 * The inbox's table: name (the link to the lead's page), source, time and status, newest
 * first. On a phone each row becomes a card. After loading more, focus goes to the first lead
 * that came in, so a keyboard user goes on where the list grew.
 */
export function StaffLeadTable({ leads, error, hasMore = false, onLoadMore, leadHref, texts }: StaffLeadTableProps) {
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

  return (
    <div className={styles.tableBlock}>
      <table className={styles.table}>
        <caption className={styles.caption}>{texts.tableCaption}</caption>
        <StaffTableHead
          columns={[texts.columns.name, texts.columns.source, texts.columns.time, texts.columns.status]}
        />
        <tbody>
          {leads.map((lead, index) => (
            <tr key={lead.id}>
              <th scope="row">
                <SiteLink
                  href={leadHref(lead.id)}
                  className={styles.leadLink}
                  {...(index === focusIndex ? { ref: firstNew } : {})}
                >
                  {leadTitle(lead, texts)}
                </SiteLink>
              </th>
              <td>{texts.sources[lead.source] ?? lead.source}</td>
              <td>
                <time dateTime={lead.createdAt}>{staffMoment(lead.createdAt)}</time>
              </td>
              <td>
                <span className={styles.status} data-status={lead.status}>
                  {texts.statuses[lead.status] ?? lead.status}
                </span>
              </td>
            </tr>
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

import { useId, useState } from 'react';
import { Button } from '../../../Button';
import field from '../../common/staffField.module.css';
import styles from './StaffLeadFilters.module.css';
import { STAFF_LEAD_STATUSES, type StaffLeadSource, type StaffLeadStatus, type StaffLeadWords } from '../staffLeads';

/** Every text of `StaffLeadFilters`; the site passes `staffInboxTexts` of `@agency/content`. */
export type StaffLeadFiltersTexts = Pick<StaffLeadWords, 'statuses' | 'sources'> & {
  /** The search landmark's name, e.g. 'Aanvragen zoeken'. */
  filtersLabel: string;
  statusFilter: string;
  sourceFilter: string;
  /** Both selects' first choice, e.g. 'Alle'. */
  all: string;
  /** The search field, e.g. 'Zoeken op naam, e-mail, telefoon, bericht of notitie'. */
  search: string;
  searchButton: string;
};

/** What the inbox is filtered by; empty: all. */
export type StaffLeadFilterValues = { status: StaffLeadStatus | ''; source: StaffLeadSource | ''; q: string };

export type StaffLeadFiltersProps = {
  values: StaffLeadFilterValues;
  /** The number of leads per status (shown in the status choice). */
  counts?: Readonly<Record<StaffLeadStatus, number>>;
  /** A choice changed, or a search was sent: the new values. */
  onChange: (values: StaffLeadFilterValues) => void;
  texts: StaffLeadFiltersTexts;
};

/**
 * The inbox's filters: status (with counts) and source apply at once; the search applies when
 * sent (Enter or the button), so each keystroke does not ask the server.
 */
export function StaffLeadFilters({ values, counts, onChange, texts }: StaffLeadFiltersProps) {
  const statusId = useId();
  const sourceId = useId();
  const searchId = useId();
  const [query, setQuery] = useState(values.q);
  // A new search from outside (the address bar, "back") shows in the field.
  const [shownQ, setShownQ] = useState(values.q);
  if (shownQ !== values.q) {
    setShownQ(values.q);
    setQuery(values.q);
  }

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={texts.filtersLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...values, q: query.trim() });
      }}
    >
      <div className={styles.filter}>
        <label htmlFor={statusId} className={styles.label}>
          {texts.statusFilter}
        </label>
        <select
          id={statusId}
          className={field.control}
          value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value as StaffLeadFilterValues['status'] })}
        >
          <option value="">{texts.all}</option>
          {STAFF_LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
              {counts ? ` (${counts[status]})` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={sourceId} className={styles.label}>
          {texts.sourceFilter}
        </label>
        <select
          id={sourceId}
          className={field.control}
          value={values.source}
          onChange={(event) => onChange({ ...values, source: event.target.value as StaffLeadFilterValues['source'] })}
        >
          <option value="">{texts.all}</option>
          {(Object.keys(texts.sources) as StaffLeadSource[]).map((source) => (
            <option key={source} value={source}>
              {texts.sources[source]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={searchId} className={styles.label}>
          {texts.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={field.control}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        {texts.searchButton}
      </Button>
    </form>
  );
}

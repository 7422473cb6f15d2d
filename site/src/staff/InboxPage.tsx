import { useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { staffInboxTexts as texts } from '@agency/content';
import { Button } from '@agency/ui/Button';
import type { InboxPage as LeadList, InboxStatus } from '@agency/api/contract';
import { ExportButton } from './ExportButton';
import styles from './staff.module.css';
import { staffPaths } from './staffPaths';
import { useStaffGet } from './useStaffGet';
import { useStaffLive } from './StaffLive';
import { when } from './when';

/** `/beheer`: "Aanvragen", every lead newest first, with filters by status and source and a search. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const filters = params.toString();
  // Read again whenever the live stream reports a new or changed lead.
  const { version } = useStaffLive();
  const [answer] = useStaffGet<LeadList>(`/leads${filters ? `?${filters}` : ''}`, version);
  const page = 'data' in answer ? answer.data : undefined;
  const [query, setQuery] = useState(params.get('q') ?? '');
  const statusId = useId();
  const sourceId = useId();
  const searchId = useId();

  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  return (
    <>
      <h1>{texts.title}</h1>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          choose('q', query.trim());
        }}
      >
        <label htmlFor={statusId}>{texts.statusFilter}</label>
        <select
          id={statusId}
          value={params.get('status') ?? ''}
          onChange={(event) => choose('status', event.target.value)}
        >
          <option value="">{texts.all}</option>
          {Object.entries(texts.statuses).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
              {page?.counts[value as InboxStatus] !== undefined ? ` (${page.counts[value as InboxStatus]})` : ''}
            </option>
          ))}
        </select>
        <label htmlFor={sourceId}>{texts.sourceFilter}</label>
        <select
          id={sourceId}
          value={params.get('source') ?? ''}
          onChange={(event) => choose('source', event.target.value)}
        >
          <option value="">{texts.all}</option>
          {Object.entries(texts.sources).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={searchId}>{texts.search}</label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <Button type="submit" variant="secondary">
          {texts.searchButton}
        </Button>
      </form>
      <ExportButton />
      {'signedOut' in answer ? (
        <Navigate replace to={staffPaths.signIn} />
      ) : 'problem' in answer ? (
        <p role="alert">{answer.problem}</p>
      ) : page === undefined ? (
        <p role="status">{texts.loading}</p>
      ) : page.leads.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.columns.name}</th>
              <th scope="col">{texts.columns.source}</th>
              <th scope="col">{texts.columns.time}</th>
              <th scope="col">{texts.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {page.leads.map((lead) => (
              <tr key={lead.id}>
                <th scope="row">
                  <Link to={`${staffPaths.inbox}/aanvragen/${lead.id}`}>
                    {lead.name ?? lead.email ?? lead.phone ?? texts.nameless}
                  </Link>
                </th>
                <td>{texts.sources[lead.source] ?? lead.source}</td>
                <td>
                  <time dateTime={lead.createdAt}>{when.format(new Date(lead.createdAt))}</time>
                </td>
                <td>{texts.statuses[lead.status] ?? lead.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { staffInboxTexts as texts } from '@agency/content';
import { StaffFollowUps, StaffLeadFilters, StaffLeadTable, type StaffLeadFilterValues } from '@agency/ui/Staff';
import { type InboxLead, type InboxPage as LeadList, staffInbox, staffInboxApi } from '@agency/contract/inbox';
import { ExportButton } from '../tools';
import { staffCall } from '../staffApi';
import { staffPaths } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { useStaffLive } from '../StaffLive';

const isStatus = (value: string | null): value is StaffLeadFilterValues['status'] & string =>
  (staffInbox.statuses as readonly string[]).includes(value ?? '');
const isSource = (value: string | null): value is StaffLeadFilterValues['source'] & string =>
  (staffInbox.sources as readonly string[]).includes(value ?? '');

/** The inbox's address listing the leads of the same person as this lead (`?person=`, an id: no personal data). */
export const samePersonPath = (id: string): string => `${staffPaths.inbox}?${new URLSearchParams({ person: id })}`;

/** A lead's page in the staff area. */
const leadPath = (id: string) => `${staffPaths.inbox}/aanvragen/${encodeURIComponent(id)}`;

/**
 * `/beheer`: "Aanvragen", the follow-ups due today and overdue above it (when there are any),
 * every lead newest first, with filters by status and source and a
 * search, kept in the address (a link or "back" shows the same list); with `?person=<id>` only
 * that lead's person's leads. Older leads page by page.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  // Read again whenever the live stream reports a new or changed lead.
  const { version } = useStaffLive();
  const [answer] = useStaffGet(staffInboxApi.leads(params.toString()), version);
  const [followUps] = useStaffGet(staffInboxApi.followUps, version);
  const first = 'data' in answer ? answer.data : undefined;
  // The older pages loaded under this first page; a new first page (live, or other filters)
  // starts the list again.
  const [older, setOlder] = useState<{ under: LeadList; leads: InboxLead[]; next: string | null }>();
  const pages = older && older.under === first ? older : undefined;
  const [moreProblem, setMoreProblem] = useState<string>();

  const person = params.get('person');
  const status = params.get('status');
  const source = params.get('source');
  const values: StaffLeadFilterValues = {
    status: isStatus(status) ? status : '',
    source: isSource(source) ? source : '',
    q: params.get('q') ?? '',
  };

  if ('signedOut' in answer) return <Navigate replace to={staffPaths.signIn} />;
  const next = pages ? pages.next : (first?.nextCursor ?? null);

  return (
    <>
      <h1>{texts.title}</h1>
      {person ? (
        <p>
          {texts.samePersonList} <Link to={staffPaths.inbox}>{texts.samePersonClear}</Link>
        </p>
      ) : null}
      {'data' in followUps ? (
        <StaffFollowUps
          followUps={followUps.data.followUps}
          leadHref={leadPath}
          words={texts}
          texts={texts.followUps}
        />
      ) : null}
      <StaffLeadFilters
        values={values}
        {...(first ? { counts: first.counts } : {})}
        texts={texts}
        onChange={(chosen) => {
          // One person's list stays that person's while its filters change.
          const query = new URLSearchParams(person ? { person } : {});
          for (const [name, value] of Object.entries(chosen)) if (value) query.set(name, value);
          setParams(query);
        }}
      />
      <ExportButton />
      <StaffLeadTable
        {...(first ? { leads: pages ? [...first.leads, ...pages.leads] : first.leads } : {})}
        {...('problem' in answer ? { error: answer.problem } : {})}
        hasMore={next !== null}
        onLoadMore={async () => {
          if (!first || next === null) return;
          const query = new URLSearchParams(params);
          query.set('before', next);
          const more = await staffCall(staffInboxApi.leads(query.toString()));
          if (!more.ok) return setMoreProblem(more.message);
          setMoreProblem(undefined);
          setOlder({ under: first, leads: [...(pages?.leads ?? []), ...more.data.leads], next: more.data.nextCursor });
        }}
        leadHref={leadPath}
        samePersonHref={samePersonPath}
        texts={texts}
      />
      {moreProblem ? <p role="alert">{moreProblem}</p> : null}
    </>
  );
}

import { useRef, type ReactNode } from 'react';
import {
  staffFeedbackTexts,
  staffLeadsChartTexts,
  staffOutboxTexts,
  staffToolsPageTexts as texts,
} from '@agency/content';
import { staffToolsApi } from '@agency/contract/staffTools';
import { LinkProvider } from '@agency/ui/LinkProvider';
import { StaffFeedbackList, StaffLeadsChart, StaffOutboxList } from '@agency/ui/Staff';
import { RouterLink } from '../../app/RouterLink';
import { staffCall } from '../staffApi';
import { staffPaths } from '../staffPaths';
import styles from './staffTools.module.css';
import { useStaffGet, type StaffGet } from '../useStaffGet';

/** What a part of the page shows while its numbers come, or the api's message. */
function Part<T>({ state, children }: { state: StaffGet<T>; children: (data: T) => ReactNode }) {
  if ('data' in state) return children(state.data);
  if ('problem' in state) return <p role="alert">{state.problem}</p>;
  if ('signedOut' in state) return null;
  return <p role="status">{texts.loading}</p>;
}

/**
 * `/beheer/overzicht`: leads per week by source, the chat answers voted "Niet nuttig" and the
 * notifications that did not arrive, each read on its own.
 */
export function OverviewPage() {
  const [chart] = useStaffGet(staffToolsApi.leadsPerWeek);
  const [feedback] = useStaffGet(staffToolsApi.feedback());
  const [outbox] = useStaffGet(staffToolsApi.outbox);
  // The cursor of the page after the last one loaded by "Meer laden" (none yet: the first page's).
  const cursor = useRef<string | null | undefined>(undefined);

  return (
    <div className={styles.overview}>
      <h1>{texts.overviewTitle}</h1>
      <Part state={chart}>{(data) => <StaffLeadsChart weeks={data.weeks} texts={staffLeadsChartTexts} />}</Part>
      <div className={styles.columns}>
        <Part state={feedback}>
          {(data) => (
            <StaffFeedbackList
              answers={data.answers}
              hasMore={data.nextCursor !== null}
              texts={staffFeedbackTexts}
              onMore={async () => {
                const before = cursor.current === undefined ? data.nextCursor : cursor.current;
                const answer = await staffCall(staffToolsApi.feedback(before ?? undefined));
                if (!answer.ok) return answer;
                cursor.current = answer.data.nextCursor;
                return { ok: true, data: { answers: answer.data.answers, hasMore: cursor.current !== null } };
              }}
            />
          )}
        </Part>
        <Part state={outbox}>
          {(data) => (
            <LinkProvider component={RouterLink}>
              <StaffOutboxList
                channels={data.channels}
                notifications={data.notifications}
                pending={data.pending}
                failed={data.failed}
                texts={staffOutboxTexts}
                leadHref={(leadId) => `${staffPaths.inbox}/aanvragen/${encodeURIComponent(leadId)}`}
                onRetry={(id) => staffCall(staffToolsApi.retry(id))}
              />
            </LinkProvider>
          )}
        </Part>
      </div>
    </div>
  );
}

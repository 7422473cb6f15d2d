import { useEffect, useState } from 'react';
import { analytics, type AnalyticsOverview, staffAnalyticsApi } from '@agency/contract/analytics';
import { staffCall } from '../staffApi';

/** What "Herkomst" has of its figures while it reads them. */
export interface OverviewState {
  /** The last figures read (those of the period before, while the next come). */
  data?: AnalyticsOverview;
  /** The figures in view are of the period asked for now (not of the one before). */
  current: boolean;
  /** A read is on its way. */
  loading: boolean;
  /** The api refused the period (`invalid_range`): its Dutch message. */
  rangeProblem?: string;
  /** Anything else that went wrong: the api's message. */
  problem?: string;
  signedOut?: boolean;
}

/** What the last answer brought, and for which read (the path and the count of changes). */
type Answered = {
  read: string;
  path: string;
  data?: AnalyticsOverview;
  rangeProblem?: string;
  problem?: string;
  signedOut?: boolean;
};

/**
 * Reads the overview of `range` when the page shows it, again when the range changes, and again
 * when `refresh` (the live stream's count of counted visits) grows. Meanwhile it keeps what it
 * showed; an answer that arrives after the page moved on is dropped. A live read again that fails
 * keeps the figures in view (the next count tries again); a period's first read that fails says
 * why, the api's refusal of the period apart from the rest.
 */
export function useOverview(range: { from?: string; to?: string }, refresh: number): OverviewState {
  const { path } = staffAnalyticsApi.overview(range);
  const read = `${path}#${refresh}`;
  const [answered, setAnswered] = useState<Answered>();
  useEffect(() => {
    let current = true;
    void staffCall<undefined, AnalyticsOverview>({ method: 'GET', path }).then((answer) => {
      if (!current) return;
      const done = `${path}#${refresh}`;
      if (answer.ok) return setAnswered({ read: done, path, data: answer.data });
      if (answer.status === 401) return setAnswered({ read: done, path, signedOut: true });
      setAnswered((last) =>
        last?.path === path && last.data
          ? { ...last, read: done }
          : answer.error === analytics.errorCodes.invalidRange
            ? { read: done, path, rangeProblem: answer.message }
            : { read: done, path, problem: answer.message },
      );
    });
    return () => {
      current = false;
    };
  }, [path, refresh]);
  const fresh = answered?.path === path;
  return {
    ...(answered?.data ? { data: answered.data } : {}),
    current: fresh && Boolean(answered?.data),
    loading: answered?.read !== read,
    ...(fresh && answered?.rangeProblem ? { rangeProblem: answered.rangeProblem } : {}),
    ...(fresh && answered?.problem ? { problem: answered.problem } : {}),
    ...(answered?.signedOut ? { signedOut: true } : {}),
  };
}

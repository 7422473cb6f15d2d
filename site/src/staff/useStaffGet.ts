import { useEffect, useState } from 'react';
import type { Endpoint } from '@agency/contract/endpoint';
import { staffCall } from './staffApi';

/** What a staff page has of a GET: not yet, the data, no full session, or the api's message. */
export type StaffGet<T> = { loading: true } | { data: T } | { signedOut: true } | { problem: string };

/**
 * Reads a GET endpoint of the contract when the page shows it and again when its path or `refresh` (the
 * live stream's count of changes) changes, keeping what it showed meanwhile; an answer
 * that arrives after the page moved on is dropped. The data can be replaced after a change
 * the page made itself (a status, a note).
 */
export function useStaffGet<T>(endpoint: Endpoint<undefined, T>, refresh = 0): [StaffGet<T>, (data: T) => void] {
  const [state, setState] = useState<StaffGet<T>>({ loading: true });
  const { path } = endpoint;
  useEffect(() => {
    let current = true;
    void staffCall<undefined, T>({ method: 'GET', path }).then((answer) => {
      if (!current) return;
      if (answer.ok) setState({ data: answer.data });
      else setState(answer.status === 401 ? { signedOut: true } : { problem: answer.message });
    });
    return () => {
      current = false;
    };
  }, [path, refresh]);
  return [state, (data: T) => setState({ data })];
}

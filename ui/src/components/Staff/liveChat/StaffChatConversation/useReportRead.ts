import { useEffect, useRef } from 'react';

/**
 * While the viewer holds the conversation, reports the visitor's messages read up to
 * `lastVisitorId`: at once when this tab is visible, else when it becomes visible.
 */
export function useReportRead(holds: boolean, lastVisitorId: number, onRead: ((upTo: number) => void) | undefined) {
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!holds || !onRead || lastVisitorId <= readUpTo.current) return;
    const report = () => {
      if (document.visibilityState !== 'visible' || lastVisitorId <= readUpTo.current) return;
      readUpTo.current = lastVisitorId;
      onRead(lastVisitorId);
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [holds, lastVisitorId, onRead]);
}

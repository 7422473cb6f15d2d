import { useEffect, useState } from 'react';

type CountdownState = { key: string; left: number; ended: boolean };

/**
 * Counts `seconds` down to 0, once a second, from the moment `seconds` or `restart` changes.
 * `left` is the whole seconds left (rounded up); `ended` is true once a countdown reached 0,
 * until the next one starts. Measured against the clock, so a slow tab does not stretch it.
 */
export function useCountdown(seconds: number, restart: number): { left: number; ended: boolean } {
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const key = `${wait}:${restart}`;
  const [state, setState] = useState<CountdownState>({ key, left: wait, ended: false });
  // A new countdown starts in this render, not a tick later: the button is never enabled in between.
  let current = state;
  if (state.key !== key) {
    current = { key, left: wait, ended: false };
    setState(current);
  }

  useEffect(() => {
    if (wait === 0) return;
    const end = Date.now() + wait * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setState((now) => (now.key !== key || now.left === left ? now : { key, left, ended: left === 0 }));
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [key, wait]);

  return { left: current.left, ended: current.ended };
}

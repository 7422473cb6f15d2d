import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useCountdown } from './useCountdown';

/** How the server's answer reaches a staff form: the same three props on every step. */
export type StaffAnswerProps = {
  /**
   * A request of this step runs (e.g. the api is checking the password): the fields are
   * disabled and the button that sent it shows its busy text. A callback that returns a
   * promise makes the form busy by itself until the promise settles.
   */
  busy?: boolean;
  /**
   * The server's answer in Dutch, e.g. 'Dit e-mailadres of wachtwoord klopt niet.' Shown in the
   * form's alert region (announced), hidden while a new request runs; the step's field is marked
   * invalid and described by it, and gets focus.
   */
  error?: string;
  /**
   * After too many attempts: the seconds to wait (from the api's `Retry-After`). The form says
   * how long, counts down on its own and keeps its submit button disabled until 0. A new
   * value, or the same value after another request, starts the countdown again.
   */
  retryAfterSeconds?: number;
};

/**
 * The request life cycle the staff forms share: one request at a time, busy from the `busy`
 * prop or the callback's promise, the server's `error` hidden while a new request runs (so the
 * same message again is announced again), the countdown of `retryAfterSeconds`, and focus on the
 * step's first field when an answer brings an error or a wait.
 */
export function useStaffRequest(
  { busy = false, error, retryAfterSeconds }: StaffAnswerProps,
  firstField: RefObject<HTMLElement | null>,
) {
  const [pending, setPending] = useState(false);
  // The state is a render behind a double click; the ref is not.
  const pendingRef = useRef(false);
  const working = busy || pending;

  // Every request that ends is an answer, even one that says the same as the last.
  const [answers, setAnswers] = useState(0);
  const [wasWorking, setWasWorking] = useState(working);
  if (wasWorking !== working) {
    setWasWorking(working);
    if (!working) setAnswers((count) => count + 1);
  }

  const countdown = useCountdown(retryAfterSeconds ?? 0, answers);
  const waiting = countdown.left > 0;
  const shownError = working ? undefined : error || undefined;
  const demandsAttention = Boolean(error) || (retryAfterSeconds ?? 0) > 0;
  const answerKey = working ? null : `${answers}|${error ?? ''}|${retryAfterSeconds ?? ''}`;

  useEffect(() => {
    if (answerKey !== null && demandsAttention) firstField.current?.focus();
  }, [answerKey, demandsAttention, firstField]);

  /**
   * Runs a callback of the form unless a request is already running. A rejected promise is
   * not the form's to report: the answer comes back through `error`.
   */
  const run = useCallback(async (action: () => unknown) => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    try {
      await action();
    } catch {
      // The parent passes what went wrong as `error`.
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }, []);

  return {
    /** A request runs (the `busy` prop or a callback's promise). */
    working,
    /** The seconds left before the submit button may be used again; 0 when not waiting. */
    left: countdown.left,
    waiting,
    /** The countdown just ended: say that it may be tried again (until the next answer). */
    ready: countdown.ended && !working && !shownError,
    /** The error to show: none while a request runs. */
    shownError,
    run,
  };
}

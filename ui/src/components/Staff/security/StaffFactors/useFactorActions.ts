import { useState } from 'react';
import type { StaffActionAnswer } from '../../common/staffAnswer';

/** What `StaffFactors` is doing: removing one factor, adding one, confirming an app, or making codes. */
export type FactorsBusy = { kind: 'remove'; id: string } | { kind: 'passkey' | 'totp' | 'confirm' | 'codes' } | null;

/**
 * The actions of `StaffFactors`, one at a time: what runs (`busy`), the refusal said under the
 * list (`problem`) and the success said as a status (`said`).
 */
export function useFactorActions() {
  const [busy, setBusy] = useState<FactorsBusy>(null);
  const [problem, setProblem] = useState<string>();
  const [said, setSaid] = useState<string>();

  /** Runs one action at a time; its refusal is said under the list, its success as a status. */
  async function act<T>(
    what: FactorsBusy,
    action: () => Promise<StaffActionAnswer<T>>,
    done: (data: T) => string | undefined,
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(what);
    setProblem(undefined);
    setSaid(undefined);
    const answer = await action().catch(() => undefined);
    setBusy(null);
    if (!answer) return false;
    if (!answer.ok) {
      setProblem(answer.message);
      return false;
    }
    setSaid(done(answer.data));
    return true;
  }

  return { busy, setBusy, problem, said, setSaid, act };
}

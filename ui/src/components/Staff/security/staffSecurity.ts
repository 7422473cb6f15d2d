import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// What the "Beveiliging" page's components share: the sessions', factors' and audit lines' shapes.

/** One of the signed-in colleague's open sessions, as `GET /api/staff/sessions` lists it. */
export type StaffSessionItem = {
  /** A short id of the session (never its token). */
  id: string;
  /** The session of this browser. */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  /** The browser's own description, cut short; null when it sent none. */
  userAgent: string | null;
};

/** A second factor, as `GET /api/staff/me` lists it. */
export type StaffFactorItem = {
  id: string;
  kind: 'totp' | 'webauthn' | 'phone';
  friendlyName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
};

/** A line of the audit trail, as `GET /api/staff/audit` gives it: ids only, no IP. */
export type StaffAuditItem = {
  id: string;
  at: string;
  /** The event, e.g. 'SIGNED_IN'; its label comes from the texts. */
  event: string;
  /** The staff member's name; null for the `staff` command's own entries. */
  staffName: string | null;
  leadId: string | null;
};

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A browser's description in words a colleague recognises ('Firefox op Windows'), from the
 * user agent the api kept; `unknown` when there is none or it says nothing known. `{browser}`
 * and `{system}` are filled into `pattern`.
 */
export function describeBrowser(userAgent: string | null, pattern: string, unknown: string): string {
  if (!userAgent) return unknown;
  const browser = browsers.find(([test]) => test.test(userAgent))?.[1];
  const system = systems.find(([test]) => test.test(userAgent))?.[1];
  if (!browser && !system) return unknown;
  if (!browser || !system) return (browser ?? system)!;
  return pattern.replace('{browser}', browser).replace('{system}', system);
}

/**
 * Moves focus to an element after the next render: a field that was disabled while its request
 * ran, or one that is about to appear, can take focus only then.
 */
export function useFocusLater() {
  const target = useRef<RefObject<HTMLElement | null> | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const ref = target.current;
    target.current = null;
    ref?.current?.focus();
  }, [asked]);
  return useCallback((ref: RefObject<HTMLElement | null>) => {
    target.current = ref;
    setAsked((count) => count + 1);
  }, []);
}

// The fixed sample data of the "Beveiliging" stories: no randomness, no clock, so the
// screenshots stay the same. Not exported from the package.
import type { StaffActionAnswer } from '../common/staffAnswer';
import type { StaffAuditItem, StaffFactorItem, StaffSessionItem } from './staffSecurity';

export const sampleSessions: StaffSessionItem[] = [
  {
    id: 'a1b2c3d4e5f60718',
    current: true,
    createdAt: '2026-11-25T08:02:00.000Z',
    lastSeenAt: '2026-11-25T10:41:00.000Z',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  },
  {
    id: '9f8e7d6c5b4a3921',
    current: false,
    createdAt: '2026-11-24T16:20:00.000Z',
    lastSeenAt: '2026-11-25T07:55:00.000Z',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  },
  {
    id: '0c1d2e3f4a5b6c7d',
    current: false,
    createdAt: '2026-11-23T09:12:00.000Z',
    lastSeenAt: '2026-11-24T18:03:00.000Z',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  },
];

export const sampleFactors: StaffFactorItem[] = [
  {
    id: 'factor-app',
    kind: 'totp',
    friendlyName: 'Authenticator-app',
    createdAt: '2026-10-02T09:00:00.000Z',
    lastUsedAt: '2026-11-25T08:02:00.000Z',
  },
  {
    id: 'factor-passkey',
    kind: 'webauthn',
    friendlyName: 'Passkey',
    createdAt: '2026-11-10T14:30:00.000Z',
    lastUsedAt: null,
  },
];

const people = ['Noor Bakker', 'Sanne de Vries', 'Joris Visser'];
const events = [
  'SIGNED_IN',
  'LEAD_VIEWED',
  'LEAD_STATUS_CHANGED',
  'LEAD_NOTE_ADDED',
  'REAUTHENTICATED',
  'USER_UPDATED',
  'SIGN_IN_FAILED',
  'SIGNED_OUT',
];

/** `count` audit entries, newest first, a fixed minute apart from `start` back. */
export function sampleAudit(count: number, offset = 0): StaffAuditItem[] {
  const start = Date.UTC(2026, 10, 25, 10, 40);
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const event = events[n % events.length]!;
    return {
      id: `audit-${String(n).padStart(4, '0')}`,
      at: new Date(start - n * 7 * 60_000).toISOString(),
      event,
      staffName: n % 11 === 10 ? null : people[n % people.length]!,
      leadId: event.startsWith('LEAD_') ? `3f2a9c1e-0b7d-4e8a-9c51-${String(100000000000 + n)}` : null,
    };
  });
}

/** The recovery codes of a new set. */
export const newRecoveryCodes = [
  'q3vd-7mzk-a9tf',
  'b8nw-2hxe-k5pu',
  'f6tc-9rga-m3yj',
  'x2kh-5ubn-w7dq',
  'd9pe-3sfm-c4va',
  'n7ja-6wqt-h2xr',
  'g4ur-8cky-p5em',
  'y5mf-2dhv-t8nb',
  'e3xq-7gpw-r6ks',
  'u8bz-4nte-j9fc',
] as const;

/** A fake api's pause. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An answer that says yes after a short pause. */
export const yes =
  <T>(data: T) =>
  async (): Promise<StaffActionAnswer<T>> => {
    await pause(40);
    return { ok: true, data };
  };

/** An answer that says no, with the api's message, after a short pause. */
export const no = (message: string) => async (): Promise<StaffActionAnswer<never>> => {
  await pause(40);
  return { ok: false, message };
};

/** An answer that never comes: the action stays busy. */
export const never = () => new Promise<never>(() => {});

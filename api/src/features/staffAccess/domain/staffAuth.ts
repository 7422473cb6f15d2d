import { staffAccounts } from './auth/accounts';
import { staffEnrolment } from './auth/enrolment';
import { createStaffAuthKit } from './auth/kit';
import { staffReauthentication } from './auth/reauth';
import { staffSessions } from './auth/sessions';
import { staffAccountSettings } from './auth/settings';
import { staffSignIn } from './auth/signIn';
import type { StaffAuthOptions } from './auth/types';

export { normaliseEmail } from './auth/kit';
export type { Caller, IssuedSession, StaffAuditEvent, StaffAuthOptions, StaffContext } from './auth/types';

/**
 * Staff accounts, enrolment, sign-in with a second factor, sessions, re-authentication, the
 * account's settings and the audit trail: every rule of the staff area's security, without HTTP
 * (the routes translate). Each part is a file of ./auth; they share the internals of ./auth/kit.ts.
 */
export function createStaffAuth(options: StaffAuthOptions) {
  const kit = createStaffAuthKit(options);
  return {
    audit: kit.audit,
    ...staffAccounts(kit),
    ...staffEnrolment(kit),
    ...staffSignIn(kit),
    ...staffSessions(kit),
    ...staffReauthentication(kit),
    ...staffAccountSettings(kit),
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

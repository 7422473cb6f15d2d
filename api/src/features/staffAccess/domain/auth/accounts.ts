import { staffPolicy } from '../policy';
import { normaliseEmail } from './kit';
import type { StaffAuthKit } from './kit';
import type { StaffRole } from '../../../../shared/data/schema';
import type { Caller, StaffAuditEvent } from './types';

/**
 * Who did a change to an account: a beheerder in the staff area (audited under their name, the
 * account concerned in the detail), or the `staff` command on the server (audited under the
 * account itself).
 */
export type AccountActor = { userId: string; caller: Caller } | undefined;

/** Accounts (the `staff` command and a beheerder: add, role, disable, reset), the audit trail and the daily housekeeping. */
export function staffAccounts(kit: StaffAuthKit) {
  const { repo, logger, now, audit, endAllSessions, newEnrolmentLink } = kit;
  const audited = (event: StaffAuditEvent, userId: string, by: AccountActor, detail?: string) =>
    by
      ? audit(event, by.caller, { userId: by.userId, detail: detail ? `${userId} ${detail}` : userId })
      : audit(event, undefined, { userId, ...(detail ? { detail } : {}) });

  return {
    /**
     * A new account and its enrolment link's token; undefined when the address is taken. The
     * installation's first account is a beheerder; others are colleagues unless `role` says.
     */
    async addUser(input: { email: string; name: string; role?: StaffRole }, by?: AccountActor) {
      const email = normaliseEmail(input.email);
      if (await repo.userByEmail(email)) return undefined;
      const role: StaffRole = (await repo.hasAccounts()) ? (input.role ?? 'member') : 'admin';
      const user = await repo.addUser({ email, name: input.name.trim(), role, now: now() });
      await audited('STAFF_ADDED', user.id, by, by ? role : undefined);
      return { user, ...(await newEnrolmentLink(user.id)) };
    },

    users: () => repo.users(),

    userByEmail: (email: string) => repo.userByEmail(normaliseEmail(email)),

    userById: (id: string) => repo.userById(id),

    /** Ends every session and refuses sign-in from now on; never the last beheerder. */
    async disable(userId: string, by?: AccountActor): Promise<'done' | 'last_admin' | 'missing'> {
      const outcome = await repo.demoteOrDisable(userId, { status: 'disabled' }, now());
      if (outcome !== 'done') return outcome;
      await repo.removeEnrolmentsOf(userId);
      await endAllSessions(userId);
      await audited('STAFF_DISABLED', userId, by);
      return outcome;
    },

    /** Makes a colleague a beheerder or a colleague; the last beheerder stays one. */
    async setRole(userId: string, role: StaffRole, by?: AccountActor): Promise<'done' | 'last_admin' | 'missing'> {
      let outcome: 'done' | 'last_admin' | 'missing';
      if (role === 'member') outcome = await repo.demoteOrDisable(userId, { role }, now());
      else if (!(await repo.userById(userId))) outcome = 'missing';
      else {
        await repo.updateUser(userId, { role }, now());
        outcome = 'done';
      }
      if (outcome === 'done') await audited('ROLE_CHANGED', userId, by, role);
      return outcome;
    },

    /**
     * A lost phone, a forgotten password: the password, factors, recovery codes and sessions end
     * at once, and a new enrolment link starts over.
     */
    async reset(userId: string, by?: AccountActor) {
      await repo.updateUser(userId, { password_hash: null, status: 'enrolling' }, now());
      await repo.removeFactorsOf(userId);
      await repo.replaceRecoveryCodes(userId, [], now());
      // Last: a sign-in that was under way when the account changed ends too.
      await endAllSessions(userId);
      await audited('PASSWORD_RECOVERY', userId, by);
      return newEnrolmentLink(userId);
    },

    auditTrail: (query: { userId?: string; limit?: number } = {}) => repo.auditTrail(query),

    /**
     * The whole team's trail, newest first: when, who (the staff member's name), what, and the
     * lead's id. The IP (an HMAC) and the detail stay in the database.
     */
    async auditPage(query: { limit: number; before?: string }) {
      const [at, id] = query.before ? query.before.split('|') : [];
      const rows = await repo.auditPage({
        limit: query.limit + 1,
        ...(at && id ? { before: { at, id } } : {}),
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: row.at,
          event: row.event as StaffAuditEvent,
          staffName: row.staff_name,
          leadId: row.lead_id,
        })),
        next: rows.length > query.limit && last ? `${last.at}|${last.id}` : null,
      };
    },

    /** Daily housekeeping: ended sessions, old failures, and the audit trail past its two years. */
    async housekeeping(): Promise<void> {
      const at = now().getTime();
      await repo.removeSessionsBefore(new Date(at - staffPolicy.absoluteMs));
      await repo.removeThrottlesBefore(new Date(at - staffPolicy.throttle.forgetAfterMs));
      await repo.removeAuditBefore(new Date(at - staffPolicy.auditRetentionDays * 24 * 60 * 60_000));
      await repo.removeChallengesBefore(new Date(at));
      logger.debug({ event: 'staff.housekeeping' }, 'staff sessions, throttles and audit trail tidied');
    },
  };
}

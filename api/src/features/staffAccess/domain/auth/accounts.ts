import { staffPolicy } from '../policy';
import { normaliseEmail } from './kit';
import type { StaffAuthKit } from './kit';
import type { StaffAuditEvent } from './types';

/** Accounts (the `staff` command: add, disable, reset), the audit trail and the daily housekeeping. */
export function staffAccounts(kit: StaffAuthKit) {
  const { repo, logger, now, audit, endAllSessions, newEnrolmentLink } = kit;

  return {
    /** A new account and its enrolment link's token; undefined when the address is taken. */
    async addUser(input: { email: string; name: string }) {
      const email = normaliseEmail(input.email);
      if (await repo.userByEmail(email)) return undefined;
      const user = await repo.addUser({ email, name: input.name.trim(), now: now() });
      await audit('STAFF_ADDED', undefined, { userId: user.id });
      return { user, ...(await newEnrolmentLink(user.id)) };
    },

    users: () => repo.users(),

    userByEmail: (email: string) => repo.userByEmail(normaliseEmail(email)),

    /** Ends every session and refuses sign-in from now on. */
    async disable(userId: string) {
      await repo.updateUser(userId, { status: 'disabled' }, now());
      await repo.removeEnrolmentsOf(userId);
      await endAllSessions(userId);
      await audit('STAFF_DISABLED', undefined, { userId });
    },

    /**
     * A lost phone, a forgotten password: the password, factors, recovery codes and sessions end
     * at once, and a new enrolment link starts over.
     */
    async reset(userId: string) {
      await repo.updateUser(userId, { password_hash: null, status: 'enrolling' }, now());
      await repo.removeFactorsOf(userId);
      await repo.replaceRecoveryCodes(userId, [], now());
      // Last: a sign-in that was under way when the account changed ends too.
      await endAllSessions(userId);
      await audit('PASSWORD_RECOVERY', undefined, { userId });
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

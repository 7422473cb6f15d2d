import { staffPolicy } from '../policy';
import { hashToken } from '../tokens';
import type { StaffAuthKit } from './kit';
import type { Caller, StaffContext } from './types';

/** The sessions: who a request is, its idle and absolute limits, signing out one or every session. */
export function staffSessions(kit: StaffAuthKit) {
  const { repo, options, now, audit, sessionOf, sessionByHash, endAllSessions } = kit;

  return {
    /** The full session of the token, alive (idle and absolute limits), its activity noted. */
    async authenticate(token: string | undefined): Promise<StaffContext | undefined> {
      const context = await sessionOf(token, ['full']);
      if (!context) return undefined;
      const at = now();
      if (at.getTime() - new Date(context.session.last_seen_at).getTime() >= staffPolicy.touchEveryMs) {
        await repo.touchSession(context.session.id_hash, at);
      }
      return context;
    },

    /**
     * The full session of the token, alive, without noting activity: what keeps a live stream
     * open is not the staff member working, so it must not hold off the idle timeout.
     */
    async sessionWithoutActivity(token: string | undefined): Promise<StaffContext | undefined> {
      return sessionOf(token, ['full']);
    },

    /** Whether the session is still a live full session (ended, idle or expired: false). */
    async isStillSignedIn(context: StaffContext): Promise<boolean> {
      return (await sessionByHash(context.session.id_hash, ['full'])) !== undefined;
    },

    /** Ends the session of a token the browser still held (a new sign-in replaces it). */
    async endToken(token: string | undefined): Promise<void> {
      if (token) await repo.endSession(hashToken(token), now());
    },

    async signOut(context: StaffContext, caller: Caller): Promise<void> {
      await repo.endSession(context.session.id_hash, now());
      options.onSessionsEnded?.(context.user.id);
      await options.onSignedOut?.({ userId: context.user.id, sessionHash: context.session.id_hash });
      await audit('SIGNED_OUT', caller, { userId: context.user.id });
    },

    /** The user's open sessions, the caller's own marked. Ids are a short form of the stored hash. */
    async sessions(context: StaffContext) {
      const rows = await repo.openSessionsOf(context.user.id, now());
      return rows.map((row) => ({
        id: row.id_hash.slice(0, 16),
        current: row.id_hash === context.session.id_hash,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        userAgent: row.user_agent,
      }));
    },

    /** Ends one of the user's sessions by its short id; false when there is none. */
    async endSession(context: StaffContext, id: string, caller: Caller): Promise<boolean> {
      const rows = await repo.openSessionsOf(context.user.id, now());
      const row = rows.find((candidate) => candidate.id_hash.slice(0, 16) === id);
      if (!row) return false;
      await repo.endSession(row.id_hash, now());
      options.onSessionsEnded?.(context.user.id);
      await options.onSignedOut?.({ userId: context.user.id, sessionHash: row.id_hash });
      await audit('SIGNED_OUT', caller, { userId: context.user.id, detail: 'other-session' });
      return true;
    },

    /** "Overal uitloggen". */
    async endAllSessions(context: StaffContext, caller: Caller): Promise<void> {
      await endAllSessions(context.user.id);
      await audit('SIGNED_OUT', caller, { userId: context.user.id, detail: 'everywhere' });
    },
  };
}

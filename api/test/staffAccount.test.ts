import { afterAll, describe, expect, it } from 'vitest';
import { staffPolicy } from '../src/features/staffAccess/domain/policy';
import { totpCode } from '../src/features/staffAccess/domain/totp';
import { dropCreatedSchemas, engineFixtures, reportMissingPostgres } from './engines';
import { stoppedAfterEachTest } from './helpers';
import { SoftAuthenticator } from './softAuthenticator';
import {
  enrolStaff,
  expectStatus,
  signIn,
  StaffBrowser,
  STAFF_PASSWORD,
  verifiedTotpFactor,
  type EnrolledStaff,
  startWithEnrolledStaff,
  withFreshStaffRepository,
} from './staffClient';

const servers = stoppedAfterEachTest();
afterAll(dropCreatedSchemas);

interface Me {
  factors: { id: string; kind: string }[];
  recoveryCodesLeft: number;
}
const me = async (browser: StaffBrowser) => (await (await expectStatus(browser.get('/me'), 200)).json()) as Me;
const errorOf = async (response: Response) => ((await response.json()) as { error: string; message: string }).error;

/** Re-authenticates the staff member's browser with the password. */
const reauth = (staff: EnrolledStaff, browser = staff.browser) =>
  expectStatus(browser.post('/reauth', { password: staff.password }), 204);

type Created = Parameters<SoftAuthenticator['create']>[0];
type Asked = Parameters<SoftAuthenticator['get']>[0];

const NEW_PASSWORD = 'zeven-zeeen-drie-vissen';

describe.each(engineFixtures())('the account page on $name', ({ name, available }) => {
  const setup = () => startWithEnrolledStaff(name, servers);

  it.runIf(available)(
    'when a colleague makes a sensitive change, then it needs a re-authentication of this session, good for 5 minutes',
    async () => {
      const { clock, server, staff } = await setup();
      const refused = await expectStatus(staff.browser.post('/account/recovery-codes'), 403);
      expect(await refused.json()).toEqual({
        error: 'staff_reauth_required',
        message: expect.stringMatching(/Bevestig eerst/),
      });
      await reauth(staff);
      await expectStatus(staff.browser.post('/account/recovery-codes'), 200);
      // Another session of the same person has not asked again.
      const other = await signIn(server, staff, clock);
      await expectStatus(other.post('/account/recovery-codes'), 403);
      clock.advance(staffPolicy.reauthMs - 1000);
      await expectStatus(staff.browser.post('/account/recovery-codes'), 200);
      clock.advance(1000);
      await expectStatus(staff.browser.post('/account/recovery-codes'), 403);
    },
  );

  it.runIf(available)(
    'when a colleague re-authenticates with a code of the app, a recovery code or a passkey, then it counts, each recovery code once and a passkey only with user verification',
    async () => {
      const { clock, server, staff } = await setup();
      await expectStatus(staff.browser.post('/reauth', { code: totpCode(staff.secret, clock.ms) }), 204);
      // Past the check: there is no such factor.
      await expectStatus(staff.browser.post('/account/factors/remove', { id: 'x' }), 404);

      const other = await signIn(server, staff, clock, staff.recoveryCodes[0]);
      await expectStatus(other.post('/reauth', { code: staff.recoveryCodes[1] }), 204);
      // A recovery code works once, and a wrong one not at all.
      const third = await signIn(server, staff, clock, totpCode(staff.secret, clock.ms + 30_000));
      await expectStatus(third.post('/reauth', { code: staff.recoveryCodes[1] }), 403);
      await expectStatus(third.post('/reauth', { password: 'dit-is-het-niet-12' }), 403);

      // A passkey added (after asking again), then used to ask again.
      await reauth(staff, third);
      const passkey = new SoftAuthenticator(server.url);
      const options = (await (
        await expectStatus(third.post('/account/factors/passkey/options'), 200)
      ).json()) as Created;
      await expectStatus(third.post('/account/factors/passkey', { response: passkey.create(options) }), 200);
      clock.advance(staffPolicy.reauthMs);
      await expectStatus(third.post('/account/factors/remove', { id: 'x' }), 403);
      const asked = (await (await expectStatus(third.post('/reauth/passkey/options'), 200)).json()) as Asked;
      expect(asked).toMatchObject({ userVerification: 'required' });
      // Without user verification: refused.
      await expectStatus(third.post('/reauth/passkey', { response: passkey.get(asked, false) }), 401);
      const again = (await (await expectStatus(third.post('/reauth/passkey/options'), 200)).json()) as Asked;
      await expectStatus(third.post('/reauth/passkey', { response: passkey.get(again) }), 204);
      await expectStatus(third.post('/account/factors/remove', { id: 'x' }), 404);
    },
  );

  it.runIf(available)(
    'when re-authentications are wrong, then they count with the failed sign-ins, end the session once its tries are used up, and are audited',
    async () => {
      const { clock, server, staff } = await setup();
      const colleague = await enrolStaff(server, clock, 'joris@studiolegende.nl');
      const wrong = () => staff.browser.post('/reauth', { password: 'dit-is-het-niet-12' });
      for (let i = 0; i < staffPolicy.reauthAttempts; i++) {
        const refused = await expectStatus(wrong(), 403);
        expect(await errorOf(refused)).toBe('reauth_failed');
      }
      // The session's own tries are used up: it ends, and the right password comes too late.
      await expectStatus(staff.browser.post('/reauth', { password: staff.password }), 401);
      await expectStatus(staff.browser.get('/me'), 401);
      // The account's count is the sign-in's: one more wrong password, and the next try waits.
      const browser = new StaffBrowser(server.url);
      await expectStatus(browser.post('/sign-in', { email: staff.email, password: 'dit-is-het-niet-12' }), 401);
      const waiting = await expectStatus(
        browser.post('/sign-in', { email: staff.email, password: staff.password }),
        429,
      );
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      // Audited, for the whole team to see.
      const trail = (await (await expectStatus(colleague.browser.get('/audit?limit=100'), 200)).json()) as {
        entries: { event: string; staffName: string }[];
      };
      const failed = trail.entries.filter((entry) => entry.event === 'REAUTH_FAILED');
      expect(failed).toHaveLength(staffPolicy.reauthAttempts);
      expect(failed[0]!.staffName).toBe('Sanne de Vries');
    },
  );

  it.runIf(available)(
    'when the account waits after failed sign-ins, then asking again waits too, and works after the wait',
    async () => {
      const { clock, server, staff } = await setup();
      const other = await signIn(server, staff, clock);
      const browser = new StaffBrowser(server.url);
      for (let i = 0; i <= staffPolicy.throttle.freeFailuresPerAddress; i++) {
        await browser.post('/sign-in', { email: staff.email, password: 'dit-is-het-niet-12' });
      }
      const waiting = await expectStatus(other.post('/reauth', { password: staff.password }), 429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      clock.advance(Number(waiting.headers.get('retry-after')) * 1000);
      await expectStatus(other.post('/reauth', { password: staff.password }), 204);
    },
  );

  it.runIf(available)(
    'when a code of the app was used at sign-in or to ask again, then it does not work a second time',
    async () => {
      const { clock, server, staff } = await setup();
      const code = totpCode(staff.secret, clock.ms);
      const other = await signIn(server, staff, clock, code);
      await expectStatus(staff.browser.post('/reauth', { code }), 403);
      clock.advance(30_000);
      const next = totpCode(staff.secret, clock.ms);
      await expectStatus(other.post('/reauth', { code: next }), 204);
      const third = new StaffBrowser(server.url);
      await expectStatus(third.post('/sign-in', { email: staff.email, password: staff.password }), 200);
      await expectStatus(third.post('/sign-in/code', { code: next }), 401);
    },
  );

  it.runIf(available)(
    'when a colleague sets a new password, then it needs the current one and a strong new one, and the other sessions end',
    async () => {
      const { clock, server, staff } = await setup();
      const other = await signIn(server, staff, clock);
      const wrong = await expectStatus(
        staff.browser.post('/account/password', { currentPassword: 'dit-is-het-niet-12', newPassword: NEW_PASSWORD }),
        400,
      );
      expect(await errorOf(wrong)).toBe('current_password_wrong');
      const weak = await expectStatus(
        staff.browser.post('/account/password', { currentPassword: STAFF_PASSWORD, newPassword: 'kort' }),
        400,
      );
      expect(await errorOf(weak)).toBe('validation_failed');
      await expectStatus(
        staff.browser.post('/account/password', { currentPassword: STAFF_PASSWORD, newPassword: 'qwertyuiop123' }),
        400,
      );
      await expectStatus(other.get('/me'), 200);
      await expectStatus(
        staff.browser.post('/account/password', { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD }),
        204,
      );
      await expectStatus(staff.browser.get('/me'), 200);
      await expectStatus(other.get('/me'), 401);
      const fresh = new StaffBrowser(server.url);
      await expectStatus(fresh.post('/sign-in', { email: staff.email, password: STAFF_PASSWORD }), 401);
      await expectStatus(fresh.post('/sign-in', { email: staff.email, password: NEW_PASSWORD }), 200);
    },
  );

  it.runIf(available)(
    'when a colleague makes new recovery codes, then there are ten, and the old ones stop working',
    async () => {
      const { clock, server, staff } = await setup();
      await reauth(staff);
      const { recoveryCodes } = (await (
        await expectStatus(staff.browser.post('/account/recovery-codes'), 200)
      ).json()) as {
        recoveryCodes: string[];
      };
      expect(recoveryCodes).toHaveLength(10);
      expect(recoveryCodes).not.toContain(staff.recoveryCodes[0]);
      expect((await me(staff.browser)).recoveryCodesLeft).toBe(10);
      const old = new StaffBrowser(server.url);
      await expectStatus(old.post('/sign-in', { email: staff.email, password: staff.password }), 200);
      await expectStatus(old.post('/sign-in/code', { code: staff.recoveryCodes[0] }), 401);
      await expectStatus(old.post('/sign-in/code', { code: recoveryCodes[0] }), 200);
      expect((await me(staff.browser)).recoveryCodesLeft).toBe(9);
      void clock;
    },
  );

  it.runIf(available)(
    'when a colleague adds and removes a second step, then the last one cannot be removed, and a removed app no longer signs in',
    async () => {
      const { clock, staff } = await setup();
      const [app] = (await me(staff.browser)).factors;
      await reauth(staff);
      const last = await expectStatus(staff.browser.post('/account/factors/remove', { id: app!.id }), 409);
      expect(await last.json()).toEqual({ error: 'last_factor', message: expect.stringMatching(/enige/) });

      const { secret } = (await (await expectStatus(staff.browser.post('/account/factors/totp'), 200)).json()) as {
        secret: string;
      };
      await expectStatus(staff.browser.post('/account/factors/totp/confirm', { code: '000000' }), 401);
      await expectStatus(
        staff.browser.post('/account/factors/totp/confirm', { code: totpCode(secret, clock.ms) }),
        200,
      );
      expect((await me(staff.browser)).factors).toHaveLength(2);
      await expectStatus(staff.browser.post('/account/factors/remove', { id: app!.id }), 200);
      const left = (await me(staff.browser)).factors;
      expect(left).toHaveLength(1);
      await expectStatus(staff.browser.post('/account/factors/remove', { id: left[0]!.id }), 409);
      // The old app's codes no longer sign in; the new one's do.
      clock.advance(30_000);
      const browser = new StaffBrowser(staff.browser.base);
      await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
      await expectStatus(browser.post('/sign-in/code', { code: totpCode(staff.secret, clock.ms) }), 401);
      await expectStatus(browser.post('/sign-in/code', { code: totpCode(secret, clock.ms) }), 200);
    },
  );

  it.runIf(available)('when all factors are removed at the same moment, then one stays', async () => {
    const { clock, staff } = await setup();
    await reauth(staff);
    for (let i = 0; i < 2; i++) {
      const { secret } = (await (await expectStatus(staff.browser.post('/account/factors/totp'), 200)).json()) as {
        secret: string;
      };
      await expectStatus(
        staff.browser.post('/account/factors/totp/confirm', { code: totpCode(secret, clock.ms) }),
        200,
      );
    }
    const ids = (await me(staff.browser)).factors.map((factor) => factor.id);
    expect(ids).toHaveLength(3);
    const answers = await Promise.all(ids.map((id) => staff.browser.post('/account/factors/remove', { id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
    expect((await me(staff.browser)).factors).toHaveLength(1);
  });

  it.runIf(available)(
    'when the repository is asked twice at once to remove a factor, then it removes one and keeps the last',
    async () => {
      await withFreshStaffRepository(name, async (repo) => {
        const now = new Date();
        for (let round = 0; round < 10; round++) {
          const user = await repo.addUser({ email: `r${round}@studiolegende.nl`, name: 'R', now });
          const ids = [`f-${round}-a`, `f-${round}-b`];
          for (const id of ids) {
            await repo.addFactor(verifiedTotpFactor(id, user.id, now));
          }
          const outcomes = await Promise.all(ids.map((id) => repo.removeFactorUnlessLast(user.id, id, now)));
          expect(outcomes.sort()).toEqual(['last', 'removed']);
          expect(await repo.factorsOf(user.id)).toHaveLength(1);
        }
      });
    },
  );

  it.runIf(available)(
    'when a colleague reads the audit trail, then it holds the whole team, newest first, a page at a time, and nothing personal',
    async () => {
      const { clock, server, staff } = await setup();
      const colleague = await enrolStaff(server, clock, 'joris@studiolegende.nl');
      clock.advance(1000);
      await reauth(staff);
      clock.advance(1000);
      await expectStatus(staff.browser.post('/reauth', { password: 'dit-is-het-niet-12' }), 403);
      const all: { id: string; at: string; event: string; staffName: string | null }[] = [];
      let before: string | null = null;
      let pages = 0;
      do {
        const query: string = before ? `?limit=3&before=${encodeURIComponent(before)}` : '?limit=3';
        const page = (await (await expectStatus(colleague.browser.get(`/audit${query}`), 200)).json()) as {
          entries: typeof all;
          next: string | null;
        };
        expect(page.entries.length).toBeLessThanOrEqual(3);
        all.push(...page.entries);
        before = page.next;
        pages++;
      } while (before && pages < 50);
      expect(pages).toBeGreaterThan(2);
      // Every entry once, newest first.
      expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
      const times = all.map((entry) => entry.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(all[0]).toMatchObject({ event: 'REAUTH_FAILED', staffName: 'Sanne de Vries' });
      expect(all.map((entry) => entry.event)).toEqual(
        expect.arrayContaining(['STAFF_ADDED', 'SIGNED_IN', 'REAUTHENTICATED']),
      );
      // Who, what, when and a lead's id: no address, no IP (not even its HMAC), no detail.
      for (const entry of all) {
        expect(Object.keys(entry).sort()).toEqual(['at', 'event', 'id', 'leadId', 'staffName']);
      }
      const raw = JSON.stringify(all);
      expect(raw).not.toContain('@studiolegende.nl');
      expect(raw).not.toContain('127.0.0.1');
      await expectStatus(colleague.browser.get('/audit?limit=1000'), 400);
    },
  );

  it.runIf(available)(
    'when a colleague lists their sessions, then this session is marked, and another can be ended',
    async () => {
      const { clock, server, staff } = await setup();
      const other = await signIn(server, staff, clock);
      const { sessions } = (await (await expectStatus(other.get('/sessions'), 200)).json()) as {
        sessions: { id: string; current: boolean }[];
      };
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      const mine = sessions.find((session) => !session.current)!;
      await expectStatus(other.post('/sessions/end', { id: mine.id }), 204);
      await expectStatus(staff.browser.get('/me'), 401);
    },
  );
});
reportMissingPostgres();

import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/features/staffAccess/domain/password';
import { staffPolicy } from '../src/features/staffAccess/domain/policy';
import { totpCode } from '../src/features/staffAccess/domain/totp';
import { dropCreatedSchemas, engineFixtures, reportMissingPostgres } from './engines';
import { type TestServer, stoppedAfterEachTest } from './helpers';
import {
  countingHasher,
  enrolStaff,
  expectStatus,
  signIn,
  StaffBrowser,
  startWithEnrolledStaff,
  withFreshStaffRepository,
} from './staffClient';

/**
 * The sign-in throttle against an attacker who knows a colleague's address (OWASP
 * Authentication cheat sheet: slow the attacker down, never lock the owner out), tries sent at
 * once, and floods of the routes anyone may call. Behind TRUST_PROXY, `X-Forwarded-For` stands
 * for the other addresses.
 */
const servers = stoppedAfterEachTest();
afterAll(dropCreatedSchemas);

const WRONG = 'dit-is-het-niet-12';
const from = (address: string) => ({ 'x-forwarded-for': address });
const browserAt = (server: TestServer, address: string) => new StaffBrowser(server.url, from(address));
const wrongSignIn = (server: TestServer, address: string, email: string) =>
  browserAt(server, address).post('/sign-in', { email, password: WRONG });
const statusesOf = (answers: Response[]) => answers.map((answer) => answer.status);

describe.each(engineFixtures())('the sign-in throttle on $name', ({ name, available }) => {
  const start = (overrides: Record<string, string> = {}, options = {}) =>
    startWithEnrolledStaff(name, servers, { TRUST_PROXY: 'loopback', ...overrides }, options);

  it.runIf(available)(
    "when an attacker's wrong passwords keep coming from other addresses, then the colleague with the right password and code still gets in",
    async () => {
      const { clock, server, staff } = await start();
      // The finding: one wrong request every 15 minutes, from anywhere, kept the colleague out.
      // Now only the attacker's own address waits, and never longer than the 15 minutes.
      const attacker: number[] = [];
      for (let round = 0; round < 4; round++) {
        for (let i = 0; i <= staffPolicy.throttle.freeFailuresPerAddress; i++) {
          attacker.push((await wrongSignIn(server, '203.0.113.9', staff.email)).status);
          clock.advance(staffPolicy.throttle.maxWaitMs);
        }
        await signIn(server, staff, clock, undefined, from('198.51.100.7'));
      }
      expect(attacker.every((status) => status === 401 || status === 429)).toBe(true);
      // Many addresses at once: each is slowed down on its own ...
      for (let i = 1; i <= staffPolicy.throttle.freeAccountFailures + 5; i++) {
        await expectStatus(wrongSignIn(server, `192.0.2.${i}`, staff.email), 401);
      }
      // ... the account-wide wait holds for an address that already failed on the account ...
      const waiting = await expectStatus(wrongSignIn(server, '192.0.2.1', staff.email), 429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await waiting.json()).toMatchObject({ error: 'too_many_attempts' });
      // ... and not for the colleague's, which never failed: the right password and code let them in.
      clock.advance(30_000);
      const colleague = await signIn(server, staff, clock, undefined, from('198.51.100.7'));
      await expectStatus(colleague.get('/me'), 200);
      // A new address of the attacker has its one guess checked (401), no more while the wait runs.
      await expectStatus(wrongSignIn(server, '198.18.0.44', staff.email), 401);
      await expectStatus(wrongSignIn(server, '198.18.0.44', staff.email), 429);
    },
  );

  it.runIf(available)(
    'when a block of an address ends and 18 sign-ins (or passkey sign-ins) come at once, then at most one gets an answer that is not 429',
    async () => {
      const { clock, server } = await start();
      const address = '203.0.113.50';
      let blocked: Response | undefined;
      for (let i = 0; i < 40 && !blocked; i++) {
        const answer = await wrongSignIn(server, address, `iemand${i}@example.nl`);
        if (answer.status === 429) blocked = answer;
        else expect(answer.status).toBe(401);
      }
      expect(blocked, 'the address is blocked after its free failures').toBeDefined();
      clock.advance(Number(blocked!.headers.get('retry-after')) * 1000 + 1);
      const answers = await Promise.all(
        Array.from({ length: 18 }, (_, i) => wrongSignIn(server, address, `gelijktijdig${i}@example.nl`)),
      );
      expect(statusesOf(answers).filter((status) => status !== 429).length).toBeLessThanOrEqual(1);
      // Passkey sign-in takes the same try before it checks anything.
      clock.advance(staffPolicy.throttle.maxWaitMs);
      const passkeys = await Promise.all(
        Array.from({ length: 18 }, () =>
          browserAt(server, address).post('/sign-in/passkey', { response: { id: 'onbekend', type: 'public-key' } }),
        ),
      );
      expect(statusesOf(passkeys).filter((status) => status !== 429).length).toBeLessThanOrEqual(1);
    },
  );

  it.runIf(available)(
    'when sessions at a blocked address ask again or change the password at once, then the address try comes first: at most one is not 429, whoever asks',
    async () => {
      const { clock, server, staff } = await start();
      const address = '203.0.113.60';
      // Six colleagues at one address, so no account's own count is what refuses them.
      const sessions = [await signIn(server, staff, clock, undefined, from(address))];
      for (let i = 1; i < 6; i++) {
        const colleague = await enrolStaff(server, clock, `collega${i}@studiolegende.nl`);
        sessions.push(await signIn(server, colleague, clock, undefined, from(address)));
      }
      let blocked: Response | undefined;
      for (let i = 0; i < 40 && !blocked; i++) {
        const answer = await wrongSignIn(server, address, `iemand${i}@example.nl`);
        if (answer.status === 429) blocked = answer;
      }
      clock.advance(Number(blocked!.headers.get('retry-after')) * 1000 + 1);
      const answers = await Promise.all(
        sessions.flatMap((session) => [
          session.post('/reauth', { password: WRONG }),
          session.post('/account/password', { currentPassword: WRONG, newPassword: 'een-heel-nieuw-wachtwoord-9' }),
          session.post('/account/password', { currentPassword: WRONG, newPassword: 'een-heel-nieuw-wachtwoord-9' }),
        ]),
      );
      expect(statusesOf(answers).filter((status) => status !== 429).length).toBeLessThanOrEqual(1);
    },
  );

  it.runIf(available)(
    'when an IPv6 address fails, then it counts per /64: its neighbours share its count, another /64 does not',
    async () => {
      const { server } = await start();
      for (let i = 0; i <= staffPolicy.throttle.freeIpFailures; i++) {
        await expectStatus(wrongSignIn(server, `2001:db8:1:2::${(i + 1).toString(16)}`, `iemand${i}@example.nl`), 401);
      }
      await expectStatus(wrongSignIn(server, '2001:db8:1:2:ffff::1', 'nog-iemand@example.nl'), 429);
      await expectStatus(wrongSignIn(server, '2001:db8:1:3::1', 'nog-iemand@example.nl'), 401);
    },
  );

  it.runIf(available)(
    'when an attacker rotates through new /64s of one /48, then they add up and it waits too; another /48 does not',
    async () => {
      const { server } = await start();
      for (let i = 0; i <= staffPolicy.throttle.freeNetworkFailures; i++) {
        await expectStatus(wrongSignIn(server, `2001:db8:7:${(i + 1).toString(16)}::1`, `iemand${i}@example.nl`), 401);
      }
      await expectStatus(wrongSignIn(server, '2001:db8:7:ffff::1', 'nog-iemand@example.nl'), 429);
      await expectStatus(wrongSignIn(server, '2001:db8:8:1::1', 'nog-iemand@example.nl'), 401);
    },
  );

  it.runIf(available)(
    "when a re-authentication is refused by the address's wait, then it does not use up the session's own tries",
    async () => {
      const { clock, server, staff } = await start();
      const address = '203.0.113.61';
      const session = await signIn(server, staff, clock, undefined, from(address));
      let blocked: Response | undefined;
      for (let i = 0; i < 40 && !blocked; i++) {
        const answer = await wrongSignIn(server, address, `iemand${i}@example.nl`);
        if (answer.status === 429) blocked = answer;
      }
      for (let i = 0; i <= staffPolicy.reauthAttempts; i++) {
        await expectStatus(session.post('/reauth', { password: staff.password }), 429);
      }
      clock.advance(Number(blocked!.headers.get('retry-after')) * 1000 + 1);
      await expectStatus(session.post('/reauth', { password: staff.password }), 204);
    },
  );

  it.runIf(available)(
    'when one address asks for 300 passkey options, then those past the limit are refused, at most the limit is kept, and a sign-in elsewhere succeeds during the flood',
    async () => {
      const { clock, server, staff } = await start({ RATE_LIMIT_STAFF: '1000' });
      const flood = (async () => {
        const answers: Response[] = [];
        for (let batch = 0; batch < 10; batch++) {
          answers.push(
            ...(await Promise.all(
              Array.from({ length: 30 }, () => browserAt(server, '203.0.113.70').post('/sign-in/passkey/options')),
            )),
          );
        }
        return answers;
      })();
      const colleague = await signIn(server, staff, clock, undefined, from('198.51.100.8'));
      const answers = await flood;
      await expectStatus(colleague.get('/me'), 200);
      const statuses = statusesOf(answers);
      expect(statuses.filter((status) => status === 200)).toHaveLength(staffPolicy.passkeyOptionsPerAddress.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        300 - staffPolicy.passkeyOptionsPerAddress.limit,
      );
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(await refused.json()).toMatchObject({ error: 'too_many_attempts' });
      const rows = await server.services.database.db.selectFrom('staff_challenges').selectAll().execute();
      expect(rows.length).toBeLessThanOrEqual(staffPolicy.passkeyOptionsPerAddress.limit);
    },
  );

  it.runIf(available)(
    'when an address passes RATE_LIMIT_STAFF on the open routes, then it is refused (429) before any hash or count',
    async () => {
      const counting = countingHasher();
      const { server, staff } = await start({ RATE_LIMIT_STAFF: '5' }, { staffPasswordHasher: counting.hasher });
      for (let i = 0; i < 5; i++) await wrongSignIn(server, '203.0.113.80', `iemand${i}@example.nl`);
      const hashed = counting.counts.verifyUnknown + counting.counts.verify;
      const throttleRows = async () =>
        (await server.services.database.db.selectFrom('staff_throttle').selectAll().execute()).length;
      const rows = await throttleRows();
      const refused = await expectStatus(wrongSignIn(server, '203.0.113.80', staff.email), 429);
      expect(await refused.json()).toMatchObject({ error: 'too_many_attempts' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Refused before anything was hashed or counted.
      expect(counting.counts.verifyUnknown + counting.counts.verify).toBe(hashed);
      expect(await throttleRows()).toBe(rows);
      await expectStatus(wrongSignIn(server, '203.0.113.81', staff.email), 401);
    },
  );

  it.runIf(available)(
    'when thirty sign-ins come at once from one address, then they take at most two of the hasher, and a colleague elsewhere is not told "busy"',
    async () => {
      const { clock, server, staff } = await start(
        {},
        { staffPasswordHasher: createPasswordHasher({ logN: 14, concurrency: 1, maxWaiting: 2 }) },
      );
      const flood = Promise.all(
        Array.from({ length: 30 }, (_, i) => wrongSignIn(server, '203.0.113.90', `vloed${i}@example.nl`)),
      );
      const colleague = browserAt(server, '198.51.100.9');
      const password = colleague.post('/sign-in', { email: staff.email, password: staff.password });
      const statuses = statusesOf(await flood);
      await expectStatus(password, 200);
      await expectStatus(colleague.post('/sign-in/code', { code: totpCode(staff.secret, clock.ms) }), 200);
      expect(statuses).not.toContain(503);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
        staffPolicy.throttle.freeIpFailures + 1,
      );
      expect(statuses).toContain(429);
    },
  );

  it.runIf(available)(
    'when colleagues at one address sign in at the same moment, then they wait their turn for the hasher instead of being refused',
    async () => {
      const { server, staff } = await start(
        {},
        { staffPasswordHasher: createPasswordHasher({ logN: 14, concurrency: 1, maxWaiting: 16 }) },
      );
      const office = '198.51.100.20';
      const answers = await Promise.all(
        Array.from(
          { length: staffPolicy.throttle.hashesPerAddress + staffPolicy.throttle.hashesWaitingPerAddress },
          () => browserAt(server, office).post('/sign-in', { email: staff.email, password: staff.password }),
        ),
      );
      expect(statusesOf(answers)).toEqual(answers.map(() => 200));
    },
  );

  it.runIf(available)(
    'when passkey challenges are kept at once, then their total is capped, in one statement, and expired ones do not count',
    async () => {
      await withFreshStaffRepository(name, async (repo) => {
        const now = new Date();
        const later = new Date(now.getTime() + 60_000);
        const kept = await Promise.all(
          Array.from({ length: 5 }, (_, i) => repo.addChallenge(`c${i}`, 'x', later, now, 3)),
        );
        expect(kept.filter(Boolean)).toHaveLength(3);
        expect(await repo.addChallenge('more', 'x', later, now, 3)).toBe(false);
        // Expired ones do not count.
        expect(await repo.addChallenge('after', 'x', new Date(later.getTime() + 60_000), later, 3)).toBe(true);
      });
    },
  );
});

reportMissingPostgres();

import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/features/staffAccess/domain/totp';
import { staffPolicy } from '../src/features/staffAccess/domain/policy';
import {
  addStaff,
  enrolStaff,
  expectStatus,
  signIn,
  STAFF_PASSWORD,
  StaffBrowser,
  startStaffServer,
  testClock,
} from './staffClient';
import { stoppedAfterEachTest } from './helpers';

const servers = stoppedAfterEachTest();

async function setup() {
  const clock = testClock();
  const server = await startStaffServer(clock);
  servers.push(server);
  return { clock, server };
}

describe('staff accounts and enrolment', () => {
  it('when `staff add` runs, then it prints a one-time link under SITE_URL, which a POST exchanges once for the enrolment', async () => {
    const { server } = await setup();
    const added = await addStaff(server);
    expect(added.code).toBe(0);
    expect(added.text).toMatch(/^Account gemaakt voor Sanne de Vries <sanne@studiolegende\.nl>\./);
    expect(added.text).toContain('https://www.example.nl/beheer/welkom#');

    const browser = new StaffBrowser(server.url);
    const claimed = await expectStatus(browser.post('/enrolment', { token: added.token }), 201);
    expect(await claimed.json()).toEqual({
      user: { name: 'Sanne de Vries', email: 'sanne@studiolegende.nl' },
      step: 'password',
    });
    // The link works once: another browser (or the same one) cannot use it again.
    const other = new StaffBrowser(server.url);
    const again = await expectStatus(other.post('/enrolment', { token: added.token }), 410);
    expect(await again.json()).toMatchObject({ error: 'enrolment_link_invalid' });
    // The enrolling browser goes on where it was.
    expect(await (await expectStatus(browser.get('/enrolment'), 200)).json()).toMatchObject({ step: 'password' });
  });

  it('when the link is older than 24 hours, then it no longer works (410)', async () => {
    const { server, clock } = await setup();
    const { token } = await addStaff(server);
    clock.advance(staffPolicy.enrolmentLinkMs + 1000);
    await expectStatus(new StaffBrowser(server.url).post('/enrolment', { token }), 410);
  });

  it('when an enrolment is interrupted, then the same browser goes on where it stopped for as long as the link is valid (24 hours), and not after', async () => {
    const { server, clock } = await setup();
    const { token } = await addStaff(server);
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/enrolment', { token }), 201);
    await expectStatus(browser.post('/enrolment/password', { password: STAFF_PASSWORD }), 200);
    // Back the next morning, well past an hour: the set-up goes on at the second step.
    clock.advance(staffPolicy.enrolmentLinkMs - 60_000);
    expect(await (await expectStatus(browser.get('/enrolment'), 200)).json()).toMatchObject({ step: 'factor' });
    // Past the link's 24 hours the enrolment session is over.
    clock.advance(2 * 60_000);
    await expectStatus(browser.get('/enrolment'), 401);
  });

  it('when a colleague still setting up signs in with the password they chose, then the set-up goes on (audited); a wrong password is refused as ever, and after the link’s 24 hours the right one too', async () => {
    const { server, clock } = await setup();
    const noor = await enrolStaff(server, clock, 'noor@studiolegende.nl');
    const { token } = await addStaff(server);
    const first = new StaffBrowser(server.url);
    await expectStatus(first.post('/enrolment', { token }), 201);
    await expectStatus(first.post('/enrolment/password', { password: STAFF_PASSWORD }), 200);

    // Another browser, without the link: the password alone opens the rest of the set-up.
    const other = new StaffBrowser(server.url);
    const wrong = await expectStatus(
      other.post('/sign-in', { email: 'sanne@studiolegende.nl', password: 'dit-is-het-niet-12' }),
      401,
    );
    expect(await wrong.json()).toMatchObject({ error: 'sign_in_failed' });
    const resumed = await expectStatus(
      other.post('/sign-in', { email: 'sanne@studiolegende.nl', password: STAFF_PASSWORD }),
      200,
    );
    expect(await resumed.json()).toEqual({ step: 'enrolment' });
    expect(await (await expectStatus(other.get('/enrolment'), 200)).json()).toMatchObject({ step: 'factor' });
    // An enrolment session can do nothing but the set-up.
    await expectStatus(other.get('/leads'), 401);
    await expectStatus(other.post('/sign-in/code', { code: '123456' }), 401);
    const colleague = await signIn(server, noor, clock);
    const trail = (await (await expectStatus(colleague.get('/audit?limit=100'), 200)).json()) as {
      entries: { event: string; staffName: string }[];
    };
    expect(trail.entries.filter((entry) => entry.event === 'ENROLMENT_RESUMED')).toEqual([
      expect.objectContaining({ staffName: 'Sanne de Vries' }),
    ]);

    // After the link's 24 hours the set-up cannot go on: the right password gets the usual refusal.
    clock.advance(staffPolicy.enrolmentLinkMs + 1000);
    const late = await expectStatus(
      new StaffBrowser(server.url).post('/sign-in', { email: 'sanne@studiolegende.nl', password: STAFF_PASSWORD }),
      401,
    );
    expect(await late.json()).toMatchObject({ error: 'sign_in_failed' });
  });

  it('when a colleague enrols, then the password must be 12 characters or more and not a common one, and the enrolment ends only with a confirmed app, signed in', async () => {
    const { server, clock } = await setup();
    const { token } = await addStaff(server);
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/enrolment', { token }), 201);

    const short = await expectStatus(browser.post('/enrolment/password', { password: 'kort' }), 400);
    expect(await short.json()).toMatchObject({ fields: { password: expect.stringMatching(/12 tekens/) } });
    const common = await expectStatus(browser.post('/enrolment/password', { password: 'password1234' }), 400);
    expect(await common.json()).toMatchObject({ fields: { password: expect.stringMatching(/veelgebruikte/) } });
    // A factor before a password is out of order.
    await expectStatus(browser.post('/enrolment/totp'), 409);
    await expectStatus(browser.post('/enrolment/password', { password: STAFF_PASSWORD }), 200);
    // Without a confirmed factor the enrolment cannot end.
    await expectStatus(browser.post('/enrolment/done'), 409);

    const started = (await (await expectStatus(browser.post('/enrolment/totp'), 200)).json()) as {
      secret: string;
      uri: string;
    };
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.uri).toContain(`secret=${started.secret}`);
    await expectStatus(browser.post('/enrolment/totp/confirm', { code: '000000' }), 401);
    const confirmed = await expectStatus(
      browser.post('/enrolment/totp/confirm', { code: totpCode(started.secret, clock.ms) }),
      200,
    );
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(new Set(recoveryCodes).size).toBe(10);

    const before = browser.cookie;
    const done = await expectStatus(browser.post('/enrolment/done'), 200);
    expect(await done.json()).toMatchObject({ user: { email: 'sanne@studiolegende.nl' } });
    // Signed in, with a new session id.
    expect(browser.cookie).toBeDefined();
    expect(browser.cookie).not.toBe(before);
    const me = (await (await expectStatus(browser.get('/me'), 200)).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ user: { name: 'Sanne de Vries' }, recoveryCodesLeft: 10 });
    expect(me.factors).toEqual([expect.objectContaining({ kind: 'totp' })]);
  });

  it('when `staff list`, `disable` and `audit` run, then they list the account, disable it (its session ends, it cannot sign in) and show its audit trail', async () => {
    const { server, clock } = await setup();
    // The first account is the beheerder, who stays (staffTeam.test.ts); the colleague after it is disabled.
    await enrolStaff(server, clock, 'noor@studiolegende.nl', 'Noor Bakker');
    const staff = await enrolStaff(server, clock);
    const { runStaffCli } = await import('../src/cli/staff');
    const run = async (args: string[]) => {
      let text = '';
      const { Writable } = await import('node:stream');
      const out = new Writable({
        write(chunk, _e, done) {
          text += String(chunk);
          done();
        },
      });
      const code = await runStaffCli(args, out, {
        database: server.services.database,
        config: server.services.config,
      });
      return { code, text };
    };
    expect((await run(['list'])).text).toMatch(/sanne@studiolegende\.nl\s+Sanne de Vries\s+actief/);
    expect((await run(['disable', '--emial', 'x'])).code).toBe(2);
    expect((await run(['disable', '--email', 'niemand@example.nl'])).code).toBe(2);
    expect((await run(['disable', '--email', staff.email])).code).toBe(0);
    // A disabled account's session ends at once, and it cannot sign in.
    await expectStatus(staff.browser.get('/me'), 401);
    const browser = new StaffBrowser(server.url);
    const refused = await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 401);
    expect(await refused.json()).toMatchObject({ error: 'sign_in_failed' });
    const audit = await run(['audit', '--email', staff.email]);
    expect(audit.text).toMatch(/STAFF_DISABLED/);
    expect(audit.text).toMatch(/MFA_CHALLENGE_FAILED|SIGNED_IN/);
  });
});

describe('staff sign-in', () => {
  it('when a colleague gives the password and then a code of the app, then they get a full session with a new id, and the code works once', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const browser = new StaffBrowser(server.url);
    const step = await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    expect(await step.json()).toEqual({ step: 'code' });
    const partial = browser.cookie;
    // A half-signed-in session can do nothing but the second step.
    await expectStatus(browser.get('/me'), 401);
    const code = totpCode(staff.secret, clock.ms);
    await expectStatus(browser.post('/sign-in/code', { code }), 200);
    expect(browser.cookie).not.toBe(partial);
    await expectStatus(browser.get('/me'), 200);

    // The partial session's id is worth nothing now.
    const replay = new StaffBrowser(server.url);
    replay.cookie = partial;
    await expectStatus(replay.post('/sign-in/code', { code: totpCode(staff.secret, clock.ms + 30_000) }), 401);

    // The same code a second time (another sign-in within its 30 seconds) is refused.
    const second = new StaffBrowser(server.url);
    await expectStatus(second.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    const reused = await expectStatus(second.post('/sign-in/code', { code }), 401);
    expect(await reused.json()).toMatchObject({ error: 'code_failed' });
    // The next time step's code works.
    clock.advance(30_000);
    await expectStatus(second.post('/sign-in/code', { code: totpCode(staff.secret, clock.ms) }), 200);
  });

  it('when a recovery code signs a colleague in, then it is used up: it does not work again', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const recovery = staff.recoveryCodes[0]!;
    const browser = await signIn(server, staff, clock, recovery.toUpperCase().replace('-', ' '));
    const me = (await (await expectStatus(browser.get('/me'), 200)).json()) as { recoveryCodesLeft: number };
    expect(me.recoveryCodesLeft).toBe(9);
    const again = new StaffBrowser(server.url);
    await expectStatus(again.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    await expectStatus(again.post('/sign-in/code', { code: recovery }), 401);
  });

  it('when the address is unknown or the password wrong, then the answer is the same', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const browser = new StaffBrowser(server.url);
    const wrong = await browser.post('/sign-in', { email: staff.email, password: 'niet-het-wachtwoord' });
    const unknown = await browser.post('/sign-in', {
      email: 'niemand@studiolegende.nl',
      password: 'niet-het-wachtwoord',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('when five second steps are wrong, then the half session ends and the password is asked again', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    for (let i = 0; i < staffPolicy.partialAttempts; i++) {
      await expectStatus(browser.post('/sign-in/code', { code: '123456' }), 401);
    }
    const late = await browser.post('/sign-in/code', { code: totpCode(staff.secret, clock.ms) });
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ error: 'session_required' });
  });

  it('when a half session is older than 5 minutes, then its code is refused', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    clock.advance(staffPolicy.partialSessionMs + 1000);
    await expectStatus(browser.post('/sign-in/code', { code: totpCode(staff.secret, clock.ms) }), 401);
  });
});

describe('staff sessions', () => {
  it('when a colleague signs out ("Uitloggen"), then the session ends on the server: the old cookie replayed is refused', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const cookie = staff.browser.cookie;
    await expectStatus(staff.browser.post('/sign-out'), 204);
    expect(staff.browser.cookie).toBeUndefined();
    const replay = new StaffBrowser(server.url);
    replay.cookie = cookie;
    await expectStatus(replay.get('/me'), 401);
  });

  it('when 30 minutes pass without a request, or 12 hours after sign-in whatever happens, then the session ends', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    clock.advance(staffPolicy.idleMs - 60_000);
    await expectStatus(staff.browser.get('/me'), 200);
    clock.advance(staffPolicy.idleMs + 1000);
    await expectStatus(staff.browser.get('/me'), 401);

    const busy = await signIn(server, staff, clock);
    const start = clock.ms;
    while (clock.ms - start < staffPolicy.absoluteMs - 20 * 60_000) {
      clock.advance(20 * 60_000);
      await expectStatus(busy.get('/me'), 200);
    }
    clock.advance(20 * 60_000);
    await expectStatus(busy.get('/me'), 401);
  });

  it('when a colleague lists their sessions, then they can end one, or all ("Overal uitloggen")', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    clock.advance(30_000);
    const laptop = await signIn(server, staff, clock);
    const list = (await (await expectStatus(laptop.get('/sessions'), 200)).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((session) => session.current)).toHaveLength(1);
    const other = list.sessions.find((session) => !session.current)!;
    await expectStatus(laptop.post('/sessions/end', { id: other.id }), 204);
    await expectStatus(staff.browser.get('/me'), 401);
    await expectStatus(laptop.get('/me'), 200);
    await expectStatus(laptop.post('/sessions/end-all'), 204);
    await expectStatus(laptop.get('/me'), 401);
  });

  it('when `staff reset` runs, then every session and the old factors end, and the new link starts the enrolment over', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const { runStaffCli } = await import('../src/cli/staff');
    const { Writable } = await import('node:stream');
    let text = '';
    const out = new Writable({
      write(chunk, _e, done) {
        text += String(chunk);
        done();
      },
    });
    expect(
      await runStaffCli(['reset', '--email', staff.email], out, {
        database: server.services.database,
        config: server.services.config,
      }),
    ).toBe(0);
    await expectStatus(staff.browser.get('/me'), 401);
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 401);
    const token = /#([\w-]+)/.exec(text)?.[1];
    await expectStatus(browser.post('/enrolment', { token }), 201);
    expect(await (await expectStatus(browser.get('/enrolment'), 200)).json()).toMatchObject({ step: 'password' });
  });
});

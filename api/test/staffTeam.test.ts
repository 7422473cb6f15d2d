import type { StaffTeamLink, StaffTeamMember } from '@agency/contract/staffAccess';
import { describe, expect, it } from 'vitest';
import { runStaffCli } from '../src/cli/staff';
import { loadConfig } from '../src/shared/config';
import { totpCode } from '../src/features/staffAccess/domain/totp';
import { stoppedAfterEachTest, testEnv } from './helpers';
import { freePort, startSmtpReceiver, waitFor } from './receivers';
import {
  enrolStaff,
  expectStatus,
  signIn,
  STAFF_PASSWORD,
  StaffBrowser,
  startStaffServer,
  testClock,
  type EnrolledStaff,
} from './staffClient';
import { Writable } from 'node:stream';

const servers = stoppedAfterEachTest();

async function setup(overrides: Record<string, string> = {}) {
  const clock = testClock();
  const server = await startStaffServer(clock, overrides);
  servers.push(server);
  // The installation's first account: its beheerder.
  const noor = await enrolStaff(server, clock, 'noor@studiolegende.nl', 'Noor Bakker');
  return { clock, server, noor };
}

const reauth = (browser: StaffBrowser, staff: EnrolledStaff) =>
  expectStatus(browser.post('/reauth', { password: staff.password }), 204);

/** An invited colleague who sets up their account with the link and signs in. */
async function enrolWithLink(server: { url: string }, link: string, clock: ReturnType<typeof testClock>) {
  const browser = new StaffBrowser(server.url);
  const token = new URL(link).hash.slice(1);
  await expectStatus(browser.post('/enrolment', { token }), 201);
  await expectStatus(browser.post('/enrolment/password', { password: STAFF_PASSWORD }), 200);
  const { secret } = (await (await expectStatus(browser.post('/enrolment/totp'), 200)).json()) as { secret: string };
  await expectStatus(browser.post('/enrolment/totp/confirm', { code: totpCode(secret, clock.ms) }), 200);
  await expectStatus(browser.post('/enrolment/done'), 200);
  clock.advance(30_000);
  return { browser, secret };
}

async function auditEvents(browser: StaffBrowser) {
  const trail = (await (await expectStatus(browser.get('/audit?limit=100'), 200)).json()) as {
    entries: { event: string; staffName: string | null }[];
  };
  return trail.entries;
}

async function run(args: string[], server: Awaited<ReturnType<typeof startStaffServer>>) {
  let text = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const config = loadConfig(testEnv({ DATA_DIR: server.services.config.dataDir }));
  const code = await runStaffCli(args, out, { database: server.services.database, config });
  return { code, text };
}

describe('colleagues managed in the staff area ("Collega\'s")', () => {
  it('when a beheerder invites a colleague, then after asking again the link is shown and e-mailed, the colleague enrols with it as a colleague, and it is audited under the beheerder’s name', async () => {
    const smtpPort = await freePort();
    const smtp = await startSmtpReceiver(smtpPort);
    try {
      const { clock, server, noor } = await setup({
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_EMAIL_TO: 'team@studiolegende.nl',
        LEADS_EMAIL_FROM: 'beheer@studiolegende.nl',
        SITE_URL: 'https://www.example.nl',
      });
      const me = (await (await expectStatus(noor.browser.get('/me'), 200)).json()) as { role: string };
      expect(me.role).toBe('admin');
      const invite = { name: 'Sanne de Vries', email: 'Sanne@Studiolegende.nl' };
      // A change to the team asks the password or a code again first.
      const first = await expectStatus(noor.browser.post('/team', invite), 403);
      expect(await first.json()).toMatchObject({ error: 'staff_reauth_required' });
      await reauth(noor.browser, noor);
      const answer = (await (await expectStatus(noor.browser.post('/team', invite), 201)).json()) as StaffTeamLink;
      expect(answer).toMatchObject({
        colleague: { name: 'Sanne de Vries', email: 'sanne@studiolegende.nl', role: 'member', status: 'enrolling' },
        emailed: true,
      });
      expect(answer.link).toMatch(/^https:\/\/www\.example\.nl\/beheer\/welkom#[\w-]{20,}$/);
      await waitFor(() => smtp.mails.length === 1, 5_000, 'the invitation e-mail');
      expect(smtp.mails[0]!.to).toEqual(['sanne@studiolegende.nl']);
      // Quoted-printable may wrap the link: unwrapped, it is there as the page showed it.
      expect(smtp.mails[0]!.raw.replace(/=\r\n/g, '')).toContain(answer.link.split('#')[1]);
      expect(smtp.mails[0]!.raw).toMatch(/^Subject: Je account voor het beheer van Studio Legende\r$/m);
      // Taken: the same address again is refused.
      const again = await expectStatus(noor.browser.post('/team', invite), 409);
      expect(await again.json()).toMatchObject({ error: 'email_taken' });

      const sanne = await enrolWithLink(server, answer.link, clock);
      const list = (await (await expectStatus(noor.browser.get('/team'), 200)).json()) as {
        colleagues: StaffTeamMember[];
      };
      expect(list.colleagues.map(({ email, role, status }) => [email, role, status])).toEqual([
        ['noor@studiolegende.nl', 'admin', 'active'],
        ['sanne@studiolegende.nl', 'member', 'active'],
      ]);
      // A colleague is no beheerder: every team route refuses them, before anything changes.
      await reauth(sanne.browser, { password: STAFF_PASSWORD } as EnrolledStaff);
      const refused = await expectStatus(sanne.browser.get('/team'), 403);
      expect(await refused.json()).toMatchObject({ error: 'admin_only' });
      await expectStatus(sanne.browser.post('/team', { name: 'Piet', email: 'piet@example.nl' }), 403);
      await expectStatus(sanne.browser.put(`/team/${list.colleagues[0]!.id}/role`, { role: 'member' }), 403);
      await expectStatus(sanne.browser.post(`/team/${list.colleagues[0]!.id}/disable`), 403);
      await expectStatus(sanne.browser.post(`/team/${list.colleagues[0]!.id}/reset`), 403);
      expect((await run(['list'], server)).text).toMatch(/noor@studiolegende\.nl\s+Noor Bakker\s+actief\s+beheerder/);

      const events = await auditEvents(noor.browser);
      // Noor's own account came from the command (under her account); Sanne's from Noor, under her name.
      expect(events.filter((entry) => entry.event === 'STAFF_ADDED').map((entry) => entry.staffName)).toEqual([
        'Noor Bakker',
        'Noor Bakker',
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('when SMTP is not set, then the invitation still gives the link to copy, and says it was not e-mailed', async () => {
    const { server, noor } = await setup();
    await reauth(noor.browser, noor);
    const answer = (await (
      await expectStatus(noor.browser.post('/team', { name: 'Sanne', email: 'sanne@studiolegende.nl' }), 201)
    ).json()) as StaffTeamLink;
    expect(answer.emailed).toBe(false);
    expect(answer.link).toMatch(new RegExp(`^${server.url.replace(/\./g, '\\.')}/beheer/welkom#`));
  });

  it('when an invitation’s name or address holds a line break, markup-free control characters or is too long, then it is refused with the field, and no account is made', async () => {
    const { noor } = await setup();
    await reauth(noor.browser, noor);
    for (const invite of [
      { name: 'Sanne\r\nBcc: iedereen@example.nl', email: 'sanne@studiolegende.nl' },
      { name: 'Sanne', email: 'sanne@studiolegende.nl\r\nBcc: iedereen@example.nl' },
      { name: 'x'.repeat(101), email: 'sanne@studiolegende.nl' },
      { name: 'Sanne', email: 'geen-adres' },
      { name: 'Sanne', email: 'sanne@studiolegende.nl', role: 'eigenaar' },
      { name: 'Sanne', email: 'sanne@studiolegende.nl', extra: true },
    ]) {
      const refused = await expectStatus(noor.browser.post('/team', invite), 400);
      expect(await refused.json()).toMatchObject({ error: 'validation_failed' });
    }
    const list = (await (await expectStatus(noor.browser.get('/team'), 200)).json()) as {
      colleagues: StaffTeamMember[];
    };
    expect(list.colleagues).toHaveLength(1);
  });

  it('when the last beheerder is to be blocked or made a colleague, then it is refused (409), in the staff area and by the command; with a second beheerder it can', async () => {
    const { clock, server, noor } = await setup();
    await reauth(noor.browser, noor);
    const noorId = ((await (await expectStatus(noor.browser.get('/me'), 200)).json()) as { user: { id: string } }).user
      .id;
    const demoted = await expectStatus(noor.browser.put(`/team/${noorId}/role`, { role: 'member' }), 409);
    expect(await demoted.json()).toMatchObject({ error: 'last_admin' });
    await expectStatus(noor.browser.post(`/team/${noorId}/disable`), 409);
    expect(await run(['disable', '--email', 'noor@studiolegende.nl'], server)).toMatchObject({ code: 2 });
    expect(await run(['role', '--email', 'noor@studiolegende.nl', '--role', 'collega'], server)).toMatchObject({
      code: 2,
    });

    const invited = (await (
      await expectStatus(noor.browser.post('/team', { name: 'Sanne', email: 'sanne@studiolegende.nl' }), 201)
    ).json()) as StaffTeamLink;
    const sanne = await enrolWithLink(server, invited.link, clock);
    await expectStatus(noor.browser.put(`/team/${invited.colleague.id}/role`, { role: 'admin' }), 200);
    // Two beheerders: Noor may now step down, and Sanne manages the team.
    const stepped = await expectStatus(noor.browser.put(`/team/${noorId}/role`, { role: 'member' }), 200);
    expect(((await stepped.json()) as { colleague: StaffTeamMember }).colleague.role).toBe('member');
    await expectStatus(noor.browser.get('/team'), 403);
    await expectStatus(sanne.browser.get('/team'), 200);
    expect((await run(['role', '--email', 'noor@studiolegende.nl', '--role', 'beheerder'], server)).code).toBe(0);
    const events = await auditEvents(sanne.browser);
    expect(events.filter((entry) => entry.event === 'ROLE_CHANGED')).toHaveLength(3);
  });

  it('when a beheerder blocks a colleague, then the colleague’s sessions end at once and sign-in is refused; audited', async () => {
    const { clock, server, noor } = await setup();
    await reauth(noor.browser, noor);
    const invited = (await (
      await expectStatus(noor.browser.post('/team', { name: 'Sanne', email: 'sanne@studiolegende.nl' }), 201)
    ).json()) as StaffTeamLink;
    const sanne = await enrolWithLink(server, invited.link, clock);
    await expectStatus(sanne.browser.get('/me'), 200);
    const blocked = await expectStatus(noor.browser.post(`/team/${invited.colleague.id}/disable`), 200);
    expect(((await blocked.json()) as { colleague: StaffTeamMember }).colleague.status).toBe('disabled');
    await expectStatus(sanne.browser.get('/me'), 401);
    await expectStatus(
      new StaffBrowser(server.url).post('/sign-in', { email: 'sanne@studiolegende.nl', password: STAFF_PASSWORD }),
      401,
    );
    expect((await auditEvents(noor.browser)).map((entry) => entry.event)).toContain('STAFF_DISABLED');
  });

  it('when a beheerder gives a colleague a new start, then their password, second step and sessions end, and the new link sets the account up again', async () => {
    const { clock, server, noor } = await setup();
    await reauth(noor.browser, noor);
    const invited = (await (
      await expectStatus(noor.browser.post('/team', { name: 'Sanne', email: 'sanne@studiolegende.nl' }), 201)
    ).json()) as StaffTeamLink;
    const sanne = await enrolWithLink(server, invited.link, clock);
    const reset = (await (
      await expectStatus(noor.browser.post(`/team/${invited.colleague.id}/reset`), 200)
    ).json()) as StaffTeamLink;
    expect(reset.colleague.status).toBe('enrolling');
    expect(reset.link).not.toBe(invited.link);
    await expectStatus(sanne.browser.get('/me'), 401);
    // The old link is spent; the new one works.
    await expectStatus(
      new StaffBrowser(server.url).post('/enrolment', { token: new URL(invited.link).hash.slice(1) }),
      410,
    );
    const again = await enrolWithLink(server, reset.link, clock);
    await expectStatus(again.browser.get('/me'), 200);
    expect((await auditEvents(noor.browser)).map((entry) => entry.event)).toContain('PASSWORD_RECOVERY');
  });

  it('when a team route is asked without a session, with the password only, or from another site, then it is refused', async () => {
    const { clock, server, noor } = await setup();
    const anonymous = new StaffBrowser(server.url);
    await expectStatus(anonymous.get('/team'), 401);
    await expectStatus(anonymous.post('/team', { name: 'Piet', email: 'piet@example.nl' }), 401);
    const half = new StaffBrowser(server.url);
    await expectStatus(half.post('/sign-in', { email: noor.email, password: noor.password }), 200);
    await expectStatus(half.get('/team'), 401);
    await expectStatus(half.post('/team', { name: 'Piet', email: 'piet@example.nl' }), 401);
    const signedIn = await signIn(server, noor, clock);
    await reauth(signedIn, noor);
    const crossSite = new StaffBrowser(server.url, { 'sec-fetch-site': 'cross-site' });
    crossSite.cookie = signedIn.cookie;
    await expectStatus(crossSite.post('/team', { name: 'Piet', email: 'piet@example.nl' }), 403);
    const list = (await (await expectStatus(signedIn.get('/team'), 200)).json()) as { colleagues: unknown[] };
    expect(list.colleagues).toHaveLength(1);
  });
});

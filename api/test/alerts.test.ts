import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { staffLive } from '@agency/contract/inbox';
import { liveChat, type LiveChatTicket, type StaffChatQueue } from '@agency/contract/liveChat';
import { staffAlertsApi, type AlertDevice, type AlertSettings, type AlertTestResult } from '@agency/contract/alerts';
import type { StaffTeamLink } from '@agency/contract/staffAccess';
import { isPublicAddress, publicOnlyLookup } from '../src/features/alerts/domain/endpointRules';
import { ConfigError, loadConfig } from '../src/shared/config';
import { dropCreatedSchemas, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, testEnv, type TestServer } from './helpers';
import {
  decryptPush,
  startPushReceiver,
  subscriptionJson,
  testSubscription,
  verifiedVapidClaims,
  type PushReceiver,
  type TestSubscription,
} from './pushReceiver';
import { freePort, startSmtpReceiver, waitFor } from './receivers';
import { openSse, type SseStream } from './sseClient';
import {
  enrolStaff,
  expectStatus,
  signIn,
  StaffBrowser,
  startStaffServer,
  testClock,
  type Clock,
  type EnrolledStaff,
} from './staffClient';

afterAll(dropCreatedSchemas);

const path = (endpoint: { path: string }) => endpoint.path.replace(/^\/api\/staff/, '');
const ALERTS = path(staffAlertsApi.settings);
const CHOICES = path(staffAlertsApi.saveChoices);
const DEVICES = path(staffAlertsApi.addDevice);
const REMOVE = path(staffAlertsApi.removeDevice);
const TEST = path(staffAlertsApi.test);

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  clock: Clock;
  server: TestServer;
  push: PushReceiver;
  mails: { raw: string; to: string[] }[];
  noor: EnrolledStaff;
}

/** A server whose push endpoints may be a local receiver, an SMTP receiver, and Noor (the first colleague) signed in. */
async function setup(env: Record<string, string> = {}, options: { smtp?: boolean; postgresSchema?: string } = {}) {
  const clock = testClock();
  const push = await startPushReceiver();
  cleanups.push(() => push.close());
  let mails: Setup['mails'] = [];
  const smtpEnv: Record<string, string> = {};
  if (options.smtp) {
    const port = await freePort();
    const smtp = await startSmtpReceiver(port);
    cleanups.push(() => smtp.close());
    mails = smtp.mails;
    Object.assign(smtpEnv, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_EMAIL_TO: 'leads@studiolegende.nl',
      LEADS_EMAIL_FROM: 'Studio Legende <beheer@studiolegende.nl>',
    });
  }
  const server = await startStaffServer(
    clock,
    {
      PUSH_ALLOW_LOOPBACK: '1',
      CHAT_HOURS: 'always',
      SITE_URL: 'https://www.example.nl',
      ...smtpEnv,
      ...(options.postgresSchema ? { DATABASE_URL: postgresUrl } : {}),
      ...env,
    },
    {
      livePresenceWindowMs: 5_000,
      staffStreamCheckMs: 100,
      ...(options.postgresSchema ? { postgresSchema: options.postgresSchema } : {}),
    },
  );
  cleanups.push(() => server.stop());
  const noor = await enrolStaff(server, clock, 'noor@studiolegende.nl', 'Noor Bakker');
  return { clock, server, push, mails, noor } satisfies Setup;
}

async function settingsOf(browser: StaffBrowser): Promise<AlertSettings> {
  return (await (await expectStatus(browser.get(ALERTS), 200)).json()) as AlertSettings;
}

/** Turns on alerts in this browser: a subscription at the receiver, posted as a browser does. */
async function register(
  browser: StaffBrowser,
  push: PushReceiver,
  name: string,
): Promise<{ subscription: TestSubscription; device: AlertDevice }> {
  const subscription = testSubscription(push.endpoint(name));
  const answer = await expectStatus(
    browser.post(DEVICES, subscriptionJson(subscription), { 'user-agent': ANDROID_CHROME }),
    201,
  );
  return { subscription, ...((await answer.json()) as { device: AlertDevice }) };
}

const callback = (server: TestServer, name = 'Jan de Boer') =>
  postJson(`${server.url}/api/request-callback`, { phone_number: '0612345678', name });

async function auditEvents(browser: StaffBrowser) {
  const trail = (await (await expectStatus(browser.get('/audit?limit=100'), 200)).json()) as {
    entries: { event: string; staffName: string | null }[];
  };
  return trail.entries.map((entry) => entry.event);
}

describe('the alerts api (/api/staff/alerts)', () => {
  it('when a route is asked without a session, with the password only, or a change from another site, then it is refused and nothing changes', async () => {
    const { server, push, noor } = await setup();
    const anonymous = new StaffBrowser(server.url);
    const half = new StaffBrowser(server.url);
    await expectStatus(half.post('/sign-in', { email: noor.email, password: noor.password }), 200);
    const crossSite = new StaffBrowser(server.url, { 'sec-fetch-site': 'cross-site' });
    crossSite.cookie = noor.browser.cookie;
    // An older browser sends no Sec-Fetch-Site: then another site's Origin is refused.
    const fromOrigin = (method: string, route: string, body: unknown) =>
      fetch(`${server.url}/api/staff${route}`, {
        method,
        headers: {
          cookie: noor.browser.cookie!,
          origin: 'https://evil.example',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const subscription = subscriptionJson(testSubscription(push.endpoint('phone')));
    const choices = {
      choices: { ...(await settingsOf(noor.browser)).choices, new_lead: { email: true, push: false } },
    };
    const calls: [string, string, unknown][] = [
      ['GET', ALERTS, undefined],
      ['PUT', CHOICES, choices],
      ['POST', DEVICES, subscription],
      ['POST', REMOVE, { id: '00000000-0000-0000-0000-000000000000' }],
      ['POST', TEST, undefined],
    ];
    for (const [method, route, body] of calls) {
      expect((await anonymous.request(method, route, body)).status, `${method} ${route} without a session`).toBe(401);
      expect((await half.request(method, route, body)).status, `${method} ${route} with a half session`).toBe(401);
      if (method === 'GET') continue;
      expect((await crossSite.request(method, route, body)).status, `${method} ${route} cross-site`).toBe(403);
      expect((await fromOrigin(method, route, body)).status, `${method} ${route} from another origin`).toBe(403);
    }
    const settings = await settingsOf(noor.browser);
    expect(settings.devices).toEqual([]);
    expect(settings.choices.new_lead).toEqual({ email: false, push: true });
    expect(push.received).toEqual([]);
  });

  it('when a colleague chooses, turns on a device, tests it and removes it, then each step is answered and audited under their name with ids only', async () => {
    const { push, noor } = await setup();
    const before = await settingsOf(noor.browser);
    expect(before).toMatchObject({
      choices: {
        new_lead: { email: false, push: true },
        chat_waiting: { email: true, push: true },
        follow_up_due: { email: true, push: true },
      },
      emailAvailable: false,
      devices: [],
    });
    expect(before.vapidPublicKey).toMatch(/^[\w-]{87}$/);
    const chosen = { ...before.choices, new_lead: { email: true, push: false } };
    const saved = (await (
      await expectStatus(noor.browser.put(CHOICES, { choices: chosen }), 200)
    ).json()) as AlertSettings;
    expect(saved.choices).toEqual(chosen);
    expect((await settingsOf(noor.browser)).choices).toEqual(chosen);

    const { device } = await register(noor.browser, push, 'phone');
    expect(device).toMatchObject({ label: 'Chrome · Android', thisSession: true, lastSentAt: null });
    const tested = (await (await expectStatus(noor.browser.post(TEST), 200)).json()) as AlertTestResult;
    expect(tested).toEqual({ devices: 1, delivered: 1, removed: 0 });
    expect((await settingsOf(noor.browser)).devices[0]!.lastSentAt).not.toBeNull();
    const removed = await expectStatus(noor.browser.post(REMOVE, { id: device.id }), 200);
    expect(((await removed.json()) as { devices: AlertDevice[] }).devices).toEqual([]);
    await expectStatus(noor.browser.post(REMOVE, { id: device.id }), 404);

    expect(await auditEvents(noor.browser)).toEqual(
      expect.arrayContaining([
        'ALERT_CHOICES_CHANGED',
        'ALERT_DEVICE_ADDED',
        'ALERT_TEST_SENT',
        'ALERT_DEVICE_REMOVED',
      ]),
    );
    const rows = await noor.browser.get('/audit?limit=100');
    expect(await rows.text()).not.toContain(push.base);
  });

  it('when a choice or a subscription is malformed, then it is refused with a Dutch message and nothing is kept', async () => {
    const { push, noor } = await setup();
    const { choices } = await settingsOf(noor.browser);
    for (const body of [
      {},
      { choices: { ...choices, new_lead: { email: 'ja', push: true } } },
      { choices: { new_lead: choices.new_lead } },
      { choices, extra: true },
      { choices: { ...choices, spam: { email: true, push: true } } },
    ]) {
      const refused = await expectStatus(noor.browser.put(CHOICES, body), 400);
      expect(await refused.json()).toMatchObject({
        error: 'validation_failed',
        fields: { choices: expect.any(String) },
      });
    }
    const good = subscriptionJson(testSubscription(push.endpoint('phone')));
    for (const body of [
      { endpoint: good.endpoint },
      { ...good, keys: { p256dh: 'a b', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: 'x'.repeat(300) } },
      { ...good, endpoint: `${push.base}/${'x'.repeat(1100)}` },
    ]) {
      await expectStatus(noor.browser.post(DEVICES, body), 400);
    }
    expect((await settingsOf(noor.browser)).devices).toEqual([]);
  });

  it('when an endpoint is not https on a public host, then it is refused (push_endpoint_refused) and never called', async () => {
    const { push, noor: staff } = await setup({ PUSH_ALLOW_LOOPBACK: '0' });
    const noor = staff.browser;
    for (const endpoint of [
      push.endpoint('phone'),
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://10.0.0.8/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest',
      'https://localhost/push',
      'https://printer.local/push',
      'https://metadata.internal/push',
      'https://intranet/push',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/abc',
      'geen adres',
    ]) {
      const refused = await expectStatus(noor.post(DEVICES, { endpoint, keys: testSubscription(endpoint).keys }), 400);
      expect(await refused.json(), endpoint).toMatchObject({ error: 'push_endpoint_refused' });
    }
    // A public push service's address is taken (nothing is sent to it here).
    const accepted = 'https://fcm.googleapis.com/fcm/send/abc123';
    await expectStatus(noor.post(DEVICES, { endpoint: accepted, keys: testSubscription(accepted).keys }), 201);
    expect(push.received).toEqual([]);
  });

  it('when a colleague has as many devices as allowed, then another one is refused until one is removed', async () => {
    const { push, noor } = await setup();
    const devices: AlertDevice[] = [];
    for (let index = 0; index < 10; index += 1) devices.push((await register(noor.browser, push, `d${index}`)).device);
    const refused = await expectStatus(
      noor.browser.post(DEVICES, subscriptionJson(testSubscription(push.endpoint('d10')))),
      409,
    );
    expect(await refused.json()).toMatchObject({ error: 'too_many_devices' });
    // The same browser again is no new device: it is updated, not refused.
    await expectStatus(noor.browser.post(DEVICES, subscriptionJson(testSubscription(push.endpoint('d3')))), 200);
    await expectStatus(noor.browser.post(REMOVE, { id: devices[0]!.id }), 200);
    await register(noor.browser, push, 'd10');
  });
});

describe('alerts that reach the colleagues', () => {
  it('when a lead comes in, then each colleague who chose it gets an encrypted push with ids only, signed with the installation’s VAPID key, and an e-mail if they chose that', async () => {
    const ctx = await setup({}, { smtp: true });
    const { server, push, noor, mails } = ctx;
    const sanne = await enrolStaff(server, ctx.clock, 'sanne@studiolegende.nl', 'Sanne de Vries');
    const noorPhone = await register(noor.browser, push, 'noor-phone');
    const sannePhone = await register(sanne.browser, push, 'sanne-phone');
    // Noor: push and e-mail; Sanne: nothing of new leads.
    const { choices } = await settingsOf(noor.browser);
    await expectStatus(
      noor.browser.put(CHOICES, { choices: { ...choices, new_lead: { email: true, push: true } } }),
      200,
    );
    await expectStatus(
      sanne.browser.put(CHOICES, { choices: { ...choices, new_lead: { email: false, push: false } } }),
      200,
    );

    const { id } = (await (await expectStatus(callback(server), 201)).json()) as { id: string };
    await server.services.alerts.settled();

    expect(push.for('sanne-phone')).toEqual([]);
    const [message] = push.for('noor-phone');
    expect(message).toBeDefined();
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    const payload = decryptPush(message!.body, noorPhone.subscription);
    expect(JSON.parse(payload)).toEqual({ t: 'lead', id });
    expect(payload).not.toContain('Jan');
    const claims = verifiedVapidClaims(
      String(message!.headers.authorization),
      (await settingsOf(noor.browser)).vapidPublicKey,
    );
    expect(claims).toMatchObject({ aud: push.base, sub: 'mailto:beheer@studiolegende.nl' });
    // Sanne's subscription cannot read Noor's message: it was encrypted to Noor's keys.
    expect(() => decryptPush(message!.body, sannePhone.subscription)).toThrow();

    await waitFor(() => mails.some((mail) => mail.to.includes('noor@studiolegende.nl')), 5_000, 'the alert e-mail');
    const mail = mails.find((candidate) => candidate.to.includes('noor@studiolegende.nl'))!;
    expect(mail.raw).toMatch(/^Subject: Nieuwe aanvraag, in het beheer van Studio Legende\r$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.raw.replace(/=\r\n/g, '')).toContain(`https://www.example.nl/beheer/aanvragen/${id}`);
    expect(mail.raw).not.toContain('Jan de Boer');
    expect(mails.some((candidate) => candidate.to.includes('sanne@studiolegende.nl'))).toBe(false);
  });

  it('when the push service answers 404 or 410, then that device is removed; another failure keeps it', async () => {
    const { server, push, noor } = await setup();
    await register(noor.browser, push, 'gone');
    await register(noor.browser, push, 'unknown');
    await register(noor.browser, push, 'busy');
    push.answer('gone', 410);
    push.answer('unknown', 404);
    push.answer('busy', 503);
    const tested = (await (await expectStatus(noor.browser.post(TEST), 200)).json()) as AlertTestResult;
    expect(tested).toEqual({ devices: 3, delivered: 0, removed: 2 });
    await expectStatus(callback(server), 201);
    await server.services.alerts.settled();
    expect(push.for('gone')).toHaveLength(1);
    expect(push.for('unknown')).toHaveLength(1);
    expect(push.for('busy')).toHaveLength(2);
    expect((await settingsOf(noor.browser)).devices).toHaveLength(1);
  });

  it('when a colleague signs out, then the devices of that session get no more alerts; everywhere or blocked: all of them', async () => {
    const ctx = await setup();
    const { server, push, noor, clock } = ctx;
    const laptop = await signIn(server, noor, clock);
    await register(noor.browser, push, 'phone');
    await register(laptop, push, 'laptop');
    expect((await settingsOf(laptop)).devices.map((device) => device.thisSession)).toEqual([false, true]);
    await expectStatus(laptop.post('/sign-out'), 204);
    await expectStatus(callback(server), 201);
    await server.services.alerts.settled();
    expect(push.for('laptop')).toEqual([]);
    expect(push.for('phone')).toHaveLength(1);
    expect((await settingsOf(noor.browser)).devices).toHaveLength(1);

    clock.advance(30_000);
    const other = await signIn(server, noor, clock);
    await register(other, push, 'tablet');
    await expectStatus(noor.browser.post('/sessions/end-all'), 204);
    clock.advance(30_000);
    const again = await signIn(server, noor, clock);
    expect((await settingsOf(again)).devices).toEqual([]);

    // Blocked by a beheerder: every device of the account goes.
    await expectStatus(again.post('/reauth', { password: noor.password }), 204);
    const invited = (await (
      await expectStatus(again.post('/team', { name: 'Sanne', email: 'sanne@studiolegende.nl' }), 201)
    ).json()) as StaffTeamLink;
    const sanne = await enrolByLink(server, clock, invited.link);
    await register(sanne, push, 'sanne-phone');
    const devicesOf = (userId: string) =>
      server.services.database.db
        .selectFrom('staff_push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
    expect(await devicesOf(invited.colleague.id)).toHaveLength(1);
    await expectStatus(again.post(`/team/${invited.colleague.id}/disable`), 200);
    expect(await devicesOf(invited.colleague.id)).toEqual([]);
  });

  it('when a follow-up is due, then only the colleague it belongs to gets it, on the channels they chose', async () => {
    const ctx = await setup({}, { smtp: true });
    const { server, push, noor, mails } = ctx;
    const sanne = await enrolStaff(server, ctx.clock, 'sanne@studiolegende.nl', 'Sanne de Vries');
    const sannePhone = await register(sanne.browser, push, 'sanne-phone');
    await register(noor.browser, push, 'noor-phone');
    const { id } = (await (await expectStatus(callback(server), 201)).json()) as { id: string };
    await server.services.alerts.settled();
    const sanneId = ((await (await sanne.browser.get('/me')).json()) as { user: { id: string } }).user.id;
    const before = push.received.length;

    const result = await server.services.alerts.followUpDue({ leadId: id, staffUserId: sanneId });
    expect(result).toMatchObject({ pushed: 1, mailed: 1, failed: 0 });
    const sent = push.received.slice(before);
    expect(sent.map((message) => message.path)).toEqual(['/push/sanne-phone']);
    expect(JSON.parse(decryptPush(sent[0]!.body, sannePhone.subscription))).toEqual({ t: 'follow_up', id });
    const followUpMails = mails.filter((mail) => /^Subject: Opvolgen/m.test(mail.raw));
    expect(followUpMails.map((mail) => mail.to)).toEqual([['sanne@studiolegende.nl']]);

    // Sanne turns follow-ups off by e-mail: the next one comes by push only.
    const { choices } = await settingsOf(sanne.browser);
    await expectStatus(
      sanne.browser.put(CHOICES, { choices: { ...choices, follow_up_due: { email: false, push: true } } }),
      200,
    );
    expect(await server.services.alerts.followUpDue({ leadId: id, staffUserId: sanneId })).toMatchObject({
      pushed: 1,
      mailed: 0,
    });
  });

  it('when twenty colleagues chose new leads by push, then each of their phones gets the alert', async () => {
    const ctx = await setup();
    const browsers: StaffBrowser[] = [ctx.noor.browser];
    for (let index = 1; index < 20; index += 1) {
      browsers.push((await enrolStaff(ctx.server, ctx.clock, `collega${index}@studiolegende.nl`)).browser);
    }
    for (const [index, browser] of browsers.entries()) await register(browser, ctx.push, `phone-${index}`);
    await expectStatus(callback(ctx.server), 201);
    await ctx.server.services.alerts.settled();
    expect(new Set(ctx.push.received.map((message) => message.path)).size).toBe(20);
  });
});

/** An invited colleague sets up their account with the link (password and app), signed in after. */
async function enrolByLink(server: TestServer, clock: Clock, link: string): Promise<StaffBrowser> {
  const { totpCode } = await import('../src/features/staffAccess/domain/totp');
  const browser = new StaffBrowser(server.url);
  await expectStatus(browser.post('/enrolment', { token: new URL(link).hash.slice(1) }), 201);
  await expectStatus(browser.post('/enrolment/password', { password: 'paard-batterij-nietje-correct' }), 200);
  const { secret } = (await (await expectStatus(browser.post('/enrolment/totp'), 200)).json()) as { secret: string };
  await expectStatus(browser.post('/enrolment/totp/confirm', { code: totpCode(secret, clock.ms) }), 200);
  await expectStatus(browser.post('/enrolment/done'), 200);
  clock.advance(30_000);
  return browser;
}

describe('a visitor waiting for a colleague', () => {
  const streams: SseStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) await stream.close();
  });

  const transcript = [{ role: 'user', content: 'Kan ik iemand spreken?' }];

  /** A colleague with "Beschikbaar voor chat" on and the inbox open, or not available. */
  async function colleagueOf(ctx: Setup, staff: EnrolledStaff, available: boolean) {
    await expectStatus(
      staff.browser.request('PUT', '/chat-availability', { available, displayName: staff.email.split('@')[0] }),
      200,
    );
    if (!available) return;
    const inbox = await openSse(`${ctx.server.url}${staffLive.path}`, { cookie: staff.browser.cookie! });
    streams.push(inbox);
    await inbox.next((frame) => frame.event === staffLive.events.ready);
  }

  async function waitingChat(ctx: Setup) {
    const ticket = (await (
      await expectStatus(postJson(`${ctx.server.url}${liveChat.paths.start}`, { transcript, page: '/shopify' }), 201)
    ).json()) as LiveChatTicket;
    await ctx.server.services.alerts.settled();
    const queue = (await (await expectStatus(ctx.noor.browser.get('/chats'), 200)).json()) as StaffChatQueue;
    return { ticket, chatId: queue.waiting.find((chat) => chat.reference === ticket.reference)!.id };
  }

  it('when a visitor asks for a colleague, then the available colleagues get a push at once, and after LIVE_CHAT_ALERT_AFTER_MS without a take everyone who chose it gets an e-mail, once', async () => {
    const ctx = await setup({ LIVE_CHAT_ALERT_AFTER_MS: '45000' }, { smtp: true });
    const sanne = await enrolStaff(ctx.server, ctx.clock, 'sanne@studiolegende.nl', 'Sanne de Vries');
    const noorPhone = await register(ctx.noor.browser, ctx.push, 'noor-phone');
    await register(sanne.browser, ctx.push, 'sanne-phone');
    await colleagueOf(ctx, ctx.noor, true);
    await colleagueOf(ctx, sanne, false);

    const { chatId } = await waitingChat(ctx);
    expect(ctx.push.received.map((message) => message.path)).toEqual(['/push/noor-phone']);
    expect(JSON.parse(decryptPush(ctx.push.received[0]!.body, noorPhone.subscription))).toEqual({
      t: 'chat',
      id: chatId,
    });
    expect(ctx.push.received[0]!.headers.urgency).toBe('high');
    const chatMails = () => ctx.mails.filter((mail) => /^Subject: Een bezoeker wacht/m.test(mail.raw));

    // Not yet due: the queue runs nothing.
    ctx.clock.advance(44_000);
    expect(await ctx.server.services.jobs.runDue()).toBe(0);
    expect(chatMails()).toEqual([]);
    ctx.clock.advance(1_000);
    expect(await ctx.server.services.jobs.runDue()).toBe(1);
    expect(
      chatMails()
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(['noor@studiolegende.nl', 'sanne@studiolegende.nl']);
    expect(chatMails()[0]!.raw.replace(/=\r\n/g, '')).toContain(`https://www.example.nl/beheer/chats/${chatId}`);
    // Sent once: nothing more is due.
    ctx.clock.advance(60_000);
    expect(await ctx.server.services.jobs.runDue()).toBe(0);
    expect(chatMails()).toHaveLength(2);
  });

  it('when a colleague takes the chat in time, then no e-mail goes, even once the wait is over', async () => {
    const ctx = await setup({}, { smtp: true });
    await colleagueOf(ctx, ctx.noor, true);
    const { chatId } = await waitingChat(ctx);
    await expectStatus(ctx.noor.browser.post(`/chats/${chatId}/take`), 200);
    await ctx.server.services.alerts.settled();
    ctx.clock.advance(10 * 60_000);
    expect(await ctx.server.services.jobs.runDue()).toBe(0);
    expect(ctx.mails.filter((mail) => /^Subject: Een bezoeker wacht/m.test(mail.raw))).toEqual([]);
  });

  it('when the chat was taken on another instance (its job still there), then the job sends nothing', async () => {
    const ctx = await setup({}, { smtp: true });
    await colleagueOf(ctx, ctx.noor, true);
    const { chatId } = await waitingChat(ctx);
    // Taken through the service, as another instance would, without this instance's cancel.
    await ctx.server.services.liveChat.take(chatId, { id: 'elsewhere', name: 'Elders' }).catch(() => undefined);
    await ctx.server.services.jobs.schedule({
      kind: 'alerts.chat-email',
      key: `alerts:chat-email:${chatId}`,
      runAt: ctx.clock.now(),
      payload: { chatId },
    });
    expect(await ctx.server.services.jobs.runDue()).toBe(1);
    expect(ctx.mails.filter((mail) => /^Subject: Een bezoeker wacht/m.test(mail.raw))).toEqual([]);
  });
});

describe('the push endpoint rules', () => {
  it('when an address is loopback, private, link-local, mapped or special, then it is not public; a public one is', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '2001:db8::1',
      'geen-adres',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '142.250.180.10', '2a00:1450:400e:80d::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('when a name resolves to a loopback address at send time, then the connection is refused before it is made', async () => {
    const lookup = publicOnlyLookup(false);
    for (const all of [false, true]) {
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
        lookup('localhost', { all }, (problem) => resolve(problem)),
      );
      expect(error?.code).toBe('EPUSHREFUSED');
    }
    const allowed = await new Promise<string | unknown>((resolve) =>
      publicOnlyLookup(true)('127.0.0.1', { all: false }, (problem, address) => resolve(problem ?? address)),
    );
    expect(allowed).toBe('127.0.0.1');
  });
});

describe('the settings of the alerts', () => {
  it('when LIVE_CHAT_ALERT_AFTER_MS is at or above LIVE_CHAT_WAIT_MS, then the configuration is refused; unset, it stays below a short wait', () => {
    for (const [after, wait] of [
      ['120000', '120000'],
      ['200000', undefined],
      ['5000', '3000'],
    ] as const) {
      expect(() => loadConfig(testEnv({ LIVE_CHAT_ALERT_AFTER_MS: after, LIVE_CHAT_WAIT_MS: wait }))).toThrow(
        /LIVE_CHAT_ALERT_AFTER_MS/,
      );
    }
    expect(() => loadConfig(testEnv({ LIVE_CHAT_ALERT_AFTER_MS: '0' }))).toThrow(ConfigError);
    expect(loadConfig(testEnv()).liveChat.alertAfterMs).toBe(45_000);
    expect(loadConfig(testEnv({ LIVE_CHAT_WAIT_MS: '8000' })).liveChat.alertAfterMs).toBe(3_000);
    expect(loadConfig(testEnv({ PUSH_ALLOW_LOOPBACK: '1' })).alerts.allowLoopbackPush).toBe(true);
    expect(loadConfig(testEnv()).alerts.allowLoopbackPush).toBe(false);
    expect(() => loadConfig(testEnv({ PUSH_ALLOW_LOOPBACK: 'yes' }))).toThrow(/PUSH_ALLOW_LOOPBACK/);
  });

  it('when the server starts again on its database, then the VAPID key is the same', async () => {
    const clock = testClock();
    const first = await startStaffServer(clock, {});
    const dataDir = first.services.config.dataDir;
    const staff = await enrolStaff(first, clock);
    const key = (await settingsOf(staff.browser)).vapidPublicKey;
    await first.stop();
    const second = await startStaffServer(clock, { DATA_DIR: dataDir });
    cleanups.push(() => second.stop());
    const again = await signIn(second, staff, clock);
    expect((await settingsOf(again)).vapidPublicKey).toBe(key);
  });

  describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
    it('when two instances start at once on one database, then they make one VAPID key and agree on it', async () => {
      const { database, schema } = await openFresh('postgres');
      await database.close();
      const clock = testClock();
      const env = { DATABASE_URL: postgresUrl };
      const [one, two] = await Promise.all([
        startStaffServer(clock, env, { postgresSchema: schema! }),
        startStaffServer(clock, env, { postgresSchema: schema! }),
      ]);
      cleanups.push(
        () => one.stop(),
        () => two.stop(),
      );
      const staff = await enrolStaff(one, clock);
      const onTwo = await signIn(two, staff, clock);
      const key = (await settingsOf(staff.browser)).vapidPublicKey;
      expect((await settingsOf(onTwo)).vapidPublicKey).toBe(key);
    });
  });
  reportMissingPostgres();
});

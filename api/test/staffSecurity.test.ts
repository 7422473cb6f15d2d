import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/features/staffAccess/domain/password';
import { staffPolicy } from '../src/features/staffAccess/domain/policy';
import { totpCode } from '../src/features/staffAccess/domain/totp';
import { staffArea } from '../src/app';
import { STAFF_OPEN_ROUTES } from '../src/features/staffAccess/routes/staff';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { stoppedAfterEachTest } from './helpers';
import {
  countingHasher,
  enrolStaff,
  expectStatus,
  signIn,
  StaffBrowser,
  startStaffServer,
  startStaffServerOn,
  testClock,
  verifiedTotpFactor,
  type Clock,
  withFreshStaffRepository,
} from './staffClient';

const servers = stoppedAfterEachTest();
afterAll(dropCreatedSchemas);

async function setup(overrides: Record<string, string | undefined> = {}, options = {}) {
  const clock = testClock();
  const server = await startStaffServer(clock, overrides, options);
  servers.push(server);
  return { clock, server };
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  /** Where a nested router is mounted (`router.use('/leads', …)`). */
  rawPath?: string;
  handle?: { stack?: RouterLayer[] };
}

/** The routes of a router's stack, nested routers' with their mount path, as `METHOD /path`. */
function routesOf(stack: RouterLayer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path === '/' && prefix ? '' : layer.route.path}`;
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    const nested = layer.handle?.stack;
    return nested ? routesOf(nested, `${prefix}${typeof layer.rawPath === 'string' ? layer.rawPath : ''}`) : [];
  });
}

/** Every route the staff router registers (its nested routers' too), as `METHOD /path`. */
function registeredRoutes(): string[] {
  const router = staffArea({
    config: { limits: { jsonBody: '16kb' }, rateLimits: { staff: 0 } } as never,
    staff: {} as never,
    inbox: {} as never,
    staffTools: {} as never,
    staffEvents: {} as never,
    staffStreams: {} as never,
    streams: {} as never,
    liveChat: {} as never,
    liveHub: {} as never,
    analytics: {} as never,
    alerts: {} as never,
  }) as unknown as {
    stack: RouterLayer[];
  };
  return routesOf(router.stack);
}

const wrongSignIn = (browser: StaffBrowser, email: string) =>
  browser.post('/sign-in', { email, password: 'dit-is-het-niet-12' });

describe('staff routes need a full session', () => {
  it('when a registered route outside the allow-list is asked without a session or with a half one, then it answers 401 (JSON, Dutch)', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const routes = registeredRoutes();
    // The allow-list names only routes that exist.
    for (const open of STAFF_OPEN_ROUTES) expect(routes).toContain(open);
    const guarded = routes.filter((route) => !STAFF_OPEN_ROUTES.includes(route));
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    // The inbox's routes, mounted as a router of their own, are listed (and so tried) too.
    expect(guarded).toEqual(
      expect.arrayContaining(['GET /leads', 'GET /leads/:id', 'POST /leads/:id/status', 'POST /leads/:id/notes']),
    );

    const none = new StaffBrowser(server.url);
    const half = new StaffBrowser(server.url);
    await expectStatus(half.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    for (const route of guarded) {
      const [method, path] = route.split(' ') as [string, string];
      for (const browser of [none, half]) {
        const response = await browser.request(method, path, method === 'POST' ? {} : undefined);
        expect(response.status, `${route} ${browser === none ? 'without a session' : 'with a half session'}`).toBe(401);
        expect(await response.json()).toEqual({
          error: 'session_required',
          message: 'Log opnieuw in om verder te gaan.',
        });
      }
    }
    // The half session still works for its second step.
    await expectStatus(half.post('/sign-in/code', { code: totpCode(staff.secret, clock.ms) }), 200);
    // An unknown staff path tells nothing without a session either.
    await expectStatus(none.get('/leads'), 401);
  });

  it('when an enrolment route is asked without the enrolment session, then it answers 401', async () => {
    const { server } = await setup();
    const none = new StaffBrowser(server.url);
    for (const route of STAFF_OPEN_ROUTES.filter(
      (route) => route.includes('/enrolment/') || route === 'GET /enrolment',
    )) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await none.request(method, path, method === 'POST' ? { password: 'x', code: '1' } : undefined);
      expect(response.status, route).toBe(401);
    }
  });
});

describe('sign-in throttling', () => {
  it('when passwords are wrong, then after five come growing waits (429, Retry-After), checked before any hash and never over 15 minutes', async () => {
    const counting = countingHasher();
    const { server, clock } = await setup({}, { staffPasswordHasher: counting.hasher });
    const staff = await enrolStaff(server, clock);
    const browser = new StaffBrowser(server.url);
    for (let i = 0; i < staffPolicy.throttle.freeFailuresPerAddress; i++) {
      await expectStatus(wrongSignIn(browser, staff.email), 401);
    }
    await expectStatus(wrongSignIn(browser, staff.email), 401);
    const verifies = counting.counts.verify;
    const blocked = await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 429);
    // Even the right password waits, and nothing was hashed for it.
    expect(counting.counts.verify).toBe(verifies);
    const first = Number(blocked.headers.get('retry-after'));
    expect(first).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({
      error: 'too_many_attempts',
      message: expect.stringMatching(/^Te veel pogingen/),
    });

    // Each further failure doubles the wait, up to 15 minutes.
    let last = first;
    for (let i = 0; i < 12; i++) {
      clock.advance(last * 1000 + 1);
      await expectStatus(wrongSignIn(browser, staff.email), 401);
      const wait = Number((await expectStatus(wrongSignIn(browser, staff.email), 429)).headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(last);
      expect(wait).toBeLessThanOrEqual(staffPolicy.throttle.maxWaitMs / 1000);
      last = wait;
    }
    expect(last).toBe(staffPolicy.throttle.maxWaitMs / 1000);
    // After the wait, the real user gets in.
    clock.advance(last * 1000 + 1);
    await signIn(server, staff, clock);
  });

  it('when the address is unknown, then it is throttled alike, and costs a hash like a known one', async () => {
    const counting = countingHasher();
    const { server } = await setup({}, { staffPasswordHasher: counting.hasher });
    const browser = new StaffBrowser(server.url);
    for (let i = 0; i <= staffPolicy.throttle.freeFailuresPerAddress; i++) {
      await expectStatus(wrongSignIn(browser, 'niemand@studiolegende.nl'), 401);
    }
    expect(counting.counts.verifyUnknown).toBe(staffPolicy.throttle.freeFailuresPerAddress + 1);
    const blocked = await expectStatus(wrongSignIn(browser, 'niemand@studiolegende.nl'), 429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('when one IP tries many addresses, then it is throttled too', async () => {
    const { server } = await setup();
    const browser = new StaffBrowser(server.url);
    for (let i = 0; i <= staffPolicy.throttle.freeIpFailures; i++) {
      await expectStatus(wrongSignIn(browser, `iemand${i}@studiolegende.nl`), 401);
    }
    await expectStatus(wrongSignIn(browser, 'nog-iemand@studiolegende.nl'), 429);
  });

  it('when codes are wrong, then they count against the account as well', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    for (let round = 0; round < 2; round++) {
      const browser = new StaffBrowser(server.url);
      await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
      for (let i = 0; i < 3; i++) await browser.post('/sign-in/code', { code: '000000' });
    }
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 429);
  });

  it('when codes or passwords are sent all at once, then they are counted one by one: no more are compared or hashed than the limits allow', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => browser.post('/sign-in/code', { code: String(100000 + i) })),
    );
    const compared = (await Promise.all(answers.map((answer) => answer.json() as Promise<{ error: string }>))).filter(
      (body) => body.error === 'code_failed',
    );
    expect(compared.length).toBeLessThanOrEqual(staffPolicy.partialAttempts);
    // And the password, sent many times at once, is hashed no more often than the account's tries.
    const counting = countingHasher();
    const second = await setup({}, { staffPasswordHasher: counting.hasher });
    const other = await enrolStaff(second.server, second.clock);
    const before = counting.counts.verify;
    await Promise.all(Array.from({ length: 20 }, () => wrongSignIn(new StaffBrowser(second.server.url), other.email)));
    expect(counting.counts.verify - before).toBeLessThanOrEqual(staffPolicy.throttle.freeFailuresPerAddress + 1);
  });

  it('when a flood of sign-ins comes from many addresses, then it is refused (503, Retry-After) instead of queueing hashes without end', async () => {
    const { server } = await setup(
      { TRUST_PROXY: 'loopback' },
      { staffPasswordHasher: createPasswordHasher({ logN: 15, concurrency: 1, maxWaiting: 1 }) },
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        wrongSignIn(new StaffBrowser(server.url, { 'x-forwarded-for': `203.0.113.${i + 1}` }), `vloed${i}@example.nl`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(503);
    expect(statuses).toContain(401);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('60');
  });
});

describe('only the site itself may change staff state', () => {
  const attempts: [string, Record<string, string>][] = [
    ['another site (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
  ];
  it.each(attempts)(
    'when a state change comes from %s, then it is refused (403) with no CORS answer',
    async (_name, headers) => {
      const { server, clock } = await setup({ ALLOWED_ORIGINS: 'https://evil.example' });
      const staff = await enrolStaff(server, clock);
      const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const response = await fetch(`${server.url}/api/staff/sign-out`, {
        method: 'POST',
        headers: { ...clean, cookie: staff.browser.cookie! },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'cross_site_request' });
      // The public api's CORS allowance does not reach the staff area.
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      await expectStatus(staff.browser.get('/me'), 200);
    },
  );

  it("when a state change has neither Sec-Fetch-Site nor Origin, then it is refused; with the site's own Origin, then it is allowed", async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    const bare = await fetch(`${server.url}/api/staff/sign-out`, {
      method: 'POST',
      headers: { cookie: staff.browser.cookie! },
    });
    expect(bare.status).toBe(403);
    const own = await fetch(`${server.url}/api/staff/sign-out`, {
      method: 'POST',
      headers: { cookie: staff.browser.cookie!, origin: server.url },
    });
    expect(own.status).toBe(204);
  });

  it('when a preflight for a staff route comes from an allowed public origin, then it gets no CORS answer', async () => {
    const { server } = await setup({ ALLOWED_ORIGINS: 'https://partner.example' });
    const response = await fetch(`${server.url}/api/staff/sign-in`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('staff answers', () => {
  it('when the staff api answers, with or without a session, then the answer is never cached or indexed', async () => {
    const { server, clock } = await setup();
    const staff = await enrolStaff(server, clock);
    for (const response of [await staff.browser.get('/me'), await new StaffBrowser(server.url).get('/me')]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    }
  });

  it('when a session cookie is set, then it is HttpOnly, SameSite=Strict, Path=/, and over HTTPS Secure with the __Host- prefix', async () => {
    const { server } = await setup({ TRUST_PROXY: 'loopback' });
    const { addStaff } = await import('./staffClient');
    const local = await addStaff(server, 'a@studiolegende.nl');
    const overHttp = await fetch(`${server.url}/api/staff/enrolment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ token: local.token }),
    });
    const plain = overHttp.headers.getSetCookie()[0]!;
    expect(plain).toMatch(/^staff_session=[\w-]{40,};/);
    expect(plain).toMatch(/; HttpOnly/);
    expect(plain).toMatch(/; SameSite=Strict/);
    expect(plain).toMatch(/; Path=\//);

    const secure = await addStaff(server, 'b@studiolegende.nl');
    const overHttps = await fetch(`${server.url}/api/staff/enrolment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.example.nl',
      },
      body: JSON.stringify({ token: secure.token }),
    });
    expect(overHttps.status).toBe(201);
    const cookie = overHttps.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^__Host-staff_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('when a sign-in comes over plain HTTP from elsewhere than this machine, then it is refused', async () => {
    const { server } = await setup({ TRUST_PROXY: 'loopback' });
    const response = await fetch(`${server.url}/api/staff/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-host': 'www.example.nl',
      },
      body: JSON.stringify({ email: 'a@b.nl', password: 'x' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'https_required' });
    // Behind a proxy the api does not trust (no TRUST_PROXY), a local Host is not enough.
    const { server: untrusting } = await setup();
    const proxied = await fetch(`${untrusting.url}/api/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: 'a@b.nl', password: 'x' }),
    });
    expect(proxied.status).toBe(403);
  });
});

describe('nothing personal in the log', () => {
  it('when colleagues enrol and sign in and out, then the log holds no token, session id, address, name, password or code at any level, and staff URLs without their query', async () => {
    const { server, clock } = await setup({ LOG_LEVEL: 'trace' });
    const staff = await enrolStaff(server, clock);
    const browser = await signIn(server, staff, clock);
    await wrongSignIn(new StaffBrowser(server.url), staff.email);
    await browser.get('/me?zoek=Sanne');
    await browser.post('/sign-out');
    const log = server.logs.join('');
    expect(log).toContain('/api/staff/me');
    const secrets = [
      staff.email,
      'Sanne',
      'Vries',
      staff.password,
      staff.secret,
      ...staff.recoveryCodes,
      staff.browser.cookie!.split('=')[1]!,
      'zoek=',
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });
});

describe.each(engineFixtures())('staff on $name', ({ name, available }) => {
  it.runIf(available)(
    'when a colleague enrols, signs in and signs out, then the session works until the sign-out',
    async () => {
      const clock = testClock();
      const server = await startOn(name, clock);
      const staff = await enrolStaff(server, clock);
      const browser = await signIn(server, staff, clock);
      await expectStatus(browser.get('/me'), 200);
      await expectStatus(browser.post('/sign-out'), 204);
      await expectStatus(browser.get('/me'), 401);
    },
  );

  it.runIf(available)('when several sign-ins send the same code at the same moment, then one is let in', async () => {
    const clock = testClock();
    const server = await startOn(name, clock);
    const staff = await enrolStaff(server, clock);
    const browsers = Array.from({ length: 4 }, () => new StaffBrowser(server.url));
    for (const browser of browsers) {
      await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
    }
    const code = totpCode(staff.secret, clock.ms);
    const answers = await Promise.all(browsers.map((browser) => browser.post('/sign-in/code', { code })));
    const statuses = answers.map((answer) => answer.status);
    // One is let in. The others are refused: the code was used (401), or, when their tries came
    // after the account's free ones and before the winner cleared them, the account waits (429).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 401 || status === 429)).toBe(true);
  });

  it.runIf(available)(
    'when a time step, a recovery code or a link is used twice, then the second use fails: each is one conditional write',
    async () => {
      await withFreshStaffRepository(name, async (repo) => {
        const now = new Date();
        const user = await repo.addUser({ email: 'a@studiolegende.nl', name: 'A', now });
        await repo.addFactor(verifiedTotpFactor('factor-1', user.id, now));
        expect(await repo.useTotpStep('factor-1', 100, now)).toBe(true);
        expect(await repo.useTotpStep('factor-1', 100, now)).toBe(false);
        expect(await repo.useTotpStep('factor-1', 99, now)).toBe(false);
        expect(await repo.useTotpStep('factor-1', 101, now)).toBe(true);

        await repo.replaceRecoveryCodes(user.id, ['hash-1'], now);
        expect(await repo.useRecoveryCode(user.id, 'hash-1', now)).toBe(true);
        expect(await repo.useRecoveryCode(user.id, 'hash-1', now)).toBe(false);

        await repo.addEnrolment({
          userId: user.id,
          tokenHash: 'link-1',
          expiresAt: new Date(now.getTime() + 60_000),
          now,
        });
        expect(await repo.claimEnrolment('link-1', now)).toBe(user.id);
        expect(await repo.claimEnrolment('link-1', now)).toBeUndefined();
      });
    },
  );
});

describe('two instances on one PostgreSQL', () => {
  it.runIf(postgresUrl !== undefined)(
    'when two instances share one PostgreSQL, then they share the failed sign-ins and the sessions',
    async () => {
      const clock = testClock();
      const { database, schema } = await openFresh('postgres');
      await database.close();
      const overrides = { DATABASE_URL: postgresUrl };
      const one = await startStaffServer(clock, overrides, { postgresSchema: schema! });
      const two = await startStaffServer(clock, overrides, { postgresSchema: schema! });
      servers.push(one, two);
      const staff = await enrolStaff(one, clock);
      for (let i = 0; i <= staffPolicy.throttle.freeFailuresPerAddress; i++) {
        await expectStatus(wrongSignIn(new StaffBrowser(i % 2 ? one.url : two.url), staff.email), 401);
      }
      await expectStatus(wrongSignIn(new StaffBrowser(two.url), staff.email), 429);
      // A session made on one works on the other, and signing out on one ends it on both.
      const onTwo = new StaffBrowser(two.url);
      onTwo.cookie = staff.browser.cookie;
      await expectStatus(onTwo.get('/me'), 200);
      await expectStatus(staff.browser.post('/sign-out'), 204);
      await expectStatus(onTwo.get('/me'), 401);
    },
  );
});
reportMissingPostgres();

const startOn = (engine: 'sqlite' | 'postgres', clock: Clock) => startStaffServerOn(engine, clock, servers);

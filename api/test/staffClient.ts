import { Writable } from 'node:stream';
import { runStaffCli } from '../src/cli/staff';
import type { BuildOptions } from '../src/compose';
import {
  createStaffRepository,
  type StaffFactor,
  type StaffRepository,
} from '../src/features/staffAccess/data/staffRepository';
import { createPasswordHasher, type PasswordHasher } from '../src/features/staffAccess/domain/password';
import { loadConfig } from '../src/shared/config';
import { totpCode } from '../src/features/staffAccess/domain/totp';
import { openFresh, postgresUrl } from './engines';
import { startTestServer, testEnv, type TestServer } from './helpers';

/** A movable clock for the staff area: codes of later time steps, idle and absolute timeouts. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    get ms() {
      return at;
    },
  };
}

export type Clock = ReturnType<typeof testClock>;

/** A staff test server: cheap password hashes (unless the test brings a hasher), the test's clock. */
export async function startStaffServer(
  clock: Clock,
  overrides: Record<string, string | undefined> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  return startTestServer(overrides, {
    staffPasswordHasher: createPasswordHasher({ logN: 10 }),
    staffNow: clock.now,
    ...options,
  });
}

/** A staff test server on SQLite or on a fresh PostgreSQL schema; kept in `servers` to be stopped. */
export async function startStaffServerOn(
  engine: 'sqlite' | 'postgres',
  clock: Clock,
  servers: TestServer[],
  overrides: Record<string, string | undefined> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  if (engine === 'sqlite') {
    const server = await startStaffServer(clock, overrides, options);
    servers.push(server);
    return server;
  }
  const { database, schema } = await openFresh('postgres');
  await database.close();
  const server = await startStaffServer(
    clock,
    { ...overrides, DATABASE_URL: postgresUrl },
    { ...options, postgresSchema: schema! },
  );
  servers.push(server);
  return server;
}

/** A staff test server on `engine` (kept in `servers` to be stopped), its clock, and a colleague enrolled on it. */
export async function startWithEnrolledStaff(
  engine: 'sqlite' | 'postgres',
  servers: TestServer[],
  overrides: Record<string, string | undefined> = {},
  options: BuildOptions = {},
) {
  const clock = testClock();
  const server = await startStaffServerOn(engine, clock, servers, overrides, options);
  const staff = await enrolStaff(server, clock);
  return { clock, server, staff };
}

/** Runs `work` with the staff repository of a fresh database on `engine`, closed after. */
export async function withFreshStaffRepository(
  engine: 'sqlite' | 'postgres',
  work: (repo: StaffRepository) => Promise<void>,
): Promise<void> {
  const { database } = await openFresh(engine);
  try {
    await work(createStaffRepository(database.db));
  } finally {
    await database.close();
  }
}

/** A verified authenticator app of a staff member, as the repository stores it. */
export const verifiedTotpFactor = (id: string, userId: string, now: Date): StaffFactor => ({
  id,
  user_id: userId,
  kind: 'totp',
  status: 'verified',
  friendly_name: 'app',
  secret: 'JBSWY3DPEHPK3PXP',
  last_step: null,
  credential_id: null,
  public_key: null,
  counter: null,
  transports: null,
  created_at: now.toISOString(),
  last_used_at: null,
});

/** A hasher that counts what it is asked to do. */
export function countingHasher(inner: PasswordHasher = createPasswordHasher({ logN: 10 })) {
  const counts = { hash: 0, verify: 0, verifyUnknown: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => (counts.hash++, inner.hash(password)),
    verify: (password, stored) => (counts.verify++, inner.verify(password, stored)),
    verifyUnknown: (password) => (counts.verifyUnknown++, inner.verifyUnknown(password)),
  };
  return { hasher, counts };
}

/**
 * A browser of the staff area: keeps the session cookie as a browser would, and sends
 * `Sec-Fetch-Site: same-origin` as a browser does for the site's own requests.
 */
export class StaffBrowser {
  cookie: string | undefined;
  /** The passkey sign-in's challenge cookie, while one runs. */
  challenge: string | undefined;
  /** `headers`: sent with every request (`x-forwarded-for` stands for another address behind TRUST_PROXY). */
  constructor(
    readonly base: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.base}/api/staff${path}`, {
      method,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie || this.challenge ? { cookie: [this.cookie, this.challenge].filter(Boolean).join('; ') } : {}),
        ...this.headers,
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      if (name === 'staff_session') {
        this.cookie = /Expires=Thu, 01 Jan 1970/i.test(set) || pair === 'staff_session=' ? undefined : pair;
      } else if (name === 'staff_challenge') {
        this.challenge = /Expires=Thu, 01 Jan 1970/i.test(set) ? undefined : pair;
      }
    }
    return response;
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers);
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers);
  }
}

/** `npm run staff -- add`, through the CLI as an agency runs it; returns the link's token. */
export async function addStaff(server: TestServer, email = 'sanne@studiolegende.nl', name = 'Sanne de Vries') {
  const output: string[] = [];
  const out = new Writable({
    write(chunk, _encoding, done) {
      output.push(String(chunk));
      done();
    },
  });
  const config = loadConfig(testEnv({ DATA_DIR: server.services.config.dataDir, SITE_URL: 'https://www.example.nl/' }));
  const code = await runStaffCli(['add', '--email', email, '--name', name], out, {
    database: server.services.database,
    config,
  });
  const text = output.join('');
  const token = /\/beheer\/welkom#([\w-]+)/.exec(text)?.[1];
  return { code, text, token };
}

export interface EnrolledStaff {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** The browser that enrolled, signed in. */
  browser: StaffBrowser;
}

export const STAFF_PASSWORD = 'paard-batterij-nietje-correct';

/** A colleague added, enrolled with an authenticator app, and signed in on the enrolling browser. */
export async function enrolStaff(
  server: TestServer,
  clock: Clock,
  email = 'sanne@studiolegende.nl',
  name?: string,
): Promise<EnrolledStaff> {
  const { token } = await addStaff(server, email, name);
  const browser = new StaffBrowser(server.url);
  await expectStatus(browser.post('/enrolment', { token }), 201);
  await expectStatus(browser.post('/enrolment/password', { password: STAFF_PASSWORD }), 200);
  const { secret } = (await (await expectStatus(browser.post('/enrolment/totp'), 200)).json()) as { secret: string };
  const confirmed = await expectStatus(
    browser.post('/enrolment/totp/confirm', { code: totpCode(secret, clock.ms) }),
    200,
  );
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  await expectStatus(browser.post('/enrolment/done'), 200);
  // The app's next code: the one of this time step has been used.
  clock.advance(30_000);
  return { email, password: STAFF_PASSWORD, secret, recoveryCodes, browser };
}

/** Signs in with the password and a code of the app at the clock's time step. */
export async function signIn(
  server: TestServer,
  staff: EnrolledStaff,
  clock: Clock,
  code?: string,
  /** Headers of every request (an address of its own: `x-forwarded-for` behind TRUST_PROXY). */
  headers: Record<string, string> = {},
): Promise<StaffBrowser> {
  const browser = new StaffBrowser(server.url, headers);
  await expectStatus(browser.post('/sign-in', { email: staff.email, password: staff.password }), 200);
  await expectStatus(browser.post('/sign-in/code', { code: code ?? totpCode(staff.secret, clock.ms) }), 200);
  return browser;
}

export async function expectStatus(pending: Promise<Response>, status: number): Promise<Response> {
  const response = await pending;
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  }
  return response;
}

import { analytics as contract, type AnalyticsOverview } from '@agency/contract/analytics';
import { staffLive } from '@agency/contract/inbox';
import { liveChat, type LiveChatTicket, type StaffChatQueue } from '@agency/contract/liveChat';
import { deploymentFacts, privacyPage } from '@agency/content';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAnalyticsRepository, type AnalyticsRepository } from '../src/features/analytics';
import { createVisitCounter } from '../src/features/analytics/domain/counter';
import { amsterdamDay, nextMidnight } from '../src/shared/days';
import type { CountedView } from '../src/features/analytics/domain/visitInput';
import { ConfigError, loadConfig } from '../src/shared/config';
import { createLogger } from '../src/shared/logger';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, testEnv, type TestServer } from './helpers';
import { openSse } from './sseClient';
import { enrolStaff, expectStatus, startStaffServer, startStaffServerOn, testClock, type Clock } from './staffClient';

afterAll(() => dropCreatedSchemas());

/** 11:00 in Amsterdam on a Wednesday in December (CET). */
const START = Date.UTC(2026, 11, 2, 10, 0);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const desktop = (n: number | string = 1) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n} Safari/537.36`;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A beacon as `navigator.sendBeacon` sends a string: text/plain. */
function beacon(server: TestServer, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${contract.paths.visit}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': desktop(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const db = (server: TestServer) => server.services.database.db;
const settled = (server: TestServer) => server.services.analytics.settled();

async function overviewOf(server: TestServer, range: { from?: string; to?: string } = {}): Promise<AnalyticsOverview> {
  return server.services.analytics.overview(range);
}

const pageViews = (server: TestServer) => db(server).selectFrom('analytics_page_views').selectAll().execute();
const totals = (server: TestServer) =>
  db(server)
    .selectFrom('analytics_totals')
    .selectAll()
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })));
const totalOf = async (server: TestServer, dimension: string, value: string) =>
  (await totals(server)).find((row) => row.dimension === dimension && row.value === value);

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

const start = (engine: 'sqlite' | 'postgres', clock: Clock, overrides: Record<string, string> = {}) =>
  startStaffServerOn(engine, clock, servers, overrides, { analyticsNow: clock.now });

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`counting visits on ${engine.name}`, () => {
    it('when a visitor lands from a campaign and reads on, then each page view is counted with its route, source, campaign and device, answered 204 without a cookie', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const landing = await beacon(
        server,
        {
          route: '/wordpress',
          landing: true,
          referrer: 'https://www.google.com/search?q=anna%40example.nl',
          utm_source: 'Nieuwsbrief',
          utm_medium: 'email',
          utm_campaign: 'najaar',
        },
        { 'user-agent': IPHONE },
      );
      expect(landing.status).toBe(204);
      expect(landing.headers.get('set-cookie')).toBeNull();
      expect(await landing.text()).toBe('');
      // sendBeacon with a Blob of JSON: taken alike.
      const next = await beacon(
        server,
        { route: '/contact' },
        { 'user-agent': IPHONE, 'content-type': 'application/json' },
      );
      expect(next.status).toBe(204);
      expect(next.headers.get('set-cookie')).toBeNull();
      await expectStatus(beacon(server, { route: '/', landing: true }, { 'user-agent': desktop(2) }), 204);
      await settled(server);

      const rows = await pageViews(server);
      expect(
        rows.map(({ route, source, medium, campaign, device, referrer_host }) => ({
          route,
          source,
          medium,
          campaign,
          device,
          referrer_host,
        })),
      ).toEqual([
        {
          route: '/wordpress',
          source: 'nieuwsbrief',
          medium: 'email',
          campaign: 'najaar',
          device: 'phone',
          referrer_host: 'google.com',
        },
        { route: '/contact', source: null, medium: null, campaign: null, device: 'phone', referrer_host: null },
        { route: '/', source: 'direct', medium: null, campaign: null, device: 'desktop', referrer_host: null },
      ]);
      expect(rows.every((row) => row.hour === '2026-12-02T10:00:00.000Z' && row.day === '2026-12-02')).toBe(true);
      const overview = await overviewOf(server);
      expect(overview.totals).toEqual({ visitors: 2, pageViews: 3 });
      expect(overview.days.at(-1)).toEqual({ day: '2026-12-02', visitors: 2, pageViews: 3 });
      expect(await totalOf(server, 'campaign', 'najaar')).toMatchObject({ views: 1, visitors: 1 });
      expect(await totalOf(server, 'route', '/wordpress')).toMatchObject({ views: 1, visitors: 1 });
    });

    it('when a body is too large, not JSON, of another type, not a beacon, of an unknown route or goal, then it is refused with its JSON code and nothing is counted', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const refused = async (response: Promise<Response>, status: number, error: string) => {
        const answer = await response;
        expect(answer.status).toBe(status);
        expect(await answer.json()).toMatchObject({ error, message: expect.any(String) });
      };
      await refused(
        beacon(server, JSON.stringify({ route: '/', utm_campaign: 'x'.repeat(contract.limits.bodyBytes) })),
        413,
        'payload_too_large',
      );
      await refused(beacon(server, '{"route": "/"'), 400, 'invalid_json');
      await refused(
        beacon(server, { route: '/' }, { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'unsupported_media_type',
      );
      await refused(beacon(server, '["/"]'), 400, contract.errorCodes.invalidVisit);
      await refused(beacon(server, { route: '/', email: 'anna@example.nl' }), 400, contract.errorCodes.invalidVisit);
      await refused(beacon(server, { route: 42 }), 400, contract.errorCodes.invalidVisit);
      await refused(beacon(server, { route: '/wp-admin' }), 400, contract.errorCodes.unknownRoute);
      await refused(beacon(server, { route: '/beheer' }), 400, contract.errorCodes.unknownRoute);
      await refused(beacon(server, { route: '/', goal: 'bought_a_car' }), 400, contract.errorCodes.unknownGoal);
      await settled(server);
      expect(await pageViews(server)).toEqual([]);
      expect(await totals(server)).toEqual([]);
    });

    it('when a referrer is forged or odd, then only a web address’s host is kept, never its path or query, and the site’s own host is no source', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const ownHost = new URL(server.url).host;
      const referrers = [
        'javascript:alert(1)',
        'https://evil.example/<script>',
        `http://${ownHost}/contact`,
        'not a url',
        `https://${'a'.repeat(contract.limits.referrerMaxChars)}.example/`,
        'https://user:secret@linkedin.com/feed/?email=anna@example.nl',
        'https://<b>.example/',
        'ftp://files.example/',
      ];
      for (const referrer of referrers)
        await expectStatus(beacon(server, { route: '/', landing: true, referrer }), 204);
      await settled(server);
      const rows = await pageViews(server);
      expect(rows.map((row) => row.referrer_host)).toEqual([
        null,
        'evil.example',
        null,
        null,
        null,
        'linkedin.com',
        null,
        null,
      ]);
      const stored = JSON.stringify([rows, await totals(server)]);
      for (const secret of ['secret', 'anna', 'feed', 'script', 'contact']) expect(stored).not.toContain(secret);
    });

    it('when UTM values are oversized or odd, then they are clipped, lowercased or dropped, never stored raw', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const sent = [
        { utm_source: 'X'.repeat(500), utm_medium: 'E-Mail Blast', utm_campaign: 'zomer+2026' },
        { utm_source: '<script>', utm_medium: 'drop table;', utm_campaign: 'najaar\u202e' },
        { utm_source: 42, utm_medium: '', utm_campaign: '   ' },
      ];
      for (const fields of sent) await expectStatus(beacon(server, { route: '/', landing: true, ...fields }), 204);
      await settled(server);
      const rows = await pageViews(server);
      expect(rows.map(({ source, medium, campaign }) => ({ source, medium, campaign }))).toEqual([
        { source: 'x'.repeat(contract.limits.utmMaxChars), medium: 'e-mail-blast', campaign: 'zomer-2026' },
        { source: 'direct', medium: null, campaign: null },
        { source: 'direct', medium: null, campaign: null },
      ]);
    });

    it('when a bot, a prefetch or a signed-in colleague sends a beacon, then it is answered alike and not counted', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const staff = await enrolStaff(server, clock);
      await expectStatus(beacon(server, { route: '/' }, { 'user-agent': GOOGLEBOT }), 204);
      await expectStatus(beacon(server, { route: '/' }, { 'user-agent': '' }), 204);
      await expectStatus(beacon(server, { route: '/' }, { 'sec-purpose': 'prefetch' }), 204);
      await expectStatus(beacon(server, { route: '/' }, { 'sec-purpose': 'prefetch;prerender' }), 204);
      await expectStatus(beacon(server, { route: '/' }, { purpose: 'prefetch' }), 204);
      await expectStatus(beacon(server, { route: '/' }, { cookie: staff.browser.cookie! }), 204);
      await expectStatus(beacon(server, { route: '/', goal: 'chat_opened' }, { cookie: staff.browser.cookie! }), 204);
      await settled(server);
      expect(await pageViews(server)).toEqual([]);
      expect(await totals(server)).toEqual([]);
      // The same beacon from a visitor is counted.
      await expectStatus(beacon(server, { route: '/' }), 204);
      await settled(server);
      expect(await pageViews(server)).toHaveLength(1);
    });

    it('when goals come by beacon and from the server, then each is counted once, and a server goal sent by a browser is refused', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock, { CHAT_HOURS: 'always' });
      await expectStatus(beacon(server, { route: '/', goal: 'chat_opened' }), 204);
      await expectStatus(beacon(server, { route: '/contact', goal: 'phone_clicked' }), 204);
      const forged = await beacon(server, { route: '/', goal: 'project_requested' });
      expect(forged.status).toBe(400);
      expect(((await forged.json()) as { error: string }).error).toBe(contract.errorCodes.unknownGoal);
      const lead = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'analytics-goal-1' },
        body: JSON.stringify({ name: 'Anna', email: 'anna@example.nl', message: 'Graag een offerte.' }),
      });
      expect(lead.status).toBe(201);
      // The same request again under its key is the same lead: no second goal.
      const again = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'analytics-goal-1' },
        body: JSON.stringify({ name: 'Anna', email: 'anna@example.nl', message: 'Graag een offerte.' }),
      });
      expect(again.status).toBe(201);
      await expectStatus(
        fetch(`${server.url}/api/request-callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone_number: '06 12345678' }),
        }),
        201,
      );
      const chat = await fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'Wat kost een webshop?' }] }),
      });
      await chat.text();
      await server.services.questionStats.settled();
      await settled(server);
      const goals = Object.fromEntries((await overviewOf(server)).goals.map(({ goal, count }) => [goal, count]));
      expect(goals).toEqual({
        chat_opened: 1,
        callback_dialog_opened: 0,
        form_opened: 0,
        email_clicked: 0,
        phone_clicked: 1,
        callback_requested: 1,
        project_requested: 1,
        chat_question_asked: 1,
        colleague_asked: 0,
        live_chat_taken: 0,
      });
      // Goals are no page views.
      expect(await pageViews(server)).toEqual([]);
    });

    it('when visitors of a campaign open the chat and one sends a project request that is won, then the road shows each step per source, campaign and landing route', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock, { CHAT_HOURS: 'always' });
      const staff = await enrolStaff(server, clock);
      const arrival = { landing: '/wordpress', utm_source: 'nieuwsbrief', utm_campaign: 'najaar' };
      for (let i = 0; i < 6; i++) {
        const headers = { 'user-agent': desktop(i) };
        const utm = { utm_source: arrival.utm_source, utm_campaign: arrival.utm_campaign };
        await expectStatus(beacon(server, { route: '/wordpress', landing: true, ...utm }, headers), 204);
        await expectStatus(beacon(server, { route: '/contact' }, headers), 204);
      }
      // Two of them open the chat, one twice: each visitor once on the road, each opening a goal.
      for (const i of [0, 1, 1]) {
        await expectStatus(
          beacon(server, { route: '/contact', goal: 'chat_opened', origin: arrival }, { 'user-agent': desktop(i) }),
          204,
        );
      }
      // A goal whose origin is malformed still counts as a goal, not on the road.
      await expectStatus(
        beacon(
          server,
          { route: '/', goal: 'form_opened', origin: { landing: '/wp-admin' } },
          { 'user-agent': desktop(9) },
        ),
        204,
      );
      const made = await expectStatus(
        postJson(`${server.url}/api/contact`, {
          name: 'Anna',
          email: 'anna@example.nl',
          message: 'Graag een nieuwe WordPress-site.',
          visit: arrival,
        }),
        201,
      );
      const { id } = (await made.json()) as { id: string };
      // A lead without a visit (the form sent without JavaScript, say): on the road as onbekend.
      await expectStatus(postJson(`${server.url}/api/request-callback`, { phone_number: '06 12345678' }), 201);
      await expectStatus(staff.browser.post(`/leads/${id}/status`, { status: 'won' }), 200);
      await settled(server);

      const overview = await overviewOf(server);
      expect(overview.totals).toEqual({ visitors: 6, pageViews: 12 });
      expect(overview.landings).toEqual([{ value: '/wordpress', visitors: 6, pageViews: 6 }]);
      expect(overview.road.all).toEqual({ visitors: 6, opened: 2, leads: 2, inProgress: 1, won: 1 });
      const najaar = { value: 'najaar', visitors: 6, opened: 2, leads: 1, inProgress: 1, won: 1 };
      const unknown = { value: contract.unknown, visitors: 0, opened: 0, leads: 1, inProgress: 0, won: 0 };
      expect(overview.road.campaigns).toEqual([najaar, unknown]);
      expect(overview.road.sources).toEqual([{ ...najaar, value: 'nieuwsbrief' }, unknown]);
      expect(overview.road.landings).toEqual([{ ...najaar, value: '/wordpress' }, unknown]);
      const goals = new Map(overview.goals.map((goal) => [goal.goal, goal]));
      expect(goals.get('chat_opened')).toEqual({ goal: 'chat_opened', count: 3, rate: 0.5 });
      expect(goals.get('form_opened')?.count).toBe(1);
      expect(goals.get('project_requested')).toEqual({ goal: 'project_requested', count: 1, rate: 1 / 6 });

      // The same figures as CSV, through the one CSV writer.
      const exported = await expectStatus(staff.browser.get('/analytics/export'), 200);
      expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(exported.headers.get('content-disposition')).toBe(
        `attachment; filename="herkomst-${overview.from}-${overview.to}.csv"`,
      );
      const csv = (await exported.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(csv[0]).toBe(
        '"section","value","day","visitors","page_views","count","rate","opened","leads","in_progress","won"',
      );
      expect(csv).toContain('"road_campaign","najaar","","6","","","","2","1","1","1"');
      expect(csv).toContain('"goal","chat_opened","","","","3","0.5000","","","",""');
      expect(csv).toContain('"day","","2026-12-02","6","12","","","","","",""');
    });

    it('when a goal comes with more than a goal’s fields, then it is refused and not counted', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const answer = await beacon(server, { route: '/', goal: 'chat_opened', utm_campaign: 'najaar' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: contract.errorCodes.invalidVisit });
      await settled(server);
      expect(await totals(server)).toEqual([]);
    });

    it('when visits are counted, then an open staff area hears of it at most once per 10 seconds', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const staff = await enrolStaff(server, clock);
      const inbox = await openSse(`${server.url}${staffLive.path}`, { cookie: staff.browser.cookie! });
      const analyticsEvents = () =>
        db(server).selectFrom('staff_events').select('kind').where('kind', '=', 'analytics.counted').execute();
      try {
        await inbox.next((frame) => frame.event === staffLive.events.ready);
        await expectStatus(beacon(server, { route: '/' }), 204);
        await settled(server);
        const first = await inbox.next((frame) => frame.event === staffLive.events.analytics);
        expect(JSON.parse(first.data)).toEqual({ kind: 'analytics.counted' });
        // More counts within the 10 s: written, but no second event.
        clock.advance(contract.liveEveryMs - 1000);
        await expectStatus(beacon(server, { route: '/faq' }), 204);
        await settled(server);
        expect(await analyticsEvents()).toHaveLength(1);
        // Past the 10 s: the next batch tells again.
        clock.advance(1000);
        await expectStatus(beacon(server, { route: '/about' }), 204);
        await settled(server);
        await inbox.next((frame) => frame.event === staffLive.events.analytics && frame.id !== first.id);
        expect(await analyticsEvents()).toHaveLength(2);
      } finally {
        await inbox.close();
      }
    });

    it('when a visitor asks for a colleague and one takes the conversation over, then each goal is counted once', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock, { CHAT_HOURS: 'always' });
      const staff = await enrolStaff(server, clock);
      await expectStatus(
        staff.browser.request('PUT', '/chat-availability', { available: true, displayName: 'Sanne' }),
        200,
      );
      const inbox = await openSse(`${server.url}${staffLive.path}`, { cookie: staff.browser.cookie! });
      try {
        await inbox.next((frame) => frame.event === staffLive.events.ready);
        const asked = await expectStatus(
          postJson(`${server.url}${liveChat.paths.start}`, { transcript: [], page: '/' }),
          201,
        );
        const ticket = (await asked.json()) as LiveChatTicket;
        const queue = (await (await expectStatus(staff.browser.get('/chats'), 200)).json()) as StaffChatQueue;
        const chat = queue.waiting.find((candidate) => candidate.reference === ticket.reference)!;
        await expectStatus(staff.browser.post(`/chats/${chat.id}/take`), 200);
        // Taken already: refused, and not counted again.
        expect((await staff.browser.post(`/chats/${chat.id}/take`)).status).toBeGreaterThanOrEqual(400);
      } finally {
        await inbox.close();
      }
      await settled(server);
      const goals = Object.fromEntries((await overviewOf(server)).goals.map(({ goal, count }) => [goal, count]));
      expect(goals).toMatchObject({ colleague_asked: 1, live_chat_taken: 1 });
    });

    it('when visits are counted, then no page-view row, table or log line holds the IP, the user agent or the visitor hash', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock, { LOG_LEVEL: 'trace' });
      const agent = desktop('77.1.2.3');
      await expectStatus(
        beacon(server, { route: '/faq', landing: true, utm_source: 'linkedin' }, { 'user-agent': agent }),
        204,
      );
      await expectStatus(beacon(server, { route: '/about' }, { 'user-agent': agent }), 204);
      await settled(server);
      const hashes = await db(server).selectFrom('analytics_visitor_hashes').selectAll().execute();
      expect(hashes.length).toBeGreaterThan(0);
      const rows = JSON.stringify([
        await pageViews(server),
        await totals(server),
        hashes.map(({ day, scope }) => ({ day, scope })),
      ]);
      // The start's own line names the server's address; every other line is scanned.
      const logs = server.logs.filter((line) => !line.includes('"server.listening"')).join('');
      expect(logs).toContain(contract.paths.visit);
      for (const text of [rows, logs]) {
        for (const secret of ['127.0.0.1', '::1', agent, 'Chrome', 'Mozilla', ...hashes.map((row) => row.hash)]) {
          expect(text).not.toContain(secret);
        }
      }
      const columns = Object.keys((await pageViews(server))[0] ?? {});
      expect(columns).not.toEqual(expect.arrayContaining(['hash']));
      expect(columns.some((name) => /hash|ip|agent/.test(name))).toBe(false);
    });

    it('when the day is over, then its salt and hashes are gone, and the same visitor on the next day cannot be linked to the first', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      await expectStatus(beacon(server, { route: '/' }), 204);
      await expectStatus(beacon(server, { route: '/about' }), 204);
      await settled(server);
      const salts = () => db(server).selectFrom('analytics_salts').selectAll().execute();
      const hashes = () => db(server).selectFrom('analytics_visitor_hashes').selectAll().execute();
      const [first] = await salts();
      const firstHashes = (await hashes()).map((row) => row.hash);
      expect(first?.day).toBe('2026-12-02');
      expect((await overviewOf(server)).totals).toEqual({ visitors: 1, pageViews: 2 });

      // Past midnight in Amsterdam (23:00 UTC), the housekeeping of the new day.
      clock.advance(nextMidnight(clock.now()).getTime() - clock.ms + 1000);
      expect(amsterdamDay(clock.now())).toBe('2026-12-03');
      const run = await server.services.analyticsHousekeeping.runNow();
      expect(run).toMatchObject({ deletedSalts: 1 });
      expect(await salts()).toEqual([]);
      expect(await hashes()).toEqual([]);

      // The same address and browser the next day: a new salt, a hash nothing links to the first.
      await expectStatus(beacon(server, { route: '/' }), 204);
      await settled(server);
      const [second] = await salts();
      expect(second?.day).toBe('2026-12-03');
      expect(second?.salt).not.toBe(first?.salt);
      for (const row of await hashes()) expect(firstHashes).not.toContain(row.hash);
      const overview = await overviewOf(server, { from: '2026-12-02', to: '2026-12-03' });
      // The daily totals keep the count: one visitor each day, two over the range.
      expect(overview.days).toEqual([
        { day: '2026-12-02', visitors: 1, pageViews: 2 },
        { day: '2026-12-03', visitors: 1, pageViews: 1 },
      ]);
      expect(overview.totals).toEqual({ visitors: 2, pageViews: 3 });
    });

    it('when raw page views are older than ANALYTICS_RAW_DAYS, then housekeeping deletes them and the daily totals stay', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock, { ANALYTICS_RAW_DAYS: '2' });
      await expectStatus(beacon(server, { route: '/faq' }), 204);
      await settled(server);
      clock.advance(DAY_MS);
      await expectStatus(beacon(server, { route: '/faq' }), 204);
      await settled(server);
      expect(await pageViews(server)).toHaveLength(2);

      clock.advance(DAY_MS + HOUR_MS);
      const run = await server.services.analyticsHousekeeping.runNow();
      expect(run.deletedPageViews).toBe(1);
      expect((await pageViews(server)).map((row) => row.day)).toEqual(['2026-12-03']);
      const overview = await overviewOf(server, { from: '2026-12-02', to: '2026-12-04' });
      expect(overview.days.map((day) => day.pageViews)).toEqual([1, 1, 0]);
      expect((await totalOf(server, 'route', '/faq'))?.views).toBe(1);
    });

    it('when a group has fewer than 5 visitors, then the overview shows it as overig', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      for (let i = 0; i < 5; i++) {
        await expectStatus(
          beacon(server, { route: '/faq', landing: true, utm_campaign: 'najaar' }, { 'user-agent': desktop(i) }),
          204,
        );
      }
      for (let i = 5; i < 7; i++) {
        await expectStatus(
          beacon(server, { route: '/about', landing: true, utm_campaign: 'geheim' }, { 'user-agent': desktop(i) }),
          204,
        );
      }
      await expectStatus(beacon(server, { route: '/contact' }, { 'user-agent': desktop(0) }), 204);
      await settled(server);
      const overview = await overviewOf(server);
      expect(overview.routes).toEqual([
        { value: '/faq', visitors: 5, pageViews: 5 },
        { value: contract.other, visitors: 3, pageViews: 3 },
      ]);
      expect(overview.campaigns).toEqual([
        { value: 'najaar', visitors: 5, pageViews: 5 },
        { value: contract.other, visitors: 2, pageViews: 2 },
      ]);
      expect(JSON.stringify(overview)).not.toContain('geheim');
      expect(overview.totals).toEqual({ visitors: 7, pageViews: 8 });
    });

    it('when ANALYTICS_MIN_GROUP_VISITORS is 10, then the overview says 10 and a group of 9 visitors is overig', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock, { ANALYTICS_MIN_GROUP_VISITORS: '10' });
      const campaigns = [...Array<string>(10).fill('najaar'), ...Array<string>(9).fill('zomer')];
      for (const [i, campaign] of campaigns.entries()) {
        await expectStatus(
          beacon(server, { route: '/', landing: true, utm_campaign: campaign }, { 'user-agent': desktop(i) }),
          204,
        );
      }
      await settled(server);
      const overview = await overviewOf(server);
      expect(overview.minGroupVisitors).toBe(10);
      expect(overview.campaigns).toEqual([
        { value: 'najaar', visitors: 10, pageViews: 10 },
        { value: contract.other, visitors: 9, pageViews: 9 },
      ]);
      // By default the contract's.
      const plain = await start(engine.name, testClock(START));
      expect((await overviewOf(plain)).minGroupVisitors).toBe(contract.limits.minGroupVisitors);
    });

    it('when a day gets more distinct campaigns than its cap, then the rest count as overig and the tables stop growing', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const cap = contract.limits.distinctPerDay;
      for (let i = 0; i < cap + 20; i++) {
        await expectStatus(beacon(server, { route: '/', landing: true, utm_campaign: `flood-${i}` }), 204);
      }
      await settled(server);
      const campaigns = (await totals(server)).filter((row) => row.dimension === 'campaign');
      expect(campaigns).toHaveLength(cap + 1);
      expect(campaigns.find((row) => row.value === contract.other)?.views).toBe(20);
      const raw = new Set((await pageViews(server)).map((row) => row.campaign));
      expect(raw.size).toBe(cap + 1);
    });

    it('when goals over several batches bring more distinct origin sources and campaigns than the cap, then the rest count as overig and the road’s tables stop growing', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const cap = contract.limits.distinctPerDay;
      // Three batches, each with a cap's worth of new values: the cap holds for the day, not per batch.
      for (let batch = 0; batch < 3; batch++) {
        for (let i = 0; i < cap; i++) {
          const value = `flood-${batch}-${i}`;
          const origin = { landing: '/', utm_source: value, utm_campaign: value };
          await expectStatus(beacon(server, { route: '/', goal: 'chat_opened', origin }), 204);
        }
        await settled(server);
      }
      const all = await totals(server);
      for (const dimension of ['opened_source', 'opened_campaign']) {
        const rows = all.filter((row) => row.dimension === dimension);
        expect(rows, dimension).toHaveLength(cap + 1);
        expect(rows.find((row) => row.value === contract.other)?.views, dimension).toBe(2 * cap);
      }
      const scopes = await db(server).selectFrom('analytics_visitor_hashes').select('scope').execute();
      expect(scopes.filter(({ scope }) => scope.startsWith('opened_source:'))).toHaveLength(cap + 1);
      expect(scopes.filter(({ scope }) => scope.startsWith('opened_campaign:'))).toHaveLength(cap + 1);
      expect((await overviewOf(server)).goals.find((goal) => goal.goal === 'chat_opened')?.count).toBe(3 * cap);
    });

    it('when the overview is asked for a range that is no range, then it is refused with invalid_range; a range answers every day of it', async () => {
      const clock = testClock(START);
      const server = await start(engine.name, clock);
      const staff = await enrolStaff(server, clock);
      for (const search of [
        '?from=2026-02-30',
        '?from=2026-12-05&to=2026-12-01',
        '?from=2020-01-01&to=2026-12-01',
        '?to=morgen',
        '?from=a&from=b',
      ]) {
        const response = await staff.browser.get(`/analytics${search}`);
        expect(response.status, search).toBe(400);
        expect(((await response.json()) as { error: string }).error, search).toMatch(
          /invalid_range|repeated_parameter/,
        );
      }
      const answer = (await (
        await expectStatus(staff.browser.get('/analytics?from=2026-11-26&to=2026-12-02'), 200)
      ).json()) as AnalyticsOverview;
      expect(answer.days.map((day) => day.day)).toEqual([
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
      ]);
      const byDefault = (await (await expectStatus(staff.browser.get('/analytics'), 200)).json()) as AnalyticsOverview;
      expect(byDefault).toMatchObject({ from: '2026-11-03', to: '2026-12-02' });
    });
  });
}

/** A landing page view as the counter takes it (checked already). */
const landingView = (route: string): CountedView => ({
  route,
  landing: true,
  referrerHost: null,
  source: contract.direct,
  medium: null,
  campaign: null,
  device: 'desktop',
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`the visit counter's salts at midnight on ${engine.name}`, () => {
    /** A counter on a fresh database, its clock 10 seconds before midnight, and a way to step in between a batch's parts. */
    async function counterAtMidnight(between: Partial<Pick<AnalyticsRepository, 'valuesOf' | 'add'>> = {}) {
      const { database } = await openFresh(engine.name);
      const real = createAnalyticsRepository(database.db);
      const clock = { ms: nextMidnight(new Date(START)).getTime() - 10_000 };
      const now = () => new Date(clock.ms);
      const repository: AnalyticsRepository = { ...real, ...between };
      const counter = createVisitCounter({ repository, logger: createLogger('silent'), now });
      const rows = async () => ({
        salts: await database.db.selectFrom('analytics_salts').select('day').execute(),
        hashes: await database.db.selectFrom('analytics_visitor_hashes').select(['day', 'scope']).execute(),
      });
      /** Midnight passes and another instance's housekeeping of the new day runs. */
      const pastMidnight = async () => {
        clock.ms += 11_000;
        await real.deleteDaysBefore(amsterdamDay(now()));
      };
      return { database, real, clock, counter, rows, pastMidnight };
    }
    const visitor = { ip: '192.0.2.10', userAgent: desktop() };

    it('when a batch built before midnight is written after another instance’s housekeeping deleted its day, then no hash or salt of that day is left', async () => {
      let beforeWrite: (() => Promise<void>) | undefined;
      const setup = await counterAtMidnight({
        add: async (batch) => {
          await beforeWrite?.();
          await setup.real.add(batch);
        },
      });
      try {
        setup.counter.pageView(landingView('/'), visitor);
        await setup.counter.settled();
        expect((await setup.rows()).salts).toEqual([{ day: '2026-12-02' }]);
        // The next batch has the day's salt in hand; its write comes after the day was deleted.
        beforeWrite = setup.pastMidnight;
        setup.counter.pageView(landingView('/faq'), { ...visitor, ip: '192.0.2.11' });
        await setup.counter.settled();
        expect(await setup.rows()).toEqual({ salts: [], hashes: [] });
        // The view still counts, without its visitor.
        const faq = await setup.database.db
          .selectFrom('analytics_totals')
          .select(['views', 'visitors'])
          .where('dimension', '=', 'route')
          .where('value', '=', '/faq')
          .executeTakeFirst();
        expect({ views: Number(faq?.views), visitors: Number(faq?.visitors) }).toEqual({ views: 1, visitors: 0 });
      } finally {
        await setup.database.close();
      }
    });

    it('when a batch begun before midnight asks for its day’s salt after the housekeeping ran, then no salt of that day is made again', async () => {
      let whileBuilding: (() => Promise<void>) | undefined;
      const setup = await counterAtMidnight({
        valuesOf: async (day, dimension) => {
          await whileBuilding?.();
          whileBuilding = undefined;
          return setup.real.valuesOf(day, dimension);
        },
      });
      try {
        // The batch is of 23:59:50; while it reads the day's sources, midnight passes and the day is closed.
        whileBuilding = setup.pastMidnight;
        setup.counter.pageView(landingView('/'), visitor);
        await setup.counter.settled();
        expect(await setup.rows()).toEqual({ salts: [], hashes: [] });
        expect(setup.counter.heldSalts()).toEqual([]);
      } finally {
        await setup.database.close();
      }
    });

    it('when midnight passes on an instance that counts nothing more, then it forgets the day’s salt at midnight', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const setup = await counterAtMidnight();
      try {
        setup.counter.pageView(landingView('/'), visitor);
        await setup.counter.settled();
        expect(setup.counter.heldSalts()).toEqual(['2026-12-02']);
        setup.clock.ms += 9_000;
        vi.advanceTimersByTime(9_000);
        expect(setup.counter.heldSalts()).toEqual(['2026-12-02']);
        // Midnight: no batch comes, the salt is forgotten all the same.
        setup.clock.ms += 1_000;
        vi.advanceTimersByTime(1_000);
        expect(setup.counter.heldSalts()).toEqual([]);
      } finally {
        vi.useRealTimers();
        await setup.database.close();
      }
    });

    it('when two instances mark "visits were counted" at the same moment, then exactly one of them gets to tell the staff area', async () => {
      // On PostgreSQL each call takes its own connection of the pool, as two instances would.
      const { database } = await openFresh(engine.name);
      try {
        const repository = createAnalyticsRepository(database.db);
        const at = new Date(START);
        const marks = await Promise.all([
          repository.markCounted(at, contract.liveEveryMs),
          repository.markCounted(at, contract.liveEveryMs),
        ]);
        expect(marks.filter(Boolean)).toHaveLength(1);
        // Within the 10 s: nobody; past them: one again.
        expect(await repository.markCounted(new Date(START + contract.liveEveryMs - 1), contract.liveEveryMs)).toBe(
          false,
        );
        const later = new Date(START + contract.liveEveryMs);
        const again = await Promise.all([
          repository.markCounted(later, contract.liveEveryMs),
          repository.markCounted(later, contract.liveEveryMs),
          repository.markCounted(later, contract.liveEveryMs),
        ]);
        expect(again.filter(Boolean)).toHaveLength(1);
      } finally {
        await database.close();
      }
    });
  });
}

describe('the per-IP limit of the visit counter', () => {
  it('when one address sends more beacons than RATE_LIMIT_VISITS in a window, then the rest are refused with 429 and not counted', async () => {
    const clock = testClock(START);
    const server = await startStaffServer(clock, { RATE_LIMIT_VISITS: '5' }, { analyticsNow: clock.now });
    servers.push(server);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await beacon(server, { route: '/' })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    const refused = await beacon(server, { route: '/' });
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    await settled(server);
    expect(await pageViews(server)).toHaveLength(5);
  });
});

describe('the settings and days of the visit counter', () => {
  it('when ANALYTICS_RAW_DAYS is not set, then raw page views are kept 30 days; when it is no whole number of at least 1, the start fails', () => {
    expect(loadConfig(testEnv()).analyticsRawDays).toBe(30);
    expect(loadConfig(testEnv({ ANALYTICS_RAW_DAYS: '7' })).analyticsRawDays).toBe(7);
    for (const value of ['0', '-1', '1.5', 'abc']) {
      expect(() => loadConfig(testEnv({ ANALYTICS_RAW_DAYS: value }))).toThrow(ConfigError);
    }
  });

  it('when the privacy statement names the smallest group shown, then it is the overview’s own', () => {
    const statement = privacyPage(deploymentFacts({}))
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'table' ? block.rows.flat() : []))
      .join('\n');
    expect(statement).toContain(
      `Een groep van minder dan ${contract.limits.minGroupVisitors} bezoekers tonen we als "${contract.other}"`,
    );
  });

  it('when the clocks change in Amsterdam, then the day still ends at its midnight', () => {
    // Summer time (CEST, UTC+2) and winter time (CET, UTC+1).
    expect(nextMidnight(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(nextMidnight(new Date('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    // The night of 25 October: the day of the 25th has 25 hours.
    expect(nextMidnight(new Date('2026-10-25T01:30:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(amsterdamDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
  });
});

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  it('when two instances count page views, visitors and goals at once, then the totals add up exactly', async () => {
    const clock = testClock(START);
    const { database, schema } = await openFresh('postgres');
    await database.close();
    const options = { analyticsNow: clock.now, postgresSchema: schema! };
    const one = await startStaffServer(clock, { DATABASE_URL: postgresUrl }, options);
    const two = await startStaffServer(clock, { DATABASE_URL: postgresUrl }, options);
    servers.push(one, two);
    const VISITORS = 40;
    const sends: Promise<Response>[] = [];
    // Every visitor reads three pages: on both instances, at once.
    for (let i = 0; i < VISITORS; i++) {
      const headers = { 'user-agent': desktop(i) };
      sends.push(beacon(one, { route: '/', landing: true, utm_campaign: 'najaar' }, headers));
      sends.push(beacon(two, { route: '/faq' }, headers));
      sends.push(beacon(i % 2 ? one : two, { route: '/contact' }, headers));
      sends.push(beacon(i % 2 ? two : one, { route: '/', goal: 'chat_opened' }, headers));
    }
    for (const response of await Promise.all(sends)) expect(response.status).toBe(204);
    await Promise.all([settled(one), settled(two)]);
    const overview = await overviewOf(one);
    expect(overview.totals).toEqual({ visitors: VISITORS, pageViews: 3 * VISITORS });
    expect(overview.routes).toEqual([
      { value: '/', visitors: VISITORS, pageViews: VISITORS },
      { value: '/contact', visitors: VISITORS, pageViews: VISITORS },
      { value: '/faq', visitors: VISITORS, pageViews: VISITORS },
    ]);
    expect(overview.campaigns).toEqual([{ value: 'najaar', visitors: VISITORS, pageViews: VISITORS }]);
    expect(overview.goals.find((goal) => goal.goal === 'chat_opened')?.count).toBe(VISITORS);
    expect(await overviewOf(two)).toEqual(overview);
    // Both instances wrote counts within 10 s: the staff area heard of it once.
    const told = await db(one)
      .selectFrom('staff_events')
      .select('kind')
      .where('kind', '=', 'analytics.counted')
      .execute();
    expect(told).toHaveLength(1);
    // One salt for the day, whichever instance made it.
    expect(await db(one).selectFrom('analytics_salts').selectAll().execute()).toHaveLength(1);
  });
});
reportMissingPostgres();

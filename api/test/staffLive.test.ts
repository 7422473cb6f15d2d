import { afterAll, describe, expect, it, vi } from 'vitest';
import { staffLive, type StaffLiveEvent } from '@agency/contract/inbox';
import { leadsApi } from '@agency/contract/leads';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl } from './engines';
import { postJson, type TestServer } from './helpers';
import { openSse, type SseFrame } from './sseClient';
import { enrolStaff, expectStatus, StaffBrowser, startStaffServer, testClock, type Clock } from './staffClient';

afterAll(dropCreatedSchemas);

type LiveFrame = SseFrame;

/** An open live stream as a browser's EventSource holds it: every frame so far, and waiting for one. */
async function openStream(browser: StaffBrowser, lastEventId?: string) {
  const stream = await openSse(`${browser.base}${staffLive.path}`, {
    ...(browser.cookie ? { cookie: browser.cookie } : {}),
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  return Object.assign(stream, {
    leadFrames: () => stream.frames.filter((frame) => frame.event === staffLive.events.lead),
  });
}

type Stream = Awaited<ReturnType<typeof openStream>>;

const leadOf = (frame: LiveFrame) => JSON.parse(frame.data) as StaffLiveEvent;

async function sendLead(server: TestServer, name: string, phone = '06 12345678'): Promise<string> {
  const response = await expectStatus(
    postJson(`${server.url}${leadsApi.paths.requestCallback}`, { phone_number: phone, name }),
    201,
  );
  return ((await response.json()) as { id: string }).id;
}

async function startOn(
  engine: 'sqlite' | 'postgres',
  clock: Clock,
  schema?: string,
  // Sessions are checked every 100 ms here instead of every 15 s.
  checkEveryMs = 100,
): Promise<TestServer> {
  const options = { staffStreamCheckMs: checkEveryMs };
  if (engine === 'sqlite') return startStaffServer(clock, {}, options);
  return startStaffServer(clock, { DATABASE_URL: postgresUrl }, { ...options, postgresSchema: schema! });
}

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`the inbox's live stream on ${engine.name}`, () => {
    const servers: TestServer[] = [];
    const streams: Stream[] = [];
    afterAll(async () => {
      for (const stream of streams) await stream.close();
      for (const server of servers) await server.stop();
    });

    async function setup(checkEveryMs?: number) {
      const clock = testClock();
      let schema: string | undefined;
      if (engine.name === 'postgres') {
        const fresh = await openFresh('postgres');
        await fresh.database.close();
        schema = fresh.schema;
      }
      const server = await startOn(engine.name, clock, schema, checkEveryMs);
      servers.push(server);
      const staff = await enrolStaff(server, clock);
      const open = async (browser = staff.browser, lastEventId?: string) => {
        const stream = await openStream(browser, lastEventId);
        streams.push(stream);
        return stream;
      };
      return { clock, server, staff, open, schema };
    }

    it('when a visitor sends a lead, then an open inbox hears of it within 3 seconds, by id only', async () => {
      const { server, open } = await setup();
      const stream = await open();
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toMatch(/no-store/);
      await stream.next((frame) => frame.event === staffLive.events.ready);

      const id = await sendLead(server, 'Vera Visser', '06 24681357');
      const frame = await stream.next((candidate) => candidate.event === staffLive.events.lead, 3000);
      expect(leadOf(frame)).toEqual({ kind: 'lead.created', leadId: id });
      expect(frame.id).toMatch(/^\d+$/);
      // Nothing of the lead itself goes out, only its id.
      expect(stream.raw).not.toMatch(/Vera|Visser|24681357|\+3162/);
    });

    it('when the status of a lead changes or a note is added, then open inboxes hear of it', async () => {
      const { server, staff, open } = await setup();
      const id = await sendLead(server, 'Bram Bakker');
      const stream = await open();
      await stream.next((frame) => frame.event === staffLive.events.ready);
      await expectStatus(staff.browser.post(`/leads/${id}/status`, { status: 'won' }), 200);
      await stream.next((frame) => frame.event === staffLive.events.lead && leadOf(frame).kind === 'lead.updated');
      const before = stream.leadFrames().length;
      const mark = stream.frames.length;
      await expectStatus(staff.browser.post(`/leads/${id}/notes`, { text: 'Teruggebeld.' }), 201);
      await stream.next((frame) => frame.event === staffLive.events.lead, 3000, mark);
      expect(stream.leadFrames().length).toBe(before + 1);
      expect(stream.raw).not.toContain('Teruggebeld');
    });

    it('when a browser reconnects with the last event id it saw, then it gets every event it missed, in order, and none twice', async () => {
      const { server, open } = await setup();
      const first = await open();
      const ready = await first.next((frame) => frame.event === staffLive.events.ready);
      await sendLead(server, 'Eerste Lead');
      const seen = await first.next((frame) => frame.event === staffLive.events.lead);
      await first.close();

      // While no stream is open, two leads come in.
      const missed = [await sendLead(server, 'Tweede Lead'), await sendLead(server, 'Derde Lead')];
      const again = await open(undefined, seen.id);
      await again.next((frame) => frame.event === staffLive.events.ready);
      expect(again.leadFrames().map((frame) => leadOf(frame).leadId)).toEqual(missed);
      const ids = again.leadFrames().map((frame) => Number(frame.id));
      expect(ids[0]).toBeGreaterThan(Number(seen.id));
      expect(ids[1]).toBeGreaterThan(ids[0]!);
      expect(Number(ready.id)).toBeLessThan(Number(seen.id));

      // A stream without a Last-Event-ID starts from now: nothing old is sent.
      const fresh = await open();
      await fresh.next((frame) => frame.event === staffLive.events.ready);
      expect(fresh.leadFrames()).toEqual([]);
    });

    it('when the stream is asked for without a full session, then it is refused with 401, as JSON', async () => {
      const { server, staff } = await setup();
      const none = await openStream(new StaffBrowser(server.url));
      expect(none.response.status).toBe(401);
      expect(await none.response.json()).toMatchObject({ error: 'session_required' });
      const half = new StaffBrowser(server.url);
      await expectStatus(half.post('/sign-in', { email: staff.email, password: staff.password }), 200);
      const halfStream = await openStream(half);
      expect(halfStream.response.status).toBe(401);
    });

    it('when the staff member signs out, or is reset, then their open streams end at once', async () => {
      // No periodic check during the test: what ends the streams is the ending of the sessions.
      const { server, staff, open, clock } = await setup(60_000);
      const stream = await open();
      await stream.next((frame) => frame.event === staffLive.events.ready);
      await expectStatus(staff.browser.post('/sign-out'), 204);
      await stream.next((frame) => frame.event === staffLive.events.signedOut, 2000);
      expect(await stream.ended()).toBe(true);

      // `staff reset` (through the CLI's rules): every session and stream of the account ends.
      const other = await enrolStaff(server, clock, 'joost@studiolegende.nl');
      const otherStream = await open(other.browser);
      await otherStream.next((frame) => frame.event === staffLive.events.ready);
      const user = await server.services.database.db
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', 'joost@studiolegende.nl')
        .executeTakeFirstOrThrow();
      await server.services.staff.reset(user.id);
      await otherStream.next((frame) => frame.event === staffLive.events.signedOut, 2000);
      expect(await otherStream.ended()).toBe(true);
    });

    it('when the session idles out with only the stream open, then the stream ends: an open stream is not activity', async () => {
      const { clock, open, staff } = await setup();
      const stream = await open();
      await stream.next((frame) => frame.event === staffLive.events.ready);
      // 35 minutes with nothing but the stream open, in steps the stream checks its session
      // between (a check that counted as activity would keep the session alive). Each check
      // comes with a `: ping`; the second ping after a step is of a check made after it.
      for (let minutes = 0; minutes < 35; minutes += 5) {
        clock.advance(5 * 60_000);
        await stream.comment(stream.comments.length + 2);
      }
      await stream.next((frame) => frame.event === staffLive.events.signedOut, 2000);
      expect(await stream.ended()).toBe(true);
      await expectStatus(staff.browser.get('/me'), 401);
    });
  });
}

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  it('when a lead is sent to one instance, then an inbox whose stream is served by the other hears of it', async () => {
    const clock = testClock();
    const fresh = await openFresh('postgres');
    await fresh.database.close();
    const one = await startOn('postgres', clock, fresh.schema);
    const two = await startOn('postgres', clock, fresh.schema);
    const stream = await (async () => {
      const staff = await enrolStaff(one, clock);
      // The same browser's session, its stream served by the second instance.
      const onTwo = new StaffBrowser(two.url);
      onTwo.cookie = staff.browser.cookie;
      return openStream(onTwo);
    })();
    try {
      await stream.next((frame) => frame.event === staffLive.events.ready);
      const id = await sendLead(one, 'Lotte Kok');
      const frame = await stream.next((candidate) => candidate.event === staffLive.events.lead, 3000);
      expect(leadOf(frame)).toEqual({ kind: 'lead.created', leadId: id });
    } finally {
      await stream.close();
      await one.stop();
      await two.stop();
    }
  });
});

describe('the live stream in the request log', () => {
  it('when a colleague leaves the page, then the stream ends as streams do: logged as information, not as a warning, and without any of the lead', async () => {
    const clock = testClock();
    const server = await startStaffServer(clock, { LOG_LEVEL: 'info' });
    try {
      const staff = await enrolStaff(server, clock);
      const stream = await openStream(staff.browser);
      await stream.next((frame) => frame.event === staffLive.events.ready);
      await sendLead(server, 'Pieter Post', '06 11223344');
      await stream.next((frame) => frame.event === staffLive.events.lead);
      await stream.close();
      const line = await vi.waitFor(
        () => {
          const found = server.logs
            .map((text) => JSON.parse(text) as { url?: string; status?: number; level: number })
            .find((entry) => entry.url === staffLive.path);
          if (!found) throw new Error('the stream was not logged');
          return found;
        },
        { timeout: 1000, interval: 20 },
      );
      expect(line).toMatchObject({ status: 499, level: 30 });
      expect(server.logs.join('\n')).not.toMatch(/Pieter|Post|11223344/);
    } finally {
      await server.stop();
    }
  });
});

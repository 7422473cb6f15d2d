import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runLeadsCli } from '../src/cli/leads';
import { createPersonalDataStore } from '../src/features/privacy/domain/store';
import { chatApi } from '@agency/contract/chat';
import { staffLive } from '@agency/contract/inbox';
import { liveChat, type LiveChatTicket, type StaffChatQueue } from '@agency/contract/liveChat';
import { dropCreatedSchemas, engineFixtures, postgresUrl } from './engines';
import type { BuildOptions } from '../src/compose';
import { postJson, type TestServer } from './helpers';
import { availableColleague, data, freshSchema, header, startLiveServer, transcript } from './liveChatKit';
import { openSse, type SseStream } from './sseClient';
import {
  enrolStaff,
  expectStatus,
  StaffBrowser,
  signIn,
  startStaffServer,
  testClock,
  type EnrolledStaff,
} from './staffClient';

afterAll(dropCreatedSchemas);

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`a person in the chat on ${engine.name}`, () => {
    const servers: TestServer[] = [];
    const streams: SseStream[] = [];
    afterAll(async () => {
      for (const stream of streams) await stream.close();
      for (const server of servers) await server.stop();
    });

    async function setup(env: Record<string, string> = {}, options: BuildOptions = {}) {
      const clock = testClock();
      const server = await startLiveServer(engine.name, clock, env, await freshSchema(engine.name), options);
      servers.push(server);
      const open = async (url: string, headers: Record<string, string> = {}) => {
        const stream = await openSse(url, headers);
        streams.push(stream);
        return stream;
      };
      const colleague = (email?: string, displayName?: string) =>
        availableColleague(server, clock, open, email, displayName);
      const availability = async () =>
        (await (await fetch(`${server.url}${liveChat.paths.availability}`)).json()) as {
          available: boolean;
          open: boolean;
          nextOpening: string | null;
        };
      const ask = (page = '/shopify') => postJson(`${server.url}${liveChat.paths.start}`, { transcript, page });
      const start = async (page?: string) => (await (await expectStatus(ask(page), 201)).json()) as LiveChatTicket;
      const visitorStream = (ticket: LiveChatTicket, lastEventId?: string) =>
        open(`${server.url}${liveChat.paths.events}`, {
          ...header(ticket),
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        });
      const visitorPost = (ticket: LiveChatTicket, path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { ...header(ticket), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const queue = async (staff: EnrolledStaff) =>
        (await (await expectStatus(staff.browser.get('/chats'), 200)).json()) as StaffChatQueue;
      const chatIdOf = async (staff: EnrolledStaff, ticket: LiveChatTicket) => {
        const { waiting, active, recent } = await queue(staff);
        const chat = [...waiting, ...active, ...recent].find((candidate) => candidate.reference === ticket.reference);
        if (!chat) throw new Error('the conversation is not in the queue');
        return chat.id;
      };
      /** Sanne and Joris available, and a visitor who asked for a person, with its stream open. */
      const twoColleaguesAndAVisitor = async () => {
        const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
        const joris = await colleague('joris@studiolegende.nl', 'Joris');
        const ticket = await start();
        const visitor = await visitorStream(ticket);
        const chatId = await chatIdOf(sanne, ticket);
        return { sanne, joris, ticket, visitor, chatId };
      };
      return {
        clock,
        server,
        open,
        colleague,
        availability,
        ask,
        start,
        visitorStream,
        visitorPost,
        queue,
        chatIdOf,
        twoColleaguesAndAVisitor,
      };
    }

    it('when nobody is available, then the answer is no, and asking for a person is refused with the availability', async () => {
      const { availability, ask } = await setup();
      expect(await availability()).toEqual({ available: false, open: true, nextOpening: null });
      const response = await ask();
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        error: liveChat.errorCodes.nobodyAvailable,
        availability: { available: false, open: true },
      });
    });

    it("when the name visitors see holds NUL or a bidirectional control, then it is refused with the public forms' words", async () => {
      const { server, clock } = await setup();
      const staff = await enrolStaff(server, clock);
      for (const displayName of [
        'San\u0000ne',
        'Sanne \u202Eeiv\u202C',
        '\u2067Sanne',
        'San\u200Bne',
        'San\uFEFFne',
        'San\nne',
      ]) {
        const refused = await expectStatus(
          staff.browser.request('PUT', '/chat-availability', { available: true, displayName }),
          400,
        );
        expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
          displayName: 'Naam bevat onzichtbare tekens. Typ de tekst opnieuw in plaats van hem te plakken.',
        });
      }
      await expectStatus(
        staff.browser.request('PUT', '/chat-availability', { available: true, displayName: 'Sanne' }),
        200,
      );
    });

    it('when a colleague turns availability on with the inbox open, then a person is offered; a minute after the last tab went, no longer', async () => {
      // The live chat's own clock, moved by the test: the presence window is 1.5 s here (a minute in production).
      const liveClock = testClock();
      const { server, availability, colleague } = await setup({}, { liveNow: liveClock.now });
      const sanne = await colleague();
      const answer = await availability();
      expect(answer).toEqual({ available: true, open: true, nextOpening: null });
      // Never who.
      expect(JSON.stringify(answer)).not.toMatch(/Sanne/);
      await sanne.inbox.close();
      // Once the server has let go of the tab's stream, it is seen no more.
      await vi.waitFor(() => expect(server.services.streams.size).toBe(0), { timeout: 3000, interval: 10 });
      expect((await availability()).available).toBe(true);
      liveClock.advance(1600);
      expect((await availability()).available).toBe(false);
      const own = (await (await sanne.browser.get('/chat-availability')).json()) as { available: boolean };
      expect(own.available).toBe(false);
    });

    it('when a visitor asks for a person, then every available colleague sees it waiting with the page and the transcript from the browser, and the capability is stored only as a hash', async () => {
      const { server, colleague, start, queue } = await setup();
      const sanne = await colleague();
      const ticket = await start('/shopify');
      expect(ticket.capability).toMatch(/^[\w-]{43}$/);
      expect(ticket.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const chatFrame = await sanne.inbox.next((frame) => frame.event === staffLive.events.chat);
      expect(data<{ kind: string }>(chatFrame).kind).toBe('chat.waiting');
      const { waiting } = await queue(sanne);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({
        reference: ticket.reference,
        page: '/shopify',
        status: 'waiting',
        takenBy: null,
      });
      const detail = (await (await sanne.browser.get(`/chats/${waiting[0]!.id}`)).json()) as { transcript: unknown };
      expect(detail.transcript).toEqual(transcript);

      const rows = await server.services.database.db.selectFrom('live_chats').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(ticket.capability);
      expect(server.logs.join('')).not.toContain(ticket.capability);
    });

    it('when a visitor asks for a person, then the waiting chat in the staff queue shows their last question before asking, on one line and clipped, to a full session only', async () => {
      const { server, colleague, queue } = await setup();
      const sanne = await colleague();
      const long = `Wij zoeken een webshop voor onze bakkerij. ${'Met bezorgen in de regio en ophalen in de winkel. '.repeat(6)}`;
      const asked = (messages: { role: string; content: string }[], page: string) =>
        expectStatus(postJson(`${server.url}${liveChat.paths.start}`, { transcript: messages, page }), 201);
      await asked(
        [
          { role: 'user', content: 'Wat kost een Shopify webshop?' },
          { role: 'assistant', content: 'Dat hangt af van wat je nodig hebt.' },
          { role: 'user', content: 'Kan ik iemand spreken\nover bezorgen   in de regio?' },
          { role: 'assistant', content: 'Zeker, ik vraag een collega.' },
        ],
        '/shopify',
      );
      await asked([{ role: 'user', content: long }], '/contact');
      await asked([], '/');
      const { waiting } = await queue(sanne);
      const byPage = (page: string) => waiting.find((chat) => chat.page === page)!;
      // The last of the visitor's messages, its line breaks and runs of spaces folded.
      expect(byPage('/shopify').question).toBe('Kan ik iemand spreken over bezorgen in de regio?');
      const clipped = byPage('/contact').question!;
      expect([...clipped]).toHaveLength(liveChat.limits.questionChars);
      expect(clipped.endsWith('…')).toBe(true);
      expect(long.replace(/\s+/g, ' ').startsWith(clipped.slice(0, -1))).toBe(true);
      // Asked for a colleague at once: no question.
      expect(byPage('/').question).toBeNull();

      // Without a session, with a half one (the password only), the queue is refused.
      const none = new StaffBrowser(server.url);
      const half = new StaffBrowser(server.url);
      await expectStatus(half.post('/sign-in', { email: sanne.email, password: sanne.password }), 200);
      for (const browser of [none, half]) {
        const refused = await expectStatus(browser.get('/chats'), 401);
        expect(await refused.text()).not.toContain('bezorgen');
        await expectStatus(browser.get('/chat-availability'), 401);
      }
      // The availability is changed from the site's own pages only.
      await expectStatus(
        sanne.browser.request(
          'PUT',
          '/chat-availability',
          { available: false, displayName: 'Sanne' },
          { 'sec-fetch-site': 'cross-site' },
        ),
        403,
      );
    });

    it('when two colleagues press "Overnemen" at once, then exactly one wins and the other is told who has it', async () => {
      const { sanne, joris, visitor, chatId } = await (await setup()).twoColleaguesAndAVisitor();
      const answers = await Promise.all([
        sanne.browser.post(`/chats/${chatId}/take`),
        joris.browser.post(`/chats/${chatId}/take`),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      const winnerName = answers[0]!.status === 200 ? 'Sanne' : 'Joris';
      expect(await loser.json()).toMatchObject({ error: liveChat.errorCodes.taken, takenBy: { name: winnerName } });
      const taken = await visitor.next((frame) => frame.event === liveChat.events.taken);
      expect(data<{ name: string }>(taken).name).toBe(winnerName);
      expect(visitor.frames.filter((frame) => frame.event === liveChat.events.taken)).toHaveLength(1);
    });

    it('when a colleague holds the conversation, then messages go both ways within a second, with ids, typing and read, and the assistant is refused', async () => {
      const { server, colleague, start, chatIdOf, visitorStream, visitorPost, open } = await setup();
      const sanne = await colleague();
      const ticket = await start();
      const visitor = await visitorStream(ticket);
      await visitor.next((frame) => frame.event === liveChat.events.ready);
      const chatId = await chatIdOf(sanne, ticket);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/take`), 200);
      const staffSide = await open(`${server.url}/api/staff/chats/${chatId}/events`, { cookie: sanne.browser.cookie! });

      const sent = Date.now();
      const posted = await expectStatus(
        sanne.browser.post(`/chats/${chatId}/messages`, { text: 'Hoi, ik ben Sanne.' }),
        201,
      );
      const { id } = (await posted.json()) as { id: number };
      const message = await visitor.next((frame) => frame.event === liveChat.events.message, 1000);
      expect(Date.now() - sent).toBeLessThan(1000);
      expect(message.id).toBe(String(id));
      expect(data(message)).toMatchObject({ id, from: 'person', name: 'Sanne', text: 'Hoi, ik ben Sanne.' });

      const reply = await expectStatus(
        visitorPost(ticket, liveChat.paths.messages, { text: 'Fijn! Mijn vraag…', page: '/contact' }),
        201,
      );
      const replyId = ((await reply.json()) as { id: number }).id;
      await staffSide.next(
        (frame) => frame.event === liveChat.events.message && data<{ from: string }>(frame).from === 'visitor',
        1000,
      );
      const { active } = (await (await sanne.browser.get('/chats')).json()) as StaffChatQueue;
      expect(active[0]).toMatchObject({ page: '/contact', unread: 1, takenBy: { name: 'Sanne' } });

      await expectStatus(visitorPost(ticket, liveChat.paths.typing), 204);
      await staffSide.next((frame) => frame.event === liveChat.events.typing);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/typing`), 204);
      await visitor.next((frame) => frame.event === liveChat.events.typing);
      // A burst of typing signs is passed on as one (at most one per side every 2 s).
      for (let i = 0; i < 5; i += 1) await expectStatus(sanne.browser.post(`/chats/${chatId}/typing`), 204);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/read`, { upTo: replyId }), 204);
      const read = await visitor.next((frame) => frame.event === liveChat.events.read);
      expect(data<{ upTo: number }>(read).upTo).toBe(replyId);
      const personTyping = visitor.frames.filter(
        (frame) => frame.event === liveChat.events.typing && data<{ from: string }>(frame).from === 'person',
      );
      expect(personTyping).toHaveLength(1);

      // The assistant keeps out while a person holds it; without the header it answers.
      const assistant = await fetch(`${server.url}${chatApi.paths.chat}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...header(ticket) },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'Hallo?' }] }),
      });
      expect(assistant.status).toBe(409);
      expect(await assistant.json()).toMatchObject({ error: liveChat.errorCodes.personInChat });
      // No message text or capability in the log.
      const log = server.logs.join('');
      expect(log).not.toContain('Mijn vraag');
      expect(log).not.toContain('ik ben Sanne');
      expect(log).not.toContain(ticket.capability);
    });

    it("when the visitor reconnects with the last event id, then only that conversation's later events come, none twice", async () => {
      const { colleague, start, chatIdOf, visitorStream, visitorPost } = await setup();
      const sanne = await colleague();
      const one = await start();
      const other = await start();
      const first = await visitorStream(one);
      const chatId = await chatIdOf(sanne, one);
      const otherId = await chatIdOf(sanne, other);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/take`), 200);
      await expectStatus(sanne.browser.post(`/chats/${otherId}/take`), 200);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/messages`, { text: 'Eerste' }), 201);
      const seen = await first.next((frame) => frame.event === liveChat.events.message);
      await first.close();
      await expectStatus(sanne.browser.post(`/chats/${chatId}/messages`, { text: 'Tweede' }), 201);
      await expectStatus(sanne.browser.post(`/chats/${otherId}/messages`, { text: 'Van een ander gesprek' }), 201);
      await expectStatus(visitorPost(one, liveChat.paths.messages, { text: 'Derde' }), 201);

      const again = await visitorStream(one, seen.id);
      await again.next(
        (frame) => frame.event === liveChat.events.message && data<{ text: string }>(frame).text === 'Derde',
      );
      const texts = again.frames
        .filter((frame) => frame.event === liveChat.events.message)
        .map((frame) => data<{ text: string }>(frame).text);
      expect(texts).toEqual(['Tweede', 'Derde']);
      expect(again.raw).not.toContain('Van een ander gesprek');
    });

    it("when a capability is missing, made up or of an ended conversation, then the visitor's calls are refused", async () => {
      const { colleague, start, chatIdOf, visitorStream, visitorPost, server } = await setup();
      const sanne = await colleague();
      const ticket = await start();
      const none = await fetch(`${server.url}${liveChat.paths.events}`);
      expect(none.status).toBe(401);
      const madeUp = { ...ticket, capability: 'A'.repeat(43) };
      expect((await visitorPost(madeUp, liveChat.paths.messages, { text: 'Hoi' })).status).toBe(401);
      expect((await fetch(`${server.url}${liveChat.paths.events}?capability=${ticket.capability}`)).status).toBe(401);

      const chatId = await chatIdOf(sanne, ticket);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/take`), 200);
      const visitor = await visitorStream(ticket);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/end`), 204);
      const ended = await visitor.next((frame) => frame.event === liveChat.events.ended);
      expect(data<{ by: string }>(ended).by).toBe('person');
      expect(await visitor.ended()).toBe(true);
      const after = await visitorPost(ticket, liveChat.paths.messages, { text: 'Nog iets' });
      expect(after.status).toBe(410);
      // The assistant answers again once the person left.
      const assistant = await fetch(`${server.url}${chatApi.paths.chat}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...header(ticket) },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'Hallo?' }] }),
      });
      expect(assistant.status).toBe(200);
      await assistant.body?.cancel();
    });

    it('when a colleague hands it back, then it waits again; when only the holder may write, another colleague is refused', async () => {
      const { sanne, joris, visitor, chatId } = await (await setup()).twoColleaguesAndAVisitor();
      await expectStatus(sanne.browser.post(`/chats/${chatId}/take`), 200);
      expect((await joris.browser.post(`/chats/${chatId}/messages`, { text: 'Ik ook' })).status).toBe(403);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/release`), 204);
      await visitor.next((frame) => frame.event === liveChat.events.released);
      await expectStatus(joris.browser.post(`/chats/${chatId}/take`), 200);
      const taken = visitor.frames
        .filter((frame) => frame.event === liveChat.events.taken)
        .map((frame) => data<{ name: string }>(frame).name);
      await visitor.next(
        (frame) => frame.event === liveChat.events.taken && data<{ name: string }>(frame).name === 'Joris',
      );
      expect(taken[0]).toBe('Sanne');
    });

    it('when nobody takes it in time, then it is missed (kept in the inbox) and the visitor is told', async () => {
      const { colleague, start, visitorStream, queue } = await setup({ LIVE_CHAT_WAIT_MS: '600' });
      const sanne = await colleague();
      const waiting = await start();
      const visitor = await visitorStream(waiting);
      await visitor.next((frame) => frame.event === liveChat.events.missed, 4000);
      expect(await visitor.ended()).toBe(true);
      const { recent } = await queue(sanne);
      expect(recent.find((chat) => chat.reference === waiting.reference)?.status).toBe('missed');
    });

    it('when a conversation a colleague holds stays silent, then it ends by itself and the visitor is told', async () => {
      const { colleague, start, chatIdOf, visitorStream } = await setup({ LIVE_CHAT_IDLE_MS: '900' });
      const sanne = await colleague();
      const silent = await start();
      const visitor = await visitorStream(silent);
      await expectStatus(sanne.browser.post(`/chats/${await chatIdOf(sanne, silent)}/take`), 200);
      const ended = await visitor.next((frame) => frame.event === liveChat.events.ended, 5000);
      expect(data<{ by: string }>(ended).by).toBe('idle');
    });

    it('when the agency looks a person up by the reference the visitor saw, or by a number said in the chat, then the conversation is found and erased; retention removes old ones', async () => {
      const { server, colleague, start, chatIdOf, visitorPost } = await setup();
      const sanne = await colleague();
      const ticket = await start();
      const chatId = await chatIdOf(sanne, ticket);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/take`), 200);
      await expectStatus(visitorPost(ticket, liveChat.paths.messages, { text: 'Bel me op 06-1234 5678 aub' }), 201);
      const other = await start();

      const out: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          out.push(String(chunk));
          done();
        },
      });
      const { database } = server.services;
      expect(await runLeadsCli(['find', '--reference', ticket.reference.toLowerCase()], sink, { database })).toBe(0);
      const found = JSON.parse(out.join('')) as {
        live_chats: { id: string }[];
        live_chat_events: { text: string | null }[];
      };
      expect(found.live_chats.map((chat) => chat.id)).toEqual([chatId]);
      expect(found.live_chat_events.some((event) => event.text?.includes('06-1234 5678'))).toBe(true);
      // Not the capability: only its hash is stored.
      expect(out.join('')).not.toContain(ticket.capability);

      const store = createPersonalDataStore(database.db);
      expect((await store.find({ phone: '+31612345678' })).related.live_chats).toHaveLength(1);
      const erased = await store.erase({ phone: '+31612345678' });
      expect(erased.liveChatIds).toEqual([chatId]);
      expect(erased.counts.live_chats).toBe(1);
      expect(
        await database.db.selectFrom('live_chat_events').selectAll().where('chat_id', '=', chatId).execute(),
      ).toEqual([]);
      // Erased: the visitor's capability names nothing any more.
      expect((await visitorPost(ticket, liveChat.paths.messages, { text: 'Hallo?' })).status).toBe(401);

      // Retention: an ended or missed conversation older than the period goes; an open one stays.
      const otherId = await chatIdOf(sanne, other);
      await expectStatus(sanne.browser.post(`/chats/${otherId}/take`), 200);
      await expectStatus(sanne.browser.post(`/chats/${otherId}/end`), 204);
      const third = await start();
      await store.deleteCreatedBefore(new Date(Date.now() + 60_000));
      const left = await database.db.selectFrom('live_chats').select('reference').execute();
      expect(left.map((row) => row.reference)).toEqual([third.reference]);
    });

    it('when limits are reached, then 429 with Retry-After: starts per IP, waiting in all, messages per minute, streams per IP; and a message over 2,000 characters is refused', async () => {
      const { colleague, ask, start, visitorStream, visitorPost } = await setup({
        LIVE_CHAT_STARTS_PER_IP: '3',
        LIVE_CHAT_MAX_WAITING: '2',
        LIVE_CHAT_MESSAGES_PER_MINUTE: '2',
        LIVE_CHAT_STREAMS_PER_IP: '1',
      });
      await colleague();
      const ticket = await start();
      await start();
      const full = await ask();
      expect(full.status).toBe(429);
      expect(full.headers.get('retry-after')).toMatch(/^\d+$/);
      const perIp = await ask();
      expect(perIp.status).toBe(429);

      await expectStatus(visitorPost(ticket, liveChat.paths.messages, { text: 'Een' }), 201);
      await expectStatus(visitorPost(ticket, liveChat.paths.messages, { text: 'Twee' }), 201);
      const third = await visitorPost(ticket, liveChat.paths.messages, { text: 'Drie' });
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);

      const tooLong = await visitorPost(ticket, liveChat.paths.messages, { text: 'x'.repeat(2001) });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ fields: { text: expect.stringMatching(/2000/) } });

      const first = await visitorStream(ticket);
      expect(first.response.status).toBe(200);
      const second = await visitorStream(ticket);
      expect(second.response.status).toBe(429);
    });

    it('when the instance holds as many live streams as it allows, then another is refused with 429, from any conversation', async () => {
      const { colleague, start, visitorStream } = await setup({
        LIVE_CHAT_STREAMS_PER_IP: '6',
        LIVE_CHAT_STREAMS_PER_INSTANCE: '1',
      });
      await colleague();
      const first = await visitorStream(await start());
      expect(first.response.status).toBe(200);
      const other = await visitorStream(await start());
      expect(other.response.status).toBe(429);
      expect(other.response.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });
}

describe('office hours', () => {
  it("when the office is closed, then the answer is no, with the next opening (Monday 9:00 Amsterdam after a Saturday), and the staff area's availability says the same", async () => {
    const clock = testClock();
    // Saturday 28 November 2026, 14:00 in Amsterdam (13:00 UTC).
    const saturday = () => new Date('2026-11-28T13:00:00Z');
    const server = await startStaffServer(clock, { CHAT_HOURS: 'office' }, { liveNow: saturday });
    try {
      const answer = (await (await fetch(`${server.url}${liveChat.paths.availability}`)).json()) as unknown;
      expect(answer).toEqual({ available: false, open: false, nextOpening: '2026-11-30T08:00:00.000Z' });
      // The staff area's Chats page hears the same from the same rule: closed, and when it opens.
      const staff = await enrolStaff(server, clock);
      await expectStatus(
        staff.browser.request('PUT', '/chat-availability', { available: true, displayName: 'Sanne' }),
        200,
      );
      const own = (await (await expectStatus(staff.browser.get('/chat-availability'), 200)).json()) as unknown;
      expect(own).toEqual({
        available: true,
        displayName: 'Sanne',
        open: false,
        nextOpening: '2026-11-30T08:00:00.000Z',
      });
      const refused = await postJson(`${server.url}${liveChat.paths.start}`, { transcript, page: '/' });
      expect(refused.status).toBe(409);
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  it('when the visitor is on one instance and the colleague on another, then messages cross within a second both ways', async () => {
    const clock = testClock();
    const schema = await freshSchema('postgres');
    const one = await startLiveServer('postgres', clock, {}, schema);
    const two = await startLiveServer('postgres', clock, {}, schema);
    const streams: SseStream[] = [];
    try {
      const staff = await enrolStaff(one, clock);
      const browser = await signIn(two, staff, clock);
      await expectStatus(browser.request('PUT', '/chat-availability', { available: true, displayName: 'Sanne' }), 200);
      const inbox = await openSse(`${two.url}${staffLive.path}`, { cookie: browser.cookie! });
      streams.push(inbox);
      await inbox.next((frame) => frame.event === staffLive.events.ready);

      const ticket = (await (
        await expectStatus(postJson(`${one.url}${liveChat.paths.start}`, { transcript, page: '/' }), 201)
      ).json()) as LiveChatTicket;
      const visitor = await openSse(`${one.url}${liveChat.paths.events}`, header(ticket));
      streams.push(visitor);
      // The colleague's inbox on the other instance hears of it.
      const waiting = await inbox.next((frame) => frame.event === staffLive.events.chat, 3000);
      const chatId = data<{ chatId: string }>(waiting).chatId;
      await expectStatus(browser.post(`/chats/${chatId}/take`), 200);
      const staffSide = await openSse(`${two.url}/api/staff/chats/${chatId}/events`, { cookie: browser.cookie! });
      streams.push(staffSide);

      const sent = Date.now();
      await expectStatus(browser.post(`/chats/${chatId}/messages`, { text: 'Van instantie twee' }), 201);
      await visitor.next((frame) => frame.event === liveChat.events.message, 1000);
      expect(Date.now() - sent).toBeLessThan(1000);
      await expectStatus(
        fetch(`${one.url}${liveChat.paths.messages}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...header(ticket) },
          body: JSON.stringify({ text: 'Van instantie één' }),
        }),
        201,
      );
      await staffSide.next(
        (frame) => frame.event === liveChat.events.message && data<{ from: string }>(frame).from === 'visitor',
        1000,
      );
    } finally {
      for (const stream of streams) await stream.close();
      await one.stop();
      await two.stop();
    }
  });
});

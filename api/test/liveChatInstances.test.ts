import { afterAll, describe, expect, it } from 'vitest';
import { staffLive } from '@agency/contract/inbox';
import { liveChat, type LiveChatTicket } from '@agency/contract/liveChat';
import { dropCreatedSchemas, freshStorage, postgresUrl } from './engines';
import { postJson } from './helpers';
import { spawnServer } from './processes';
import { openSse, type SseFrame, type SseStream } from './sseClient';
import { enrolStaff, expectStatus, testClock } from './staffClient';

afterAll(() => dropCreatedSchemas());

const data = <T>(frame: SseFrame) => JSON.parse(frame.data) as T;

describe.skipIf(!postgresUrl)('a live chat across two instances on one PostgreSQL', () => {
  it(
    "when the visitor's instance is killed with SIGKILL mid-conversation, then the visitor resumes on the other and no message is lost or shown twice",
    { timeout: 90_000 },
    async () => {
      const storage = await freshStorage('postgres');
      const env = { ...storage.env, SITE_DIR: storage.env.DATA_DIR!, CHAT_HOURS: 'always', RATE_LIMIT_CHAT: '0' };
      const [one, two] = await Promise.all([spawnServer(env), spawnServer(env)]);
      const database = await storage.open();
      const streams: SseStream[] = [];
      try {
        // A colleague, enrolled through the staff command and the first instance, works on the second.
        const clock = testClock();
        const fakeServer = { url: one.url, services: { database, config: { dataDir: storage.env.DATA_DIR } } };
        const staff = await enrolStaff(fakeServer as never, clock);
        const cookie = staff.browser.cookie!;
        const onTwo = (path: string, body?: unknown, method = 'POST') =>
          fetch(`${two.url}/api/staff${path}`, {
            method,
            headers: {
              cookie,
              'sec-fetch-site': 'same-origin',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
        await expectStatus(onTwo('/chat-availability', { available: true, displayName: 'Sanne' }, 'PUT'), 200);
        const inbox = await openSse(`${two.url}${staffLive.path}`, { cookie });
        streams.push(inbox);
        await inbox.next((frame) => frame.event === staffLive.events.ready);

        // The visitor asks on the first instance.
        const asked = await expectStatus(
          postJson(`${one.url}${liveChat.paths.start}`, { transcript: [], page: '/contact' }),
          201,
        );
        const ticket = (await asked.json()) as LiveChatTicket;
        const capability = { [liveChat.capabilityHeader]: ticket.capability };
        const first = await openSse(`${one.url}${liveChat.paths.events}`, capability);
        streams.push(first);
        const waiting = await inbox.next((frame) => frame.event === staffLive.events.chat, 5000);
        const chatId = data<{ chatId: string }>(waiting).chatId;
        await expectStatus(onTwo(`/chats/${chatId}/take`), 200);
        await expectStatus(onTwo(`/chats/${chatId}/messages`, { text: 'Bericht 1' }), 201);
        const one1 = await first.next((frame) => frame.event === liveChat.events.message, 3000);

        // The first instance dies; meanwhile the colleague writes on.
        one.child.kill('SIGKILL');
        await one.exited();
        expect(one.child.signalCode).toBe('SIGKILL');
        await expectStatus(onTwo(`/chats/${chatId}/messages`, { text: 'Bericht 2' }), 201);
        await expectStatus(onTwo(`/chats/${chatId}/messages`, { text: 'Bericht 3' }), 201);

        // The browser reconnects (to the instance that is left) with the last id it saw.
        const again = await openSse(`${two.url}${liveChat.paths.events}`, { ...capability, 'last-event-id': one1.id! });
        streams.push(again);
        await again.next(
          (frame) => frame.event === liveChat.events.message && data<{ text: string }>(frame).text === 'Bericht 3',
          3000,
        );
        await expectStatus(
          fetch(`${two.url}${liveChat.paths.messages}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...capability },
            body: JSON.stringify({ text: 'Antwoord van de bezoeker' }),
          }),
          201,
        );
        await again.next(
          (frame) => frame.event === liveChat.events.message && data<{ from: string }>(frame).from === 'visitor',
          3000,
        );

        const seen = [...first.frames, ...again.frames]
          .filter((frame) => frame.event === liveChat.events.message)
          .map((frame) => data<{ id: number; text: string }>(frame));
        expect(seen.map((message) => message.text)).toEqual([
          'Bericht 1',
          'Bericht 2',
          'Bericht 3',
          'Antwoord van de bezoeker',
        ]);
        expect(new Set(seen.map((message) => message.id)).size).toBe(seen.length);
      } finally {
        for (const stream of streams) await stream.close();
        await database.close();
        two.child.kill('SIGTERM');
        await two.exited();
      }
    },
  );
});

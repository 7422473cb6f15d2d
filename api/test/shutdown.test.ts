import { afterAll, describe, expect, it } from 'vitest';
import { chatProtocol } from '@agency/contract/chat';
import { createLeadRepository } from '../src/features/leads/data/leadRepository';
import { createOutboxRepository } from '../src/features/leads/data/outboxRepository';
import { dropCreatedSchemas, engineFixtures, freshStorage, reportMissingPostgres } from './engines';
import { parseSse, postJson } from './helpers';
import { spawnServer } from './processes';
import { freePort, startWebhookReceiver, waitFor } from './receivers';

afterAll(() => dropCreatedSchemas());

const SHUTDOWN_TIMEOUT_MS = 4000;
const question = { messages: [{ role: 'user', content: 'Wat kost een WordPress-website bij jullie?' }] };
const callback = (name: string) => ({ phone_number: '0612345678', name });

/** How a chat stream ended: `[DONE]`, the error event `shutting_down`, or anything else. */
function streamEnd(raw: string): 'done' | 'shutting_down' | 'other' {
  const last = parseSse(raw).at(-1);
  if (last?.data === chatProtocol.doneMarker) return 'done';
  if (
    last?.event === chatProtocol.events.error &&
    last.data === `{"error":"${chatProtocol.errorCodes.shuttingDown}"}`
  ) {
    return 'shutting_down';
  }
  return 'other';
}

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`graceful stop on ${engine.name}`, () => {
    it(
      'when SIGTERM arrives during 20 chat streams and 50 lead writes, then no acknowledged lead is lost, every stream ends, the outbox claims are released and the process exits in time',
      { timeout: 60_000 },
      async () => {
        // A receiver that keeps every delivery waiting: notifications are in flight at the SIGTERM.
        const hookPort = await freePort();
        const hook = await startWebhookReceiver(hookPort, { answerAfterMs: 60_000 });
        const storage = await freshStorage(engine.name);
        try {
          const server = await spawnServer({
            ...storage.env,
            SITE_DIR: storage.env.DATA_DIR!,
            LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
            SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
            CHAT_CHUNK_DELAY_MS: '40',
            RATE_LIMIT_LEADS: '0',
            RATE_LIMIT_CHAT: '0',
            OUTBOX_POLL_MS: '50',
          });
          const ready = await fetch(`${server.url}/api/ready`);
          expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

          // A lead whose notification has reached the receiver, which keeps it waiting (the
          // worker delivers a batch at a time: the later leads' notifications wait behind it).
          expect((await postJson(`${server.url}/api/request-callback`, callback('Eerder'))).status).toBe(201);
          await waitFor(() => hook.hooks.length >= 1, 10_000, 'the first notification');

          // 20 streams, each answering (its headers come with the first words).
          const chats = await Promise.all(
            Array.from({ length: 20 }, () => postJson(`${server.url}/api/chat`, question)),
          );
          expect(chats.map((response) => response.status)).toEqual(Array(20).fill(200));
          const bodies = chats.map((response) => response.text());

          // 50 lead writes, and the SIGTERM while they are on their way.
          const acknowledged: string[] = [];
          const writes = Array.from({ length: 50 }, async (_, i) => {
            try {
              const response = await postJson(`${server.url}/api/request-callback`, callback(`Tijdens ${i}`));
              if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
              else await response.body?.cancel();
            } catch {
              // Refused or reset: not acknowledged, so the visitor saw an error and may send again.
            }
          });
          // allow-wait: the SIGTERM comes just after the writes left, while they are on their way: that moment is what is tested
          await new Promise((resolve) => setTimeout(resolve, 5));
          const signalledAt = Date.now();
          server.child.kill('SIGTERM');
          await server.exited();
          const tookMs = Date.now() - signalledAt;
          await Promise.all(writes);

          expect(server.child.exitCode).toBe(0);
          expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

          // Every stream ended, none hangs: finished, or broken off with the event the chat shows as an error.
          const ends = await Promise.all(
            bodies.map((body) =>
              Promise.race([
                body.then(streamEnd, () => 'reset' as const),
                // allow-wait: the bound of "none hangs": a stream not ended 2 s after the exit hangs
                new Promise<'hanging'>((resolve) => setTimeout(() => resolve('hanging'), 2000)),
              ]),
            ),
          );
          expect(ends.filter((end) => end !== 'done' && end !== 'shutting_down')).toEqual([]);
          expect(ends).toContain('shutting_down');

          const database = await storage.open();
          try {
            const leads = createLeadRepository(database.db);
            const missing: string[] = [];
            for (const id of acknowledged) if (!(await leads.findById(id))) missing.push(id);
            expect(missing).toEqual([]);
            expect(acknowledged.length).toBeGreaterThan(0);

            // Nothing stays claimed by the stopped instance: another one may send it at once.
            const claimed = await database.db
              .selectFrom('outbox')
              .select(['id', 'status', 'locked_until'])
              .where('locked_until', 'is not', null)
              .execute();
            expect(claimed).toEqual([]);
            const outbox = createOutboxRepository(database.db);
            expect((await outbox.counts()).pending).toBeGreaterThanOrEqual(1 + acknowledged.length);
          } finally {
            await database.close();
          }
          const released = server.logs.find((log) => log.event === 'outbox.released');
          expect(released?.jobs).toBe(1);
        } finally {
          await hook.close();
        }
      },
    );
  });
}

reportMissingPostgres();

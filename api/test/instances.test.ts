import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropCreatedSchemas, freshStorage, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, readChatStream } from './helpers';
import { spawnServer, type ServerProcess } from './processes';
import { freePort, startWebhookReceiver, waitFor, type ReceivedHook } from './receivers';

afterAll(() => dropCreatedSchemas());

const LEADS = 200;
/** How long an instance's claim on a notification lasts: after it, another instance sends it. */
const LEASE_MS = 5000;
const question = { messages: [{ role: 'user', content: 'Wat kost een WordPress-website bij jullie?' }] };

describe.skipIf(!postgresUrl)('three instances on one PostgreSQL', () => {
  it(
    'when requests are spread over three instances and one is killed halfway, then the limit holds across them, every acknowledged lead is stored once and notified, and chats on the others go on',
    { timeout: 120_000 },
    async () => {
      const hookPort = await freePort();
      // A receiver that takes a moment to answer: the killed instance has deliveries in flight.
      const hook = await startWebhookReceiver(hookPort, { answerAfterMs: 150 });
      try {
        const storage = await freshStorage('postgres');
        const env = {
          ...storage.env,
          SITE_DIR: storage.env.DATA_DIR!,
          LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
          // Behind a load balancer on this machine: the visitor's IP comes from X-Forwarded-For.
          TRUST_PROXY: 'loopback',
          RATE_LIMIT_LEADS: '10',
          RATE_LIMIT_WINDOW_MS: '600000',
          RATE_LIMIT_CHAT: '0',
          CHAT_CHUNK_DELAY_MS: '60',
          OUTBOX_POLL_MS: '100',
          // A killed instance's claims come back after this, instead of a minute.
          OUTBOX_LEASE_MS: String(LEASE_MS),
        };
        const instances: ServerProcess[] = await Promise.all([spawnServer(env), spawnServer(env), spawnServer(env)]);
        const [first, victim, third] = instances as [ServerProcess, ServerProcess, ServerProcess];

        // 1. One visitor, 30 lead requests spread over the three: 10 get through in all, not 30.
        const statuses: number[] = [];
        for (let i = 0; i < 30; i += 1) {
          const response = await postJson(
            `${instances[i % 3]!.url}/api/request-callback`,
            { phone_number: '0612345678', name: `Spam ${i}` },
            { 'x-forwarded-for': '203.0.113.7' },
          );
          await response.body?.cancel();
          statuses.push(response.status);
        }
        expect(statuses.filter((status) => status === 201)).toHaveLength(10);
        expect(statuses.filter((status) => status === 429)).toHaveLength(20);

        // 2. The answer as one undisturbed instance gives it. Chats on the two that stay start
        //    just before the kill (below), so they stream through it however slow the machine.
        const reference = await readChatStream(await postJson(`${first.url}/api/chat`, question));
        expect(reference.done).toBe(true);
        let answers: Array<Promise<{ answer: Awaited<ReturnType<typeof readChatStream>>; endedAt: number }>> = [];
        const startChats = async () => {
          const chats = await Promise.all(
            Array.from({ length: 10 }, (_, i) => postJson(`${(i % 2 === 0 ? first : third).url}/api/chat`, question)),
          );
          expect(chats.map((response) => response.status)).toEqual(Array(10).fill(200));
          answers = chats.map((response) =>
            readChatStream(response).then((answer) => ({ answer, endedAt: Date.now() })),
          );
        };

        // 3. 200 leads from 200 visitors, each sent again with its Idempotency-Key to another
        //    instance when its instance fails it (as a load balancer or the site would).
        const run = randomUUID().slice(0, 8);
        const acknowledged = new Map<number, string>();
        const alive = [true, true, true];
        let killedAt = 0;
        let killing = false;
        let nextLead = 0;
        const sendLeads = async () => {
          while (nextLead < LEADS) {
            const i = nextLead;
            nextLead += 1;
            let halfway = false;
            for (let attempt = 0; ; attempt += 1) {
              expect(attempt).toBeLessThan(10);
              const candidates = [0, 1, 2].filter((index) => alive[index]);
              const target = instances[candidates[(i + attempt) % candidates.length]!]!;
              try {
                const response = await postJson(
                  `${target.url}/api/request-callback`,
                  { phone_number: '0612345678', name: `Bezoeker ${run} ${i}` },
                  { 'idempotency-key': `${run}-${i}`, 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
                );
                if (response.status !== 201) throw new Error(`HTTP ${response.status}`);
                acknowledged.set(i, ((await response.json()) as { id: string }).id);
                halfway = acknowledged.size === LEADS / 2 && !killing;
                if (halfway) killing = true;
                break;
              } catch {
                // Refused, reset or an error: not acknowledged; send it again elsewhere.
              }
            }
            if (halfway) {
              // Halfway, while the other senders' requests are in flight and the chats stream.
              await startChats();
              killedAt = Date.now();
              alive[1] = false;
              victim.child.kill('SIGKILL');
            }
          }
        };
        await Promise.all(Array.from({ length: 8 }, sendLeads));
        await victim.exited();
        expect(victim.child.signalCode).toBe('SIGKILL');
        expect(acknowledged.size).toBe(LEADS);

        // Every acknowledged lead is stored exactly once.
        const database = await storage.open();
        try {
          const rows = await database.db
            .selectFrom('leads')
            .select(['id', 'name'])
            .where('name', 'like', `Bezoeker ${run} %`)
            .execute();
          expect(rows).toHaveLength(LEADS);
          expect(new Set(rows.map((row) => row.id))).toEqual(new Set(acknowledged.values()));
        } finally {
          await database.close();
        }

        // Every lead's notification reaches the receiver, with the lead's id.
        const ids = new Set(acknowledged.values());
        const byLead = new Map<string, ReceivedHook[]>();
        await waitFor(
          () => {
            byLead.clear();
            for (const delivery of hook.hooks) {
              if (!delivery.leadId || !ids.has(delivery.leadId)) continue;
              byLead.set(delivery.leadId, [...(byLead.get(delivery.leadId) ?? []), delivery]);
            }
            return byLead.size === LEADS;
          },
          30_000,
          'a notification of every lead',
        );
        // Nothing is left waiting: the killed instance's claims expired and the others sent them.
        await waitFor(
          async () => {
            const health = (await (await fetch(`${first.url}/api/health`)).json()) as {
              outbox: { due: number; retrying: number; oldestWaitingMs: number };
            };
            return health.outbox.due + health.outbox.retrying === 0 && health.outbox.oldestWaitingMs === 0;
          },
          30_000,
          'an empty outbox',
        );
        byLead.clear();
        for (const delivery of hook.hooks) {
          if (delivery.leadId && ids.has(delivery.leadId)) {
            byLead.set(delivery.leadId, [...(byLead.get(delivery.leadId) ?? []), delivery]);
          }
        }
        // A lead notified twice was being sent by the killed instance: the first delivery was sent
        // before the kill (it may reach the receiver a moment after it, never as late as another
        // instance's claim after the lease), and both carry the same Idempotency-Key, so the
        // receiver drops the repeat.
        const repeated = [...byLead.values()].filter((deliveries) => deliveries.length > 1);
        for (const deliveries of repeated) {
          expect(deliveries[0]!.at).toBeLessThan(killedAt + LEASE_MS / 2);
          expect(new Set(deliveries.map((delivery) => delivery.idempotencyKey)).size).toBe(1);
        }
        expect(repeated.length).toBeLessThanOrEqual(20);

        // The chats on the instances that stayed streamed through the kill, undisturbed.
        expect(answers).toHaveLength(10);
        for (const { answer, endedAt } of await Promise.all(answers)) {
          expect(endedAt).toBeGreaterThan(killedAt);
          // The same answer, piece by piece (each stream has its own completion id and time).
          expect({ pieces: answer.pieces, done: answer.done, actions: answer.actions }).toEqual({
            pieces: reference.pieces,
            done: reference.done,
            actions: reference.actions,
          });
        }
      } finally {
        await hook.close();
      }
    },
  );
});

reportMissingPostgres();

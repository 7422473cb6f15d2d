import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { chatTopicLabels, chatTopics } from '@agency/content';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runLeadsCli } from '../src/cli/leads';
import { createChatQuestionCounts, utcDay } from '../src/features/chat/data/chatQuestionCounts';
import { sqliteFilePath, type Database } from '../src/shared/data/database';
import { createQuestionStats, FLUSH_MS } from '../src/features/chat/domain/questionStats';
import { applyRetention } from '../src/features/privacy/domain/retention';
import { createLogger } from '../src/shared/logger';
import { dropCreatedSchemas, engineFixtures, freshStorage, reportMissingPostgres } from './engines';
import { postJson, readChatStream, startTestServer, type TestServer } from './helpers';
import { startFakeOpenAI } from './fakeOpenAI';

afterAll(() => dropCreatedSchemas());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * DAY_MS));

// Questions whose reading by the embedded assistant the evaluation fixes (api/test/fixtures).
const PRICE = 'Wat kost een website bij jullie?';
const FREE_DESIGN = 'Krijg ik een gratis ontwerp?';
/** A question the site's content does not answer. */
const UNKNOWN = 'Kunnen jullie mijn domeinnaam registreren?';
const PERSON = 'Kan iemand mij bellen?';
/** A question the site does not settle: the embedded assistant says so (`not_on_site`). */
const NOT_ON_SITE = 'Maken jullie ook apps voor iPhone?';

const conversation = (...questions: string[]) => ({
  messages: questions.flatMap((content, i) =>
    i === 0
      ? [{ role: 'user', content }]
      : [
          { role: 'assistant', content: 'Goed.' },
          { role: 'user', content },
        ],
  ),
});

/** Asks the server; returns the answer once its stream ended. */
async function chat(server: TestServer, body: unknown) {
  const response = await postJson(`${server.url}/api/chat`, body);
  return { status: response.status, ...(await readChatStream(response)) };
}

/** The counts the server wrote, once it has written them. */
async function countsOf(server: TestServer) {
  await server.services.questionStats.settled();
  return createChatQuestionCounts(server.services.database.db).since('0000-00-00');
}

/** Runs the leads command on `database`; returns its exit code and what it printed. */
async function leads(args: string[], database: Database): Promise<{ code: number; text: string }> {
  let text = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const code = await runLeadsCli(args, out, { database });
  return { code, text };
}

type Storage = Awaited<ReturnType<typeof freshStorage>>;

/** Runs `work` on a fresh, migrated database of the engine, closed after it. */
async function withFreshDatabase(engine: 'sqlite' | 'postgres', work: (database: Database) => Promise<void>) {
  const database = await (await freshStorage(engine)).open();
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/** Everything the storage holds: the SQLite files' bytes, or every row of every PostgreSQL table. */
async function everythingStored(engine: 'sqlite' | 'postgres', storage: Storage): Promise<string> {
  if (engine === 'sqlite') {
    const file = sqliteFilePath(storage.env.DATA_DIR!);
    return [file, `${file}-wal`]
      .filter((name) => fs.existsSync(name))
      .map((name) => fs.readFileSync(name).toString('latin1'))
      .join('\n');
  }
  const client = new pg.Client({ connectionString: storage.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      'select table_name as name from information_schema.tables where table_schema = current_schema()',
    );
    expect(tables.map((table) => table.name)).toContain('chat_question_counts');
    const dumps: string[] = [];
    for (const { name } of tables) dumps.push(JSON.stringify((await client.query(`select * from "${name}"`)).rows));
    return dumps.join('\n');
  } finally {
    await client.end();
  }
}

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`chat questions counted per day and topic on ${engine.name}`, () => {
    it('when questions are counted, then each day and topic holds how many were asked and how many were not answered', async () => {
      await withFreshDatabase(engine.name, async (database) => {
        const counts = createChatQuestionCounts(database.db);
        await counts.add('2026-11-20', 'prijzen', false);
        await counts.add('2026-11-20', 'prijzen', true);
        await counts.add('2026-11-20', 'prijzen', false);
        await counts.add('2026-11-20', 'overig', true);
        await counts.add('2026-11-21', 'prijzen', false);
        expect(await counts.since('2026-11-20')).toEqual([
          { day: '2026-11-20', topic: 'overig', asked: 1, unanswered: 1 },
          { day: '2026-11-20', topic: 'prijzen', asked: 3, unanswered: 1 },
          { day: '2026-11-21', topic: 'prijzen', asked: 1, unanswered: 0 },
        ]);
        expect(await counts.since('2026-11-21')).toEqual([
          { day: '2026-11-21', topic: 'prijzen', asked: 1, unanswered: 0 },
        ]);
      });
    });

    it('when two instances count the same day and topic at once, then every question is counted', async () => {
      const storage = await freshStorage(engine.name);
      const [a, b] = [await storage.open(), await storage.open()];
      try {
        // The first count of the day races too: both may find no row and insert.
        const adds = Array.from({ length: 60 }, (_, i) =>
          createChatQuestionCounts((i % 2 === 0 ? a : b).db).add('2026-11-22', 'shopify', i % 3 === 0),
        );
        await Promise.all(adds);
        expect(await createChatQuestionCounts(a.db).since('2026-11-22')).toEqual([
          { day: '2026-11-22', topic: 'shopify', asked: 60, unanswered: 20 },
        ]);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('when retention runs, then the days wholly past the period are deleted and younger days kept', async () => {
      await withFreshDatabase(engine.name, async (database) => {
        const counts = createChatQuestionCounts(database.db);
        for (const day of ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-25']) {
          await counts.add(day, 'levertijd', false);
          await counts.add(day, 'overig', true);
        }
        // 25 days before 2026-11-25 12:00 UTC is 2026-10-31 12:00: that day is not wholly past.
        const deleted = await applyRetention(counts, 25, new Date('2026-11-25T12:00:00.000Z'));
        expect(deleted).toBe(2);
        expect([...new Set((await counts.since('0000-00-00')).map((row) => row.day))]).toEqual([
          '2026-10-31',
          '2026-11-01',
          '2026-11-25',
        ]);
      });
    });

    it('when `leads purge` runs, then the counts older than the period go with the leads and feedback', async () => {
      await withFreshDatabase(engine.name, async (database) => {
        const counts = createChatQuestionCounts(database.db);
        await counts.add(daysAgo(40), 'wordpress', false);
        await counts.add(daysAgo(40), 'overig', false);
        await counts.add(daysAgo(2), 'wordpress', false);
        expect(await leads(['purge', '--days', '30'], database)).toEqual({
          code: 0,
          text: '0 lead(s), 0 chatfeedback en 2 telling(en) van chatvragen ouder dan 30 dagen verwijderd.\n',
        });
        expect((await counts.since('0000-00-00')).map((row) => row.day)).toEqual([daysAgo(2)]);
      });
    });

    it('when `leads chat-stats` runs, then it prints the last 30 days by day and topic, with the totals and the unanswered', async () => {
      await withFreshDatabase(engine.name, async (database) => {
        const counts = createChatQuestionCounts(database.db);
        for (const unanswered of [false, false, true]) await counts.add(daysAgo(0), 'prijzen', unanswered);
        for (let i = 0; i < 2; i += 1) await counts.add(daysAgo(0), 'overig', true);
        await counts.add(daysAgo(3), 'shopify', false);
        await counts.add(daysAgo(45), 'wordpress', false);

        const { code, text } = await leads(['chat-stats'], database);
        expect(code).toBe(0);
        const lines = text.split('\n');
        expect(lines[0]).toBe(
          `Chatvragen per dag (UTC) en onderwerp, de laatste 30 dagen (${daysAgo(29)} tot en met ${daysAgo(0)}).`,
        );
        const table = lines.slice(2, 8).map((line) => line.split(/ {2,}/));
        expect(table[0]).toEqual([
          'dag',
          ...chatTopics.map((topic) => chatTopicLabels[topic]),
          'totaal',
          'niet beantwoord',
        ]);
        expect(table[1]![0]).toMatch(/^-+$/);
        // prijzen, wordpress, shopify, platform, levertijd, werkwijze, gratis-ontwerp, contact, overig
        expect(table.slice(2)).toEqual([
          [daysAgo(3), '0', '0', '1', '0', '0', '0', '0', '0', '0', '1', '0'],
          [daysAgo(0), '3', '0', '0', '0', '0', '0', '0', '0', '2', '5', '3'],
          ['totaal', '3', '0', '1', '0', '0', '0', '0', '0', '2', '6', '3'],
          ['niet beantwoord', '1', '0', '0', '0', '0', '0', '0', '0', '2', '3'],
        ]);
        expect(text.endsWith('\n\n6 vragen, waarvan 3 (50%) niet beantwoord.\n')).toBe(true);

        // --days reaches further back.
        const longer = await leads(['chat-stats', '--days', '60'], database);
        expect(longer.code).toBe(0);
        expect(longer.text).toContain(`de laatste 60 dagen (${daysAgo(59)} tot en met`);
        expect(
          longer.text
            .split('\n')
            .find((line) => line.startsWith(daysAgo(45)))
            ?.split(/ {2,}/),
        ).toEqual([daysAgo(45), '0', '1', ...Array<string>(7).fill('0'), '1', '0']);
        expect(longer.text).toContain('7 vragen, waarvan 3 (43%) niet beantwoord.');

        // A day with nothing counted: said so.
        expect(await leads(['chat-stats', '--days', '1'], await emptied(database))).toEqual({
          code: 0,
          text: `Chatvragen per dag (UTC) en onderwerp, vandaag (${daysAgo(0)}).\nGeen vragen geteld.\n`,
        });
      });
    });
  });
}

/** The database without any counts. */
async function emptied(database: Database): Promise<Database> {
  await database.db.deleteFrom('chat_question_counts').execute();
  return database;
}

describe('leads chat-stats refuses what it does not know', () => {
  it('when an unknown option or a wrong --days is given, then it exits with 2, says why in Dutch and shows the usage', async () => {
    await withFreshDatabase('sqlite', async (database) => {
      const typo = await leads(['chat-stats', '--dayz', '7'], database);
      expect(typo.code).toBe(2);
      expect(typo.text.split('\n')[0]).toBe('Onbekende optie: --dayz (bedoel je --days?)');
      expect(typo.text).toContain('npm run leads -- chat-stats [--days N]');
      expect(typo.text).not.toContain('Chatvragen per dag');
      for (const days of ['0', '-3', '1.5', 'dertig']) {
        const wrong = await leads(['chat-stats', '--days', days], database);
        expect(wrong.code, days).toBe(2);
        expect(wrong.text.split('\n')[0], days).toBe('Geef bij --days een heel aantal dagen op, 1 of meer.');
      }
      expect((await leads(['chat-stats', '--days'], database)).code).toBe(2);
      expect((await leads(['chat-stats', 'extra'], database)).text).toMatch(/^Onverwacht argument: extra/);
    });
  });
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`the chat counts its questions on ${engine.name}`, () => {
    it('when visitors chat with the embedded assistant, then each question is counted under its topic, the ones it could not answer apart, and no question text is stored', async () => {
      const storage = await freshStorage(engine.name);
      const server = await startTestServer(storage.env);
      const marker = `Zq${randomBytes(5).toString('hex')}`;
      const voted = `Vw${randomBytes(5).toString('hex')}`;
      try {
        for (const body of [
          conversation(PRICE),
          conversation(`Wat kost een website bij jullie? Mijn codewoord is ${marker}.`),
          conversation(UNKNOWN),
          // The site does not settle it: the assistant says so, and it counts as not answered.
          conversation(NOT_ON_SITE),
          conversation(PRICE, FREE_DESIGN),
        ]) {
          const answer = await chat(server, body);
          expect(answer.status).toBe(200);
          expect(answer.done).toBe(true);
        }
        // A request refused before an answer began is not a question answered: not counted.
        expect((await postJson(`${server.url}/api/chat`, { messages: [] })).status).toBe(400);
        const today = utcDay(new Date());
        expect(await countsOf(server)).toEqual([
          { day: today, topic: 'gratis-ontwerp', asked: 1, unanswered: 0 },
          { day: today, topic: 'overig', asked: 2, unanswered: 2 },
          { day: today, topic: 'prijzen', asked: 2, unanswered: 0 },
        ]);
        // A vote does store its question: the scan below finds what is stored.
        const vote = { vote: 'useful', question: `Vraag met ${voted}`, answer: 'Antwoord.' };
        expect((await postJson(`${server.url}/api/chat/feedback`, vote)).status).toBe(201);
      } finally {
        await server.stop();
      }
      const stored = await everythingStored(engine.name, storage);
      expect(stored).toContain(voted);
      expect(stored).not.toContain(marker);
    });

    it('when counting fails, then the chat answers as always and the failure is logged without the question', async () => {
      const storage = await freshStorage(engine.name);
      const server = await startTestServer({ ...storage.env, LOG_LEVEL: 'info' });
      const marker = `Zq${randomBytes(5).toString('hex')}`;
      try {
        await sql`alter table chat_question_counts rename to chat_question_counts_away`.execute(
          server.services.database.db,
        );
        const answer = await chat(server, conversation(`${PRICE} ${marker}`));
        expect(answer).toMatchObject({ status: 200, done: true });
        expect(answer.text.length).toBeGreaterThan(0);
        await server.services.questionStats.settled();
        const failures = server.logs
          .map((line) => JSON.parse(line) as { event?: string; level: number })
          .filter((log) => log.event === 'chat.count_failed');
        expect(failures).toHaveLength(1);
        expect(failures[0]!.level).toBe(50);
        expect(server.logs.join('\n')).not.toContain(marker);

        await sql`alter table chat_question_counts_away rename to chat_question_counts`.execute(
          server.services.database.db,
        );
        expect((await chat(server, conversation(PRICE))).done).toBe(true);
        expect(await countsOf(server)).toMatchObject([{ topic: 'prijzen', asked: 1 }]);
      } finally {
        await server.stop();
      }
    });

    it('when two instances answer many questions at once, then every question is counted once', async () => {
      const storage = await freshStorage(engine.name);
      const [a, b] = [await startTestServer(storage.env), await startTestServer(storage.env)];
      try {
        const answers = await Promise.all(
          Array.from({ length: 24 }, (_, i) => chat(i % 2 === 0 ? a : b, conversation(i % 3 === 0 ? UNKNOWN : PRICE))),
        );
        expect(answers.every((answer) => answer.done)).toBe(true);
        await a.services.questionStats.settled();
        expect(await countsOf(b)).toEqual([
          { day: utcDay(new Date()), topic: 'overig', asked: 8, unanswered: 8 },
          { day: utcDay(new Date()), topic: 'prijzen', asked: 16, unanswered: 0 },
        ]);
      } finally {
        await a.stop();
        await b.stop();
      }
    });
  });
}

describe.skipIf(!engineFixtures()[1]!.available)('the answer never waits for the count', () => {
  it('when the counts table is locked, then the whole answer still streams, and the question is counted once the lock goes', async () => {
    const storage = await freshStorage('postgres');
    const server = await startTestServer(storage.env);
    const locker = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table chat_question_counts in access exclusive mode');
      const answer = await chat(server, conversation(PRICE));
      expect(answer).toMatchObject({ status: 200, done: true });
      // The count waits for the lock, behind the answer: its statement is seen waiting for the
      // lock's holder (pg_locks, read live), and it is still not written.
      let written = false;
      const settled = server.services.questionStats.settled().then(() => (written = true));
      const holder = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await vi.waitFor(
        async () => {
          const blocked = await locker.query<{ count: string }>(
            'select count(*) from pg_locks where not granted and $1 = any(pg_blocking_pids(pid))',
            [holder],
          );
          expect(Number(blocked.rows[0]!.count)).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(written).toBe(false);
      await locker.query('commit');
      await settled;
      expect(await countsOf(server)).toMatchObject([{ topic: 'prijzen', asked: 1, unanswered: 0 }]);
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
      await server.stop();
    }
  });
});

describe('the chat with a model counts its questions too', () => {
  it('when a model answers, then the embedded assistant reads the topic, and a question the model hands to a person without being asked is not answered', async () => {
    const fake = await startFakeOpenAI();
    const storage = await freshStorage('sqlite');
    const server = await startTestServer({ ...storage.env, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url });
    try {
      // The model answers what the site's content does not: answered.
      fake.mode = 'stream';
      expect((await chat(server, conversation(UNKNOWN))).done).toBe(true);
      expect((await chat(server, conversation(PRICE))).done).toBe(true);
      // The model hands the question over to a person: not answered.
      fake.mode = 'tool';
      const handed = await chat(server, conversation(UNKNOWN));
      expect(handed.actions).toEqual(['offer_callback']);
      // The visitor asked for a person, and the model offered one: answered.
      expect((await chat(server, conversation(PERSON))).actions).toEqual(['offer_callback']);
      // Or it offers a colleague, the site's facts not answering: not answered either.
      fake.mode = 'person-only';
      expect((await chat(server, conversation(UNKNOWN))).actions).toEqual(['offer_person']);
      // The model failed before answering: the visitor asks again, nothing counted.
      fake.mode = '429';
      expect((await postJson(`${server.url}/api/chat`, conversation(PRICE))).status).toBe(429);

      const today = utcDay(new Date());
      expect(await countsOf(server)).toEqual([
        { day: today, topic: 'overig', asked: 4, unanswered: 2 },
        { day: today, topic: 'prijzen', asked: 1, unanswered: 0 },
      ]);
    } finally {
      await server.stop();
      await fake.close();
    }
  });
});

reportMissingPostgres();

describe('questions are counted together, after the answers', () => {
  it('when three questions on one topic come in at once, then one upsert adds three, after FLUSH_MS or when settled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
      const addMany = vi.fn(async () => {});
      const price = [{ role: 'user' as const, content: PRICE }];
      const stats = createQuestionStats({
        counts: { add: vi.fn(), addMany, since: vi.fn(), deleteCreatedBefore: vi.fn() },
        assistant: 'embedded',
        logger: createLogger('silent'),
      });
      for (let i = 0; i < 3; i++) stats.record(price, { offeredPerson: false });
      await Promise.resolve();
      // Nothing is read or written while the answers are still going out.
      expect(addMany).not.toHaveBeenCalled();
      vi.advanceTimersByTime(FLUSH_MS);
      expect(addMany).toHaveBeenCalledExactlyOnceWith('2026-11-25', 'prijzen', 3, 0);
      stats.record(price, { offeredPerson: false });
      await stats.settled();
      expect(addMany).toHaveBeenLastCalledWith('2026-11-25', 'prijzen', 1, 0);
    } finally {
      vi.useRealTimers();
    }
  });
});

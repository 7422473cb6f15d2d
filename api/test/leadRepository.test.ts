import { Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/shared/data/database';
import { migrateToLatest, migrations } from '../src/shared/data/migrations';
import { createLeadRepository, type LeadRepository } from '../src/features/leads/data/leadRepository';
import { createOutboxRepository, type OutboxRepository } from '../src/features/leads/data/outboxRepository';
import { applyRetention } from '../src/features/privacy/domain/retention';
import { createPersonalDataStore } from '../src/features/privacy/domain/store';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, startTestServer, tempDir, testLead } from './helpers';

const lead = testLead;

afterAll(() => dropCreatedSchemas());

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`lead repository on ${engine.name}`, () => {
    let database: Database;
    let schema: string | undefined;
    let leads: LeadRepository;
    let outbox: OutboxRepository;

    beforeEach(async () => {
      ({ database, schema } = await openFresh(engine.name));
      leads = createLeadRepository(database.db);
      outbox = createOutboxRepository(database.db);
    });
    afterEach(() => database.close());

    it('when a lead is inserted with two channels, then the lead and one pending job per channel exist', async () => {
      const stored = lead({ name: 'Jan' });
      await leads.insert(stored, ['email', 'webhook']);
      expect(await leads.findById(stored.id)).toEqual(stored);
      expect(await outbox.listForLead(stored.id)).toEqual([
        { channel: 'email', status: 'pending', attempts: 0 },
        { channel: 'webhook', status: 'pending', attempts: 0 },
      ]);
      expect(await outbox.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
    });

    it('when the same lead id is inserted twice, then the second insert fails and nothing is duplicated', async () => {
      const stored = lead();
      await leads.insert(stored, ['email']);
      await expect(leads.insert(stored, ['email'])).rejects.toThrow();
      expect(await leads.count()).toBe(1);
      expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
    });

    it('when 300 leads arrive at once, then they are group-committed and every one is stored with its job', async () => {
      const burst = Array.from({ length: 300 }, (_, i) => lead({ name: `Lead ${i}` }));
      await Promise.all(burst.map((item) => leads.insert(item, ['email'])));
      expect(await leads.count()).toBe(300);
      expect(await outbox.counts()).toEqual({ pending: 300, sent: 0, failed: 0 });
    });

    it('when one lead in a burst is a duplicate, then only that insert fails and its neighbours are stored', async () => {
      const existing = lead();
      await leads.insert(existing, []);
      const results = await Promise.allSettled([
        leads.insert(lead(), []),
        leads.insert(existing, []),
        leads.insert(lead(), []),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await leads.count()).toBe(3);
    });

    it('when leads are listed, then the newest come first and the kind filter works', async () => {
      await leads.insert(lead({ created_at: '2026-01-01T10:00:00.000Z' }), []);
      await leads.insert(
        lead({ kind: 'project', email: 'a@b.nl', name: 'A', message: 'Hoi', created_at: '2026-01-02T10:00:00.000Z' }),
        [],
      );
      const all = await leads.list();
      expect(all.map((l) => l.created_at)).toEqual(['2026-01-02T10:00:00.000Z', '2026-01-01T10:00:00.000Z']);
      expect((await leads.list({ kind: 'project' })).map((l) => l.kind)).toEqual(['project']);
      expect(await leads.list({ limit: 1 })).toHaveLength(1);
    });

    it('when a job is claimed, then a second claim before the lease ends gets nothing, and after it expires gets it again', async () => {
      await leads.insert(lead(), ['webhook']);
      const now = new Date();
      const first = await outbox.claimDue(now, new Date(now.getTime() + 1000), 10);
      expect(first).toHaveLength(1);
      expect(first[0]?.lead.phone).toBe('+31612345678');
      expect(await outbox.claimDue(now, new Date(now.getTime() + 1000), 10)).toHaveLength(0);
      const later = new Date(now.getTime() + 2000);
      expect(await outbox.claimDue(later, new Date(later.getTime() + 1000), 10)).toHaveLength(1);
    });

    it('when a job failed, then it waits for its next attempt; when sent, it is never claimed again', async () => {
      const stored = lead();
      await leads.insert(stored, ['email']);
      const now = new Date();
      const [job] = await outbox.claimDue(now, new Date(now.getTime() + 1000), 10);
      await outbox.markFailed(job!.id, 1, new Date(now.getTime() + 5000), 'SMTP down');
      expect(await outbox.claimDue(now, new Date(now.getTime() + 1000), 10)).toHaveLength(0);
      expect((await outbox.nextDueAt())?.getTime()).toBe(now.getTime() + 5000);
      const due = new Date(now.getTime() + 6000);
      const [again] = await outbox.claimDue(due, new Date(due.getTime() + 1000), 10);
      expect(again?.attempts).toBe(1);
      await outbox.markSent(again!.id, due);
      expect(
        await outbox.claimDue(new Date(due.getTime() + 60_000), new Date(due.getTime() + 61_000), 10),
      ).toHaveLength(0);
      expect(await outbox.counts()).toEqual({ pending: 0, sent: 1, failed: 0 });
    });

    it('when retention runs, then leads older than N days and their jobs are deleted and newer ones kept', async () => {
      const now = new Date('2026-06-01T12:00:00.000Z');
      const old = lead({ created_at: '2026-04-01T12:00:00.000Z' });
      const recent = lead({ created_at: '2026-05-25T12:00:00.000Z' });
      await leads.insert(old, ['email']);
      await leads.insert(recent, ['email']);
      expect(await applyRetention(createPersonalDataStore(database.db), 30, now)).toBe(1);
      expect(await leads.findById(old.id)).toBeUndefined();
      expect(await leads.findById(recent.id)).toBeDefined();
      expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
    });

    const conversation = [
      { role: 'user' as const, content: 'Kan ik iemand spreken?' },
      { role: 'assistant' as const, content: 'Dat regel ik graag.' },
    ];
    const conversationCount = async () =>
      Number(
        (
          await database.db
            .selectFrom('lead_conversations')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('when a lead is inserted with a conversation, then the lead, the conversation and the jobs are stored, and a job carries the conversation', async () => {
      const stored = lead({ source: 'chat' });
      await leads.insert(stored, ['webhook'], conversation);
      expect(await leads.findById(stored.id)).toEqual(stored);
      expect(await leads.findConversation(stored.id)).toEqual(conversation);
      const now = new Date();
      const [job] = await outbox.claimDue(now, new Date(now.getTime() + 1000), 10);
      expect(job?.lead).toEqual({ ...stored, conversation });
      const plain = lead();
      await leads.insert(plain, []);
      expect(await leads.findConversation(plain.id)).toBeNull();
      expect(await leads.conversationsFor([stored.id, plain.id])).toEqual(new Map([[stored.id, conversation]]));
    });

    it('when the insert of a lead with a conversation fails, then neither its conversation nor its jobs are stored', async () => {
      const existing = lead({ source: 'chat' });
      await leads.insert(existing, ['email'], conversation);
      const other = [{ role: 'user' as const, content: 'Een ander gesprek' }];
      await expect(leads.insert(existing, ['email'], other)).rejects.toThrow();
      expect(await leads.findConversation(existing.id)).toEqual(conversation);
      expect(await conversationCount()).toBe(1);
      expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
    });

    it('when a group-committed burst with conversations has one failing lead, then its neighbours keep their conversations', async () => {
      const existing = lead();
      await leads.insert(existing, []);
      const first = lead({ source: 'chat' });
      const third = lead({ source: 'chat' });
      const results = await Promise.allSettled([
        leads.insert(first, ['email'], conversation),
        leads.insert(existing, ['email'], conversation),
        leads.insert(third, ['email'], [{ role: 'user', content: 'Bel me' }]),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await leads.findConversation(first.id)).toEqual(conversation);
      expect(await leads.findConversation(third.id)).toEqual([{ role: 'user', content: 'Bel me' }]);
      expect(await conversationCount()).toBe(2);
    });

    it('when a lead row is deleted, then the database deletes its conversation too (foreign key, on delete cascade)', async () => {
      const stored = lead({ source: 'chat' });
      await leads.insert(stored, [], conversation);
      await database.db.deleteFrom('leads').where('id', '=', stored.id).execute();
      expect(await conversationCount()).toBe(0);
    });

    it('when a database from before the source column is migrated, then its callback leads get callback-dialog and its project leads contact-form', async () => {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      // Back to the schema before the source column (and everything after it).
      const { error } = await migrator.migrateTo('2026_11_23_002_lead_idempotency_keys');
      expect(error).toBeUndefined();
      await sql`insert into leads (id, kind, phone, created_at) values ('old-callback', 'callback', '+31612345678', '2026-01-01T00:00:00.000Z')`.execute(
        database.db,
      );
      await sql`insert into leads (id, kind, name, email, message, created_at) values ('old-project', 'project', 'A', 'a@b.nl', 'Hoi', '2026-01-01T00:00:00.000Z')`.execute(
        database.db,
      );
      await migrateToLatest(database.db as never, schema);
      expect(await leads.findById('old-callback')).toMatchObject({ source: 'callback-dialog' });
      expect(await leads.findById('old-project')).toMatchObject({ source: 'contact-form' });
    });

    it('when retention runs, then the conversations of deleted leads go too', async () => {
      const old = lead({ source: 'chat', created_at: '2026-04-01T12:00:00.000Z' });
      const recent = lead({ source: 'chat', created_at: '2026-05-25T12:00:00.000Z' });
      await leads.insert(old, ['email'], conversation);
      await leads.insert(recent, ['email'], conversation);
      expect(await applyRetention(createPersonalDataStore(database.db), 30, new Date('2026-06-01T12:00:00.000Z'))).toBe(
        1,
      );
      expect(await leads.findConversation(old.id)).toBeNull();
      expect(await leads.findConversation(recent.id)).toEqual(conversation);
    });

    it('when the database is pinged, then it answers', async () => {
      await expect(database.ping()).resolves.toBeUndefined();
      expect(database.engine).toBe(engine.name);
    });
  });
}

describe.skipIf(!postgresUrl)('the server on PostgreSQL', () => {
  it('when DATABASE_URL is set, then leads are stored in PostgreSQL and health reports the engine', async () => {
    const { database, schema } = await openFresh('postgres');
    await database.close();
    const server = await startTestServer({ DATABASE_URL: postgresUrl }, { postgresSchema: schema! });
    try {
      const response = await postJson(`${server.url}/api/request-callback`, {
        phone_number: '06 12345678',
        name: 'Pg',
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await server.services.leadRepository.findById(id))?.phone).toBe('+31612345678');
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ db: 'ok', engine: 'postgres' });
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(!postgresUrl)('a schema chosen in DATABASE_URL', () => {
  it('when DATABASE_URL selects an empty schema by its search_path, and another schema already holds migrations, then the api migrates its own schema', async () => {
    // Another schema of the same database with the migration bookkeeping in it.
    const { database: other } = await openFresh('postgres');
    await other.close();
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    const schema = `own_${randomBytes(6).toString('hex')}`;
    await client.query(`create schema ${schema}`);
    try {
      const url = new URL(postgresUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tempDir() });
      try {
        const stored = testLead();
        await createLeadRepository(database.db).insert(stored, []);
        const { rows } = await client.query<{ table_name: string }>(
          'select table_name from information_schema.tables where table_schema = $1 order by table_name',
          [schema],
        );
        expect(rows.map((row) => row.table_name)).toEqual(
          expect.arrayContaining(['kysely_migration', 'leads', 'outbox', 'rate_limits']),
        );
        const { rows: leads } = await client.query(`select id from ${schema}.leads`);
        expect(leads).toEqual([{ id: stored.id }]);
      } finally {
        await database.close();
      }
    } finally {
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});

describe('lead repository on postgres (availability)', () => {
  reportMissingPostgres();
  it('when the engines are listed, then SQLite is always available', () => {
    expect(engineFixtures()[0]).toEqual({ name: 'sqlite', available: true });
  });
});

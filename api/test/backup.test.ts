import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runLeadsCli } from '../src/cli/leads';
import { openDatabase, SQLITE_FILE, type Database } from '../src/shared/data/database';
import { createLeadRepository } from '../src/features/leads/data/leadRepository';
import { dropCreatedSchemas, openFresh, postgresUrl } from './engines';
import { startTestServer, tempDir, testLead, type TestServer } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs the command in this process with DATA_DIR set; returns its exit code and what it printed. */
async function run(args: string[], dataDir: string, database?: Database): Promise<{ code: number; text: string }> {
  let text = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  try {
    const code = await runLeadsCli(args, out, database ? { database } : {});
    return { code, text };
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Runs `npm run leads -- …` as its own process, as the agency does next to the running server. */
function runCliProcess(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/leads.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** Every check a restored copy must pass: SQLite's own, and every lead whole with its jobs and conversation. */
function inspect(file: string) {
  const copy = new SqliteDatabase(file, { readonly: true });
  try {
    return {
      integrity: copy.pragma('integrity_check', { simple: true }),
      foreignKeys: copy.pragma('foreign_key_check'),
      leadIds: new Set((copy.prepare('select id from leads').all() as { id: string }[]).map((row) => row.id)),
      leadsWithoutTwoJobs: copy
        .prepare('select count(*) from leads where (select count(*) from outbox where lead_id = leads.id) <> 2')
        .pluck()
        .get() as number,
      chatLeadsWithoutConversation: copy
        .prepare(
          "select count(*) from leads where source = 'chat' and id not in (select lead_id from lead_conversations)",
        )
        .pluck()
        .get() as number,
      orphanJobs: copy
        .prepare('select count(*) from outbox where lead_id not in (select id from leads)')
        .pluck()
        .get() as number,
    };
  } finally {
    copy.close();
  }
}

const conversation = [
  { role: 'user' as const, content: 'Kan ik iemand spreken over een webshop?' },
  { role: 'assistant' as const, content: 'Zeker, een collega belt je terug.' },
];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(() => dropCreatedSchemas());

describe('leads backup on SQLite', () => {
  it(
    'when leads are written continuously during the backup, then the copy is a valid database with every lead committed before it started, each whole',
    { timeout: 90_000 },
    async () => {
      const dataDir = tempDir();
      server = await startTestServer({ DATA_DIR: dataDir });
      const leads = server.services.leadRepository;
      const store = async (i: number) => {
        const chat = i % 3 === 0;
        const stored = testLead({
          name: `Lead ${i}`,
          message: `Bericht ${i} ${'tekst '.repeat(150)}`,
          source: chat ? 'chat' : 'callback-dialog',
        });
        await leads.insert(stored, ['email', 'webhook'], chat ? conversation : null);
        return stored.id;
      };
      // A database of a few megabytes, so the copy has many pages to go through.
      const before: string[] = await Promise.all(Array.from({ length: 3000 }, (_, i) => store(i)));

      let writing = true;
      const during: string[] = [];
      const writer = (async () => {
        for (let i = 3000; writing; i += 1) {
          during.push(await store(i));
          if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const file = path.join(tempDir('agency-backup-'), 'leads-backup.sqlite');
      const backup = await runCliProcess(['backup', file], dataDir);
      writing = false;
      await writer;

      expect(backup.output).toContain(`Back-up gemaakt: ${file} (${fs.statSync(file).size} bytes).`);
      expect(backup.code).toBe(0);
      expect(during.length).toBeGreaterThan(0);
      // One self-contained file: no temporary file, write-ahead log or shared memory left beside it.
      expect(fs.readdirSync(path.dirname(file))).toEqual(['leads-backup.sqlite']);
      const copy = inspect(file);
      expect(copy.integrity).toBe('ok');
      expect(copy.foreignKeys).toEqual([]);
      expect(before.filter((id) => !copy.leadIds.has(id))).toEqual([]);
      // Some of the leads written meanwhile may be in it too (those committed before its snapshot).
      expect(copy.leadIds.size).toBeLessThanOrEqual(before.length + during.length);
      expect(copy.leadsWithoutTwoJobs).toBe(0);
      expect(copy.orphanJobs).toBe(0);
      expect(copy.chatLeadsWithoutConversation).toBe(0);

      // Restored as docs/deploying.md says: the copy becomes agency.sqlite in an empty DATA_DIR.
      const restoredDir = tempDir();
      fs.copyFileSync(file, path.join(restoredDir, SQLITE_FILE));
      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        const restoredLeads = createLeadRepository(restored.db);
        expect(await restoredLeads.count()).toBe(copy.leadIds.size);
        expect(await restoredLeads.findConversation(before[0]!)).toEqual(conversation);
      } finally {
        await restored.close();
      }
    },
  );

  it('when the file exists, then it is kept unless --force, which replaces it with a fresh copy', async () => {
    const dataDir = tempDir();
    server = await startTestServer({ DATA_DIR: dataDir });
    await server.services.leadRepository.insert(testLead({ id: 'eerste' }), []);
    const file = path.join(tempDir('agency-backup-'), 'backup.sqlite');
    fs.writeFileSync(file, 'een ander bestand');

    const refused = await run(['backup', file], dataDir);
    expect(refused).toEqual({
      code: 2,
      text: `${file} bestaat al. Kies een ander bestand, of voeg --force toe om het te overschrijven.\n`,
    });
    expect(fs.readFileSync(file, 'utf8')).toBe('een ander bestand');

    await server.services.leadRepository.insert(testLead({ id: 'tweede' }), []);
    const forced = await run(['backup', file, '--force'], dataDir);
    expect(forced.code).toBe(0);
    expect(forced.text).toContain(`Back-up gemaakt: ${file} (${fs.statSync(file).size} bytes).\n`);
    expect(forced.text).toContain(`kopieer de back-up naar ${path.join(dataDir, SQLITE_FILE)} en start de server`);
    const copy = inspect(file);
    expect(copy.integrity).toBe('ok');
    expect([...copy.leadIds].sort()).toEqual(['eerste', 'tweede']);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('when no file is given, or the file is the database itself, then exit code 2 and nothing is written', async () => {
    const dataDir = tempDir();
    server = await startTestServer({ DATA_DIR: dataDir });
    const missing = await run(['backup'], dataDir);
    expect(missing.code).toBe(2);
    expect(missing.text).toContain('Geef één bestand op voor de back-up.');
    for (const name of [SQLITE_FILE, `${SQLITE_FILE}-wal`]) {
      const itself = await run(['backup', path.join(dataDir, name), '--force'], dataDir);
      expect(itself.code).toBe(2);
      expect(itself.text).toContain('is de database zelf');
    }
    const noDir = await run(['backup', path.join(dataDir, 'geen-map', 'backup.sqlite')], dataDir);
    expect(noDir.code).toBe(2);
    expect(noDir.text).toContain('bestaat niet');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('when DATA_DIR holds no database, then exit code 1 and no empty database is made', async () => {
    const dataDir = tempDir();
    const file = path.join(tempDir('agency-backup-'), 'backup.sqlite');
    const { code, text } = await run(['backup', file], dataDir);
    expect(code).toBe(1);
    expect(text).toBe(`Geen database gevonden: ${path.join(dataDir, SQLITE_FILE)} bestaat niet (klopt DATA_DIR?).\n`);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, SQLITE_FILE))).toBe(false);
  });
});

describe.skipIf(!postgresUrl)('leads backup on PostgreSQL', () => {
  it('when the database is PostgreSQL, then exit code 2 and a Dutch message pointing to pg_dump', async () => {
    const { database } = await openFresh('postgres');
    try {
      const file = path.join(tempDir('agency-backup-'), 'backup.sqlite');
      const { code, text } = await run(['backup', file], tempDir(), database);
      expect(code).toBe(2);
      expect(text).toContain('De database is PostgreSQL (DATABASE_URL): maak de back-up met pg_dump');
      expect(text).toContain('pg_restore');
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField, runLeadsCli, toCsv } from '../src/cli/leads';
import { openDatabase, type Database } from '../src/data/database';
import { createLeadRepository } from '../src/data/leadRepository';
import { tempDir } from './helpers';

function capture(): { out: Writable; text: () => string } {
  let text = '';
  return {
    out: new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    }),
    text: () => text,
  };
}

describe('leads command', () => {
  const dataDir = tempDir();
  let database: Database;
  const saved = { ...process.env };

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    const leads = createLeadRepository(database.db);
    await leads.insert(
      {
        id: 'a1',
        kind: 'callback',
        name: null,
        email: null,
        phone: '+31612345678',
        message: null,
        created_at: new Date().toISOString(),
      },
      [],
    );
    await leads.insert(
      {
        id: 'b2',
        kind: 'project',
        name: 'Anna, "de" Vries',
        email: 'anna@example.nl',
        phone: null,
        message: 'Regel 1\nRegel 2',
        created_at: '2020-01-01T00:00:00.000Z',
      },
      [],
    );
    await database.close();
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env = saved;
  });

  it('when `leads list` runs, then a table of the newest leads and the total are printed', async () => {
    const { out, text } = capture();
    expect(await runLeadsCli(['list'], out)).toBe(0);
    expect(text()).toContain('terugbellen');
    expect(text()).toContain('+31612345678');
    expect(text()).toContain('Totaal in de database: 2');
  });

  it('when `leads export --format csv` runs, then valid CSV with a header row is printed', async () => {
    const { out, text } = capture();
    expect(await runLeadsCli(['export', '--format', 'csv'], out)).toBe(0);
    const csv = text();
    expect(csv.split('\r\n')[0]).toBe('id,kind,created_at,name,phone,email,message');
    expect(csv).toContain('"Anna, ""de"" Vries"');
    expect(csv).toContain('"Regel 1\nRegel 2"');
  });

  it('when `leads purge --days 30` runs, then leads older than 30 days are deleted', async () => {
    const { out, text } = capture();
    expect(await runLeadsCli(['purge', '--days', '30'], out)).toBe(0);
    expect(text()).toContain('1 lead(s) ouder dan 30 dagen verwijderd');
    const after = capture();
    await runLeadsCli(['list'], after.out);
    expect(after.text()).toContain('Totaal in de database: 1');
  });

  it('when the server starts with LEADS_RETENTION_DAYS, then leads older than that are deleted at start', async () => {
    const { startTestServer } = await import('./helpers');
    const dir = tempDir();
    const seed = await openDatabase({ dataDir: dir });
    const repository = createLeadRepository(seed.db);
    await repository.insert(
      {
        id: 'old',
        kind: 'callback',
        name: null,
        email: null,
        phone: '+31612345678',
        message: null,
        created_at: '2020-01-01T00:00:00.000Z',
      },
      [],
    );
    await repository.insert(
      {
        id: 'new',
        kind: 'callback',
        name: null,
        email: null,
        phone: '+31612345678',
        message: null,
        created_at: new Date().toISOString(),
      },
      [],
    );
    await seed.close();
    const server = await startTestServer({ DATA_DIR: dir, LEADS_RETENTION_DAYS: '30' });
    try {
      const deadline = Date.now() + 5000;
      while ((await server.services.leadRepository.findById('old')) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(await server.services.leadRepository.findById('old')).toBeUndefined();
      expect(await server.services.leadRepository.findById('new')).toBeDefined();
    } finally {
      await server.stop();
    }
  });

  it('when an unknown command is given, then usage is printed with exit code 2', async () => {
    const { out, text } = capture();
    expect(await runLeadsCli(['drop-everything'], out)).toBe(2);
    expect(text()).toContain('npm run leads -- list');
  });

  it('when a field starts with a formula character, then the CSV neutralises it', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+31612345678')).toBe("'+31612345678");
    expect(toCsv([])).toBe('id,kind,created_at,name,phone,email,message\r\n');
  });
});

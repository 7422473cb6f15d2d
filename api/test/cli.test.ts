import { execFile } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runLeadsCli } from '../src/cli/leads';
import { csvField, toCsv } from '../src/cli/leads/export';
import { openDatabase, type Database } from '../src/shared/data/database';
import { createFeedbackRepository, type ChatFeedback } from '../src/features/chat/data/feedbackRepository';
import { createLeadRepository, type Lead } from '../src/features/leads/data/leadRepository';
import { createOutboxRepository } from '../src/features/leads/data/outboxRepository';
import type { NotificationChannel } from '../src/features/leads/domain/notifications/channels';
import { createOutboxWorker } from '../src/features/leads/domain/notifications/outboxWorker';
import { createLogger } from '../src/shared/logger';
import { dropCreatedSchemas, engineFixtures, openFresh, reportMissingPostgres } from './engines';
import { EXPORTED_CSV_HEADER, tempDir, testLead } from './helpers';
import { waitFor } from './receivers';

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

/** What `leads retry` says after it made notifications due now. */
const SERVER_NOTE = 'De server verstuurt ze bij zijn volgende ronde (binnen OUTBOX_POLL_MS, standaard 5 seconden).\n';
const NOTHING_TO_RETRY = 'Geen mislukte meldingen en geen die op een volgende poging wachten: er is niets veranderd.\n';
const HOUR_MS = 60 * 60_000;
/** An installation with both channels set (the process's own environment sets none). */
const CHANNELS_SET = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LEADS_EMAIL_TO: 'team@example.nl',
  LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/leads',
};

/** Leads here have no phone number unless a test gives one. */
const lead = (overrides: Partial<Lead> = {}): Lead => testLead({ phone: null, ...overrides });

/** Runs the command; returns its exit code and what it printed. */
async function run(
  args: string[],
  database?: Database,
  env?: Record<string, string>,
): Promise<{ code: number; text: string }> {
  const { out, text } = capture();
  const code = await runLeadsCli(args, out, { ...(database ? { database } : {}), ...(env ? { env } : {}) });
  return { code, text: text() };
}

/** Fields of an RFC 4180 document (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

afterAll(() => dropCreatedSchemas());

describe('leads command', () => {
  const dataDir = tempDir();
  let database: Database;
  const saved = { ...process.env };

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    const leads = createLeadRepository(database.db);
    await leads.insert(testLead({ id: 'a1' }), []);
    await leads.insert(
      lead({
        id: 'b2',
        kind: 'project',
        name: 'Anna, "de" Vries',
        email: 'anna@example.nl',
        message: 'Regel 1\nRegel 2',
        created_at: '2020-01-01T00:00:00.000Z',
      }),
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
    expect(csv.split('\r\n')[0]).toBe(
      '"id","kind","created_at","name","phone","email","message","source","visit_landing","visit_source","visit_medium","visit_campaign","visit_referrer"',
    );
    expect(csv).toContain('"Anna, ""de"" Vries"');
    expect(csv).toContain('"Regel 1\nRegel 2"');
  });

  it('when `leads purge --days 30` runs, then leads older than 30 days are deleted', async () => {
    const { out, text } = capture();
    expect(await runLeadsCli(['purge', '--days', '30'], out)).toBe(0);
    expect(text()).toContain('1 lead(s), 0 chatfeedback en 0 telling(en) van chatvragen ouder dan 30 dagen verwijderd');
    const after = capture();
    await runLeadsCli(['list'], after.out);
    expect(after.text()).toContain('Totaal in de database: 1');
  });

  it('when the server starts with LEADS_RETENTION_DAYS, then leads older than that are deleted at start', async () => {
    const { startTestServer } = await import('./helpers');
    const dir = tempDir();
    const seed = await openDatabase({ dataDir: dir });
    const repository = createLeadRepository(seed.db);
    await repository.insert(testLead({ id: 'old', created_at: '2020-01-01T00:00:00.000Z' }), []);
    await repository.insert(testLead({ id: 'new' }), []);
    await seed.close();
    const server = await startTestServer({ DATA_DIR: dir, LEADS_RETENTION_DAYS: '30' });
    try {
      // The retention job runs at start: the old lead goes.
      await expect
        .poll(() => server.services.leadRepository.findById('old'), { timeout: 5000, interval: 20 })
        .toBeUndefined();
      expect(await server.services.leadRepository.findById('new')).toBeDefined();
    } finally {
      await server.stop();
    }
  });

  it('when `leads purge` runs without --days, then LEADS_RETENTION_DAYS applies, or else 365 days', async () => {
    const dir = tempDir();
    const seed = await openDatabase({ dataDir: dir });
    const repository = createLeadRepository(seed.db);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    await repository.insert(lead({ id: 'day-400', phone: '+31612345678', created_at: daysAgo(400) }), ['email']);
    await repository.insert(lead({ id: 'day-100', phone: '+31612345678', created_at: daysAgo(100) }), ['email']);
    await repository.insert(lead({ id: 'day-10', phone: '+31612345678', created_at: daysAgo(10) }), ['email']);
    await seed.close();
    process.env.DATA_DIR = dir;
    try {
      delete process.env.LEADS_RETENTION_DAYS;
      expect(await run(['purge'])).toEqual({
        code: 0,
        text: '1 lead(s), 0 chatfeedback en 0 telling(en) van chatvragen ouder dan 365 dagen verwijderd.\n',
      });
      process.env.LEADS_RETENTION_DAYS = '30';
      expect(await run(['purge'])).toEqual({
        code: 0,
        text: '1 lead(s), 0 chatfeedback en 0 telling(en) van chatvragen ouder dan 30 dagen verwijderd.\n',
      });
      const left = await run(['export', '--format', 'json']);
      expect((JSON.parse(left.text) as Lead[]).map((l) => l.id)).toEqual(['day-10']);
      expect((await run(['purge', '--days', '0'])).code).toBe(2);
    } finally {
      process.env.DATA_DIR = dataDir;
      delete process.env.LEADS_RETENTION_DAYS;
    }
  });

  it('when `leads find` runs with the settings of the environment, then it prints what is stored as JSON', async () => {
    const { code, text } = await run(['find', '--phone', '06 12345678']);
    expect(code).toBe(0);
    const found = JSON.parse(text) as { match: unknown; leads: Lead[]; outbox: unknown[] };
    expect(found.match).toEqual({ phone: '+31612345678' });
    expect(found.leads.map((l) => l.id)).toEqual(['a1']);
    expect(found.outbox).toEqual([]);
  });

  it('when find or erase gets no --email or --phone, or an invalid phone number, then a Dutch error and exit code 2', async () => {
    for (const args of [['find'], ['erase', '--yes'], ['find', '--email'], ['find', '--email', '--yes']]) {
      const { code, text } = await run(args);
      expect(code).toBe(2);
      expect(text).toContain('Geef --email, --phone of --reference op.');
    }
    const invalid = await run(['erase', '--phone', '12345', '--yes']);
    expect(invalid.code).toBe(2);
    expect(invalid.text).toContain('"12345" is geen geldig telefoonnummer.');
    expect(invalid.text).toContain(
      'npm run leads -- erase --email ADRES | --phone NUMMER | --reference GESPREKSNUMMER [--yes]',
    );
  });

  it('when an unknown command is given, then usage is printed with exit code 2', async () => {
    const { out, text } = capture();
    expect(await runLeadsCli(['drop-everything'], out)).toBe(2);
    expect(text()).toContain('npm run leads -- list');
    expect(text()).toContain('npm run leads -- feedback [--limit N] [--all]');
    expect(text()).toContain('npm run leads -- outbox [--limit N]');
    expect(text()).toContain('npm run leads -- retry [--id MELDING]');
    expect(text()).toContain('npm run leads -- backup BESTAND [--force]');
  });

  it('when an option the command does not know is given, then it exits with 2, says so in Dutch, shows the usage and does nothing', async () => {
    for (const [args, option] of [
      [['list', '--verbose'], '--verbose'],
      [['list', '--email', 'anna@example.nl'], '--email'],
      [['find', '--phone', '06 12345678', '--yes'], '--yes'],
      [['purge', '-d', '30'], '-d'],
    ] as const) {
      const { code, text } = await run([...args]);
      expect(code, args.join(' ')).toBe(2);
      expect(text).toMatch(new RegExp(`^Onbekende optie: ${option}\n\nGebruik:\n`));
      expect(text).toContain('npm run leads -- list [--limit N] [--kind callback|project]');
      expect(text).not.toContain('Totaal in de database');
      expect(text).not.toContain('+31612345678');
    }
  });

  it('when an option is mistyped, then it exits with 2 naming the option meant, and nothing is erased', async () => {
    const find = await run(['find', '--emial', 'anna@example.nl']);
    expect(find.code).toBe(2);
    expect(find.text).toMatch(/^Onbekende optie: --emial \(bedoel je --email\?\)\n\nGebruik:\n/);
    expect(find.text).toContain('npm run leads -- find --email ADRES | --phone NUMMER');

    const erase = await run(['erase', '--phone', '06 12345678', '--yse']);
    expect(erase.code).toBe(2);
    expect(erase.text).toContain('Onbekende optie: --yse (bedoel je --yes?)');
    expect(erase.text).not.toContain('Verwijderd');
    expect((await run(['find', '--phone', '06 12345678'])).text).toContain('"id": "a1"');
  });

  it('when `npm run leads` gets a mistyped option, then the process exits with code 2 and prints the usage', async () => {
    // A failed run is told by its exit status: the callback's error says only that it was not 0.
    const result = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'api/src/cli/leads.ts', 'list', '--lmit', '5'],
        {
          cwd: path.resolve(import.meta.dirname, '../..'),
          env: { ...process.env, DATA_DIR: tempDir(), DATABASE_URL: '' },
        },
        (_error, stdout) => resolve({ status: child.exitCode, stdout }),
      );
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toMatch(/^Onbekende optie: --lmit \(bedoel je --limit\?\)\n\nGebruik:\n/);
  });

  it('when an option lacks its value, a flag gets one, or an argument is not taken, then each is said in Dutch with exit code 2', async () => {
    const cases: [string[], string][] = [
      [['list', '--limit'], 'Geef bij --limit een heel aantal op, 1 of meer.'],
      [['export', '--format', '--kind', 'project'], 'Geef bij --format csv of json op.'],
      [['purge', '--days'], 'Geef bij --days een heel aantal dagen op, 1 of meer.'],
      [['erase', '--phone', '06 12345678', '--yes=ja'], 'De optie --yes neemt geen waarde.'],
      [['list', 'alles'], 'Onverwacht argument: alles'],
      [['list', '--kind', 'klant'], 'Geef bij --kind callback of project op.'],
      [['drop-everything'], 'Onbekende opdracht: drop-everything'],
    ];
    for (const [args, problem] of cases) {
      const { code, text } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(text, args.join(' ')).toBe(`${problem}\n\n${(await run(['help'])).text}`);
    }
  });

  it('when a field starts with a formula character, then the CSV neutralises it, and every field is quoted', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+31612345678')).toBe(`"'+31612345678"`);
    expect(csvField('-1')).toBe(`"'-1"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\tx')).toBe(`"'\tx"`);
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField('a=b')).toBe('"a=b"');
    expect(csvField('Jan;=1+1;')).toBe(`"Jan;'=1+1;"`);
    expect(csvField('Jan, "@x", 5')).toBe(`"Jan,' ""'@x"", 5"`);
    expect(csvField('Regel 1\r\n=1+1\n- punt\nRegel 4')).toBe(`"Regel 1\r\n'=1+1\n'- punt\nRegel 4"`);
    expect(csvField(null)).toBe('""');
    expect(toCsv([])).toBe(
      '"id","kind","created_at","name","phone","email","message","source","visit_landing","visit_source","visit_medium","visit_campaign","visit_referrer"\r\n',
    );
  });
});

describe('leads export of values that start like a formula', () => {
  const saved = { ...process.env };
  const starts = ['=', '+', '-', '@', '\t', '\r'];
  const stored = starts.map((start, i) =>
    lead({
      id: `f${i}`,
      kind: 'project',
      name: `${start}1+1 naam`,
      email: `f${i}@example.nl`,
      message: `${start}HYPERLINK("https://example.invalid","klik") bericht`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, 10 - i)).toISOString(),
    }),
  );

  beforeAll(async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    const leads = createLeadRepository(database.db);
    for (const item of stored) await leads.insert(item, []);
    await database.close();
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env = saved;
  });

  it('when exported as CSV, then every name and message starting with =, +, -, @, tab or CR is prefixed with a quote', async () => {
    const { code, text } = await run(['export', '--format', 'csv']);
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(EXPORTED_CSV_HEADER);
    expect(rows).toHaveLength(starts.length);
    for (const item of stored) {
      const row = rows.find((r) => r[0] === item.id)!;
      expect(row[3]).toBe(`'${item.name}`);
      expect(row[6]).toBe(`'${item.message}`);
      expect(row[5]).toBe(item.email);
    }
  });

  it('when exported as JSON, then the same values come back exactly as stored', async () => {
    const { code, text } = await run(['export', '--format', 'json']);
    expect(code).toBe(0);
    const exported = JSON.parse(text) as Lead[];
    expect(exported).toEqual(expect.arrayContaining(stored.map((item) => ({ ...item, conversation: null }))));
    expect(exported).toHaveLength(stored.length);
  });
});

const conversation = [
  { role: 'user' as const, content: 'Wat kost een webshop?' },
  { role: 'assistant' as const, content: '=Een offerte op maat.\n\nMeer lezen: [FAQ](/faq)' },
  { role: 'user' as const, content: 'Kan ik iemand spreken?' },
];

const feedbackRow = (overrides: Partial<ChatFeedback>): ChatFeedback => ({
  id: crypto.randomUUID(),
  vote: 'not_useful',
  question: 'Werken jullie met Wix?',
  answer: 'Dat weet ik helaas niet zeker.',
  created_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`leads export, list and feedback with chat data on ${engine.name}`, () => {
    let database: Database;

    beforeEach(async () => {
      ({ database } = await openFresh(engine.name));
      const leads = createLeadRepository(database.db);
      await leads.insert(
        lead({ id: 'chat-lead', phone: '+31612345678', source: 'chat', created_at: '2026-01-03T10:00:00.000Z' }),
        [],
        conversation,
      );
      await leads.insert(
        lead({ id: 'dialog-lead', phone: '+31687654321', created_at: '2026-01-02T10:00:00.000Z' }),
        [],
      );
      await leads.insert(
        lead({
          id: 'form-lead',
          kind: 'project',
          name: 'Anna',
          email: 'anna@example.nl',
          message: 'Hoi',
          created_at: '2026-01-01T10:00:00.000Z',
        }),
        [],
      );
    });
    afterEach(() => database.close());

    it('when exported as JSON, then each lead has its source and its conversation, or null', async () => {
      const { code, text } = await run(['export', '--format', 'json'], database);
      expect(code).toBe(0);
      const exported = JSON.parse(text) as (Lead & { conversation: unknown })[];
      expect(exported.map((l) => [l.id, l.source, l.conversation])).toEqual([
        ['chat-lead', 'chat', conversation],
        ['dialog-lead', 'callback-dialog', null],
        ['form-lead', 'contact-form', null],
      ]);
    });

    it("when exported as CSV, then a source column and the visit's columns are there and the conversation is not", async () => {
      const { code, text } = await run(['export', '--format', 'csv'], database);
      expect(code).toBe(0);
      const [header, ...rows] = parseCsv(text);
      expect(header).toEqual(EXPORTED_CSV_HEADER);
      expect(rows.map((row) => [row[0], row[7]])).toEqual([
        ['chat-lead', 'chat'],
        ['dialog-lead', 'callback-dialog'],
        ['form-lead', 'contact-form'],
      ]);
      expect(text).not.toContain('Kan ik iemand spreken');
    });

    it('when listed, then the table shows where each lead was made', async () => {
      const { code, text } = await run(['list'], database);
      expect(code).toBe(0);
      const lines = text.split('\n');
      expect(lines[0]).toMatch(/^ontvangen \(UTC\)\s+soort\s+bron\s+naam/);
      expect(lines.find((line) => line.includes('+31612345678'))).toMatch(/terugbellen\s+chat\s/);
      expect(lines.find((line) => line.includes('+31687654321'))).toMatch(/terugbellen\s+belknop\s/);
      expect(lines.find((line) => line.includes('anna@example.nl'))).toMatch(/project\s+formulier\s/);
    });

    it('when `leads feedback` runs, then the questions voted "niet nuttig" come newest first with the date and the start of the answer', async () => {
      const feedback = createFeedbackRepository(database.db);
      await feedback.insert(
        feedbackRow({ id: 'old', question: 'Oude vraag?', created_at: '2026-01-01T08:00:00.000Z' }),
      );
      await feedback.insert(
        feedbackRow({
          id: 'new',
          question: 'Nieuwe vraag?',
          answer: 'x'.repeat(300),
          created_at: '2026-01-04T09:30:00.000Z',
        }),
      );
      await feedback.insert(
        feedbackRow({ id: 'good', vote: 'useful', question: 'Goede vraag?', created_at: '2026-01-05T08:00:00.000Z' }),
      );
      const { code, text } = await run(['feedback'], database);
      expect(code).toBe(0);
      expect(text).toBe(
        [
          '2026-01-04 09:30 UTC  niet nuttig',
          '  Vraag:    Nieuwe vraag?',
          `  Antwoord: ${'x'.repeat(119)}…`,
          '',
          '2026-01-01 08:00 UTC  niet nuttig',
          '  Vraag:    Oude vraag?',
          '  Antwoord: Dat weet ik helaas niet zeker.',
          '',
          'Totaal in de database: 2 niet nuttig, 1 nuttig.',
          '',
        ].join('\n'),
      );
      const all = await run(['feedback', '--all', '--limit', '2'], database);
      expect(all.code).toBe(0);
      expect(all.text).toContain('2026-01-05 08:00 UTC  nuttig\n  Vraag:    Goede vraag?');
      expect(all.text).toContain('Nieuwe vraag?');
      expect(all.text).not.toContain('Oude vraag?');
      expect((await run(['feedback', '--limit', '0'], database)).code).toBe(2);
    });

    it('when there is no feedback, then `leads feedback` says so with exit code 0', async () => {
      expect(await run(['feedback'], database)).toEqual({
        code: 0,
        text: 'Geen antwoorden als "Niet nuttig" beoordeeld.\nTotaal in de database: 0 niet nuttig, 0 nuttig.\n',
      });
    });

    it('when erase finds a conversation and feedback that mention the person, then it names and deletes them', async () => {
      await createFeedbackRepository(database.db).insert(feedbackRow({ id: 'fb-anna', question: 'Bel 06 12345678' }));
      const preview = await run(['erase', '--phone', '0612345678'], database);
      expect(preview).toEqual({
        code: 3,
        text:
          'Zou verwijderen voor telefoonnummer +31612345678: leads 1, outbox 0, lead_conversations 1, lead_notes 0, lead_live_chats 0, lead_replies 0, lead_events 0, chat_feedback 1, live_chats 0, live_chat_events 0.\n' +
          "Lead-id's: chat-lead\nChatfeedback-id's: fb-anna\n" +
          'Er is niets verwijderd. Voeg --yes toe om dit te verwijderen.\n',
      });
      const erased = await run(['erase', '--phone', '0612345678', '--yes'], database);
      expect(erased.code).toBe(0);
      expect(erased.text).toContain(
        'leads 1, outbox 0, lead_conversations 1, lead_notes 0, lead_live_chats 0, lead_replies 0, lead_events 0, chat_feedback 1, live_chats 0, live_chat_events 0.',
      );
      expect(await createLeadRepository(database.db).findConversation('chat-lead')).toBeNull();
      expect(await createFeedbackRepository(database.db).findById('fb-anna')).toBeUndefined();
    });

    it('when purge runs, then chat feedback older than the period goes too', async () => {
      const feedback = createFeedbackRepository(database.db);
      const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
      await feedback.insert(feedbackRow({ id: 'fb-old', created_at: daysAgo(40) }));
      await feedback.insert(feedbackRow({ id: 'fb-new', created_at: daysAgo(2) }));
      const { code, text } = await run(['purge', '--days', '30'], database);
      expect(code).toBe(0);
      expect(text).toBe('3 lead(s), 1 chatfeedback en 0 telling(en) van chatvragen ouder dan 30 dagen verwijderd.\n');
      expect((await feedback.list({ all: true })).map((row) => row.id)).toEqual(['fb-new']);
    });
  });

  describe.skipIf(!engine.available)(`leads find and erase on ${engine.name}`, () => {
    let database: Database;

    beforeEach(async () => {
      ({ database } = await openFresh(engine.name));
      const leads = createLeadRepository(database.db);
      await leads.insert(
        lead({
          id: 'anna-project',
          kind: 'project',
          name: 'Anna',
          email: 'anna@example.nl',
          phone: '+31612345678',
          message: 'Een webshop',
          created_at: '2026-01-02T10:00:00.000Z',
        }),
        ['email', 'webhook'],
      );
      await leads.insert(lead({ id: 'anna-callback', phone: '+31612345678', created_at: '2026-01-03T10:00:00.000Z' }), [
        'email',
      ]);
      await leads.insert(
        lead({
          id: 'bob',
          kind: 'project',
          name: 'Bob',
          email: 'bob@example.nl',
          message: 'Een app',
          created_at: '2026-01-04T10:00:00.000Z',
        }),
        ['email'],
      );
    });
    afterEach(() => database.close());

    it('when found by any form of the phone number, then their leads and notification jobs are printed as JSON', async () => {
      for (const phone of ['06 12345678', '+31 6 1234 5678', '0031612345678']) {
        const { code, text } = await run(['find', '--phone', phone], database);
        expect(code).toBe(0);
        const found = JSON.parse(text) as { leads: Lead[]; outbox: { lead_id: string; status: string }[] };
        expect(found.leads.map((l) => l.id)).toEqual(['anna-project', 'anna-callback']);
        // Every column of the lead, how the inbox works it too (nobody assigned, no follow-up here).
        expect(found.leads[0]).toEqual({
          ...(await createLeadRepository(database.db).findById('anna-project')),
          assigned_to: null,
          follow_up_at: null,
          follow_up_text: null,
        });
        expect(found.outbox).toHaveLength(3);
        expect(found.outbox[0]).toMatchObject({ status: 'pending', last_error: null, attempts: 0 });
      }
    });

    it('when found by e-mail in other capitals, then their lead is printed', async () => {
      const { code, text } = await run(['find', '--email=  ANNA@Example.nl'], database);
      expect(code).toBe(0);
      expect((JSON.parse(text) as { leads: Lead[] }).leads.map((l) => l.id)).toEqual(['anna-project']);
    });

    it('when nothing is stored about the person, then it says so with exit code 0', async () => {
      expect(await run(['find', '--email', 'nobody@example.nl'], database)).toEqual({
        code: 0,
        text: 'Niets opgeslagen over e-mailadres nobody@example.nl.\n',
      });
      expect(await run(['erase', '--phone', '0687654321', '--yes'], database)).toEqual({
        code: 0,
        text: 'Niets opgeslagen over telefoonnummer +31687654321: er valt niets te verwijderen.\n',
      });
    });

    it('when erase runs without --yes, then it shows what it would delete, deletes nothing and exits with 3', async () => {
      const { code, text } = await run(['erase', '--phone', '06 12345678'], database);
      expect(code).toBe(3);
      expect(text).toBe(
        'Zou verwijderen voor telefoonnummer +31612345678: leads 2, outbox 3, lead_conversations 0, lead_notes 0, lead_live_chats 0, lead_replies 0, lead_events 0, chat_feedback 0, live_chats 0, live_chat_events 0.\n' +
          "Lead-id's: anna-project, anna-callback\n" +
          'Er is niets verwijderd. Voeg --yes toe om dit te verwijderen.\n',
      );
      expect(await createLeadRepository(database.db).count()).toBe(3);
      expect(await createOutboxRepository(database.db).counts()).toEqual({ pending: 4, sent: 0, failed: 0 });
    });

    it("when erase runs with --yes, then their leads and notifications are deleted and other people's kept", async () => {
      const { code, text } = await run(['erase', '--phone', '+31 6 1234 5678', '--yes'], database);
      expect(code).toBe(0);
      expect(text).toBe(
        'Verwijderd voor telefoonnummer +31612345678: leads 2, outbox 3, lead_conversations 0, lead_notes 0, lead_live_chats 0, lead_replies 0, lead_events 0, chat_feedback 0, live_chats 0, live_chat_events 0.\n' +
          "Lead-id's: anna-project, anna-callback\n",
      );
      const leads = createLeadRepository(database.db);
      expect((await leads.list()).map((l) => l.id)).toEqual(['bob']);
      const outbox = createOutboxRepository(database.db);
      expect(await outbox.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
      expect(await outbox.listForLead('bob')).toHaveLength(1);
    });

    it('when erase gets --email and --phone that both match a lead, then that lead is counted and deleted once', async () => {
      const args = ['erase', '--email', 'anna@example.nl', '--phone', '0612345678'];
      const preview = await run(args, database);
      expect(preview.code).toBe(3);
      expect(preview.text).toContain('e-mailadres anna@example.nl of telefoonnummer +31612345678: leads 2, outbox 3,');
      const { code, text } = await run([...args, '--yes'], database);
      expect(code).toBe(0);
      expect(text).toContain(': leads 2, outbox 3,');
      expect(await createLeadRepository(database.db).count()).toBe(1);
    });
  });

  describe.skipIf(!engine.available)(`leads outbox and retry on ${engine.name}`, () => {
    let database: Database;
    /** The email channel fails until `emailUp` is set; the webhook always delivers. */
    let emailUp: boolean;
    const delivered: string[] = [];

    const channels: NotificationChannel[] = [
      {
        name: 'email',
        async deliver(_lead, jobId) {
          if (!emailUp) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
          delivered.push(jobId);
        },
      },
      {
        name: 'webhook',
        async deliver(_lead, jobId) {
          delivered.push(jobId);
        },
      },
    ];

    /** The worker the server runs, with two attempts before giving up and no backoff. */
    const worker = () =>
      createOutboxWorker({
        outbox: createOutboxRepository(database.db),
        channels,
        logger: createLogger('silent'),
        pollMs: 60_000,
        backoffBaseMs: 0,
        backoffMaxMs: 0,
        leaseMs: 60_000,
        maxAttempts: 2,
      });

    /** Each row of the table as its cells (columns are separated by two or more spaces). */
    const cells = (text: string) =>
      text
        .split('\n')
        .slice(2)
        .filter((line) => /^\S+ {2}/.test(line))
        .map((line) => line.split(/ {2,}/));

    beforeEach(async () => {
      ({ database } = await openFresh(engine.name));
      emailUp = false;
      delivered.length = 0;
      const leads = createLeadRepository(database.db);
      await leads.insert(
        lead({
          id: 'anna',
          kind: 'project',
          name: 'Anna Geheim',
          email: 'anna@example.nl',
          phone: '+31612345678',
          message: 'Een webshop',
          created_at: '2026-01-01T10:00:00.000Z',
        }),
        ['email', 'webhook'],
      );
      await leads.insert(lead({ id: 'bob', phone: '+31687654321', created_at: '2026-01-02T10:00:00.000Z' }), ['email']);
    });
    afterEach(() => database.close());

    it('when `leads outbox` runs, then the undelivered notifications are listed oldest first with state, attempts, times and last error, without personal data', async () => {
      const outbox = createOutboxRepository(database.db);
      const jobs = await outbox.claimDue(new Date(), new Date(Date.now() + 60_000), 10);
      const job = (leadId: string, channel: string) =>
        jobs.find((claimed) => claimed.lead.id === leadId && claimed.channel === channel)!.id;
      await outbox.markGivenUp(job('anna', 'email'), 12, 'connect ECONNREFUSED\n127.0.0.1:2525');
      await outbox.markSent(job('anna', 'webhook'), new Date());
      await outbox.markFailed(
        job('bob', 'email'),
        3,
        new Date('2026-01-05T10:00:00.000Z'),
        'Invalid login: 535 Authentication failed',
      );
      await createLeadRepository(database.db).insert(lead({ id: 'carla', created_at: '2026-01-03T10:00:00.000Z' }), [
        'webhook',
      ]);
      const carla = (await outbox.listUndelivered(10)).jobs.find((row) => row.lead_id === 'carla')!.id;

      const { code, text } = await run(['outbox'], database, CHANNELS_SET);
      expect(code).toBe(0);
      expect(text.split('\n')[0]).toMatch(
        /^melding\s+lead\s+kanaal\s+status\s+pogingen\s+aangemaakt \(UTC\)\s+volgende poging \(UTC\)\s+laatste fout$/,
      );
      expect(cells(text)).toEqual([
        [
          job('anna', 'email'),
          'anna',
          'email',
          'mislukt',
          '12',
          '2026-01-01 10:00:00',
          '-',
          'connect ECONNREFUSED 127.0.0.1:2525',
        ],
        [
          job('bob', 'email'),
          'bob',
          'email',
          'wacht',
          '3',
          '2026-01-02 10:00:00',
          '2026-01-05 10:00:00',
          'Invalid login: 535 Authentication failed',
        ],
        [carla, 'carla', 'webhook', 'wacht', '0', '2026-01-03 10:00:00', '2026-01-03 10:00:00', '-'],
      ]);
      expect(text).toContain(
        '\nNiet afgeleverd: 2 wachtend, 1 mislukt.\n' +
          'Zet de mislukte meldingen terug in de wachtrij met: npm run leads -- retry\n',
      );
      for (const personal of ['Anna Geheim', 'anna@example.nl', '+31612345678', '+31687654321', 'Een webshop'])
        expect(text).not.toContain(personal);

      const first = await run(['outbox', '--limit', '1'], database);
      expect(first.code).toBe(0);
      expect(cells(first.text).map((row) => row[1])).toEqual(['anna']);
      expect(first.text).toContain('Niet afgeleverd: 2 wachtend, 1 mislukt (de oudste 1 getoond; meer met --limit).');
      expect((await run(['outbox', '--limit', '0'], database)).code).toBe(2);
    });

    it('when every notification was delivered, then `leads outbox` says so with exit code 0', async () => {
      emailUp = true;
      expect(await worker().runOnce()).toBe(3);
      expect(await run(['outbox'], database, CHANNELS_SET)).toEqual({
        code: 0,
        text: 'Alle meldingen zijn afgeleverd: er wacht niets.\n',
      });
    });

    it('when no channel is set, then `leads outbox` says that nothing is sent, never that all was delivered', async () => {
      emailUp = true;
      expect(await worker().runOnce()).toBe(3);
      const { code, text } = await run(['outbox'], database, {});
      expect(code).toBe(0);
      expect(text).toBe(
        'Er is geen kanaal voor meldingen ingesteld (LEADS_EMAIL_TO met SMTP_URL, of LEADS_WEBHOOK_URL): het bureau krijgt geen bericht van een nieuwe aanvraag.\n',
      );
      expect(text).not.toContain('afgeleverd');
    });

    it('when `leads retry` runs, then the given-up notifications wait again with 0 attempts, due now, their last error kept, and the worker delivers them', async () => {
      const running = worker();
      await running.runOnce();
      await running.runOnce();
      const outbox = createOutboxRepository(database.db);
      expect(await outbox.counts()).toEqual({ pending: 0, sent: 1, failed: 2 });
      expect(await running.runOnce()).toBe(0);

      const before = Date.now();
      const { code, text } = await run(['retry'], database);
      expect(code).toBe(0);
      expect(text).toBe(
        'Mislukte meldingen terug in de wachtrij gezet: 2.\n' +
          'Wachtende meldingen vervroegd (wachtten op een volgende poging): 0.\n' +
          `Nu aan de beurt: 2 melding(en). ${SERVER_NOTE}`,
      );
      const { jobs } = await outbox.listUndelivered(10);
      expect(jobs.map((row) => [row.lead_id, row.status, row.attempts, row.last_error])).toEqual([
        ['anna', 'pending', 0, 'connect ECONNREFUSED 127.0.0.1:2525'],
        ['bob', 'pending', 0, 'connect ECONNREFUSED 127.0.0.1:2525'],
      ]);
      for (const row of jobs) {
        expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
        expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
      }
      expect(await outbox.health(new Date())).toMatchObject({ due: 2, retrying: 0, givenUp: 0 });

      emailUp = true;
      expect(await running.runOnce()).toBe(2);
      expect(await outbox.counts()).toEqual({ pending: 0, sent: 3, failed: 0 });
      expect(await outbox.listForLead('bob')).toEqual([{ channel: 'email', status: 'sent', attempts: 0 }]);
      expect(await run(['retry'], database)).toEqual({ code: 0, text: NOTHING_TO_RETRY });
    });

    it('when `leads retry --id` names a given-up notification, then only that one goes back and is delivered', async () => {
      const running = worker();
      await running.runOnce();
      await running.runOnce();
      const outbox = createOutboxRepository(database.db);
      const { jobs } = await outbox.listUndelivered(10);
      const anna = jobs.find((row) => row.lead_id === 'anna')!.id;

      const { code, text } = await run(['retry', '--id', anna], database);
      expect(code).toBe(0);
      expect(text).toBe(`Melding ${anna} was mislukt en staat weer in de wachtrij, nu aan de beurt. ${SERVER_NOTE}`);
      emailUp = true;
      expect(await running.runOnce()).toBe(1);
      expect(delivered).toContain(anna);
      expect(await outbox.listForLead('anna')).toEqual([
        { channel: 'email', status: 'sent', attempts: 0 },
        { channel: 'webhook', status: 'sent', attempts: 0 },
      ]);
      expect(await outbox.listForLead('bob')).toEqual([{ channel: 'email', status: 'failed', attempts: 2 }]);
    });

    it('when `leads retry --id` names a notification that is neither given up nor waiting in back-off, then it says why with exit code 0; without an id, exit code 2', async () => {
      const outbox = createOutboxRepository(database.db);
      const bob = (await outbox.listUndelivered(10)).jobs.find((row) => row.lead_id === 'bob')!.id;
      expect(await run(['retry', '--id', 'geen-melding'], database)).toEqual({
        code: 0,
        text: 'Geen melding met id geen-melding (zie npm run leads -- outbox).\n',
      });
      expect(await run(['retry', `--id=${bob}`], database)).toEqual({
        code: 0,
        text: `Melding ${bob} is al aan de beurt of wordt op dit moment verstuurd: er valt niets te vervroegen.\n`,
      });
      emailUp = true;
      await worker().runOnce();
      expect(await run(['retry', '--id', bob], database)).toEqual({
        code: 0,
        text: `Melding ${bob} is al afgeleverd: er valt niets te herhalen.\n`,
      });
      for (const args of [
        ['retry', '--id'],
        ['retry', '--id', '--force'],
        ['retry', '--id='],
      ]) {
        const missing = await run(args, database);
        expect(missing.code).toBe(2);
        expect(missing.text).toContain('Geef bij --id het id van een melding op');
      }
    });

    /** A worker as the server runs it, whose failed attempts wait an hour before the next. */
    const slowRetryWorker = (maxAttempts = 12) =>
      createOutboxWorker({
        outbox: createOutboxRepository(database.db),
        channels,
        logger: createLogger('silent'),
        pollMs: 60_000,
        backoffBaseMs: HOUR_MS,
        backoffMaxMs: HOUR_MS,
        leaseMs: 60_000,
        maxAttempts,
      });

    it('when `leads retry` runs while notifications wait in back-off, then they are due now with their attempts and last error kept, given-up ones come back too, and the worker delivers each once', async () => {
      const running = slowRetryWorker();
      expect(await running.runOnce()).toBe(1); // anna's webhook; both e-mails fail and wait an hour
      await createLeadRepository(database.db).insert(lead({ id: 'carla', created_at: '2026-01-03T10:00:00.000Z' }), [
        'email',
      ]);
      expect(await slowRetryWorker(1).runOnce()).toBe(0); // carla's e-mail: given up at once
      const outbox = createOutboxRepository(database.db);
      expect(await outbox.health(new Date())).toMatchObject({ due: 0, retrying: 2, givenUp: 1 });
      emailUp = true;
      expect(await running.runOnce()).toBe(0); // the mail server works again, but nothing is due

      const before = Date.now();
      const { code, text } = await run(['retry'], database);
      expect(code).toBe(0);
      expect(text).toBe(
        'Mislukte meldingen terug in de wachtrij gezet: 1.\n' +
          'Wachtende meldingen vervroegd (wachtten op een volgende poging): 2.\n' +
          `Nu aan de beurt: 3 melding(en). ${SERVER_NOTE}`,
      );
      const { jobs } = await outbox.listUndelivered(10);
      expect(jobs.map((row) => [row.lead_id, row.status, row.attempts, row.last_error])).toEqual([
        ['anna', 'pending', 1, 'connect ECONNREFUSED 127.0.0.1:2525'],
        ['bob', 'pending', 1, 'connect ECONNREFUSED 127.0.0.1:2525'],
        ['carla', 'pending', 0, 'connect ECONNREFUSED 127.0.0.1:2525'],
      ]);
      for (const row of jobs) {
        expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
        expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
      }
      expect(await outbox.health(new Date())).toMatchObject({ due: 3, retrying: 2, givenUp: 0 });

      delivered.length = 0;
      expect(await running.runOnce()).toBe(3);
      expect(await running.runOnce()).toBe(0);
      expect([...delivered].sort()).toEqual(jobs.map((row) => row.id).sort());
      expect(await outbox.counts()).toEqual({ pending: 0, sent: 4, failed: 0 });
      expect(await run(['retry'], database)).toEqual({ code: 0, text: NOTHING_TO_RETRY });
    });

    it('when `leads retry --id` names a notification waiting in back-off, then only that one is due now and delivered', async () => {
      const running = slowRetryWorker();
      await running.runOnce();
      const outbox = createOutboxRepository(database.db);
      const { jobs } = await outbox.listUndelivered(10);
      const anna = jobs.find((row) => row.lead_id === 'anna')!.id;
      const bobWaitsUntil = jobs.find((row) => row.lead_id === 'bob')!.next_attempt_at;

      expect(await run(['retry', '--id', anna], database)).toEqual({
        code: 0,
        text: `Melding ${anna} wachtte op een volgende poging en is vervroegd: nu aan de beurt. ${SERVER_NOTE}`,
      });
      emailUp = true;
      delivered.length = 0;
      expect(await running.runOnce()).toBe(1);
      expect(delivered).toEqual([anna]);
      expect(await outbox.listForLead('anna')).toEqual([
        { channel: 'email', status: 'sent', attempts: 1 },
        { channel: 'webhook', status: 'sent', attempts: 0 },
      ]);
      const [bob] = (await outbox.listUndelivered(10)).jobs;
      expect(bob).toMatchObject({ lead_id: 'bob', status: 'pending', attempts: 1, next_attempt_at: bobWaitsUntil });
    });

    it('when `leads retry` runs while a worker is sending a notification, then that one is left to it and sent once, and one waiting in back-off is sent once by another worker', async () => {
      const outbox = createOutboxRepository(database.db);
      const now = new Date();
      const claimed = await outbox.claimDue(now, new Date(now.getTime() + 60_000), 10);
      const job = (leadId: string, channel: string) =>
        claimed.find((item) => item.lead.id === leadId && item.channel === channel)!.id;
      const [annaEmail, bobEmail] = [job('anna', 'email'), job('bob', 'email')];
      await outbox.markSent(job('anna', 'webhook'), now);
      // bob's e-mail failed once and waits an hour; anna's is due, for the worker below.
      await outbox.markFailed(bobEmail, 1, new Date(now.getTime() + HOUR_MS), 'connect ECONNREFUSED 127.0.0.1:2525');
      expect(await outbox.release([annaEmail])).toBe(1);

      /** Every delivery, by job id, whichever worker made it. */
      const sends: string[] = [];
      let entered = 0;
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const slowEmail: NotificationChannel = {
        name: 'email',
        async deliver(_lead, jobId) {
          entered += 1;
          await finished;
          sends.push(jobId);
        },
      };
      const quickEmail: NotificationChannel = {
        name: 'email',
        async deliver(_lead, jobId) {
          sends.push(jobId);
        },
      };
      const workerWith = (channel: NotificationChannel) =>
        createOutboxWorker({
          outbox: createOutboxRepository(database.db),
          channels: [channel],
          logger: createLogger('silent'),
          pollMs: 60_000,
          backoffBaseMs: HOUR_MS,
          backoffMaxMs: HOUR_MS,
          leaseMs: 60_000,
          maxAttempts: 12,
        });
      const first = workerWith(slowEmail);
      const firstPass = first.runOnce();
      await waitFor(() => entered === 1, 5000, 'the first worker to be sending');

      // anna's e-mail is in the first worker's hands: only bob's is made due.
      const all = await run(['retry'], database);
      expect(all.text).toBe(
        'Mislukte meldingen terug in de wachtrij gezet: 0.\n' +
          'Wachtende meldingen vervroegd (wachtten op een volgende poging): 1.\n' +
          `Nu aan de beurt: 1 melding(en). ${SERVER_NOTE}`,
      );
      expect(await run(['retry', '--id', annaEmail], database)).toEqual({
        code: 0,
        text: `Melding ${annaEmail} is al aan de beurt of wordt op dit moment verstuurd: er valt niets te vervroegen.\n`,
      });

      // Another instance's worker sends what is due and not claimed: bob's, not anna's.
      const second = workerWith(quickEmail);
      expect(await second.runOnce()).toBe(1);
      expect(sends).toEqual([bobEmail]);
      finish();
      expect(await firstPass).toBe(1);
      expect(await second.runOnce()).toBe(0);
      expect(await first.runOnce()).toBe(0);
      expect(sends.sort()).toEqual([annaEmail, bobEmail].sort());
      expect(await outbox.counts()).toEqual({ pending: 0, sent: 3, failed: 0 });
    });

    it('when a worker whose clock runs ahead holds notifications whose next attempt is still ahead, then `leads retry` leaves them and their lease alone', async () => {
      await slowRetryWorker().runOnce(); // both e-mails fail and wait an hour
      const outbox = createOutboxRepository(database.db);
      const before = (await outbox.listUndelivered(10)).jobs;
      expect(before).toHaveLength(2);
      // A worker two hours ahead finds them due and claims them, until its own time plus a minute.
      const ahead = new Date(Date.now() + 2 * HOUR_MS);
      expect(await outbox.claimDue(ahead, new Date(ahead.getTime() + 60_000), 10)).toHaveLength(2);

      expect(await run(['retry'], database)).toEqual({ code: 0, text: NOTHING_TO_RETRY });
      const bob = before.find((row) => row.lead_id === 'bob')!.id;
      expect(await run(['retry', '--id', bob], database)).toEqual({
        code: 0,
        text: `Melding ${bob} is al aan de beurt of wordt op dit moment verstuurd: er valt niets te vervroegen.\n`,
      });
      expect((await outbox.listUndelivered(10)).jobs).toEqual(before);
      // No worker on the right clock can take them: the lease holds.
      emailUp = true;
      delivered.length = 0;
      expect(await worker().runOnce()).toBe(0);
      expect(delivered).toEqual([]);
    });
  });
}

reportMissingPostgres();

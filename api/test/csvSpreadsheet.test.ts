import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../src/cli/leads/export';
import { openDatabase } from '../src/shared/data/database';
import { createLeadRepository, type Lead } from '../src/features/leads/data/leadRepository';
import { EXPORTED_CSV_HEADER, postJson, startTestServer, tempDir, testLead, type TestServer } from './helpers';

const run = promisify(execFile);

/**
 * The exported file read back as a spreadsheet reads it: LibreOffice Calc, headless, imports
 * the CSV with formulas evaluated (as Excel does) and writes the sheet as flat XML, where a
 * cell that became a formula carries `table:formula`.
 */
const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((candidate) => fs.existsSync(candidate));

/** LibreOffice's CSV import options: separator, quote ("), UTF-8, from line 1, nl-NL, quoted text not forced, formulas evaluated. */
const importOptions = (separator: ',' | ';') =>
  `CSV:${separator.charCodeAt(0)},34,76,1,,1043,false,false,,,false,,true`;

interface Sheet {
  formulas: string[];
  rows: string[][];
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** Rows of cell texts (paragraphs joined by \n) and every formula of the flat ODS sheet. */
function readSheet(xml: string): Sheet {
  const formulas = [...xml.matchAll(/table:formula="([^"]*)"/g)].map((match) => unescapeXml(match[1]!));
  const rows = [...xml.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((row) =>
    [...row[1]!.matchAll(/<table:table-cell\b[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].map((cell) =>
      [...(cell[1] ?? '').matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
        .map((p) => unescapeXml(p[1]!.replace(/<text:tab\/>/g, '\t').replace(/<text:s\/>/g, ' ')))
        .join('\n'),
    ),
  );
  return { formulas, rows };
}

async function openInSpreadsheet(csv: string, separator: ',' | ';'): Promise<Sheet> {
  const dir = tempDir('agency-csv-');
  const file = path.join(dir, 'aanvragen.csv');
  fs.writeFileSync(file, csv);
  await run(
    SOFFICE!,
    [
      `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'fods',
      `--infilter=${importOptions(separator)}`,
      '--outdir',
      dir,
      file,
    ],
    { timeout: 60_000 },
  );
  return readSheet(fs.readFileSync(path.join(dir, 'aanvragen.fods'), 'utf8'));
}

/** What a hostile visitor types to smuggle a formula past a first-character check. */
const payloads = [
  "Eva;=cmd|' /C calc'!A0;",
  'Jan;=1+1;',
  'Jan;+1+1;',
  'Jan;-1+1;',
  'Jan;@SUM(A1);',
  'Jan,=1+1,',
  'Jan";=1+1;"',
  '=1+1',
  '+31612345678',
  '-2+3',
  '@SUM(A1)',
  'Jan; =1+1;',
  'Jan;\u00A0=1+1;',
  'Jan;\u200B=1+1;',
  'Jan;＝1+1;',
  'Jan;＋1+1;',
  'Jan,"=1+1",',
];
/** Line breaks and tabs the contact form's message may hold. */
const multiline = ['Regel;\n=1+1', 'Regel;\r\n=1+1', 'Tab;\t=1+1', '\t=1+1', '\r=1+1', 'Regel\n;=1+1'];

describe('the CSV export opened in a spreadsheet', () => {
  let server: TestServer;
  let dataDir: string;
  let exported: string;
  let direct: Lead[];

  beforeAll(async () => {
    if (!SOFFICE) {
      throw new Error(
        'LibreOffice is needed to read the CSV back as a spreadsheet: sudo apt-get install libreoffice-calc-nogui',
      );
    }
    dataDir = tempDir();
    server = await startTestServer({ DATA_DIR: dataDir });
    // Stored as visitors send them: the callback dialog's name, the contact form's name and message.
    for (const payload of payloads) {
      const callback = await postJson(`${server.url}/api/request-callback`, {
        phone_number: '0612345678',
        name: payload,
      });
      expect(callback.status, payload).toBe(201);
      const project = await postJson(`${server.url}/api/contact`, {
        name: payload,
        email: 'eva@example.nl',
        message: `${payload} bericht`,
      });
      expect(project.status, payload).toBe(201);
    }
    for (const message of multiline) {
      const project = await postJson(`${server.url}/api/contact`, {
        name: 'Eva',
        email: 'eva@example.nl',
        message: `x ${message}`,
      });
      expect(project.status, message).toBe(201);
    }
    await server.stop();
    const database = await openDatabase({ dataDir });
    const stored = await createLeadRepository(database.db).list();
    await database.close();
    exported = toCsv(stored);
    // Values the forms refuse (a name with a tab), written straight to the CSV writer.
    direct = multiline.map((value, i) => testLead({ id: `m${i}`, name: value, message: value, email: value }));
  }, 120_000);

  afterAll(async () => {
    await server?.stop().catch(() => undefined);
  });

  for (const separator of [',', ';'] as const) {
    it(`when opened with "${separator}" as the list separator, then no cell holds a formula`, async () => {
      const fromForms = await openInSpreadsheet(exported, separator);
      expect(fromForms.formulas).toEqual([]);
      const fromWriter = await openInSpreadsheet(toCsv(direct), separator);
      expect(fromWriter.formulas).toEqual([]);
    }, 90_000);
  }

  it('when opened with ",", then every row has the columns and each value is a cell of its own, as typed but for guards', async () => {
    const sheet = await openInSpreadsheet(exported, ',');
    const [header, ...rows] = sheet.rows;
    expect(header).toEqual(EXPORTED_CSV_HEADER);
    expect(rows).toHaveLength(payloads.length * 2 + multiline.length);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(header!.length);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t]/);
    // The visitor's text as typed, but for the ' before what would start a formula.
    const unguarded = (text: string | undefined) => text?.replaceAll("'", '');
    const names = rows.map((row) => unguarded(row[3]));
    for (const payload of payloads) {
      expect(
        names.filter((name) => name === unguarded(payload)),
        payload,
      ).toHaveLength(2);
    }
    expect(names).toContain('Eva;=cmd| /C calc!A0;');
    expect(rows.map((row) => row[3])).toContain("Eva;'=cmd|' /C calc'!A0;");
  }, 90_000);
});

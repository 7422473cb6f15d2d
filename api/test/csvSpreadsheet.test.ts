import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../src/cli/leads/export';
import { dutchLeadsCsv } from '../src/features/staffTools';
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

/**
 * Rows of cell texts (paragraphs joined by \n) and every formula of the flat ODS sheet. Empty
 * cells side by side are one element with a count (`table:number-columns-repeated`): spread out
 * again, so each cell is at its column; the empty ones at a row's end are left off.
 */
function readSheet(xml: string): Sheet {
  const formulas = [...xml.matchAll(/table:formula="([^"]*)"/g)].map((match) => unescapeXml(match[1]!));
  const rows = [...xml.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((row) => {
    const cells = [...row[1]!.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(
      (cell) => {
        const text = [...(cell[2] ?? '').matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
          .map((p) => unescapeXml(p[1]!.replace(/<text:tab\/>/g, '\t').replace(/<text:s\/>/g, ' ')))
          .join('\n');
        const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(cell[1]!)?.[1] ?? 1);
        return Array.from({ length: Math.min(repeated, 64) }, () => text);
      },
    );
    while (cells.at(-1) === '') cells.pop();
    return cells;
  });
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
  let dutch: string;

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
    // The staff area's download of the same leads, and one left at 21:15 in Amsterdam (20:15 UTC in winter), with notes.
    const evening = testLead({
      id: 'avond',
      kind: 'project',
      name: 'Anouk Jansen',
      email: 'eva@example.nl',
      phone: null,
      message: 'Café; graag snel',
      created_at: '2026-11-25T20:15:00.000Z',
      status: 'in_progress',
    });
    dutch = dutchLeadsCsv(
      [evening, ...stored].map((lead) => ({
        ...lead,
        status: lead.status ?? 'new',
        // Assigned and to be followed up (in summer time, an hour later), with a text that would be a formula.
        ...(lead.id === 'avond'
          ? {
              assignee: 'Sanne de Vries',
              follow_up_at: '2027-06-01T07:30:00.000Z',
              follow_up_text: '=offerte nabellen',
            }
          : { assignee: null, follow_up_at: null, follow_up_text: null }),
      })),
      [
        { lead_id: 'avond', text: 'Teruggebeld; belt morgen', created_at: '2026-11-26T08:05:00.000Z', author: 'Sanne' },
        {
          lead_id: 'avond',
          text: 'Offerte:\n=1+1 bedoelt hij',
          created_at: '2026-11-26T09:30:00.000Z',
          author: 'Joris',
        },
      ],
    );
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
      const fromStaffArea = await openInSpreadsheet(dutch, separator);
      expect(fromStaffArea.formulas).toEqual([]);
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

  it('when the staff area\'s download is opened with ";" as Dutch Excel does, then it is columns under Dutch headers, times in Amsterdam, notes in one cell', async () => {
    const sheet = await openInSpreadsheet(dutch, ';');
    const [header, ...rows] = sheet.rows;
    // The byte order mark is read as such: the first header is "Ontvangen", nothing before it.
    expect(header).toEqual([
      ...['Ontvangen', 'Soort', 'Bron', 'Naam', 'Telefoon', 'E-mail', 'Bericht', 'Status', 'Notities'],
      ...['Toegewezen aan', 'Opvolgen op', 'Reden om op te volgen'],
      ...['Eerste pagina', 'Bron van het bezoek', 'Medium', 'Campagne', 'Verwezen door', 'Kenmerk'],
    ]);
    expect(rows).toHaveLength(1 + payloads.length * 2 + multiline.length);
    const evening = rows.find((row) => row[17] === 'avond');
    expect(evening).toEqual([
      '25-11-2026 21:15',
      'Projectaanvraag',
      'Contactformulier',
      'Anouk Jansen',
      '',
      'eva@example.nl',
      'Café; graag snel',
      'In behandeling',
      "26-11-2026 09:05 Sanne: Teruggebeld; belt morgen\n26-11-2026 10:30 Joris: Offerte:\n'=1+1 bedoelt hij",
      'Sanne de Vries',
      '01-06-2027 09:30',
      "'=offerte nabellen",
      '',
      '',
      '',
      '',
      '',
      'avond',
    ]);
    // Every row of the forms is its columns: the id in the last, the kind and source in Dutch.
    for (const row of rows) {
      expect(row.length).toBeLessThanOrEqual(header!.length);
      expect(['Bel me terug', 'Projectaanvraag']).toContain(row[1]);
      expect(['Terugbelverzoek', 'Contactformulier', 'Chat']).toContain(row[2]);
    }
    const names = rows.map((row) => row[3]);
    expect(names).toContain("Eva;'=cmd|' /C calc'!A0;");
  }, 90_000);
});

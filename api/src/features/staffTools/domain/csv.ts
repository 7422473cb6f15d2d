import type { LeadVisitColumns } from '../../leads';

/**
 * The one CSV writer of the product: what `npm run leads -- export`, the staff area's export and
 * the overview's export write (later columns are added here, never in a second writer). Two
 * formats: the machine-readable one (`,`, no byte order mark: the command's, for scripts) and
 * Dutch Excel's (`;`, UTF-8 with a byte order mark: the staff area's download). The rules below
 * hold for both.
 *
 * OWASP's CSV injection advice, for every spreadsheet the agency may open it in:
 * - every field is quoted (RFC 4180, `"` doubled), so no separator inside a value can split it
 *   into cells of its own: a `;` is a separator to Dutch Excel and LibreOffice, a `,` elsewhere;
 * - every place inside a value where a cell may start, in any reading of the file, is guarded:
 *   the value's start, and whatever follows a line break, a `,`, a `;`, a tab or a quote (doubled
 *   in the file, where a reader may take it for the end of a field), when it starts a
 *   formula (=, +, -, @, their full-width forms, or a tab; after any spaces, zero-width
 *   characters or quotes) gets a `'` first, so that cell is text,
 *   never run. A spreadsheet that reads the file with the other separator (`;` for a `,` file,
 *   as Dutch Excel does) keeps quoted separators together only until a line break inside quotes:
 *   there it starts a new row, and from there every `,` or `;` of the record splits a cell
 *   (LibreOffice Calc does so; `api/test/csvSpreadsheet.test.ts` reads the file back with both);
 * - a value that starts with a line break gets a leading `'` too;
 * - lines end with CRLF. The visitor's text is otherwise left as typed.
 */

/** What makes a cell a formula, after any spaces, zero-width characters or quotes. */
const FORMULA = '[\\s"\\u200B-\\u200D]*[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
/** Where a cell may start inside a value (after a line break, a separator, a tab or a quote), before a formula. */
const INNER_CELL_STARTS_FORMULA = new RegExp(`(\\r\\n?|\\n|[,;\\t"])(?=${FORMULA})`, 'g');
/** A value that starts a formula, or starts with a tab or a line break. */
const VALUE_STARTS_FORMULA = new RegExp(`^(?:${FORMULA}|[\\t\\r\\n])`);

/** The value with every cell it may become guarded by a leading '. */
function guarded(value: string): string {
  const inner = value.replace(INNER_CELL_STARTS_FORMULA, "$1'");
  return VALUE_STARTS_FORMULA.test(value) ? `'${inner}` : inner;
}

/** One field, always quoted; null is an empty (quoted) field. */
export function csvField(value: string | null): string {
  if (value === null) return '""';
  return `"${guarded(value).replaceAll('"', '""')}"`;
}

/** How a file is written: its separator, and whether it starts with a byte order mark. */
export interface CsvFormat {
  separator: ',' | ';';
  /** A UTF-8 byte order mark first: Excel then reads the file as UTF-8 (é, ë), not as Windows-1252. */
  bom: boolean;
}

/** For scripts and other programs: `,`, no byte order mark (`npm run leads -- export`). */
export const MACHINE_CSV: CsvFormat = { separator: ',', bom: false };

/** For Dutch Excel, which splits on `;` and reads UTF-8 only after a byte order mark. */
export const DUTCH_EXCEL_CSV: CsvFormat = { separator: ';', bom: true };

/** A header line of the column names, then a line per row; each line ends with CRLF. */
export function csvTable<Row, Column extends keyof Row & string>(
  rows: readonly Row[],
  columns: readonly Column[],
  format: CsvFormat = MACHINE_CSV,
): string {
  const line = (fields: readonly (string | null)[]) => fields.map(csvField).join(format.separator);
  const lines = [line(columns)];
  for (const row of rows) lines.push(line(columns.map((column) => row[column] as string | null)));
  return `${format.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
}

/**
 * The columns of a lead's visit in the command's export, after the lead's own: the landing route,
 * the source, medium and campaign, and the referrer's host (`visit_referrer`); empty without a
 * visit. (The staff area's Dutch export has them under Dutch names: `dutchLeadsCsv`.)
 */
export const VISIT_CSV_COLUMNS = [
  'visit_landing',
  'visit_source',
  'visit_medium',
  'visit_campaign',
  'visit_referrer',
] as const;

/** Leads as CSV: `columns` of each, then the columns of its visit (`VISIT_CSV_COLUMNS`). */
export function leadsCsvTable<Row extends LeadVisitColumns, Column extends keyof Row & string>(
  leads: readonly Row[],
  columns: readonly Column[],
): string {
  return csvTable(
    leads.map((lead) => ({ ...lead, visit_referrer: lead.visit_referrer_host })),
    [...columns, ...VISIT_CSV_COLUMNS],
  );
}

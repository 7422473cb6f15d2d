/**
 * CSV as the agency opens it in a spreadsheet: RFC 4180 fields, CRLF lines, and a cell that
 * starts with =, +, -, @, a tab or a carriage return prefixed with ' so a spreadsheet never runs
 * it as a formula (OWASP CSV injection). What `npm run leads -- export` and the staff area's
 * export both write.
 */

/** One field; null is an empty field. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line of the column names, then a line per row; each line ends with CRLF. */
export function csvTable<Row, Column extends keyof Row & string>(
  rows: readonly Row[],
  columns: readonly Column[],
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column] as string | null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** One line of text, at most `max` characters (cut with …). */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A moment as the agency's tables show it: UTC, to the minute. */
export const utcMinute = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** A moment as the agency's tables show it: UTC, to the second. */
export const utcSecond = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** A plain-text table: the header, a line of dashes, the rows; columns padded, two spaces apart. */
export function tableLines(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (row: readonly string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)];
}

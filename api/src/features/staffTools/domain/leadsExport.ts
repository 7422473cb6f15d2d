import { staffLeadsExportTexts as texts } from '@agency/content';
import type { ExportedLead, ExportedNote } from '../data/staffToolsRepository';
import { csvTable, DUTCH_EXCEL_CSV } from './csv';

/** The agency's clock: a time as the office reads it, in Amsterdam, summer or winter. */
const AMSTERDAM_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as `dd-mm-jjjj uu:mm` in Amsterdam: `2026-11-25T20:15:00Z` is `25-11-2026 21:15`. */
export function amsterdamTime(iso: string): string {
  const parts = Object.fromEntries(AMSTERDAM_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

const { columns } = texts;

/** The columns in the file's order, by their Dutch header. */
const HEADERS = [
  columns.received,
  columns.kind,
  columns.source,
  columns.name,
  columns.phone,
  columns.email,
  columns.message,
  columns.status,
  columns.notes,
  columns.assignee,
  columns.followUpAt,
  columns.followUpText,
  columns.landing,
  columns.visitSource,
  columns.medium,
  columns.campaign,
  columns.referrer,
  columns.id,
] as const;

type Row = Record<(typeof HEADERS)[number], string | null>;

/** A lead's notes in one cell, oldest first, a line each: `25-11-2026 14:02 Sanne de Vries: Teruggebeld.` */
function notesCell(notes: readonly ExportedNote[] | undefined): string | null {
  if (!notes || notes.length === 0) return null;
  return notes
    .map((note) =>
      texts.note
        .replace('{time}', amsterdamTime(note.created_at))
        .replace('{author}', note.author)
        .replace('{text}', note.text),
    )
    .join('\n');
}

/**
 * The staff area's download, for Dutch Excel: `;`, UTF-8 with a byte order mark, Dutch headers
 * and values (the kinds, sources and statuses as the inbox names them), times in Amsterdam, a
 * lead's notes in one cell, who it is assigned to and when to follow it up. Through the one CSV
 * writer, so its spreadsheet-safe rules hold.
 */
export function dutchLeadsCsv(leads: readonly ExportedLead[], notes: readonly ExportedNote[]): string {
  const notesByLead = new Map<string, ExportedNote[]>();
  for (const note of notes) notesByLead.set(note.lead_id, [...(notesByLead.get(note.lead_id) ?? []), note]);
  const rows = leads.map((lead): Row => ({
    [columns.received]: amsterdamTime(lead.created_at),
    [columns.kind]: texts.kinds[lead.kind],
    [columns.source]: texts.sources[lead.source],
    [columns.name]: lead.name,
    [columns.phone]: lead.phone,
    [columns.email]: lead.email,
    [columns.message]: lead.message,
    [columns.status]: texts.statuses[lead.status],
    [columns.notes]: notesCell(notesByLead.get(lead.id)),
    [columns.assignee]: lead.assignee,
    [columns.followUpAt]: lead.follow_up_at === null ? null : amsterdamTime(lead.follow_up_at),
    [columns.followUpText]: lead.follow_up_text,
    [columns.landing]: lead.visit_landing,
    [columns.visitSource]: lead.visit_source,
    [columns.medium]: lead.visit_medium,
    [columns.campaign]: lead.visit_campaign,
    [columns.referrer]: lead.visit_referrer_host,
    [columns.id]: lead.id,
  }));
  return csvTable(rows, HEADERS, DUTCH_EXCEL_CSV);
}

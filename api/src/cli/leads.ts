import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { retention } from '@agency/content/facts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, SQLITE_FILE, sqliteFilePath, type Database } from '../data/database';
import { createFeedbackRepository, type ChatFeedback, type FeedbackCounts } from '../data/feedbackRepository';
import { createLeadRepository, type Lead } from '../data/leadRepository';
import { createOutboxRepository, type UndeliveredJob } from '../data/outboxRepository';
import {
  createPersonalDataStore,
  personMatch,
  PersonMatchError,
  type Erasure,
  type PersonMatch,
} from '../data/personalData';
import type { LeadSource } from '../data/schema';
import { applyRetention } from '../domain/leads/retention';

const USAGE = `Gebruik:
  npm run leads -- list [--limit N] [--kind callback|project]
  npm run leads -- export --format csv|json [--kind callback|project]
      json: elke kolom, met de bron (source) en het chatgesprek (conversation, of null);
      csv: zonder het chatgesprek
  npm run leads -- feedback [--limit N] [--all]
      de vragen waarvan de bezoeker het antwoord "Niet nuttig" vond, nieuwste eerst;
      met --all ook de "Nuttig"-stemmen
  npm run leads -- purge [--days N]      (standaard LEADS_RETENTION_DAYS, anders ${retention.defaultDays} dagen)
      verwijdert oudere leads (met hun meldingen en chatgesprekken) en oudere chatfeedback
  npm run leads -- find --email ADRES | --phone NUMMER
      toont als JSON alles wat over deze persoon is opgeslagen
  npm run leads -- erase --email ADRES | --phone NUMMER [--yes]
      verwijdert hun leads met hun meldingen en chatgesprekken, en de chatfeedback waarin
      het adres of nummer staat; zonder --yes alleen wat verwijderd zou worden
  npm run leads -- outbox [--limit N]
      de meldingen aan het bureau die nog niet zijn afgeleverd (wachtend en mislukt), oudste
      eerst: melding, lead, kanaal, status, pogingen, aangemaakt, volgende poging, laatste fout
  npm run leads -- retry [--id MELDING]
      zet de meldingen die na OUTBOX_MAX_ATTEMPTS pogingen mislukt zijn terug in de wachtrij;
      met --id alleen die ene
  npm run leads -- backup BESTAND [--force]
      schrijft een consistente kopie van de SQLite-database naar BESTAND, ook terwijl de server
      draait; een bestaand BESTAND alleen met --force overschrijven (met PostgreSQL: pg_dump)
Met --email en --phone samen telt elke lead die bij een van beide past (elke lead één keer).
Telefoonnummers in elke schrijfwijze (06 12345678, +31 6 1234 5678); e-mail ongeacht hoofdletters.
Gebruikt dezelfde instellingen als de server (DATA_DIR of DATABASE_URL).
Afsluitcode: 0 gelukt (ook als er niets gevonden is), 1 fout, 2 verkeerd gebruik, ongeldige
invoer of instelling (ook backup naar een bestaand bestand zonder --force, en backup met
PostgreSQL), 3 erase zonder --yes (er is niets verwijderd).`;

/** Exit codes: see USAGE. */
const EXIT = { ok: 0, error: 1, usage: 2, notConfirmed: 3 } as const;

/**
 * The CSV columns. The chat conversation is left out: it is many messages, not a field, and
 * `export --format json` carries it.
 */
const COLUMNS: (keyof Lead)[] = ['id', 'kind', 'created_at', 'name', 'phone', 'email', 'message', 'source'];

/** Where a lead was made, as the agency's table says it. */
const SOURCE_LABELS: Record<LeadSource, string> = {
  'callback-dialog': 'belknop',
  'contact-form': 'formulier',
  chat: 'chat',
};

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) {
    const value = args[index + 1];
    return value === undefined || value.startsWith('--') ? undefined : value;
  }
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

/**
 * RFC 4180 field; a leading =, +, -, @, tab or carriage return is prefixed with ' so
 * spreadsheets don't run it as a formula (OWASP CSV injection).
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(leads: readonly Lead[]): string {
  const lines = [COLUMNS.join(',')];
  for (const lead of leads) lines.push(COLUMNS.map((column) => csvField(lead[column] as string | null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function toTable(leads: readonly Lead[]): string {
  if (leads.length === 0) return 'Geen leads gevonden.\n';
  const rows = leads.map((lead) => [
    lead.created_at.replace('T', ' ').slice(0, 16),
    lead.kind === 'callback' ? 'terugbellen' : 'project',
    SOURCE_LABELS[lead.source] ?? lead.source,
    lead.name ?? '-',
    lead.phone ?? '-',
    lead.email ?? '-',
    (lead.message ?? '').replace(/\s+/g, ' ').slice(0, 40),
  ]);
  const header = ['ontvangen (UTC)', 'soort', 'bron', 'naam', 'telefoon', 'e-mail', 'bericht'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)].join('\n') + '\n';
}

/** One line of text, at most `max` characters (cut with …). */
function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The votes, newest first: date, vote, the question, and the start of the answer. */
export function toFeedbackList(rows: readonly ChatFeedback[], counts: FeedbackCounts, all: boolean): string {
  const total = `Totaal in de database: ${counts.not_useful} niet nuttig, ${counts.useful} nuttig.\n`;
  if (rows.length === 0) {
    return `${all ? 'Geen chatfeedback gevonden.' : 'Geen antwoorden als "Niet nuttig" beoordeeld.'}\n${total}`;
  }
  const entries = rows.map((row) =>
    [
      `${row.created_at.replace('T', ' ').slice(0, 16)} UTC  ${row.vote === 'useful' ? 'nuttig' : 'niet nuttig'}`,
      `  Vraag:    ${excerpt(row.question, 200)}`,
      `  Antwoord: ${excerpt(row.answer, 120)}`,
    ].join('\n'),
  );
  return `${entries.join('\n\n')}\n\n${total}`;
}

function describeMatch(match: PersonMatch): string {
  const parts: string[] = [];
  if (match.email !== undefined) parts.push(`e-mailadres ${match.email}`);
  if (match.phone !== undefined) parts.push(`telefoonnummer ${match.phone}`);
  return parts.join(' of ');
}

function describeErasure(erasure: Erasure): string {
  const counts = Object.entries(erasure.counts)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  const ids = [
    ...(erasure.leadIds.length > 0 ? [`Lead-id's: ${erasure.leadIds.join(', ')}`] : []),
    ...(erasure.feedbackIds.length > 0 ? [`Chatfeedback-id's: ${erasure.feedbackIds.join(', ')}`] : []),
  ];
  return `${counts}.\n${ids.map((line) => `${line}\n`).join('')}`;
}

const nothingFound = (erasure: Erasure) => erasure.leadIds.length === 0 && erasure.feedbackIds.length === 0;

/** A moment as the agency's tables show it: UTC, to the second. */
const utc = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** The notifications not delivered yet, oldest first; ids, states and errors only, no personal data. */
export function toOutboxTable(
  jobs: readonly UndeliveredJob[],
  totals: { pending: number; failed: number },
  limit: number,
): string {
  if (jobs.length === 0) return 'Alle meldingen zijn afgeleverd: er wacht niets.\n';
  const rows = jobs.map((job) => [
    job.id,
    job.lead_id,
    job.channel,
    job.status === 'failed' ? 'mislukt' : 'wacht',
    String(job.attempts),
    utc(job.created_at),
    job.status === 'failed' ? '-' : utc(job.next_attempt_at),
    job.last_error === null ? '-' : excerpt(job.last_error, 500),
  ]);
  const header = [
    'melding',
    'lead',
    'kanaal',
    'status',
    'pogingen',
    'aangemaakt (UTC)',
    'volgende poging (UTC)',
    'laatste fout',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const total = totals.pending + totals.failed;
  const lines = [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format), ''];
  lines.push(
    `Niet afgeleverd: ${totals.pending} wachtend, ${totals.failed} mislukt` +
      (total > jobs.length ? ` (de oudste ${limit} getoond; meer met --limit).` : '.'),
  );
  if (totals.failed > 0) lines.push('Zet de mislukte meldingen terug in de wachtrij met: npm run leads -- retry');
  return `${lines.join('\n')}\n`;
}

const RETRY_NOTE =
  'De server probeert opnieuw bij zijn volgende ronde (binnen OUTBOX_POLL_MS, standaard 5 seconden).\n';

/** `retry`: puts given-up (`failed`) notifications back in the queue (all of them, or the one with `id`). */
async function retryCommand(database: Database, id: string | undefined, out: NodeJS.WritableStream): Promise<number> {
  const outbox = createOutboxRepository(database.db);
  const count = await outbox.retryGivenUp(new Date(), id);
  if (id === undefined) {
    if (count === 0) out.write('Geen mislukte meldingen: er is niets terug in de wachtrij gezet.\n');
    else out.write(`${count} mislukte melding(en) terug in de wachtrij gezet.\n${RETRY_NOTE}`);
    return EXIT.ok;
  }
  if (count === 1) {
    out.write(`Melding ${id} staat weer in de wachtrij.\n${RETRY_NOTE}`);
    return EXIT.ok;
  }
  const status = await outbox.findStatus(id);
  if (status === undefined) out.write(`Geen melding met id ${id} (zie npm run leads -- outbox).\n`);
  else if (status === 'sent') out.write(`Melding ${id} is al afgeleverd: er valt niets te herhalen.\n`);
  else out.write(`Melding ${id} is niet mislukt maar wacht nog op een volgende poging: er valt niets te herhalen.\n`);
  return EXIT.ok;
}

/** The three names SQLite uses for one database: the file, its write-ahead log and its shared memory. */
const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

/** The real path of a file that may not exist yet (its directory must). */
function realTarget(file: string): string {
  return fs.existsSync(file)
    ? fs.realpathSync(file)
    : path.join(fs.realpathSync(path.dirname(file)), path.basename(file));
}

/**
 * `backup`: a consistent copy of the SQLite database, made with the online backup API while the
 * server keeps writing. Written to a temporary file next to the target and renamed into place,
 * so the target is never a half-written copy.
 */
async function backupCommand(
  args: string[],
  dataDir: string,
  openSource: () => Promise<Database>,
  out: NodeJS.WritableStream,
): Promise<number> {
  const [given, ...extra] = args.filter((arg) => !arg.startsWith('--'));
  if (given === undefined || extra.length > 0) {
    out.write(`Geef één bestand op voor de back-up.\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  const target = path.resolve(given);
  if (!fs.existsSync(path.dirname(target))) {
    out.write(`De map ${path.dirname(target)} bestaat niet.\n`);
    return EXIT.usage;
  }
  const source = sqliteFilePath(dataDir);
  const live = fs.existsSync(dataDir) ? sqliteFiles(realTarget(source)) : [];
  if (live.includes(realTarget(target))) {
    out.write(`${target} is de database zelf (of een bestand ervan): kies een bestand buiten DATA_DIR.\n`);
    return EXIT.usage;
  }
  if (fs.existsSync(target) && !args.includes('--force')) {
    out.write(`${target} bestaat al. Kies een ander bestand, of voeg --force toe om het te overschrijven.\n`);
    return EXIT.usage;
  }
  const database = await openSource();
  try {
    const backup = database.backup;
    if (!backup) throw new Error('this database has no backup');
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      await backup(temporary);
      // The copy holds personal data: readable by its owner only.
      fs.chmodSync(temporary, 0o600);
      // An old copy's log files would be read as part of the new copy: they go with it.
      for (const file of sqliteFiles(target).slice(1)) fs.rmSync(file, { force: true });
      fs.renameSync(temporary, target);
    } finally {
      for (const file of sqliteFiles(temporary)) fs.rmSync(file, { force: true });
    }
  } finally {
    await database.close();
  }
  const { size } = fs.statSync(target);
  out.write(
    `Back-up gemaakt: ${target} (${size} bytes).\n` +
      `Terugzetten: stop de server, verwijder ${SQLITE_FILE}-wal en ${SQLITE_FILE}-shm uit DATA_DIR (${dataDir}) ` +
      `als ze er staan, kopieer de back-up naar ${source} en start de server.\n`,
  );
  return EXIT.ok;
}

export interface LeadsCliOptions {
  /** An open database to use (and leave open) instead of the one the environment names. */
  database?: Database;
}

export async function runLeadsCli(
  args: string[],
  out: NodeJS.WritableStream = process.stdout,
  options: LeadsCliOptions = {},
): Promise<number> {
  const [command, ...rest] = args;
  const kindOption = option(rest, 'kind');
  if (kindOption !== undefined && kindOption !== 'callback' && kindOption !== 'project') {
    out.write(`${USAGE}\n`);
    return EXIT.usage;
  }
  const kind = kindOption;
  const commands = ['list', 'export', 'feedback', 'purge', 'find', 'erase', 'outbox', 'retry', 'backup'];
  if (command === undefined || !commands.includes(command)) {
    out.write(`${USAGE}\n`);
    return command === undefined || command === 'help' || command === '--help' ? EXIT.ok : EXIT.usage;
  }
  let match: PersonMatch | undefined;
  if (command === 'find' || command === 'erase') {
    try {
      match = personMatch({ email: option(rest, 'email'), phone: option(rest, 'phone') });
    } catch (error) {
      if (!(error instanceof PersonMatchError)) throw error;
      out.write(`${error.message}\n\n${USAGE}\n`);
      return EXIT.usage;
    }
  }
  const retryId = option(rest, 'id');
  if (command === 'retry' && rest.some((arg) => arg === '--id' || arg.startsWith('--id=')) && !retryId) {
    out.write(`Geef bij --id het id van een melding op (zie npm run leads -- outbox).\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  const config = loadConfig();
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (command === 'backup') {
    if ((options.database?.engine ?? (config.databaseUrl ? 'postgres' : 'sqlite')) === 'postgres') {
      out.write(
        'De database is PostgreSQL (DATABASE_URL): maak de back-up met pg_dump, bijvoorbeeld\n' +
          '  pg_dump --format=custom --file=leads.dump "$DATABASE_URL"\n' +
          'en zet hem terug met pg_restore (zie api/README.md).\n',
      );
      return EXIT.usage;
    }
    if (!options.database && !fs.existsSync(sqliteFilePath(config.dataDir))) {
      out.write(`Geen database gevonden: ${sqliteFilePath(config.dataDir)} bestaat niet (klopt DATA_DIR?).\n`);
      return EXIT.error;
    }
    // A given database stays open for the caller: the copy is made through it.
    const given = options.database;
    const source = given ? async () => ({ ...given, close: async () => {} }) : open;
    return backupCommand(rest, config.dataDir, source, out);
  }
  const database = options.database ?? (await open());
  try {
    const leads = createLeadRepository(database.db);
    const feedback = createFeedbackRepository(database.db);
    const personalData = createPersonalDataStore(database.db);
    if (command === 'list' || command === 'feedback' || command === 'outbox') {
      const limit = Number(option(rest, 'limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1) {
        out.write(`Geef bij --limit een heel aantal op, 1 of meer.\n\n${USAGE}\n`);
        return EXIT.usage;
      }
      if (command === 'outbox') {
        const { jobs, ...totals } = await createOutboxRepository(database.db).listUndelivered(limit);
        out.write(toOutboxTable(jobs, totals, limit));
        return EXIT.ok;
      }
      if (command === 'feedback') {
        const all = rest.includes('--all');
        out.write(toFeedbackList(await feedback.list({ limit, all }), await feedback.counts(), all));
        return EXIT.ok;
      }
      out.write(toTable(await leads.list({ limit, ...(kind ? { kind } : {}) })));
      out.write(`Totaal in de database: ${await leads.count()}\n`);
      return EXIT.ok;
    }
    if (command === 'export') {
      const format = option(rest, 'format') ?? 'csv';
      const all = await leads.list(kind ? { kind } : {});
      if (format === 'csv') out.write(toCsv(all));
      else if (format === 'json') {
        const conversations = await leads.conversationsFor(all.map((lead) => lead.id));
        const exported = all.map((lead) => ({ ...lead, conversation: conversations.get(lead.id) ?? null }));
        out.write(`${JSON.stringify(exported, null, 2)}\n`);
      } else {
        out.write(`Onbekend formaat "${format}". ${USAGE}\n`);
        return EXIT.usage;
      }
      return EXIT.ok;
    }
    if (command === 'retry') return await retryCommand(database, retryId, out);
    if (command === 'find' && match) {
      const found = await personalData.find(match);
      if (found.leads.length === 0 && Object.values(found.related).every((rows) => rows.length === 0)) {
        out.write(`Niets opgeslagen over ${describeMatch(match)}.\n`);
        return EXIT.ok;
      }
      out.write(`${JSON.stringify({ match, leads: found.leads, ...found.related }, null, 2)}\n`);
      return EXIT.ok;
    }
    if (command === 'erase' && match) {
      if (!rest.includes('--yes')) {
        const preview = await personalData.previewErase(match);
        if (nothingFound(preview)) {
          out.write(`Niets opgeslagen over ${describeMatch(match)}: er valt niets te verwijderen.\n`);
          return EXIT.ok;
        }
        out.write(`Zou verwijderen voor ${describeMatch(match)}: ${describeErasure(preview)}`);
        out.write('Er is niets verwijderd. Voeg --yes toe om dit te verwijderen.\n');
        return EXIT.notConfirmed;
      }
      const erased = await personalData.erase(match);
      if (nothingFound(erased)) {
        out.write(`Niets opgeslagen over ${describeMatch(match)}: er valt niets te verwijderen.\n`);
        return EXIT.ok;
      }
      out.write(`Verwijderd voor ${describeMatch(match)}: ${describeErasure(erased)}`);
      return EXIT.ok;
    }
    const days = Number(option(rest, 'days') ?? config.retentionDays);
    if (!Number.isInteger(days) || days < 1) {
      out.write('Geef bij --days een heel aantal dagen op, 1 of meer.\n');
      return EXIT.usage;
    }
    const deleted = await applyRetention(personalData, days);
    const deletedFeedback = await applyRetention(feedback, days);
    out.write(`${deleted} lead(s) en ${deletedFeedback} chatfeedback ouder dan ${days} dagen verwijderd.\n`);
    return EXIT.ok;
  } finally {
    if (!options.database) await database.close();
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  runLeadsCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = error instanceof ConfigError ? EXIT.usage : EXIT.error;
    },
  );
}

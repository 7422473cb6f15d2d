import { pathToFileURL } from 'node:url';
import { retention } from '@agency/content/facts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../data/database';
import { createLeadRepository, type Lead } from '../data/leadRepository';
import {
  createPersonalDataStore,
  personMatch,
  PersonMatchError,
  type Erasure,
  type PersonMatch,
} from '../data/personalData';
import { applyRetention } from '../domain/leads/retention';

const USAGE = `Gebruik:
  npm run leads -- list [--limit N] [--kind callback|project]
  npm run leads -- export --format csv|json [--kind callback|project]
  npm run leads -- purge [--days N]      (standaard LEADS_RETENTION_DAYS, anders ${retention.defaultDays} dagen)
  npm run leads -- find --email ADRES | --phone NUMMER
      toont als JSON alles wat over deze persoon is opgeslagen
  npm run leads -- erase --email ADRES | --phone NUMMER [--yes]
      verwijdert hun leads met hun meldingen; zonder --yes alleen wat verwijderd zou worden
Met --email en --phone samen telt elke lead die bij een van beide past (elke lead één keer).
Telefoonnummers in elke schrijfwijze (06 12345678, +31 6 1234 5678); e-mail ongeacht hoofdletters.
Gebruikt dezelfde instellingen als de server (DATA_DIR of DATABASE_URL).
Afsluitcode: 0 gelukt (ook als er niets gevonden is), 1 fout, 2 verkeerd gebruik, ongeldige
invoer of instelling, 3 erase zonder --yes (er is niets verwijderd).`;

/** Exit codes: see USAGE. */
const EXIT = { ok: 0, error: 1, usage: 2, notConfirmed: 3 } as const;

const COLUMNS: (keyof Lead)[] = ['id', 'kind', 'created_at', 'name', 'phone', 'email', 'message'];

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
    lead.name ?? '-',
    lead.phone ?? '-',
    lead.email ?? '-',
    (lead.message ?? '').replace(/\s+/g, ' ').slice(0, 40),
  ]);
  const header = ['ontvangen (UTC)', 'soort', 'naam', 'telefoon', 'e-mail', 'bericht'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)].join('\n') + '\n';
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
  return `${counts}.\nLead-id's: ${erasure.leadIds.join(', ')}\n`;
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
  if (command !== 'list' && command !== 'export' && command !== 'purge' && command !== 'find' && command !== 'erase') {
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
  const config = loadConfig();
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const leads = createLeadRepository(database.db);
    const personalData = createPersonalDataStore(database.db);
    if (command === 'list') {
      const limit = Number(option(rest, 'limit') ?? 50);
      out.write(toTable(await leads.list({ limit, ...(kind ? { kind } : {}) })));
      out.write(`Totaal in de database: ${await leads.count()}\n`);
      return EXIT.ok;
    }
    if (command === 'export') {
      const format = option(rest, 'format') ?? 'csv';
      const all = await leads.list(kind ? { kind } : {});
      if (format === 'csv') out.write(toCsv(all));
      else if (format === 'json') out.write(`${JSON.stringify(all, null, 2)}\n`);
      else {
        out.write(`Onbekend formaat "${format}". ${USAGE}\n`);
        return EXIT.usage;
      }
      return EXIT.ok;
    }
    if (command === 'find' && match) {
      const found = await personalData.find(match);
      if (found.leads.length === 0) {
        out.write(`Niets opgeslagen over ${describeMatch(match)}.\n`);
        return EXIT.ok;
      }
      out.write(`${JSON.stringify({ match, leads: found.leads, ...found.related }, null, 2)}\n`);
      return EXIT.ok;
    }
    if (command === 'erase' && match) {
      if (!rest.includes('--yes')) {
        const preview = await personalData.previewErase(match);
        if (preview.leadIds.length === 0) {
          out.write(`Niets opgeslagen over ${describeMatch(match)}: er valt niets te verwijderen.\n`);
          return EXIT.ok;
        }
        out.write(`Zou verwijderen voor ${describeMatch(match)}: ${describeErasure(preview)}`);
        out.write('Er is niets verwijderd. Voeg --yes toe om dit te verwijderen.\n');
        return EXIT.notConfirmed;
      }
      const erased = await personalData.erase(match);
      if (erased.leadIds.length === 0) {
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
    out.write(`${deleted} lead(s) ouder dan ${days} dagen verwijderd.\n`);
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

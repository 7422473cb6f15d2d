import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../data/database';
import { createLeadRepository, type Lead } from '../data/leadRepository';
import { applyRetention } from '../domain/leads/retention';

const USAGE = `Gebruik:
  npm run leads -- list [--limit N] [--kind callback|project]
  npm run leads -- export --format csv|json [--kind callback|project]
  npm run leads -- purge [--days N]      (standaard LEADS_RETENTION_DAYS)
Gebruikt dezelfde instellingen als de server (DATA_DIR of DATABASE_URL).`;

const COLUMNS: (keyof Lead)[] = ['id', 'kind', 'created_at', 'name', 'phone', 'email', 'message'];

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

/** RFC 4180 field; a leading =, +, - or @ is prefixed with ' so spreadsheets don't run it. */
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

export async function runLeadsCli(args: string[], out: NodeJS.WritableStream = process.stdout): Promise<number> {
  const [command, ...rest] = args;
  const kindOption = option(rest, 'kind');
  if (kindOption !== undefined && kindOption !== 'callback' && kindOption !== 'project') {
    out.write(`${USAGE}\n`);
    return 2;
  }
  const kind = kindOption;
  if (command !== 'list' && command !== 'export' && command !== 'purge') {
    out.write(`${USAGE}\n`);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const leads = createLeadRepository(database.db);
    if (command === 'list') {
      const limit = Number(option(rest, 'limit') ?? 50);
      out.write(toTable(await leads.list({ limit, ...(kind ? { kind } : {}) })));
      out.write(`Totaal in de database: ${await leads.count()}\n`);
      return 0;
    }
    if (command === 'export') {
      const format = option(rest, 'format') ?? 'csv';
      const all = await leads.list(kind ? { kind } : {});
      if (format === 'csv') out.write(toCsv(all));
      else if (format === 'json') out.write(`${JSON.stringify(all, null, 2)}\n`);
      else {
        out.write(`Onbekend formaat "${format}". ${USAGE}\n`);
        return 2;
      }
      return 0;
    }
    const days = Number(option(rest, 'days') ?? config.retentionDays);
    if (!Number.isInteger(days) || days < 1) {
      out.write('Geef --days N op of stel LEADS_RETENTION_DAYS in.\n');
      return 2;
    }
    const deleted = await applyRetention(leads, days);
    out.write(`${deleted} lead(s) ouder dan ${days} dagen verwijderd.\n`);
    return 0;
  } finally {
    await database.close();
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
      process.exitCode = 1;
    },
  );
}

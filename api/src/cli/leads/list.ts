import { createLeadRepository, type Lead } from '../../features/leads';
import type { LeadSource } from '../../shared/data/schema';
import { defineCommand } from './command';
import { tableLines, utcMinute } from './format';
import { kindOption, LIMIT_PROBLEM, limitOption, KIND_PROBLEM, readKind, readLimit } from './options';
import { EXIT, usageError } from './usage';

/** Where a lead was made, as the agency's table says it. */
const SOURCE_LABELS: Record<LeadSource, string> = {
  'callback-dialog': 'belknop',
  'contact-form': 'formulier',
  chat: 'chat',
};

function toTable(leads: readonly Lead[]): string {
  if (leads.length === 0) return 'Geen leads gevonden.\n';
  const rows = leads.map((lead) => [
    utcMinute(lead.created_at),
    lead.kind === 'callback' ? 'terugbellen' : 'project',
    SOURCE_LABELS[lead.source] ?? lead.source,
    lead.name ?? '-',
    lead.phone ?? '-',
    lead.email ?? '-',
    (lead.message ?? '').replace(/\s+/g, ' ').slice(0, 40),
  ]);
  const header = ['ontvangen (UTC)', 'soort', 'bron', 'naam', 'telefoon', 'e-mail', 'bericht'];
  return `${tableLines(header, rows).join('\n')}\n`;
}

/** `list`: the newest leads as a table, and how many there are in all. */
export const list = defineCommand({
  options: { ...limitOption, ...kindOption },
  missingValue: { limit: LIMIT_PROBLEM, kind: KIND_PROBLEM },
  async run({ values }, { out, withDatabase }) {
    const limit = readLimit(values.limit);
    if (limit === undefined) return usageError(out, LIMIT_PROBLEM);
    const kind = readKind(values.kind);
    if ('problem' in kind) return usageError(out, kind.problem);
    return withDatabase(async (database) => {
      const leads = createLeadRepository(database.db);
      out.write(toTable(await leads.list({ limit, ...(kind.kind ? { kind: kind.kind } : {}) })));
      out.write(`Totaal in de database: ${await leads.count()}\n`);
      return EXIT.ok;
    });
  },
});

import { createLeadRepository, type Lead } from '../../features/leads';
import { leadsCsvTable } from '../../features/staffTools';
import { defineCommand } from './command';
import { KIND_PROBLEM, kindOption, readKind } from './options';
import { EXIT, USAGE, usageError } from './usage';

/**
 * The CSV columns (then the visit's: `leadsCsvTable`). The chat conversation is left out: it is
 * many messages, not a field, and `export --format json` carries it.
 */
const COLUMNS: (keyof Lead)[] = ['id', 'kind', 'created_at', 'name', 'phone', 'email', 'message', 'source'];

export { csvField } from '../../features/staffTools';

export function toCsv(leads: readonly Lead[]): string {
  return leadsCsvTable(leads, COLUMNS);
}

/** `export`: every lead, as CSV (the default) or as JSON with its conversation. */
export const exportCommand = defineCommand({
  options: { format: { type: 'string' }, ...kindOption },
  missingValue: { format: 'Geef bij --format csv of json op.', kind: KIND_PROBLEM },
  async run({ values }, { out, withDatabase }) {
    const kind = readKind(values.kind);
    if ('problem' in kind) return usageError(out, kind.problem);
    const format = values.format ?? 'csv';
    if (format !== 'csv' && format !== 'json') {
      out.write(`Onbekend formaat "${format}". ${USAGE}\n`);
      return EXIT.usage;
    }
    return withDatabase(async (database) => {
      const leads = createLeadRepository(database.db);
      const all = await leads.list(kind.kind ? { kind: kind.kind } : {});
      if (format === 'csv') {
        out.write(toCsv(all));
        return EXIT.ok;
      }
      const conversations = await leads.conversationsFor(all.map((lead) => lead.id));
      const exported = all.map((lead) => ({ ...lead, conversation: conversations.get(lead.id) ?? null }));
      out.write(`${JSON.stringify(exported, null, 2)}\n`);
      return EXIT.ok;
    });
  },
});

import { createOutboxRepository, type UndeliveredJob } from '../../features/leads';
import { notificationChannelNames } from '../../shared/config';
import { defineCommand } from './command';
import { excerpt, tableLines, utcSecond } from './format';
import { LIMIT_PROBLEM, limitOption, readLimit } from './options';
import { EXIT, usageError } from './usage';

/** The notifications not delivered yet, oldest first; ids, states and errors only, no personal data. */
export function toOutboxTable(
  jobs: readonly UndeliveredJob[],
  totals: { pending: number; failed: number },
  limit: number,
  channels: readonly string[],
): string {
  // With no channel nothing is sent: "afgeleverd" would claim what nobody tried.
  const noChannel =
    'Er is geen kanaal voor meldingen ingesteld (LEADS_EMAIL_TO met SMTP_URL, of LEADS_WEBHOOK_URL): het bureau krijgt geen bericht van een nieuwe aanvraag.\n';
  if (jobs.length === 0) return channels.length === 0 ? noChannel : 'Alle meldingen zijn afgeleverd: er wacht niets.\n';
  const rows = jobs.map((job) => [
    job.id,
    job.lead_id,
    job.channel,
    job.status === 'failed' ? 'mislukt' : 'wacht',
    String(job.attempts),
    utcSecond(job.created_at),
    job.status === 'failed' ? '-' : utcSecond(job.next_attempt_at),
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
  const total = totals.pending + totals.failed;
  const lines = [...tableLines(header, rows), ''];
  lines.push(
    `Niet afgeleverd: ${totals.pending} wachtend, ${totals.failed} mislukt` +
      (total > jobs.length ? ` (de oudste ${limit} getoond; meer met --limit).` : '.'),
  );
  if (totals.failed > 0) lines.push('Zet de mislukte meldingen terug in de wachtrij met: npm run leads -- retry');
  return `${lines.join('\n')}\n${channels.length === 0 ? noChannel : ''}`;
}

/** `outbox`: the notifications to the agency not delivered yet (waiting and given up), oldest first. */
export const outbox = defineCommand({
  options: limitOption,
  missingValue: { limit: LIMIT_PROBLEM },
  async run({ values }, { out, withDatabase, config }) {
    const limit = readLimit(values.limit);
    if (limit === undefined) return usageError(out, LIMIT_PROBLEM);
    return withDatabase(async (database) => {
      const { jobs, ...totals } = await createOutboxRepository(database.db).listUndelivered(limit);
      out.write(toOutboxTable(jobs, totals, limit, notificationChannelNames(config())));
      return EXIT.ok;
    });
  },
});

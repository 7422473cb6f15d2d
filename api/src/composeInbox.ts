import {
  createLeadInbox,
  createLeadInboxRepository,
  createLeadWorkRepository,
  createReplyMailer,
  type LeadInbox,
} from './features/inbox';
import type { LeadRepository } from './features/leads';
import type { Alerts } from './features/alerts';
import type { Config } from './shared/config';
import type { Database } from './shared/data/database';
import type { Jobs } from './shared/jobs';
import type { Logger } from './shared/logger';

// The composition of the inbox (api/src/features/inbox), a part of api/src/compose.ts.

/**
 * The staff area's inbox: its pages and leads, and working a lead, with replies by the SMTP
 * server when it is set (nodemailer loaded only then), follow-ups as jobs of the queue, and the
 * alerts told when a follow-up falls due.
 */
export async function buildInbox(
  database: Database,
  config: Config,
  logger: Logger,
  deps: {
    leads: LeadRepository;
    jobs: Jobs;
    alerts: Pick<Alerts, 'followUpDue'>;
    onChanged: () => void;
    now: (() => Date) | undefined;
  },
): Promise<{ inbox: LeadInbox; close(): void }> {
  const mailer = config.reply.smtp ? await createReplyMailer(config.reply.smtp) : undefined;
  const inbox = createLeadInbox({
    repository: createLeadInboxRepository(database.db),
    work: createLeadWorkRepository(database.db),
    leads: deps.leads,
    now: deps.now,
    onChanged: deps.onChanged,
    logger,
    jobs: deps.jobs,
    mailer,
    repliesPerHour: config.reply.perHour,
    followUpAlert: async ({ leadId, staffUserIds }) => {
      for (const staffUserId of staffUserIds) await deps.alerts.followUpDue({ leadId, staffUserId });
    },
  });
  return { inbox, close: () => mailer?.close() };
}

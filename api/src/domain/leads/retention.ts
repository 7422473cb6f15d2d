import type { LeadRepository } from '../../data/leadRepository';
import type { Logger } from '../../logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes leads older than `days` (and their notification jobs). Returns how many. */
export async function applyRetention(leads: LeadRepository, days: number, now = new Date()): Promise<number> {
  return leads.deleteCreatedBefore(new Date(now.getTime() - days * DAY_MS));
}

export interface Retention {
  stop(): void;
}

/** Applies the retention period at start and then every six hours. */
export function startRetention(options: {
  leads: LeadRepository;
  days: number;
  logger: Logger;
  everyMs?: number;
}): Retention {
  const run = async () => {
    try {
      const deleted = await applyRetention(options.leads, options.days);
      if (deleted > 0)
        options.logger.info({ event: 'leads.retention', deleted, days: options.days }, 'old leads deleted');
    } catch (error) {
      options.logger.error({ event: 'leads.retention_failed', err: error }, 'retention run failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), options.everyMs ?? 6 * 60 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import type { LeadNotice } from '../../data/leadRepository';
import type { ChannelName } from '../../../../shared/data/schema';
import type { Logger } from '../../../../shared/logger';
import { composeLeadMessage } from './leadMessage';

/** A way to tell the agency about a lead. `deliver` throws when the lead was not delivered. */
export interface NotificationChannel {
  name: ChannelName;
  /** `jobId` is stable across retries: receivers can use it to drop a repeated delivery. */
  deliver(lead: LeadNotice, jobId: string): Promise<void>;
  close?(): void;
}

/**
 * With no channel configured a lead is only stored, and nobody hears of it until someone looks:
 * said once at start, as a warning that names the settings to set (and no personal data).
 */
export function warnWhenNoChannel(channels: readonly ChannelName[], logger: Logger): void {
  if (channels.length > 0) return;
  logger.warn(
    { event: 'notifications.none' },
    'leads are stored, but no e-mail or webhook tells anyone about them: ' +
      'set SMTP_URL with LEADS_EMAIL_TO, or LEADS_WEBHOOK_URL',
  );
}

export function createWebhookChannel(options: { url: string; timeoutMs?: number }): NotificationChannel {
  return {
    name: 'webhook',
    async deliver(lead, jobId) {
      const message = composeLeadMessage(lead);
      const response = await fetch(options.url, {
        method: 'POST',
        // The job id is the same on every retry, and the lead's id names the lead: a receiver
        // that sees either again can drop the repeat.
        headers: { 'content-type': 'application/json', 'idempotency-key': jobId, 'x-lead-id': lead.id },
        // Slack and Teams incoming webhooks both accept {text}.
        body: JSON.stringify({ text: `*${message.subject}*\n\n${message.text}` }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}

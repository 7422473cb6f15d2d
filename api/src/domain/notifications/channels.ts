import type { LeadNotice } from '../../data/leadRepository';
import type { ChannelName } from '../../data/schema';
import { composeLeadMessage } from './leadMessage';

/** A way to tell the agency about a lead. `deliver` throws when the lead was not delivered. */
export interface NotificationChannel {
  name: ChannelName;
  /** `jobId` is stable across retries: receivers can use it to drop a repeated delivery. */
  deliver(lead: LeadNotice, jobId: string): Promise<void>;
  close?(): void;
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

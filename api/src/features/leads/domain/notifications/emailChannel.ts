import { smtpTransport } from '../../../../shared/smtpTransport';
import type { NotificationChannel } from './channels';
import { composeLeadMessage } from './leadMessage';

export function createEmailChannel(options: {
  smtpUrl: string;
  to: string;
  from: string;
  timeoutMs?: number;
}): NotificationChannel {
  const transport = smtpTransport(options.smtpUrl, options.timeoutMs);
  return {
    name: 'email',
    async deliver(lead, jobId) {
      const message = composeLeadMessage(lead);
      await transport.sendMail({
        from: options.from,
        to: options.to,
        subject: message.subject,
        text: message.text,
        // The same Message-ID on every retry lets mail systems recognise a duplicate.
        messageId: `<lead-${jobId}@studiolegende.nl>`,
        ...(lead.email ? { replyTo: lead.email } : {}),
      });
    },
    close: () => transport.close(),
  };
}

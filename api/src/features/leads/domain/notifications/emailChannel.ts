import nodemailer from 'nodemailer';
import type { NotificationChannel } from './channels';
import { composeLeadMessage } from './leadMessage';

export function createEmailChannel(options: {
  smtpUrl: string;
  to: string;
  from: string;
  timeoutMs?: number;
}): NotificationChannel {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as never);
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

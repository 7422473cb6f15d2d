import { staffAlertMail } from '@agency/content/staffAlerts';
import type { AlertTopic } from '@agency/contract/alerts';
import { CONTROL_CHARACTERS, INVISIBLE_IN_NAMES } from '../../../shared/textRules';

/** One alert e-mail to a colleague's own address. */
export interface AlertMail {
  to: { name: string; email: string };
  topic: AlertTopic;
  /** The staff area's page of what happened. */
  link: string;
  /** The same id on a repeat lets a mail system recognise the duplicate. */
  messageId: string;
}

export interface AlertMailer {
  send(mail: AlertMail): Promise<void>;
  close(): void;
}

const SIMPLE_EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/**
 * Whether an account's name and address may go into headers: they were checked when the
 * account was made (no control characters, a plain address); checked again here, so no line
 * break ever reaches a header whatever wrote the row.
 */
export const headerSafe = (to: AlertMail['to']): boolean =>
  SIMPLE_EMAIL.test(to.email) &&
  !CONTROL_CHARACTERS.test(to.email) &&
  !CONTROL_CHARACTERS.test(to.name) &&
  !INVISIBLE_IN_NAMES.test(to.name);

/**
 * Alert e-mails (plain text) through the SMTP server the lead notifications use
 * (`api/src/shared/smtpTransport.ts`), from `LEADS_EMAIL_FROM`. nodemailer builds every header
 * from checked values: the account's name and address, a subject of our own. Loaded only when
 * SMTP is set.
 */
export async function createAlertMailer(options: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
}): Promise<AlertMailer> {
  const { smtpTransport } = await import('../../../shared/smtpTransport');
  const transport = smtpTransport(options.smtpUrl, options.timeoutMs);
  return {
    async send(mail) {
      if (!headerSafe(mail.to)) throw new Error('an account name or address cannot go into a header');
      const message = staffAlertMail({ topic: mail.topic, name: mail.to.name, link: mail.link });
      await transport.sendMail({
        from: options.from,
        to: { name: mail.to.name, address: mail.to.email },
        subject: message.subject,
        text: message.text,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}

import { staffInviteMail } from '@agency/content';

/** Sends a new colleague their link by e-mail, when SMTP is set (`LEADS_EMAIL_FROM` sends it). */
export type InviteMailer = (invite: { to: string; name: string; link: string; expiresAt: Date }) => Promise<void>;

/**
 * The e-mail that brings an invited colleague their one-time link (plain text), by the SMTP
 * server the lead notifications use, from `LEADS_EMAIL_FROM`. The address and the name were
 * checked by the route (no control characters); nodemailer builds the headers from them.
 * nodemailer is loaded only when SMTP is set, as for the notifications.
 */
export async function createInviteMailer(options: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
}): Promise<InviteMailer & { close(): void }> {
  const { smtpTransport } = await import('../../../shared/smtpTransport');
  const transport = smtpTransport(options.smtpUrl, options.timeoutMs);
  const send = async (invite: Parameters<InviteMailer>[0]) => {
    const mail = staffInviteMail(invite);
    await transport.sendMail({
      from: options.from,
      to: { name: invite.name, address: invite.to },
      subject: mail.subject,
      text: mail.text,
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}

/** A reply to a lead, as the route checked it: no control characters, the subject one line. */
export interface ReplyMail {
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
  /** The colleague's name, shown with the agency's sender address. */
  fromName: string;
  /** Where the lead's answer goes: the colleague's own address. */
  replyTo: string;
  messageId: string;
}

/** Resolves once the SMTP server accepted the mail; rejects when it did not. */
export type ReplyMailer = ((mail: ReplyMail) => Promise<void>) & { from: string; close(): void };

/**
 * Replies from the lead's page go out by the SMTP server the notifications use, from
 * `LEADS_REPLY_FROM`. Every header is built by nodemailer from values the route checked (the
 * address stored with the lead, the colleague's name and address, a subject without line
 * breaks), never from typed header text; the body is plain text only. nodemailer is loaded only
 * when SMTP is set.
 */
export async function createReplyMailer(options: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
}): Promise<ReplyMailer> {
  const { smtpTransport } = await import('../../../shared/smtpTransport');
  const transport = smtpTransport(options.smtpUrl, options.timeoutMs);
  const fromAddress = options.from.match(/<([^>]+)>/)?.[1] ?? options.from;
  const send = async (mail: ReplyMail) => {
    await transport.sendMail({
      from: { name: mail.fromName, address: fromAddress },
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
    });
  };
  return Object.assign(send, { from: fromAddress, close: () => transport.close() });
}

import nodemailer from 'nodemailer';

/**
 * A nodemailer transport for `SMTP_URL`, with one time limit for connecting, the greeting and
 * each read or write (an SMTP server that hangs never holds a sender for long). The lead
 * notifications and the staff invitations send through it; both load it only when SMTP is set.
 */
export function smtpTransport(smtpUrl: string, timeoutMs = 15_000) {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as never);
}

import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { OutboxWorker } from '../src/features/leads';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ReceivedMail {
  raw: string;
  to: string[];
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpReceiver(port: number): Promise<{ mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ raw: Buffer.concat(chunks).toString('utf8'), to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface ReceivedHook {
  body: { text: string };
  idempotencyKey: string | undefined;
  leadId: string | undefined;
  /** When the delivery arrived (ms since the epoch). */
  at: number;
}

/**
 * A Slack/Teams-style webhook receiver on 127.0.0.1. With `answerAfterMs` it keeps each
 * delivery waiting that long before it answers (a slow receiver); `hooks` lists a delivery
 * when it arrived.
 */
export async function startWebhookReceiver(
  port: number,
  options: { answerAfterMs?: number } = {},
): Promise<{ hooks: ReceivedHook[]; close(): Promise<void> }> {
  const hooks: ReceivedHook[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      hooks.push({
        body: JSON.parse(raw) as { text: string },
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        leadId: req.headers['x-lead-id'] as string | undefined,
        at: Date.now(),
      });
      const answer = () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      if (options.answerAfterMs) setTimeout(answer, options.answerAfterMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    hooks,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An SMTP and a webhook receiver on free ports, and the environment that has a test server
 * notify the studio of each lead through both.
 */
export async function startLeadReceivers() {
  const smtpPort = await freePort();
  const hookPort = await freePort();
  const smtp = await startSmtpReceiver(smtpPort);
  const hook = await startWebhookReceiver(hookPort);
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_EMAIL_TO: 'leads@studiolegende.nl',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
  };
  const close = async () => {
    await smtp.close();
    await hook.close();
  };
  return { smtp, hook, env, close };
}

export type LeadReceivers = Awaited<ReturnType<typeof startLeadReceivers>>;

/** Polls `check` until it holds: for what must happen (it fails after `timeoutMs`). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    // allow-wait: the poll's interval; the condition, not the time, ends the wait
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Runs a pass of the server's outbox worker that begins after this call (one already running
 * is waited for first): when it resolves, every notification due by now has been tried. What
 * it returns is how many that pass delivered, so 0 proves that nothing was (still) due: the
 * event a test waits for instead of sleeping to see that nothing more is sent.
 */
export async function outboxPassFromNow(server: { services: { outboxWorker: OutboxWorker } }): Promise<number> {
  await server.services.outboxWorker.runOnce();
  return server.services.outboxWorker.runOnce();
}

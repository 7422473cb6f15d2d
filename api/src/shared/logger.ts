import { createHmac } from 'node:crypto';
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Personal data never appears in clear: request bodies are not
 * logged, known personal fields are redacted wherever they appear, and domain code logs
 * a salted hash (`fingerprint`) instead, so two log lines about the same lead can be
 * matched without revealing who it is.
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'agency-api' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'phone',
          'phone_number',
          'email',
          '*.phone',
          '*.phone_number',
          '*.email',
          'lead.name',
          'lead.message',
          'body',
          '*.body',
          'messages',
        ],
        censor: '[redacted]',
      },
    },
    // Asynchronous stdout: a busy server batches log lines instead of one write per line.
    // `flushLogs` is called on shutdown so nothing is lost on a clean stop.
    (destination as pino.DestinationStream | undefined) ?? pino.destination({ dest: 1, sync: false }),
  );
}

export function flushLogs(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

/**
 * A pseudonym of a value for the log: an HMAC under the installation's secret key (`key`), so a
 * logged hash cannot be turned back into a phone number by trying numbers without that key.
 */
export function fingerprint(value: string, key: string): string {
  return createHmac('sha256', key).update(value).digest('hex').slice(0, 16);
}

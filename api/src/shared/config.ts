import path from 'node:path';
import { deploymentFacts, DeploymentFactsError, type DeploymentFacts } from '@agency/content/deployment';
import bytes from 'bytes';
import { z } from 'zod';
import { chatProtocol } from '@agency/contract/chat';
import { publicApi } from '@agency/contract/publicApi';

/**
 * Every setting comes from the environment and is optional; the defaults serve the
 * site with an embedded database and the embedded assistant. Checked once at start.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * A body limit in bytes, read as Express's body parser reads its `limit` (with the same `bytes`
 * package: "16kb", "1.5mb", "2048"); undefined when it is no size, which Express would take as
 * no limit at all.
 */
export function parseByteSize(value: string): number | undefined {
  const size = bytes.parse(value);
  return size === null || size < 0 ? undefined : size;
}

/** A body limit as text, for Express: `fallback` when blank; one that is no size fails the start. */
const byteSize = (fallback: string, examples: string) =>
  optionalText
    .transform((value) => value ?? fallback)
    .refine((value) => parseByteSize(value) !== undefined, `expected a size such as ${examples}`);

export const envSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL']).default('NORMAL'),
  SITE_DIR: optionalText,
  PUBLIC_API_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  CHAT_MODEL: optionalText,
  OPENAI_TIMEOUT_MS: nonNegativeInt(30_000),
  SMTP_URL: optionalText,
  LEADS_EMAIL_TO: optionalText,
  LEADS_EMAIL_FROM: optionalText,
  LEADS_WEBHOOK_URL: optionalText,
  RATE_LIMIT_WINDOW_MS: nonNegativeInt(10 * 60_000),
  RATE_LIMIT_LEADS: nonNegativeInt(10),
  RATE_LIMIT_CHAT: nonNegativeInt(60),
  RATE_LIMIT_FEEDBACK: nonNegativeInt(30),
  RATE_LIMIT_STAFF: nonNegativeInt(60),
  RATE_LIMIT_VISITS: nonNegativeInt(300),
  TRUST_PROXY: optionalText,
  ALLOWED_ORIGINS: optionalText,
  JSON_BODY_LIMIT: byteSize('16kb', '16kb, 1mb or 2048'),
  CHAT_BODY_LIMIT: byteSize('64kb', '64kb, 1mb or 65536'),
  CHAT_MAX_MESSAGES: nonNegativeInt(chatProtocol.limits.maxMessages),
  CHAT_MAX_MESSAGE_CHARS: nonNegativeInt(chatProtocol.limits.maxMessageChars),
  CHAT_CHUNK_DELAY_MS: nonNegativeInt(12),
  LEADS_REPLY_FROM: optionalText,
  LEADS_REPLY_PER_HOUR: positiveInt(30),
  OUTBOX_POLL_MS: nonNegativeInt(5_000),
  OUTBOX_BACKOFF_BASE_MS: nonNegativeInt(5_000),
  OUTBOX_BACKOFF_MAX_MS: nonNegativeInt(30 * 60_000),
  OUTBOX_MAX_ATTEMPTS: positiveInt(12),
  OUTBOX_ALERT_AFTER_MS: nonNegativeInt(30 * 60_000),
  OUTBOX_LEASE_MS: positiveInt(60_000),
  SHUTDOWN_TIMEOUT_MS: nonNegativeInt(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_HASH_SALT: optionalText,
  SITE_URL: optionalText,
  CHAT_HOURS: z.enum(['office', 'always']).default('office'),
  LIVE_CHAT_WAIT_MS: positiveInt(2 * 60_000),
  LIVE_CHAT_IDLE_MS: positiveInt(15 * 60_000),
  LIVE_CHAT_STARTS_PER_IP: nonNegativeInt(5),
  LIVE_CHAT_MAX_WAITING: positiveInt(20),
  LIVE_CHAT_STREAMS_PER_IP: positiveInt(6),
  LIVE_CHAT_STREAMS_PER_INSTANCE: positiveInt(2000),
  LIVE_CHAT_MESSAGES_PER_MINUTE: nonNegativeInt(30),
  // Unset (or blank): derived from LIVE_CHAT_WAIT_MS below.
  LIVE_CHAT_ALERT_AFTER_MS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).optional(),
  ),
  PUSH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
});

export type TrustProxy = boolean | number | string;

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // e.g. "loopback" or "10.0.0.0/8, 127.0.0.1"
}

/** "https://a.example/, https://b.example": the origins, without a trailing slash. */
function originList(value: string | undefined): readonly string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** The default wait before a waiting chat is e-mailed to everyone (`LIVE_CHAT_ALERT_AFTER_MS`). */
const LIVE_CHAT_ALERT_AFTER_MS = 45_000;

/** Bytes one character (UTF-16 unit) of a message takes at most in JSON: 3 in UTF-8; escapes of allowed characters take 2. */
const MAX_BYTES_PER_CHAR = 3;

/** The settings as the api uses them, made from the variables `envSchema` checked. */
const settingsSchema = envSchema
  .refine((e) => (e.SMTP_URL === undefined) === (e.LEADS_EMAIL_TO === undefined), {
    path: ['SMTP_URL'],
    message: 'SMTP_URL and LEADS_EMAIL_TO must be set together',
  })
  // The e-mail to everyone must go before the chat is missed (the visitor is then offered a call back).
  .refine((e) => e.LIVE_CHAT_ALERT_AFTER_MS === undefined || e.LIVE_CHAT_ALERT_AFTER_MS < e.LIVE_CHAT_WAIT_MS, {
    path: ['LIVE_CHAT_ALERT_AFTER_MS'],
    message:
      'LIVE_CHAT_ALERT_AFTER_MS must be less than LIVE_CHAT_WAIT_MS (the chat would be missed before the e-mail)',
  })
  .transform((e) => ({
    port: e.PORT,
    host: e.HOST,
    production: e.NODE_ENV === 'production',
    dataDir: path.resolve(process.cwd(), e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    siteDir: path.resolve(process.cwd(), e.SITE_DIR ?? 'site/dist'),
    publicApiKey: e.PUBLIC_API_KEY ?? publicApi.defaultKey,
    /** True only when PUBLIC_API_KEY was set explicitly: then chat calls without it get 401. */
    requireApiKey: e.PUBLIC_API_KEY !== undefined,
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.CHAT_MODEL ?? 'gpt-4o-mini',
          timeoutMs: e.OPENAI_TIMEOUT_MS,
        }
      : undefined,
    email:
      e.SMTP_URL && e.LEADS_EMAIL_TO
        ? { smtpUrl: e.SMTP_URL, to: e.LEADS_EMAIL_TO, from: e.LEADS_EMAIL_FROM ?? e.LEADS_EMAIL_TO }
        : undefined,
    webhookUrl: e.LEADS_WEBHOOK_URL,
    /** Replies to a lead from its page: by the same SMTP server, from LEADS_REPLY_FROM (else LEADS_EMAIL_FROM). */
    reply: {
      smtp:
        e.SMTP_URL && e.LEADS_EMAIL_TO
          ? { smtpUrl: e.SMTP_URL, from: e.LEADS_REPLY_FROM ?? e.LEADS_EMAIL_FROM ?? e.LEADS_EMAIL_TO }
          : undefined,
      /** Replies one colleague may send in an hour. */
      perHour: e.LEADS_REPLY_PER_HOUR,
    },
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      leads: e.RATE_LIMIT_LEADS,
      chat: e.RATE_LIMIT_CHAT,
      feedback: e.RATE_LIMIT_FEEDBACK,
      /** Sign-in, code, enrolment and passkey requests per address per minute. */
      staff: e.RATE_LIMIT_STAFF,
      /** Page views and goals counted per IP per window (`POST /api/visit`). */
      visits: e.RATE_LIMIT_VISITS,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: originList(e.ALLOWED_ORIGINS),
    limits: {
      jsonBody: e.JSON_BODY_LIMIT,
      chatBody: e.CHAT_BODY_LIMIT,
      /**
       * Bytes of a callback request: JSON_BODY_LIMIT plus room for a full chat conversation
       * (CHAT_MAX_MESSAGES × CHAT_MAX_MESSAGE_CHARS characters of up to 3 bytes in UTF-8).
       */
      callbackBody:
        // A size: its schema (`byteSize`) refused any other.
        parseByteSize(e.JSON_BODY_LIMIT)! + e.CHAT_MAX_MESSAGES * e.CHAT_MAX_MESSAGE_CHARS * MAX_BYTES_PER_CHAR,
      chatMaxMessages: e.CHAT_MAX_MESSAGES,
      chatMaxMessageChars: e.CHAT_MAX_MESSAGE_CHARS,
    },
    chatChunkDelayMs: e.CHAT_CHUNK_DELAY_MS,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      backoffBaseMs: e.OUTBOX_BACKOFF_BASE_MS,
      backoffMaxMs: e.OUTBOX_BACKOFF_MAX_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
      /** After this many failed attempts a job is given up (status `failed`) and logged once as an error. */
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      /** `/api/health` answers 503 when a notification has waited longer than this (0: never for waiting). */
      alertAfterMs: e.OUTBOX_ALERT_AFTER_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    /**
     * The key of the pseudonyms (log hashes, e-mail hashes, rate-limit keys) and of the staff
     * area's HMACs when set; unset, the api makes a random key per installation (`compose.ts`).
     */
    logHashSalt: e.LOG_HASH_SALT,
    liveChat: {
      /** `always`: a person may be offered at any hour (for an agency that answers around the clock, and tests). */
      hours: e.CHAT_HOURS,
      /** A waiting conversation nobody took in this time is missed (the visitor gets "Bel me terug"). */
      waitMs: e.LIVE_CHAT_WAIT_MS,
      /** An active conversation without a message for this long ends; the assistant takes over again. */
      idleMs: e.LIVE_CHAT_IDLE_MS,
      /** Conversations one IP may start per hour (0: no limit). */
      startsPerIp: e.LIVE_CHAT_STARTS_PER_IP,
      /** Conversations waiting at once, in all. */
      maxWaiting: e.LIVE_CHAT_MAX_WAITING,
      /** Open live streams of one IP, and of this instance. */
      streamsPerIp: e.LIVE_CHAT_STREAMS_PER_IP,
      streamsPerInstance: e.LIVE_CHAT_STREAMS_PER_INSTANCE,
      /** A visitor's messages per minute in one conversation (0: no limit). */
      messagesPerMinute: e.LIVE_CHAT_MESSAGES_PER_MINUTE,
      /**
       * A waiting conversation nobody took in this time is e-mailed to every colleague who chose
       * it. Unset: 45 s, or 3/8 of a shorter LIVE_CHAT_WAIT_MS (the defaults' ratio), so it
       * always goes before the chat is missed.
       */
      alertAfterMs:
        e.LIVE_CHAT_ALERT_AFTER_MS ?? Math.min(LIVE_CHAT_ALERT_AFTER_MS, Math.floor((e.LIVE_CHAT_WAIT_MS * 3) / 8)),
    },
    alerts: {
      /** Tests only: push endpoints on http://127.0.0.1 are taken (a local receiver); never in production. */
      allowLoopbackPush: e.PUSH_ALLOW_LOOPBACK === '1',
    },
    /** The site's public address (no trailing slash), for the links `npm run staff` prints. */
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
  }));

/**
 * The api's configuration: its settings, and the deployment facts (how long leads are kept,
 * which AI provider chat text goes to) read by `deploymentFacts`, the same function the site
 * build writes the privacy statement from.
 */
export type Config = z.output<typeof settingsSchema> & DeploymentFacts;

export class ConfigError extends Error {}

/** The channels lead notifications go by, as configured: none set is an empty list (nothing is sent). */
export function notificationChannelNames(config: Pick<Config, 'email' | 'webhookUrl'>): ('email' | 'webhook')[] {
  return [...(config.email ? (['email'] as const) : []), ...(config.webhookUrl ? (['webhook'] as const) : [])];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  try {
    // `analyticsRawDays`: the days a raw page view (its hour, route, source) is kept, the daily
    // totals stay; `analyticsMinGroupVisitors`: the overview's smallest group shown.
    return { ...parsed.data, ...deploymentFacts(env) };
  } catch (error) {
    if (error instanceof DeploymentFactsError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
}

import path from 'node:path';
import { deploymentFacts, DeploymentFactsError, type DeploymentFacts } from '@agency/content/deployment';
import { z } from 'zod';
import { publicApi } from './contract';

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
  TRUST_PROXY: optionalText,
  ALLOWED_ORIGINS: optionalText,
  JSON_BODY_LIMIT: optionalText,
  CHAT_BODY_LIMIT: optionalText,
  CHAT_MAX_MESSAGES: nonNegativeInt(40),
  CHAT_MAX_MESSAGE_CHARS: nonNegativeInt(2000),
  CHAT_CHUNK_DELAY_MS: nonNegativeInt(12),
  OUTBOX_POLL_MS: nonNegativeInt(5_000),
  OUTBOX_BACKOFF_BASE_MS: nonNegativeInt(5_000),
  OUTBOX_BACKOFF_MAX_MS: nonNegativeInt(30 * 60_000),
  OUTBOX_MAX_ATTEMPTS: positiveInt(12),
  OUTBOX_ALERT_AFTER_MS: nonNegativeInt(30 * 60_000),
  OUTBOX_LEASE_MS: positiveInt(60_000),
  SHUTDOWN_TIMEOUT_MS: nonNegativeInt(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_HASH_SALT: optionalText,
});

export type TrustProxy = boolean | number | string;

export interface Config {
  port: number;
  host: string | undefined;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteSynchronous: 'NORMAL' | 'FULL';
  siteDir: string;
  publicApiKey: string;
  /** True only when PUBLIC_API_KEY was set explicitly: then chat calls without it get 401. */
  requireApiKey: boolean;
  openai: { apiKey: string; baseURL: string | undefined; model: string; timeoutMs: number } | undefined;
  email: { smtpUrl: string; to: string; from: string } | undefined;
  webhookUrl: string | undefined;
  /**
   * Leads (and what belongs to them) older than this many days are deleted. From
   * `deploymentFacts`, the same function the site build writes the privacy statement from.
   */
  retentionDays: number;
  /** The external AI provider chat text goes to (null: the embedded assistant), as the privacy statement says. */
  aiProvider: DeploymentFacts['aiProvider'];
  rateLimits: { windowMs: number; leads: number; chat: number; feedback: number };
  trustProxy: TrustProxy;
  allowedOrigins: readonly string[];
  limits: {
    jsonBody: string;
    chatBody: string;
    /**
     * Bytes of a callback request: JSON_BODY_LIMIT plus room for a full chat conversation
     * (CHAT_MAX_MESSAGES × CHAT_MAX_MESSAGE_CHARS characters of up to 3 bytes in UTF-8).
     */
    callbackBody: number;
    chatMaxMessages: number;
    chatMaxMessageChars: number;
  };
  chatChunkDelayMs: number;
  outbox: {
    pollMs: number;
    backoffBaseMs: number;
    backoffMaxMs: number;
    leaseMs: number;
    /** After this many failed attempts a job is given up (status `failed`) and logged once as an error. */
    maxAttempts: number;
    /** `/api/health` answers 503 when a notification has waited longer than this (0: never for waiting). */
    alertAfterMs: number;
  };
  shutdownTimeoutMs: number;
  logLevel: string;
  logHashSalt: string;
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // e.g. "loopback" or "10.0.0.0/8, 127.0.0.1"
}

export class ConfigError extends Error {}

const BYTE_UNITS = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const;

/** A body limit as Express reads it ("16kb", "1.5mb", "2048"), in bytes; undefined when it is none. */
export function parseByteSize(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2]?.toLowerCase() ?? 'b') as keyof typeof BYTE_UNITS;
  return Math.floor(Number(match[1]) * BYTE_UNITS[unit]);
}

/** Bytes one character (UTF-16 unit) of a message takes at most in JSON: 3 in UTF-8; escapes of allowed characters take 2. */
const MAX_BYTES_PER_CHAR = 3;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  let facts: DeploymentFacts;
  try {
    facts = deploymentFacts(env);
  } catch (error) {
    if (error instanceof DeploymentFactsError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
  const root = process.cwd();
  if ((e.SMTP_URL === undefined) !== (e.LEADS_EMAIL_TO === undefined)) {
    throw new ConfigError('Invalid configuration: SMTP_URL and LEADS_EMAIL_TO must be set together.');
  }
  const jsonBody = e.JSON_BODY_LIMIT ?? '16kb';
  const jsonBodyBytes = parseByteSize(jsonBody);
  if (jsonBodyBytes === undefined) {
    throw new ConfigError('Invalid configuration:\n  JSON_BODY_LIMIT: expected a size such as 16kb, 1mb or 2048');
  }
  const chatBody = e.CHAT_BODY_LIMIT ?? '64kb';
  if (parseByteSize(chatBody) === undefined) {
    throw new ConfigError('Invalid configuration:\n  CHAT_BODY_LIMIT: expected a size such as 64kb, 1mb or 65536');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    production: e.NODE_ENV === 'production',
    dataDir: path.resolve(root, e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    siteDir: path.resolve(root, e.SITE_DIR ?? 'site/dist'),
    publicApiKey: e.PUBLIC_API_KEY ?? publicApi.defaultKey,
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
    retentionDays: facts.retentionDays,
    aiProvider: facts.aiProvider,
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      leads: e.RATE_LIMIT_LEADS,
      chat: e.RATE_LIMIT_CHAT,
      feedback: e.RATE_LIMIT_FEEDBACK,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    limits: {
      jsonBody,
      chatBody,
      callbackBody: jsonBodyBytes + e.CHAT_MAX_MESSAGES * e.CHAT_MAX_MESSAGE_CHARS * MAX_BYTES_PER_CHAR,
      chatMaxMessages: e.CHAT_MAX_MESSAGES,
      chatMaxMessageChars: e.CHAT_MAX_MESSAGE_CHARS,
    },
    chatChunkDelayMs: e.CHAT_CHUNK_DELAY_MS,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      backoffBaseMs: e.OUTBOX_BACKOFF_BASE_MS,
      backoffMaxMs: e.OUTBOX_BACKOFF_MAX_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      alertAfterMs: e.OUTBOX_ALERT_AFTER_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    logHashSalt: e.LOG_HASH_SALT ?? 'studio-legende',
  };
}

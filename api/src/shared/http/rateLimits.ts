import { createHmac } from 'node:crypto';
import type { RequestHandler } from 'express';
import { rateLimit, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import type { Pool } from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { HttpError, errors } from '../errors';
import type { Logger } from '../logger';

/** The table the shared counters live in (created by the migrations). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** How long a visitor is asked to wait when the chat is refused because the limit store failed. */
const STORE_FAILED_RETRY_SECONDS = 30;

/**
 * Where the per-IP counters live when several instances share one database: one counter per
 * limiter and IP in PostgreSQL, so a limit holds across instances and restarts. Without it
 * (SQLite: one process) each limiter counts in its own memory.
 */
export interface SharedLimits {
  /** A store for the limiter called `name` (its counters are apart from the others'). */
  store(name: string): Store;
  /** Stops the clean-up of ended windows. */
  close(): void;
}

/** How often counters whose window ended are deleted. */
const CLEAN_UP_EVERY_MS = 60_000;

/**
 * The shared counters in PostgreSQL, through rate-limiter-flexible's PostgreSQL limiter on the
 * api's own pool: one atomic upsert per request. The IP is never written: a counter's key is
 * an HMAC of it (with `salt`), and a counter is deleted within a minute after its window ended.
 * The first failure of the store is logged once (`ratelimit.store_failed`), and its recovery
 * once (`ratelimit.store_recovered`).
 */
export async function postgresLimits(
  pool: Pool,
  logger: Logger,
  salt: string,
  options: { cleanUpEveryMs?: number } = {},
): Promise<SharedLimits> {
  // Loaded only with PostgreSQL, like pg itself.
  const { RateLimiterPostgres } = await import('rate-limiter-flexible');
  const pseudonym = (key: string) => createHmac('sha256', salt).update(key).digest('base64url').slice(0, 32);
  // Every limiter's counters are in one table; ended windows go (a failure waits for the next round).
  const cleanUp = setInterval(() => {
    pool.query(`delete from ${RATE_LIMIT_TABLE} where expire < $1`, [Date.now()]).catch(() => undefined);
  }, options.cleanUpEveryMs ?? CLEAN_UP_EVERY_MS);
  cleanUp.unref();
  let failing = false;
  const succeeded = () => {
    if (!failing) return;
    failing = false;
    logger.info({ event: 'ratelimit.store_recovered' }, 'the rate limit store works again');
  };
  const failed = (error: unknown) => {
    if (failing) return;
    failing = true;
    logger.error(
      { event: 'ratelimit.store_failed', reason: error instanceof Error ? error.message : String(error) },
      'the rate limit store failed: leads are accepted without a limit, chat is refused, until it works again',
    );
  };

  return {
    store(name) {
      let limiter: RateLimiterPostgres | undefined;
      const counter = () => {
        if (!limiter) throw new Error('the rate limit store was not initialised');
        return limiter;
      };
      async function guarded<T>(operation: () => Promise<T>): Promise<T> {
        try {
          const result = await operation();
          succeeded();
          return result;
        } catch (error) {
          failed(error);
          throw error;
        }
      }
      return {
        prefix: `${name}:`,
        localKeys: false,
        init(options: Options) {
          limiter = new RateLimiterPostgres({
            storeClient: pool,
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            keyPrefix: name,
            points: typeof options.limit === 'number' ? options.limit : 1,
            duration: options.windowMs / 1000,
            clearExpiredByTimeout: false,
          });
        },
        increment: (key): Promise<IncrementResponse> =>
          guarded(async () => {
            const counted = await counter().penalty(pseudonym(key), 1);
            return { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + counted.msBeforeNext) };
          }),
        decrement: (key) =>
          guarded(async () => {
            await counter().reward(pseudonym(key), 1);
          }),
        resetKey: (key) =>
          guarded(async () => {
            await counter().delete(pseudonym(key));
          }),
      };
    },
    close() {
      clearInterval(cleanUp);
    },
  };
}

export interface PerIpLimitOptions {
  /** The limiter's name: its counters are kept apart from the other limiters'. */
  name: string;
  limit: number;
  windowMs: number;
  /** The shared store; undefined: this process's memory. */
  shared?: SharedLimits | undefined;
  /**
   * When the shared store fails: `allow` lets the request through (a lost lead is worse than
   * a spam lead), `refuse` answers 429 as if the limit were reached.
   */
  whenStoreFails: 'allow' | 'refuse';
  /** The answer past the limit (default: `rate_limited`), given the seconds to wait. */
  refusal?: (retryAfterSeconds: number) => HttpError;
  /** How much of an IPv6 address counts as one caller (default: express-rate-limit's /56). */
  ipv6Subnet?: number;
}

/** express-rate-limit logs store errors itself; ours are logged once by the store. */
const quiet = { error: () => {}, warn: () => {} };

/**
 * Per-IP limit over a fixed window. `limit: 0` turns it off, e.g. for a benchmark. Behind a
 * proxy set TRUST_PROXY so the visitor's IP is used.
 */
export function perIpLimit(options: PerIpLimitOptions): RequestHandler {
  const { limit, windowMs, shared, whenStoreFails } = options;
  const refusal = options.refusal ?? (() => errors.rateLimited());
  if (limit === 0) return (_req, _res, next) => next();
  const limiter = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(shared ? { store: shared.store(options.name) } : {}),
    ...(options.ipv6Subnet ? { ipv6Subnet: options.ipv6Subnet } : {}),
    passOnStoreError: whenStoreFails === 'allow',
    logger: quiet,
    handler: (req, res, next) => {
      const resetTime = (req as typeof req & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(windowMs / 1000);
      res.setHeader('retry-after', String(seconds));
      next(refusal(seconds));
    },
    // The app decides trust proxy from configuration; don't warn about it at runtime.
    validate: { trustProxy: false, xForwardedForHeader: false },
  });
  if (whenStoreFails === 'allow') return limiter;
  // A store error reaches `next` as an error that is not ours: refuse the request with 429.
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) => {
      if (error === undefined || error === 'route' || error === 'router' || error instanceof HttpError) {
        next(error as never);
        return;
      }
      res.setHeader('retry-after', String(STORE_FAILED_RETRY_SECONDS));
      next(refusal(STORE_FAILED_RETRY_SECONDS));
    });
}

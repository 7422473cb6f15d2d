import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { errors } from '../errors';

/**
 * Per-IP limit over a sliding window (in memory, per process). `limit: 0` turns it off,
 * e.g. for a benchmark. Behind a proxy set TRUST_PROXY so the visitor's IP is used.
 */
export function perIpLimit(limit: number, windowMs: number): RequestHandler {
  if (limit === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next) => {
      const resetTime = (req as typeof req & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(windowMs / 1000);
      res.setHeader('retry-after', String(seconds));
      next(errors.rateLimited());
    },
    // The app decides trust proxy from configuration; don't warn about it at runtime.
    validate: { trustProxy: false, xForwardedForHeader: false },
  });
}

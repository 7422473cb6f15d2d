import express, { Router, type Request, type RequestHandler } from 'express';
import { analytics as contract } from '@agency/contract/analytics';
import type { Config } from '../../../shared/config';
import { errors } from '../../../shared/errors';
import { perIpLimit, type SharedLimits } from '../../../shared/http/rateLimits';
import type { Analytics } from '../domain/analytics';
import { notCounted, parseBeacon } from '../domain/visitInput';

export interface VisitRouteDeps {
  analytics: Analytics;
  /** Whether the request carries a staff session's cookie (a colleague looking at the site is not counted). */
  staffSignedIn: (req: Request) => boolean;
  shared?: SharedLimits | undefined;
}

/**
 * The beacon's body: `navigator.sendBeacon` sends a string as `text/plain`, a Blob as its own
 * type; either is read as UTF-8 text (at most `bodyBytes`) and parsed as JSON here.
 */
const beaconBody: RequestHandler[] = [
  (req, _res, next) => {
    if (!req.is(['text/plain', 'application/json'])) return next(errors.unsupportedMediaType());
    next();
  },
  express.text({ type: ['text/plain', 'application/json'], limit: contract.limits.bodyBytes, defaultCharset: 'utf-8' }),
];

function json(text: unknown): unknown {
  if (typeof text !== 'string') throw errors.invalidJson();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errors.invalidJson();
  }
}

/**
 * POST /api/visit: a page view or a browser goal (`@agency/contract/analytics`). Limited per IP
 * before the body is read; answers 204 at once, the count is written with the next batch.
 * Logged as every request is (method, path, status): never the body, IP or user agent.
 */
export function visitRoutes(config: Config, deps: VisitRouteDeps): Router {
  const router = Router();
  router.post(
    contract.paths.visit.replace(/^\/api/, ''),
    perIpLimit({
      name: 'visits',
      limit: config.rateLimits.visits,
      windowMs: config.rateLimits.windowMs,
      shared: deps.shared,
      // Not counting while the store fails is no loss; counting a flood would be.
      whenStoreFails: 'refuse',
    }),
    ...beaconBody,
    (req, res) => {
      const header = (name: string) => req.get(name);
      const beacon = parseBeacon(json(req.body), { ownHost: req.hostname, userAgent: req.get('user-agent') });
      if (!notCounted(header, deps.staffSignedIn(req))) {
        deps.analytics.count(beacon, { ip: req.ip, userAgent: req.get('user-agent') });
      }
      res.setHeader('cache-control', 'no-store');
      res.status(204).end();
    },
  );
  return router;
}

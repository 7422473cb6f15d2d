import { Router, type Request } from 'express';
import type { Analytics } from '../domain/analytics';
import { invalidRange } from '../domain/overview';

/** A query parameter given once as text, or undefined; anything else (an object, a list) is no range. */
function day(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRange();
  return value;
}

/**
 * GET /api/staff/analytics?from=&to=: the overview of a range (`staffAnalyticsApi` in
 * `@agency/contract/analytics`), mounted behind the staff session in `staffArea` (api/src/app.ts).
 */
export function staffAnalyticsRoutes(deps: { analytics: Analytics }): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json(await deps.analytics.overview({ from: day(req, 'from'), to: day(req, 'to') }));
  });
  return router;
}

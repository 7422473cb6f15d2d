import { Router, type Request } from 'express';
import type { Analytics } from '../domain/analytics';
import { invalidRange } from '../domain/overview';
import { overviewCsv } from '../domain/overviewCsv';

/** A query parameter given once as text, or undefined; anything else (an object, a list) is no range. */
function day(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRange();
  return value;
}

const rangeOf = (req: Request) => ({ from: day(req, 'from'), to: day(req, 'to') });

/**
 * GET /api/staff/analytics?from=&to=: the overview of a range (`staffAnalyticsApi` in
 * `@agency/contract/analytics`), and `/export` the same as a CSV download; mounted behind the
 * staff session in `staffArea` (api/src/app.ts).
 */
export function staffAnalyticsRoutes(deps: { analytics: Analytics }): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json(await deps.analytics.overview(rangeOf(req)));
  });
  router.get('/export', async (req, res) => {
    const overview = await deps.analytics.overview(rangeOf(req));
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="herkomst-${overview.from}-${overview.to}.csv"`);
    // A byte order mark, as the leads' export has: a spreadsheet reads the UTF-8 as UTF-8.
    res.send(`\uFEFF${overviewCsv(overview)}`);
  });
  return router;
}

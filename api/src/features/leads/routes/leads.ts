import { Router, type Request, type Response } from 'express';
import type { Config } from '../../../shared/config';
import { parseIdempotencyKey } from '../domain/idempotency';
import type { LeadContext, LeadService } from '../domain/leadService';
import { isFormPost, jsonOrFormBody, SENT_LOCATION } from './formPost';
import { jsonBody } from '../../../shared/http/jsonBody';
import { perIpLimit, type SharedLimits } from '../../../shared/http/rateLimits';

/**
 * The request id for the logs, the optional `Idempotency-Key` header (400 when malformed), and
 * the body's `visit` as sent (`VisitOrigin` of `@agency/contract/analytics`) with the host the
 * request came to (a referrer on it is a navigation inside the site, no source).
 */
function leadContext(req: Request): LeadContext {
  const body: unknown = req.body;
  const sent = typeof body === 'object' && body !== null ? (body as { visit?: unknown }).visit : undefined;
  return {
    requestId: req.id,
    idempotencyKey: parseIdempotencyKey(req.get('idempotency-key')),
    ...(sent === undefined ? {} : { visit: { sent, ownHost: req.hostname } }),
  };
}

/**
 * POST /api/request-callback and POST /api/contact: store the lead (with the visit it came
 * from, when the body's `visit` holds one), then answer 201 {id}.
 * With an `Idempotency-Key`, a repeat of the same request within 24 hours answers the first
 * id again (no second lead, no second notification); the key with another request is a 422.
 * A callback request may carry the chat conversation it came from, so its body may be as
 * large as a full conversation (`limits.callbackBody`).
 */
export function leadRoutes(config: Config, leads: LeadService, shared?: SharedLimits): Router {
  const router = Router();
  const callbackBody = jsonBody(config.limits.callbackBody);
  const { leads: limit, windowMs } = config.rateLimits;
  // Each endpoint counts apart. When the limit store fails a lead is still accepted: a lost
  // lead is worse than a spam lead.
  const limitFor = (name: string) => perIpLimit({ name, limit, windowMs, shared, whenStoreFails: 'allow' });

  router.post('/request-callback', limitFor('leads-callback'), ...callbackBody, async (req, res) => {
    const receipt = await leads.requestCallback(req.body, leadContext(req));
    res.status(201).json(receipt);
  });

  // The contact form also posts itself, in the form encoding, before the page's code took over
  // (`http/formPost.ts`): the same rules, a redirect to the thank-you, or a page that says why.
  // A repeat of the same post from the same address within 24 hours stores nothing new. Such a
  // post has no visit (the page that would know it has not run).
  router.post(
    '/contact',
    limitFor('leads-contact'),
    ...jsonOrFormBody(config.limits.jsonBody),
    async (req: Request, res: Response) => {
      if (isFormPost(req)) {
        await leads.requestProject(req.body, {
          requestId: req.id,
          idempotencyKey: leads.formPostKey(req.body),
        });
        res.redirect(303, SENT_LOCATION);
        return;
      }
      const receipt = await leads.requestProject(req.body, leadContext(req));
      res.status(201).json(receipt);
    },
  );

  return router;
}

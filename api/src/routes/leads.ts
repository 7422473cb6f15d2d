import { Router } from 'express';
import type { Config } from '../config';
import type { LeadService } from '../domain/leads/leadService';
import { jsonBody } from '../http/jsonBody';
import { perIpLimit } from '../http/rateLimits';

/** POST /api/request-callback and POST /api/contact: store the lead, then answer 201 {id}. */
export function leadRoutes(config: Config, leads: LeadService): Router {
  const router = Router();
  const body = jsonBody(config.limits.jsonBody);
  const { leads: limit, windowMs } = config.rateLimits;

  router.post('/request-callback', perIpLimit(limit, windowMs), ...body, async (req, res) => {
    const receipt = await leads.requestCallback(req.body, { requestId: req.id });
    res.status(201).json(receipt);
  });

  router.post('/contact', perIpLimit(limit, windowMs), ...body, async (req, res) => {
    const receipt = await leads.requestProject(req.body, { requestId: req.id });
    res.status(201).json(receipt);
  });

  return router;
}

import { Router } from 'express';
import { z } from 'zod';
import { errors } from '../../../shared/errors';
import { requireRecentAuth, type StaffRouterContext } from './staffReauth';

const passwordChangeBody = z.object({ currentPassword: z.string().max(1024), newPassword: z.string().max(1024) });
const codeBody = z.object({ code: z.string().max(64) });
const factorIdBody = z.object({ id: z.string().max(64) });
const passkeyBody = z.object({
  response: z.looseObject({ id: z.string().max(1024), type: z.literal('public-key') }),
});

/**
 * `/api/staff/account/*`: the signed-in staff member's own password, second factors and
 * recovery codes. A new password asks the current one in the same request; a factor added or
 * removed and new recovery codes need a recent re-authentication.
 */
export function staffAccountRoutes(kit: StaffRouterContext): Router {
  const { auth, body, caller, read, relyingParty } = kit;
  const router = Router();
  const recent = requireRecentAuth(auth);

  router.post('/password', ...body, async (req, res) => {
    const input = read(passwordChangeBody, req.body);
    await auth.changePassword(req.staff!, input, caller(req));
    res.status(204).end();
  });

  router.post('/recovery-codes', recent, async (req, res) => {
    res.json({ recoveryCodes: await auth.newRecoveryCodes(req.staff!, caller(req)) });
  });

  router.post('/factors/totp', recent, async (req, res) => {
    res.json(await auth.startTotp(req.staff!));
  });

  router.post('/factors/totp/confirm', recent, ...body, async (req, res) => {
    const { code } = read(codeBody, req.body);
    await auth.confirmNewTotp(req.staff!, code, caller(req));
    res.json({ factors: await auth.factors(req.staff!) });
  });

  router.post('/factors/passkey/options', recent, async (req, res) => {
    res.json(await auth.startPasskeyEnrolment(req.staff!, relyingParty(req)));
  });

  router.post('/factors/passkey', recent, ...body, async (req, res) => {
    const { response } = read(passkeyBody, req.body);
    await auth.addPasskey(req.staff!, response as never, relyingParty(req), caller(req));
    res.json({ factors: await auth.factors(req.staff!) });
  });

  router.post('/factors/remove', recent, ...body, async (req, res) => {
    const { id } = read(factorIdBody, req.body);
    await auth.removeFactor(req.staff!, id, caller(req));
    res.json({ factors: await auth.factors(req.staff!) });
  });

  return router;
}

const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.string().max(200).optional(),
});

/** `GET /api/staff/audit?limit&before`: the whole team's trail, newest first, a page at a time. */
export function staffAuditRoutes(kit: StaffRouterContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const parsed = auditQuery.safeParse(req.query);
    if (!parsed.success) throw errors.validation({ limit: 'Vraag 1 tot 100 regels tegelijk.' });
    res.json(await kit.auth.auditPage(parsed.data));
  });
  return router;
}

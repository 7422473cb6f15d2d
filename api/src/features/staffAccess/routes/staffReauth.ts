import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { RelyingParty } from '../domain/passkeys';
import type { Caller, StaffAuth } from '../domain/staffAuth';
import { errors } from '../../../shared/errors';

/** What the staff router lends the routers it mounts: its body parser and request readers. */
export interface StaffRouterContext {
  auth: StaffAuth;
  /** The JSON body parser, with the api's size limit. */
  body: RequestHandler[];
  caller: (req: Request) => Caller;
  relyingParty: (req: Request) => RelyingParty;
  /** The body as the schema reads it; otherwise 400 with the fields that are wrong. */
  read: <T>(schema: z.ZodType<T>, body: unknown) => T;
}

/**
 * Lets a request through only when its session asked the password or a factor again within the
 * last 5 minutes (OWASP: re-authentication before a sensitive change): adding or removing a
 * factor, new recovery codes, an export, an erasure. Otherwise 403 `staff_reauth_required`; the
 * page then asks (`POST /api/staff/reauth`) and repeats the request. Mount behind the full
 * session check.
 */
export function requireRecentAuth(auth: StaffAuth): RequestHandler {
  return (req, _res, next) => {
    const context = req.staff;
    if (!context) return next(errors.staffSessionRequired());
    next(auth.recentlyAuthenticated(context) ? undefined : errors.staffReauthRequired());
  };
}

const reauthBody = z.union([
  z.object({ password: z.string().max(1024) }).strict(),
  z.object({ code: z.string().max(64) }).strict(),
]);
const passkeyBody = z.object({
  response: z.looseObject({ id: z.string().max(1024), type: z.literal('public-key') }),
});

/**
 * `/api/staff/reauth`: the password, a code (of the app, each time step once, shared with
 * sign-in; or a recovery code), or a passkey with user verification. Throttled as sign-in is,
 * with the same account count, and audited.
 */
export function staffReauthRoutes(kit: StaffRouterContext): Router {
  const { auth, body, caller, read, relyingParty } = kit;
  const router = Router();

  router.post('/', ...body, async (req, res) => {
    const input = read(reauthBody, req.body);
    await auth.reauthenticate(req.staff!, input, caller(req));
    res.status(204).end();
  });

  router.post('/passkey/options', async (req, res) => {
    res.json(await auth.startPasskeyReauth(req.staff!, relyingParty(req)));
  });

  router.post('/passkey', ...body, async (req, res) => {
    const { response } = read(passkeyBody, req.body);
    await auth.finishPasskeyReauth(req.staff!, response as never, relyingParty(req), caller(req));
    res.status(204).end();
  });

  return router;
}

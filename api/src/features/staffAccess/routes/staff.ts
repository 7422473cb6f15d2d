import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { Config } from '../../../shared/config';
import type { StaffAuth, StaffContext, Caller, IssuedSession } from '../domain/staffAuth';
import { errors } from '../../../shared/errors';
import { jsonBody } from '../../../shared/http/jsonBody';
import { perIpLimit, type SharedLimits } from '../../../shared/http/rateLimits';
import { staffPolicy } from '../domain/policy';
import { staffAccountRoutes, staffAuditRoutes } from './staffAccount';
import { staffReauthRoutes, type StaffRouterContext } from './staffReauth';
import type { InviteMailer } from '../domain/inviteMail';
import { staffTeamRoutes } from './staffTeam';

/**
 * What the staff router mounts of the features that work in the staff area (the inbox, the
 * live chat, the tools): the composition (app.ts) builds them, so staff access knows none of them.
 */
export interface StaffAreaParts {
  /** `GET /events`, the live stream, given how to read a session without counting it as activity. */
  events(sessionOf: (req: Request) => Promise<StaffContext | undefined>): RequestHandler;
  /** Routers that answer only with a full session, in order, each at its path. */
  signedIn: readonly { path: string; router: Router }[];
  /** Sends an invited colleague their link, when SMTP is set. */
  mailInvite?: InviteMailer | undefined;
}

/** The cookie of a staff session: `__Host-` (Secure, no Domain, Path=/) over HTTPS. */
export const STAFF_COOKIE = { secure: '__Host-staff_session', local: 'staff_session' } as const;

/**
 * The staff routes that answer without a full session: the steps that lead to one. Every other
 * `/api/staff/*` route answers 401 without a full session (a test lists the router's routes and
 * checks both).
 */
export const STAFF_OPEN_ROUTES: readonly string[] = [
  'POST /sign-in',
  'POST /sign-in/code',
  'POST /enrolment',
  'GET /enrolment',
  'POST /enrolment/password',
  'POST /enrolment/totp',
  'POST /enrolment/totp/confirm',
  'POST /enrolment/done',
  'POST /enrolment/passkey/options',
  'POST /enrolment/passkey',
  'POST /sign-in/passkey/options',
  'POST /sign-in/passkey',
];

/** The short-lived cookie that ties a passkey sign-in's answer to its challenge. */
export const CHALLENGE_COOKIE = { secure: '__Host-staff_challenge', local: 'staff_challenge' } as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

declare module 'express-serve-static-core' {
  interface Request {
    /** The full staff session of this request (set by `requireSession`). */
    staff?: StaffContext;
  }
}

const caller = (req: Request): Caller => ({ ip: req.ip, userAgent: req.get('user-agent') });

/** The session token the browser sent, from the cookie of this connection's kind. */
function tokenOf(req: Request, cookie: { secure: string; local: string } = STAFF_COOKIE): string | undefined {
  const name = req.secure ? cookie.secure : cookie.local;
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** Whether the request carries a staff session's cookie (the visit counter leaves a colleague out). */
export const carriesStaffSession = (req: Request): boolean => tokenOf(req) !== undefined;

function setSessionCookie(
  req: Request,
  res: Response,
  issued: Pick<IssuedSession, 'token' | 'expiresAt'>,
  cookie: { secure: string; local: string } = STAFF_COOKIE,
): void {
  res.cookie(req.secure ? cookie.secure : cookie.local, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/',
    expires: issued.expiresAt,
  });
}

function clearSessionCookie(
  req: Request,
  res: Response,
  cookie: { secure: string; local: string } = STAFF_COOKIE,
): void {
  res.clearCookie(req.secure ? cookie.secure : cookie.local, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/',
  });
}

/**
 * What every staff answer gets: no caching, no indexing; refused over plain HTTP except on this
 * machine; and a state-changing request only from the site's own pages (`Sec-Fetch-Site:
 * same-origin`, else an `Origin` equal to the site's; neither: refused). The api's CORS
 * allowance for other origins is never consulted here.
 */
const staffGuard: RequestHandler = (req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex, nofollow');
  // A request that came through a proxy (it says so in its headers) is local only in name:
  // without TRUST_PROXY the api cannot see that the browser used HTTPS, so it refuses.
  const proxied = req.get('x-forwarded-proto') !== undefined || req.get('forwarded') !== undefined;
  if (!req.secure && (!LOCAL_HOSTS.has(req.hostname) || proxied)) return next(errors.staffHttpsRequired());
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return next(site === 'same-origin' ? undefined : errors.staffCrossSite());
  const origin = req.get('origin');
  if (origin !== undefined && origin === `${req.protocol}://${req.host}`) return next();
  next(errors.staffCrossSite());
};

/** Every query parameter once: `?q=a&q=b` is refused (400 `repeated_parameter`), never read as one of them. */
const onceEach: RequestHandler = (req, _res, next) => {
  const repeated = Object.entries(req.query).flatMap(([name, value]) => (typeof value === 'string' ? [] : [name]));
  next(repeated.length > 0 ? errors.repeatedParameter(repeated) : undefined);
};

const text = (max: number) => z.string().max(max);
const signInBody = z.object({ email: text(320), password: text(1024) });
const codeBody = z.object({ code: text(64) });
const tokenBody = z.object({ token: text(128) });
const passwordBody = z.object({ password: text(1024) });
const sessionIdBody = z.object({ id: text(64) });
/** A WebAuthn answer as @simplewebauthn/browser sends it; its fields are checked by the library. */
const passkeyBody = z.object({ response: z.looseObject({ id: text(1024), type: z.literal('public-key') }) });

/** The site as the browser sees it: the passkey's relying party. */
const relyingParty = (req: Request) => ({
  id: req.hostname,
  origin: `${req.protocol}://${req.host}`,
  name: 'Studio Legende',
});

/** The body as the schema reads it; otherwise 400 with the fields that are wrong. */
function read<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[String(issue.path[0] ?? 'body')] = 'Dit veld ontbreekt of is te lang.';
  throw errors.validation(fields);
}

const userOf = ({ user }: StaffContext) => ({ id: user.id, name: user.name, email: user.email });

/** `/api/staff/*`: sign-in, enrolment, the session's own account and sessions, the inbox. */
export function staffRoutes(config: Config, auth: StaffAuth, parts: StaffAreaParts, shared?: SharedLimits): Router {
  const router = Router();
  const body = jsonBody(config.limits.jsonBody);
  router.use(staffGuard);
  router.use(onceEach);

  // The open routes (every one is under /sign-in or /enrolment) are limited per address before
  // they read a body, write or hash anything; passkey options more tightly (each keeps a row).
  const perAddress = (name: string, limit: number, windowMs: number, ipv6Subnet: number) =>
    perIpLimit({
      name,
      limit,
      windowMs,
      shared,
      whenStoreFails: 'refuse',
      refusal: errors.staffThrottled,
      ipv6Subnet,
    });
  router.use(
    ['/sign-in', '/enrolment'],
    perAddress('staff-open', config.rateLimits.staff, staffPolicy.openRoutesWindowMs, 64),
  );
  // Per IPv6 /48 (a site's allocation), so filling the challenges takes a hundred sites, not a
  // hundred /64s of one.
  const passkeyOptionsLimit = perAddress(
    'staff-passkey-options',
    staffPolicy.passkeyOptionsPerAddress.limit,
    staffPolicy.passkeyOptionsPerAddress.windowMs,
    48,
  );

  // Enrolment: the page of the link posts its token; the session it gets can only enrol.
  router.post('/enrolment', ...body, async (req, res) => {
    const { token } = read(tokenBody, req.body);
    const issued = await auth.claimEnrolment(token, caller(req));
    setSessionCookie(req, res, issued);
    res.status(201).json({ user: { name: issued.user.name, email: issued.user.email }, step: 'password' });
  });

  const enrolling: RequestHandler = async (req, _res, next) => {
    const context = await auth.enrolmentOf(tokenOf(req));
    if (!context) return next(errors.staffSessionRequired());
    req.staff = context;
    next();
  };

  router.get('/enrolment', enrolling, async (req, res) => {
    const context = req.staff!;
    res.json({ user: userOf(context), step: await auth.enrolmentStep(context) });
  });

  router.post('/enrolment/password', enrolling, ...body, async (req, res) => {
    const { password } = read(passwordBody, req.body);
    await auth.choosePassword(req.staff!, password, caller(req));
    res.json({ step: 'factor' });
  });

  router.post('/enrolment/totp', enrolling, async (req, res) => {
    if ((await auth.enrolmentStep(req.staff!)) === 'password') throw errors.staffStepOutOfOrder();
    res.json(await auth.startTotp(req.staff!));
  });

  router.post('/enrolment/totp/confirm', enrolling, ...body, async (req, res) => {
    const { code } = read(codeBody, req.body);
    const recoveryCodes = await auth.confirmTotp(req.staff!, code, caller(req));
    res.json({ step: 'recovery', recoveryCodes });
  });

  router.post('/enrolment/passkey/options', enrolling, async (req, res) => {
    if ((await auth.enrolmentStep(req.staff!)) === 'password') throw errors.staffStepOutOfOrder();
    res.json(await auth.startPasskeyEnrolment(req.staff!, relyingParty(req)));
  });

  router.post('/enrolment/passkey', enrolling, ...body, async (req, res) => {
    const { response } = read(passkeyBody, req.body);
    const recoveryCodes = await auth.confirmPasskey(req.staff!, response as never, relyingParty(req), caller(req));
    res.json({ step: 'recovery', recoveryCodes });
  });

  router.post('/enrolment/done', enrolling, async (req, res) => {
    const issued = await auth.finishEnrolment(req.staff!, caller(req));
    setSessionCookie(req, res, issued);
    res.json({ user: userOf(req.staff!) });
  });

  // Sign-in: the password, then the second step in a session that can do nothing else (or, for
  // a colleague still setting up their account, the rest of the set-up).
  router.post('/sign-in', ...body, async (req, res) => {
    const input = read(signInBody, req.body);
    const issued = await auth.signIn(input, caller(req));
    await auth.endToken(tokenOf(req));
    setSessionCookie(req, res, issued);
    res.json({ step: issued.stage === 'enrolment' ? 'enrolment' : 'code' });
  });

  router.post('/sign-in/code', ...body, async (req, res) => {
    const context = await auth.awaitingSecondStep(tokenOf(req));
    if (!context) throw errors.staffSessionRequired();
    const { code } = read(codeBody, req.body);
    const issued = await auth.secondStep(context, code, caller(req));
    setSessionCookie(req, res, issued);
    res.json({ user: userOf(context) });
  });

  // "Inloggen met een passkey": enough on its own.
  router.post('/sign-in/passkey/options', passkeyOptionsLimit, async (req, res) => {
    const started = await auth.startPasskeySignIn(relyingParty(req));
    setSessionCookie(req, res, started, CHALLENGE_COOKIE);
    res.json(started.options);
  });

  router.post('/sign-in/passkey', ...body, async (req, res) => {
    const { response } = read(passkeyBody, req.body);
    const challengeToken = tokenOf(req, CHALLENGE_COOKIE);
    clearSessionCookie(req, res, CHALLENGE_COOKIE);
    const issued = await auth.finishPasskeySignIn(challengeToken, response as never, relyingParty(req), caller(req));
    await auth.endToken(tokenOf(req));
    setSessionCookie(req, res, issued);
    res.json({ signedIn: true });
  });

  // The live stream: a full session, checked without counting the stream as activity.
  router.get(
    '/events',
    parts.events((req) => auth.sessionWithoutActivity(tokenOf(req))),
  );

  // Everything below: a full session only.
  router.use(async (req, _res, next) => {
    const context = await auth.authenticate(tokenOf(req));
    // The cookie stays: it may hold a half session whose second step is still due.
    if (!context) return next(errors.staffSessionRequired());
    req.staff = context;
    next();
  });

  for (const { path, router: part } of parts.signedIn) router.use(path, part);

  // Asking again before a sensitive change, and the account's own settings ("Beveiliging").
  const kit: StaffRouterContext = { auth, body, caller, read, relyingParty };
  router.use('/reauth', staffReauthRoutes(kit));
  router.use('/account', staffAccountRoutes(kit));
  router.use('/audit', staffAuditRoutes(kit));
  router.use('/team', staffTeamRoutes(kit, { siteUrl: config.siteUrl, mailInvite: parts.mailInvite }));

  router.get('/me', async (req, res) => {
    const context = req.staff!;
    res.json({
      user: userOf(context),
      role: context.user.role,
      factors: await auth.factors(context),
      recoveryCodesLeft: await auth.recoveryCodesLeft(context),
      sessionExpiresAt: context.session.expires_at,
    });
  });

  router.post('/sign-out', async (req, res) => {
    await auth.signOut(req.staff!, caller(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.get('/sessions', async (req, res) => {
    res.json({ sessions: await auth.sessions(req.staff!) });
  });

  router.post('/sessions/end', ...body, async (req, res) => {
    const { id } = read(sessionIdBody, req.body);
    if (!(await auth.endSession(req.staff!, id, caller(req)))) throw errors.notFound();
    res.status(204).end();
  });

  router.post('/sessions/end-all', async (req, res) => {
    await auth.endAllSessions(req.staff!, caller(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.use((_req, _res, next) => next(errors.notFound()));
  return router;
}

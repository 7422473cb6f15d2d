import { agency } from '@agency/content';
import { Router } from 'express';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead security.txt's Expires lies: well under the year RFC 9116 allows. */
export const SECURITY_TXT_VALID_DAYS = 180;

/**
 * security.txt (RFC 9116): where to report a vulnerability. Expires is computed from the
 * current day (UTC midnight + SECURITY_TXT_VALID_DAYS), so a running server never serves a
 * stale file and the text is the same all day. No Policy or Canonical: there is no
 * disclosure policy page, and the api does not know the public address it is served under.
 */
export function securityTxt(now: Date = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(today + SECURITY_TXT_VALID_DAYS * DAY_MS);
  return [
    `Contact: mailto:${agency.legal.securityEmail}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: nl, en',
    '',
  ].join('\n');
}

/** `/.well-known/*` answered by the api (express.static never serves dotted paths). */
export function wellKnownRoutes(now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/.well-known/security.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('cache-control', 'public, max-age=3600').send(securityTxt(now()));
  });
  return router;
}

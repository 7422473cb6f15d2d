import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { errors } from '../errors';

/** Hashes of the inline blocks the prerendered pages carry, by CSP directive. */
export interface InlineHashes {
  'script-src': string[];
  'style-src': string[];
}

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The hashes the site build wrote to `<siteDir>/.csp-hashes.json` (its inline style sheet
 * and the small module that starts the page's code). Without a build, or with a file that
 * is not a list of sha256 hashes, none: then no inline block runs at all.
 */
export function readInlineHashes(siteDir: string): InlineHashes {
  const none: InlineHashes = { 'script-src': [], 'style-src': [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(siteDir, '.csp-hashes.json'), 'utf8'));
  } catch {
    return none;
  }
  const list = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && HASH.test(item)) ? value : [];
  const record = (parsed ?? {}) as Record<string, unknown>;
  return { 'script-src': list(record['script-src']), 'style-src': list(record['style-src']) };
}

/**
 * helmet's headers with a strict Content-Security-Policy: scripts only from our own origin
 * or the site's own inline blocks by hash (no other inline script, no eval), no plugins, no
 * framing. Style attributes stay allowed because prerendered React markup may carry `style="…"`.
 */
export function securityHeaders(inline: InlineHashes = { 'script-src': [], 'style-src': [] }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline['script-src']],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...inline['style-src']],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The staff area's service worker (/beheer-sw.js, push alerts) and nothing from elsewhere.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS is only meaningful over HTTPS; see `hstsOverHttps`.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Not on visitor pages: Cross-Origin-Opener-Policy makes every arrival swap the browsing
    // context group, a fresh renderer whose start-up the visitor's phone pays on the main thread
    // (about 200 ms of blocking time at Lighthouse's mobile slowdown, even for an empty page),
    // and a visitor page holds nothing another window could read: no cookie, no account. The
    // staff area's page, which holds leads, sends it (`routes/site.ts`).
    crossOriginOpenerPolicy: false,
  });
}

/** HSTS only when the request came over HTTPS (directly, or via a trusted proxy). */
export const hstsOverHttps: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  next();
};

/**
 * Same-origin by default: a browser request from another origin is refused (403), which
 * also protects the lead endpoints from cross-site form posts. Origins in ALLOWED_ORIGINS
 * get CORS headers and preflight answers.
 */
export function originPolicy(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin) return next();
    if (allowed.has(origin)) {
      res.vary('Origin');
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
      res.setHeader(
        'access-control-allow-headers',
        'content-type, authorization, idempotency-key, x-chat-capability, last-event-id',
      );
      res.setHeader('access-control-max-age', '600');
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      return next();
    }
    if (isSameOrigin(origin, req.host)) return next();
    // The site sends no referrer (Referrer-Policy: no-referrer), so a form it posts itself says
    // `Origin: null`. The browser's own Sec-Fetch-Site, which no page can set, says whose it
    // is; a browser too old to send it (Safari before 16.4) is let through: these endpoints are
    // public, and a visitor has no cookie another site could ride on.
    if (origin === 'null' && (req.get('sec-fetch-site') ?? 'same-origin') === 'same-origin') return next();
    next(errors.forbiddenOrigin());
  };
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The public key the site sends on chat calls (`Authorization: Bearer <key>`): required
 * only when PUBLIC_API_KEY was set explicitly, so a default setup needs no configuration.
 */
export function requirePublicKey(options: { key: string; required: boolean }): RequestHandler {
  const expected = `Bearer ${options.key}`;
  return (req, _res, next) => {
    if (!options.required || req.get('authorization') === expected) return next();
    next(errors.unauthorized());
  };
}

import path from 'node:path';
import compression from 'compression';
import express, { Router, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** HTML is revalidated on every visit, so a new build is seen at once. */
const HTML_CACHE = 'no-cache';
const NOT_FOUND_PAGE = '404.html';
const STAFF_PAGE = 'beheer.html';

/** What every static mount shares: no redirect to a trailing slash, and the app's ETag setting (off). */
const STATIC_OPTIONS = { redirect: false, etag: false } as const;

/**
 * Serves the prerendered site from `siteDir` with express.static: `/` → index.html,
 * `/about` and `/about/` → about/index.html, `/faq` → faq.html, files as they are,
 * dotfiles never, and anything else the 404 page with status 404.
 */
export function siteRoutes(siteDir: string): Router {
  const root = path.resolve(siteDir);
  const pages = express.static(root, {
    ...STATIC_OPTIONS,
    extensions: ['html'],
    maxAge: '1h',
    setHeaders: revalidateHtml,
  });
  const router = Router();
  // Pages and other files are compressed as they are sent; compression leaves alone what
  // already has a Content-Encoding.
  router.use(compression());
  // Vite puts content-hashed files under /assets/: they never change under the same name.
  // The build wrote a brotli and a gzip copy of each text file (site/scripts/precompress.mjs):
  // the copy the browser accepts is sent as it is, brotli first.
  router.use(
    '/assets',
    expressStaticGzip(path.join(root, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { ...STATIC_OPTIONS, index: false, maxAge: '1y', immutable: true },
    }),
  );
  // The staff area is one page that routes in the browser: every /beheer address gets it,
  // never indexed (a search engine that finds the address is told so on every answer).
  router.get(/^\/beheer(\/.*)?$/i, staffPage(root));
  router.use(pages);
  router.use(directoryIndexWithoutSlash(pages));
  router.get(/.*/, notFoundPage(root));
  return router;
}

function revalidateHtml(res: Response, file: string): void {
  if (path.extname(file) === '.html') res.setHeader('cache-control', HTML_CACHE);
  // However its address is spelled (`/beheer.html`, `/%62eheer.html`), the staff page's file
  // gets the staff area's headers: never indexed, no opener from another origin.
  if (path.basename(file) === STAFF_PAGE) setStaffPageHeaders(res);
}

function setStaffPageHeaders(res: Response): void {
  res.setHeader('x-robots-tag', 'noindex, nofollow');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
}

/**
 * `/about` is answered with about/index.html too, without a redirect to `/about/`
 * (express.static only looks for an index when the path ends with a slash).
 */
function directoryIndexWithoutSlash(pages: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.path.endsWith('/')) return next();
    const url = req.url;
    req.url = `${req.path}/`;
    pages(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
}

/** The staff area's page (`beheer.html`, its own build), or the 404 page when it is not built. */
function staffPage(root: string): RequestHandler {
  return (_req, res, next) => {
    setStaffPageHeaders(res);
    res.sendFile(STAFF_PAGE, { root, lastModified: false, headers: { 'cache-control': HTML_CACHE } }, (error) => {
      if (!error) return;
      if (!res.headersSent) next();
      else if (!visitorLeft(res, error)) next(error);
    });
  };
}

/** The site's 404 page with status 404; a plain text 404 when the site is not built. */
function notFoundPage(root: string): RequestHandler {
  return (_req, res, next) => {
    res.status(404).sendFile(
      NOT_FOUND_PAGE,
      // Never answered with 304: the page is the same for every unknown URL.
      { root, lastModified: false, headers: { 'cache-control': HTML_CACHE } },
      (error) => {
        if (!error) return;
        if (!res.headersSent) sendPlainNotFound(res);
        else if (!visitorLeft(res, error)) next(error);
      },
    );
  };
}

function sendPlainNotFound(res: Response): void {
  res.status(404).type('text/plain; charset=utf-8').set('cache-control', HTML_CACHE).send('Oops! Page not found');
}

/**
 * The visitor closed the tab (or the browser dropped a lazy image) while the page was
 * being sent: there is no one to answer, and nothing went wrong here.
 */
function visitorLeft(res: Response, error: Error): boolean {
  return res.req.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNABORTED';
}

import fs from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import { Router, type Response } from 'express';

const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_CACHE = 'public, max-age=3600';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

function cacheControlFor(urlPath: string, file: string): string {
  if (file.endsWith('.html')) return HTML_CACHE;
  // Vite puts content-hashed files under /assets/: they never change under the same name.
  if (urlPath.startsWith('/assets/')) return ASSET_CACHE;
  return OTHER_CACHE;
}

/**
 * Serves the prerendered site from `siteDir`: `/about` → about/index.html or about.html,
 * `/` → index.html, files as they are, and anything else the 404 page with status 404.
 */
export function siteRoutes(siteDir: string): Router {
  const root = path.resolve(siteDir);
  const router = Router();
  router.use(compression());

  function send(res: Response, file: string, urlPath: string, status = 200): Promise<void> {
    return new Promise((resolve, reject) => {
      res.status(status);
      res.sendFile(
        file,
        {
          headers: { 'cache-control': cacheControlFor(urlPath, file) },
          dotfiles: 'deny',
          // The 404 page must not be answered with 304 for a different URL.
          etag: status === 200,
          lastModified: status === 200,
        },
        (error) => {
          // The visitor left (closed the tab, or the browser dropped a lazy image) before
          // the file was sent: there is no one to answer, and nothing went wrong here.
          if (!error || res.req.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNABORTED') resolve();
          else reject(error);
        },
      );
    });
  }

  async function resolveFile(urlPath: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (target !== root && !target.startsWith(root + path.sep)) return undefined;
    const candidates = decoded.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, path.join(target, 'index.html'), `${target}.html`];
    for (const candidate of candidates) {
      if (path.basename(candidate).startsWith('.')) continue;
      if (await isFile(candidate)) return candidate;
    }
    return undefined;
  }

  router.get(/.*/, async (req, res) => {
    const file = await resolveFile(req.path);
    if (file) return send(res, file, req.path);
    const notFoundPage = path.join(root, '404.html');
    if (await isFile(notFoundPage)) return send(res, notFoundPage, req.path, 404);
    res.status(404).type('text/plain; charset=utf-8').set('cache-control', HTML_CACHE).send('Oops! Page not found');
  });

  return router;
}

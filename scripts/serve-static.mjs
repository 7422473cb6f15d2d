// The static file server of the tests and benchmarks (the built Storybook for the visual
// tests): express.static, the same piece the api serves the site with, on 127.0.0.1 only.
//   node scripts/serve-static.mjs <dir> <port>   (lets browsers cache what it serves for an hour)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';

/**
 * Serves `dir` on 127.0.0.1 (`port` 0: a free one). express.static keeps every request
 * inside `dir` and leaves dotfiles out; anything it has no file for is a plain 404. `maxAge`
 * (ms) lets browsers keep what they fetched without asking again (0: they revalidate).
 * @param {string} dir
 * @param {{ port?: number, maxAge?: number }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(dir, { port = 0, maxAge = 0 } = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.static(resolve(dir), { maxAge }));
  return new Promise((resolveServer, reject) => {
    const server = app.listen(port, '127.0.0.1', (error) => {
      if (error) return reject(error);
      const { port: actual } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolveServer({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'storybook-static';
  // A test run serves one build: what a browser fetched stays valid for the hour.
  const server = await serveStatic(dir, { port: Number(process.argv[3] ?? 6008), maxAge: 60 * 60 * 1000 });
  console.log(`serving ${resolve(dir)} on ${server.url}`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close().then(() => process.exit(0)));
}

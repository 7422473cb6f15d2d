// `npm run build`: builds everything `npm start` serves, ahead of a deployment and always
// (not only what is stale): the prerendered site (site/dist) and the api (api/dist/server.mjs).
// The parts and their commands are the list in freshness.mjs, so `npm start` afterwards finds
// them fresh and builds nothing. Build with the environment the server will run with: the
// site reads some of its settings (SITE_URL, PUBLIC_API_KEY, what the privacy statement says).
import { pathToFileURL } from 'node:url';
import { buildAll, builds } from './freshness.mjs';

/** Builds every part; `options` as for `buildAll` (tests pass a stub `spawn` and a `root`). */
export function build(options = {}) {
  buildAll(options);
  console.log(`Built: ${builds.map((part) => part.output).join(', ')}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) build();

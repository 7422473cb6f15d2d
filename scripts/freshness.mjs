// Builds the site and the api when their output is missing or older than their sources:
// one rule for `npm start`, `npm run test:e2e` and `npm run bench:site`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What each build is made from. A change in any of these makes the build stale. */
const builds = [
  {
    name: 'site',
    output: 'site/dist/index.html',
    sources: [
      'site/src',
      'site/public',
      'site/scripts',
      'site/index.html',
      'site/vite.config.ts',
      'ui/src',
      'content/src',
      'api/src/contract.ts',
      'package-lock.json',
    ],
  },
  {
    name: 'api',
    output: 'api/dist/server.mjs',
    sources: ['api/src', 'api/scripts', 'content/src', 'package-lock.json'],
  },
];

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or any of `sources` changed after it was written. */
export function isStale(output, sources) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((source) => newestMtime(source) > built);
}

/** Builds the site and then the api where stale; exits the process when a build fails. */
export function buildIfStale() {
  for (const { name, output, sources } of builds) {
    if (!isStale(output, sources)) continue;
    console.log(`Building the ${name}…`);
    const { status } = spawnSync('npm', ['run', 'build', '-w', `@agency/${name}`], { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}

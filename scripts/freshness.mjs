// The one list of what `npm start` serves and how each part is built. `buildIfStale` builds
// a part when its output is missing or older than its sources (for `npm start`,
// `npm run test:e2e` and `npm run bench:site`); `buildAll` builds every part, always (for
// `npm run build`, ahead of a deployment). Both leave the parts fresh for the other.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What each build is made from and the command that builds it. A change in any source makes the build stale. */
export const builds = [
  {
    name: 'site',
    command: ['npm', 'run', 'build', '-w', '@agency/site'],
    output: 'site/dist/index.html',
    sources: [
      'site/src',
      'site/public',
      'site/scripts',
      'site/index.html',
      'site/vite.config.ts',
      'site/vite.staff.config.ts',
      'site/beheer.html',
      'ui/src',
      'content/src',
      'contract/src',
      'package-lock.json',
    ],
    // Settings the build reads: the canonical address, the public key, and what the privacy
    // statement states (content/src/deployment.ts). Changing one rebuilds the site.
    env: ['SITE_URL', 'PUBLIC_API_KEY', 'LEADS_RETENTION_DAYS', 'OPENAI_BASE_URL', 'CHAT_PROVIDER_NAME'],
    // Only whether it is set matters (an external model is named in the privacy statement).
    envPresence: ['OPENAI_API_KEY'],
    stamp: 'site/dist/.build-env',
  },
  {
    name: 'api',
    command: ['npm', 'run', 'build', '-w', '@agency/api'],
    output: 'api/dist/server.mjs',
    sources: ['api/src', 'api/scripts', 'contract/src', 'content/src', 'package-lock.json'],
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

/** A fingerprint of the settings a build reads (a hash: no secret is written to disk). */
export function envFingerprint({ env = [], envPresence = [] }, environment = process.env) {
  const values = [
    ...env.map((name) => `${name}=${environment[name]?.trim() ?? ''}`),
    ...envPresence.map((name) => `${name}?${environment[name]?.trim() ? 'set' : ''}`),
  ];
  return createHash('sha256').update(values.join('\n')).digest('hex');
}

function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Why `build` has to be built again: `'stale'` (its output is missing or older than a source),
 * `'settings'` (it was built with other settings), or undefined when it is fresh.
 * `root` is the repository (default: the working directory), `environment` the settings.
 */
export function staleReason(build, { root = process.cwd(), environment = process.env } = {}) {
  const at = (path) => join(root, path);
  if (isStale(at(build.output), build.sources.map(at))) return 'stale';
  if (build.stamp && readStamp(at(build.stamp)) !== envFingerprint(build, environment)) return 'settings';
  return undefined;
}

/** The names of the builds that are missing, stale or built with other settings. */
export function staleBuilds(options = {}) {
  return builds.filter((build) => staleReason(build, options) !== undefined).map((build) => build.name);
}

/**
 * Runs one build's command in `root` and records the settings it was built with. Exits the
 * process with the command's status when it fails. `spawn` is `spawnSync` (tests pass a stub).
 */
function runBuild(build, { root = process.cwd(), environment = process.env, spawn = spawnSync } = {}) {
  const [command, ...args] = build.command;
  const { status } = spawn(command, args, { cwd: root, env: environment, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  if (build.stamp) writeFileSync(join(root, build.stamp), `${envFingerprint(build, environment)}\n`);
}

/** Builds the site and then the api where stale; exits the process when a build fails. */
export function buildIfStale(options = {}) {
  for (const build of builds) {
    const reason = staleReason(build, options);
    if (reason === undefined) continue;
    console.log(`Building the ${build.name}${reason === 'settings' ? ' (its settings changed)' : ''}…`);
    runBuild(build, options);
  }
}

/** Builds the site and then the api, fresh or not; exits the process when a build fails. */
export function buildAll(options = {}) {
  for (const build of builds) {
    console.log(`Building the ${build.name}…`);
    runBuild(build, options);
  }
}

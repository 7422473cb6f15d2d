// Builds the site and the api when their output is missing or older than their sources:
// one rule for `npm start`, `npm run test:e2e` and `npm run bench:site`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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
    // Settings the build reads: the canonical address, the public key, and what the privacy
    // statement states (content/src/deployment.ts). Changing one rebuilds the site.
    env: ['SITE_URL', 'PUBLIC_API_KEY', 'LEADS_RETENTION_DAYS', 'OPENAI_BASE_URL', 'CHAT_PROVIDER_NAME'],
    // Only whether it is set matters (an external model is named in the privacy statement).
    envPresence: ['OPENAI_API_KEY'],
    stamp: 'site/dist/.build-env',
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

/** Builds the site and then the api where stale; exits the process when a build fails. */
export function buildIfStale() {
  for (const build of builds) {
    const { name, output, sources, stamp } = build;
    const fingerprint = stamp ? envFingerprint(build) : undefined;
    const settingsChanged = stamp !== undefined && readStamp(stamp) !== fingerprint;
    if (!isStale(output, sources) && !settingsChanged) continue;
    console.log(
      `Building the ${name}${settingsChanged && !isStale(output, sources) ? ' (its settings changed)' : ''}…`,
    );
    const { status } = spawnSync('npm', ['run', 'build', '-w', `@agency/${name}`], { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
    if (stamp && fingerprint) writeFileSync(stamp, `${fingerprint}\n`);
  }
}

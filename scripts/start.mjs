// `npm start`: builds what is missing or stale, then serves the prerendered site and the
// api together on PORT (default 3000), with no configuration at all.
import { spawn, spawnSync } from 'node:child_process';
import { isStale } from './freshness.mjs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (isStale('site/dist/index.html', ['site/src', 'site/public', 'site/scripts', 'site/index.html', 'ui/src'])) {
  console.log('Building the site…');
  run(['run', 'build', '-w', '@agency/site']);
}
if (isStale('api/dist/server.mjs', ['api/src', 'site/src/content'])) {
  console.log('Building the api…');
  run(['run', 'build', '-w', '@agency/api']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.mjs'], { stdio: 'inherit' });
// The server shuts down gracefully on these signals; pass them on and exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

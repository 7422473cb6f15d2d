// `npm start`: builds what is missing or stale, then serves the product on PORT (default 3000).
// With the api present it serves the prerendered site and the api together; before that
// existed it served the design system's Storybook.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isStale } from './freshness.mjs';

const port = process.env.PORT ?? '3000';
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const serve = (cmd, args) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, PORT: port } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
};

const hasSite = existsSync('site/vite.config.ts');
const hasApi = existsSync('api/src/server.ts');

if (hasSite && isStale('site/dist/index.html', ['site', 'ui/src', 'package-lock.json'])) {
  console.log('Building the site…');
  run('npm', ['run', 'build', '-w', '@agency/site']);
}

if (hasApi) {
  serve(process.execPath, ['--import', 'tsx', 'api/src/server.ts']);
} else {
  if (isStale('storybook-static/index.json', ['ui/src', '.storybook'])) {
    console.log('Building Storybook…');
    run('node_modules/.bin/storybook', ['build', '-o', 'storybook-static', '--quiet']);
  }
  console.log(`The design system's Storybook: http://127.0.0.1:${port}/`);
  serve(process.execPath, ['scripts/serve-static.mjs', 'storybook-static', port]);
}

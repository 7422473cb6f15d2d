// Bundles the server and the leads CLI into dist/. The api's npm dependencies stay
// external (installed next to it); the workspace packages it imports (@agency/content)
// are TypeScript sources, so they are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: ['src/server.ts', 'src/cli/leads.ts', 'src/cli/staff.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@agency/')),
  logLevel: 'warning',
});

// Bundles the server and the leads CLI into dist/. The api's npm dependencies stay
// external (installed next to it); the workspace packages it imports (@agency/content)
// are TypeScript sources, so they are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@agency/'));

/**
 * The npm dependencies stay external, and are marked free of side effects: an import whose
 * bindings a bundle does not use is dropped. So the commands, which reach the features through
 * the same index files as the server, load no HTTP stack (express, helmet, pino, passkeys).
 * The api imports no package for its side effects alone.
 */
const externalWithoutSideEffects = {
  name: 'external-without-side-effects',
  setup(build) {
    const names = new RegExp(
      `^(${external.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/.*)?$`,
    );
    build.onResolve({ filter: names }, (args) => ({ path: args.path, external: true, sideEffects: false }));
  },
};

const common = {
  absWorkingDir: new URL('..', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // A folder of our own for a test's build; dist/ otherwise.
  outdir: process.argv[2] ?? 'dist',
  outExtension: { '.js': '.mjs' },
  plugins: [externalWithoutSideEffects],
  logLevel: 'warning',
};

// The server: what it imports lazily (the model's and the mail's channels, compose.ts) stays
// lazy, a chunk of its own with its packages, instead of their imports hoisted to the top.
await build({ ...common, entryPoints: ['src/server.ts'], splitting: true, chunkNames: 'chunks/[name]-[hash]' });
// The commands: one file each, so code they share with the server brings none of its packages.
await build({ ...common, entryPoints: ['src/cli/leads.ts', 'src/cli/staff.ts'], outbase: 'src' });

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

/**
 * The staff area's service worker (site/src/staff/alerts/serviceWorker.ts) as one classic
 * script at a fixed address, `/beheer-sw.js` (a worker's address must not change between
 * builds), with the texts and paths it imports bundled in. Its scope is `/beheer`.
 */
const staffServiceWorker = (): Plugin => ({
  name: 'staff-service-worker',
  apply: 'build',
  async closeBundle() {
    await build({
      entryPoints: [fileURLToPath(new URL('./src/staff/alerts/serviceWorker.ts', import.meta.url))],
      outfile: fileURLToPath(new URL('./dist/beheer-sw.js', import.meta.url)),
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      logLevel: 'warning',
    });
  },
});

// The staff area ("beheer"): its own build, after the site's, so visitor pages never share a
// chunk with it and their bundles stay exactly as they are. Writes dist/beheer.html and its
// files under dist/assets/ (content-hashed names: no clash with the site's); no manifest, so
// the site's (which the prerender step reads) is left alone. Its service worker: dist/beheer-sw.js.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), staffServiceWorker()],
  resolve: { alias: [{ find: /^react-style-singleton$/, replacement: '@agency/ui/style-singleton' }] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    manifest: false,
    target: 'es2022',
    rolldownOptions: { input: fileURLToPath(new URL('./beheer.html', import.meta.url)) },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deploymentFacts } from '@agency/content/deployment';

// The site: a client build (dist/) and an SSR build (dist-ssr/) that
// scripts/prerender.mjs turns into one static HTML file per route.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // Radix Dialog's scroll lock writes its rules through react-style-singleton, into a <style>
  // element the Content-Security-Policy refuses; ours adopts a constructed sheet instead
  // (ui/src/components/Dialog/styleSingleton.ts). Storybook resolves it the same way.
  resolve: { alias: [{ find: /^react-style-singleton$/, replacement: '@agency/ui/style-singleton' }] },
  // SITE_URL (canonical links) and PUBLIC_API_KEY (chat calls) are read at build time, and so
  // are the deployment facts the privacy statement states (retention, external AI provider),
  // by the same function the api uses, from the same environment.
  define: {
    'import.meta.env.VITE_DEPLOYMENT_FACTS': JSON.stringify(deploymentFacts(process.env)),
    'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
    'import.meta.env.VITE_PUBLIC_API_KEY': JSON.stringify(process.env.PUBLIC_API_KEY ?? ''),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every image and font stays a file: cached on its own, never inflating the JS.
    assetsInlineLimit: 0,
    // Per-route CSS and JS; the prerender step links what each route needs.
    manifest: true,
    target: 'es2022',
    // CSS per chunk: the prerender inlines what a page shows (the entry's and its page's),
    // and a part loaded later (dialog, chat, toasts, another page) brings its own.
    cssCodeSplit: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
  preview: { host: '127.0.0.1' },
});

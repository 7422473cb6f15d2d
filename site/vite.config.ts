import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { deploymentFacts } from '@agency/content/deployment';

/**
 * Fewer, larger chunks for a page's start. Left to itself the bundler splits the code a page
 * starts with into a dozen or more small chunks, and the page then fetches, compiles and
 * evaluates each on its own: work for the browser, the network and the server while the page
 * starts. Three groups gather them:
 * - `react`: React and React DOM, a chunk of its own, so that evaluating it (the largest part of
 *   a page's start) is a task of its own (src/boot/start.js evaluates the chunks one per task);
 * - `$initial`: everything else the entry imports statically (the router, the frame of every
 *   page) joins the entry's chunk;
 * - `pages`: the parts two or more pages share (src/pages/parts, pictures, cards, check lists),
 *   found by this plugin once the module graph is complete; a page's own layout
 *   (src/pages/*.tsx, such as the three service pages' one) stays with its pages.
 * A page then loads React, its entry, the shared parts and its own chunk (plus the bundler's
 * small runtime, and on the service pages their layout and texts). Home stays within its 100 KB and no page loads more than home
 * (`npm run bench:site` checks both).
 */
function sharedPageParts(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'shared-page-parts',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const ids = [...this.getModuleIds()];
      // The content package is imported through one index that re-exports every module, so
      // following its imports would make every text part of every page: content is left out.
      const isContent = (id: string) => /[\\/]content[\\/]src[\\/]/.test(id);
      const staticClosure = (root: string) => {
        const seen = new Set<string>();
        const stack = [root];
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id) || isContent(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // A page's own layout (src/pages/*.tsx) stays with the pages that use it.
      const isPageLayout = (id: string) => /[\\/]src[\\/]pages[\\/][^\\/]+\.tsx$/.test(id);
      const routes = ids.find((id) => /[\\/]src[\\/]app[\\/]routes\.ts$/.test(id));
      const pages = (routes && this.getModuleInfo(routes)?.dynamicallyImportedIds) || [];
      const users = new Map<string, number>();
      for (const page of pages) for (const id of staticClosure(page)) users.set(id, (users.get(id) ?? 0) + 1);
      for (const [id, count] of users) if (count > 1 && !isPageLayout(id)) modules.add(id);
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

const shared = sharedPageParts();

// The site: a client build (dist/) and an SSR build (dist-ssr/) that
// scripts/prerender.mjs turns into one static HTML file per route.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), shared.plugin],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'pages', test: shared.has, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
  preview: { host: '127.0.0.1' },
});

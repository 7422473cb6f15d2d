import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The staff area ("beheer"): its own build, after the site's, so visitor pages never share a
// chunk with it and their bundles stay exactly as they are. Writes dist/beheer.html and its
// files under dist/assets/ (content-hashed names: no clash with the site's); no manifest, so
// the site's (which the prerender step reads) is left alone.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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

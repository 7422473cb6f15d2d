// The design system is tree-shakable: only its CSS has side effects, so a page that
// imports one small component from the package root does not pull in the others'
// libraries (embla, Radix).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
// Inside the repo, so the entry resolves the workspace package like the site does.
mkdirSync(join(root, 'test-results'), { recursive: true });
const work = mkdtempSync(join(root, 'test-results', 'treeshake-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function bundledModules(source) {
  const entry = join(work, `entry-${Math.random().toString(36).slice(2)}.jsx`);
  writeFileSync(entry, source);
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return outputs.filter((o) => o.type === 'chunk').flatMap((chunk) => Object.keys(chunk.modules));
}

describe('tree shaking of @agency/ui', () => {
  it('when a page imports only Button from the package root, then neither embla nor Radix is bundled', async () => {
    const modules = await bundledModules(`import { Button } from '@agency/ui'; export default Button;`);
    expect(modules.some((id) => id.includes('/Button/Button.tsx'))).toBe(true);
    expect(modules.filter((id) => /embla-carousel|@radix-ui/.test(id))).toEqual([]);
  }, 60_000);

  it('when a page imports the Carousel, then embla is bundled (the check above can fail)', async () => {
    const modules = await bundledModules(`import { Carousel } from '@agency/ui'; export default Carousel;`);
    expect(modules.some((id) => id.includes('embla-carousel'))).toBe(true);
  }, 60_000);
});

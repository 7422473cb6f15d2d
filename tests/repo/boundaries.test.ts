// The package boundaries hold: ESLint refuses a relative import into another workspace, and
// TypeScript refuses browser globals in the api and Node's in the browser code.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function lintRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('ESLint package boundaries', () => {
  it('when the api imports the content by a relative path, then lint fails; by its package name, it passes', async () => {
    expect(await lintRules('api/src/fixture.ts', "export { agency } from '../../content/src/index';\n")).toContain(
      'import-x/no-relative-packages',
    );
    expect(await lintRules('api/src/fixture.ts', "export { agency } from '@agency/content';\n")).toEqual([]);
  });

  it('when the contract imports a package or another workspace, then lint fails; itself, it passes', async () => {
    expect(await lintRules('contract/src/fixture.ts', "export { z } from 'zod';\n")).toContain('no-restricted-imports');
    expect(await lintRules('contract/src/fixture.ts', "export { agency } from '@agency/content';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await lintRules('contract/src/fixture.ts', "export { chatApi } from './chat';\n")).toEqual([]);
  });

  it('when a function of product code passes 150 lines, then lint fails; a story may', async () => {
    const long = `export function long() {\n${Array.from({ length: 151 }, (_, i) => `  console.log(${i});`).join('\n')}\n}\n`;
    expect(await lintRules('api/src/fixture.ts', long)).toContain('max-lines-per-function');
    expect(await lintRules('ui/src/components/Staff/fixture.tsx', long)).toContain('max-lines-per-function');
    expect(await lintRules('ui/src/components/Staff/fixture.stories.tsx', long)).not.toContain(
      'max-lines-per-function',
    );
  });

  it('when the site reaches into the design system folder, then lint fails', async () => {
    expect(
      await lintRules('site/src/fixture.ts', "export { Button } from '../../ui/src/components/Button';\n"),
    ).toContain('import-x/no-relative-packages');
  });

  it('when a test reaches into a workspace by path, then lint fails; a relative import inside a package passes', async () => {
    expect(await lintRules('tests/e2e/fixture.ts', "export { faq } from '../../content/src/faq';\n")).toContain(
      'import-x/no-relative-packages',
    );
    expect(await lintRules('site/src/pages/fixture.ts', "export { routes } from '../app/routes';\n")).toEqual([]);
  });

  it('when a ui component imports the content, then lint fails; its story may', async () => {
    expect(
      await lintRules('ui/src/components/Button/fixture.ts', "export { agency } from '@agency/content';\n"),
    ).toContain('no-restricted-imports');
    expect(
      await lintRules(
        'ui/src/components/Button/Fixture.stories.tsx',
        "import { agency } from '@agency/content';\n\nexport default { title: agency.name };\n",
      ),
    ).not.toContain('no-restricted-imports');
  });
});

// Each case runs the TypeScript compiler a few times: seconds each on a busy machine.
describe('TypeScript per package', { timeout: 120_000 }, () => {
  // A throwaway project that extends a workspace's tsconfig and checks one fixture file. It lives
  // under node_modules/.cache so that the workspace's type packages resolve as they do for its code.
  async function typeErrors(workspace: string, code: string): Promise<string> {
    const dir = join(root, 'node_modules', '.cache', 'boundaries', workspace);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'fixture.ts'), code);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(root, workspace, 'tsconfig.json'),
        compilerOptions: { composite: false, noEmit: true, emitDeclarationOnly: false, rootDir: dir },
        files: ['fixture.ts'],
        include: [],
        references: [],
      }),
    );
    try {
      await promisify(execFile)(join(root, 'node_modules', '.bin', 'tsc'), ['-p', dir], { cwd: root });
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout);
    }
  }

  it('when the api uses document, then the typecheck fails; process is fine', async () => {
    expect(await typeErrors('api', 'export const title = document.title;\n')).toMatch(/Cannot find name 'document'/);
    expect(await typeErrors('api', 'export const port = process.env.PORT;\n')).toBe('');
  });

  it('when a ui component or the site uses process, then the typecheck fails; document is fine', async () => {
    for (const workspace of ['ui', 'site']) {
      expect(await typeErrors(workspace, 'export const port = process.env.PORT;\n')).toMatch(
        /Cannot find name 'process'/,
      );
      expect(await typeErrors(workspace, 'export const title = document.title;\n')).toBe('');
    }
  });

  it('when the content uses a browser or Node global, then the typecheck fails', async () => {
    expect(await typeErrors('content', 'export const title = document.title;\n')).toMatch(
      /Cannot find name 'document'/,
    );
    expect(await typeErrors('content', 'export const port = process.env.PORT;\n')).toMatch(
      /Cannot find name 'process'/,
    );
  });
});

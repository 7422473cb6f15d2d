// The api's layers go one way (CONTRIBUTING.md, eslint.config.js): entry points use domain/ and
// data/, domain/ uses data/, data/ uses neither. ESLint refuses each import the other way.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The messages of import-x/no-restricted-paths for `code` written as `file`. */
async function layerViolations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads the TypeScript parser: seconds on a busy machine.
describe("ESLint keeps the api's layers one-way", { timeout: 60_000 }, () => {
  it('when domain/ imports http/, routes/ or cli/, then lint fails', async () => {
    for (const from of ['../../http/jsonBody', '../../routes/leads', '../../cli/leads/usage']) {
      const violations = await layerViolations('api/src/domain/leads/fixture.ts', `export * from '${from}';\n`);
      expect(violations, from).toHaveLength(1);
      expect(violations[0], from).toContain('domain/ holds the rules');
    }
  });

  it('when data/ imports domain/, even a type, then lint fails', async () => {
    const violations = await layerViolations(
      'api/src/data/fixture.ts',
      "import type { LeadService } from '../domain/leads/leadService';\n\nexport type Fixture = LeadService;\n",
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('data/ is storage only');
  });

  it('when data/ imports an entry point, then lint fails', async () => {
    for (const from of ['../cli/leads/usage', '../compose']) {
      expect(await layerViolations('api/src/data/fixture.ts', `export * from '${from}';\n`), from).toHaveLength(1);
    }
  });

  it('when an entry point imports domain/ and data/, and domain/ imports data/, then lint passes', async () => {
    const entry = "export * from '../domain/leads/retention';\nexport * from '../data/leadRepository';\n";
    expect(await layerViolations('api/src/routes/fixture.ts', entry)).toEqual([]);
    expect(await layerViolations('api/src/cli/fixture.ts', entry)).toEqual([]);
    expect(
      await layerViolations('api/src/compose.fixture.ts', "export * from './domain/personalData/store';\n"),
    ).toEqual([]);
    expect(
      await layerViolations('api/src/domain/leads/fixture.ts', "export * from '../../data/leadRepository';\n"),
    ).toEqual([]);
  });
});

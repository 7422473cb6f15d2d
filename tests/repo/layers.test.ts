// The api is cut by feature, and each feature's layers go one way (CONTRIBUTING.md,
// eslint.config.js): another feature, the composition and the commands reach a feature only
// through its index.ts; shared/ imports no feature; inside a feature routes/ use domain/ and
// data/, domain/ uses data/, data/ uses neither. ESLint refuses each import the other way, and
// any import cycle in the repository.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The messages of `rule` for `code` written as `file`. */
async function messagesOf(file: string, code: string, rule = 'import-x/no-restricted-paths'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

// The first lint loads the TypeScript parser: seconds on a busy machine.
describe("ESLint keeps the api's features apart and their layers one-way", { timeout: 60_000 }, () => {
  it("when a feature imports another feature's file, then lint fails; through its index.ts, it passes", async () => {
    const deep = await messagesOf(
      'api/src/features/inbox/domain/fixture.ts',
      "export { normalisePhoneNumber } from '../../leads/domain/phone';\n",
    );
    expect(deep).toHaveLength(1);
    expect(deep[0]).toContain('use leads through its index.ts');
    expect(
      await messagesOf(
        'api/src/features/inbox/domain/fixture.ts',
        "export { normalisePhoneNumber } from '../../leads';\n",
      ),
    ).toEqual([]);
  });

  it("when the composition or a command imports a feature's file, even a type, then lint fails", async () => {
    expect(
      await messagesOf(
        'api/src/fixture.ts',
        "export type { StaffAuth } from './features/staffAccess/domain/staffAuth';\n",
      ),
    ).toHaveLength(1);
    expect(
      await messagesOf(
        'api/src/cli/fixture.ts',
        "export { createLeadService } from '../features/leads/domain/leadService';\n",
      ),
    ).toHaveLength(1);
    expect(
      await messagesOf('api/src/cli/fixture.ts', "export { createLeadService } from '../features/leads';\n"),
    ).toEqual([]);
  });

  it('when shared/ imports a feature, then lint fails', async () => {
    const violations = await messagesOf(
      'api/src/shared/fixture.ts',
      "export { leadRoutes } from '../features/leads';\n",
    );
    expect(violations.length).toBeGreaterThanOrEqual(1);
    expect(violations.join('\n')).toContain('shared/ is what every feature uses');
  });

  it("when a feature's domain/ imports its routes/, then lint fails", async () => {
    const violations = await messagesOf(
      'api/src/features/leads/domain/fixture.ts',
      "export { leadRoutes } from '../routes/leads';\n",
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('domain/ holds the rules');
  });

  it("when a feature's data/ imports its domain/, even a type, or its routes/, then lint fails", async () => {
    const type = await messagesOf(
      'api/src/features/leads/data/fixture.ts',
      "import type { LeadService } from '../domain/leadService';\n\nexport type Fixture = LeadService;\n",
    );
    expect(type).toHaveLength(1);
    expect(type[0]).toContain('data/ is storage only');
    expect(
      await messagesOf('api/src/features/leads/data/fixture.ts', "export { leadRoutes } from '../routes/leads';\n"),
    ).toHaveLength(1);
  });

  it("when routes/ import their feature's domain/ and data/, and domain/ imports data/, then lint passes", async () => {
    const entry = "export * from '../domain/leadService';\nexport * from '../data/leadRepository';\n";
    expect(await messagesOf('api/src/features/leads/routes/fixture.ts', entry)).toEqual([]);
    expect(
      await messagesOf('api/src/features/leads/domain/fixture.ts', "export * from '../data/leadRepository';\n"),
    ).toEqual([]);
  });

  it('when two modules import each other, then lint fails', async () => {
    // shared/chatInput.ts imports ./errors: errors.ts importing it back closes a cycle.
    const cycle = await messagesOf(
      'api/src/shared/errors.ts',
      "import { CONTROL_CHARACTERS } from './textRules';\nimport { parseConversation } from './chatInput';\n\nexport const fixture = [CONTROL_CHARACTERS, parseConversation];\n",
      'import-x/no-cycle',
    );
    expect(cycle).toHaveLength(1);
    expect(cycle[0]).toContain('Dependency cycle');
  });
});

describe("ESLint keeps the site's features apart", { timeout: 60_000 }, () => {
  it("when a page or the staff app's shell imports a feature's file, then lint fails; through its index.ts, it passes", async () => {
    expect(
      await messagesOf('site/src/pages/fixture.ts', "export { sendProjectRequest } from '../features/leads/leads';\n"),
    ).toHaveLength(1);
    expect(
      await messagesOf('site/src/pages/fixture.ts', "export { sendProjectRequest } from '../features/leads';\n"),
    ).toEqual([]);
    expect(
      await messagesOf('site/src/staff/fixture.ts', "export { SecurityPage } from './access/SecurityPage';\n"),
    ).toHaveLength(1);
  });

  it("when a staff feature imports another's file, then lint fails; through its index.ts, it passes", async () => {
    const deep = await messagesOf(
      'site/src/staff/tools/fixture.ts',
      "export { useReauth } from '../access/useReauth';\n",
    );
    expect(deep).toHaveLength(1);
    expect(deep[0]).toContain('uses access through its index.ts');
    expect(await messagesOf('site/src/staff/tools/fixture.ts', "export { useReauth } from '../access';\n")).toEqual([]);
  });
});

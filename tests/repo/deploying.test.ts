// docs/deploying.md has the one table of environment variables. It is the code's:
// every variable the api's schema, the deployment facts and the site build read has a row,
// every row is read by one of them, and each default the schema sets is the one the row shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { retention } from '@agency/content/facts';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

type EnvSchema = { shape: Record<string, unknown>; parse(env: Record<string, string>): Record<string, unknown> };
type Build = { name: string; env?: string[]; envPresence?: string[] };

// By URL: the api's configuration and the build list are no modules their packages export.
const { envSchema } = (await import(pathToFileURL(join(root, 'api/src/shared/config.ts')).href)) as {
  envSchema: EnvSchema;
};
const { builds } = (await import(pathToFileURL(join(root, 'scripts/freshness.mjs')).href)) as { builds: Build[] };

/** Who reads each variable: the api's schema, `deploymentFacts()` and the site build. */
const readers = new Map<string, string[]>();
function readBy(reader: string, names: Iterable<string>) {
  for (const name of names) readers.set(name, [...(readers.get(name) ?? []), reader]);
}
readBy('envSchema (api/src/shared/config.ts)', Object.keys(envSchema.shape));
// deploymentFacts(env) reads `env.NAME`: the names as its source writes them.
const factsSource = readFileSync(join(root, 'content/src/deployment.ts'), 'utf8');
const factsVariables = [...factsSource.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map(
  (match) => match[1] ?? match[2] ?? '',
);
readBy('deploymentFacts (content/src/deployment.ts)', new Set(factsVariables));
for (const build of builds) {
  readBy(`the ${build.name} build (scripts/freshness.mjs)`, [...(build.env ?? []), ...(build.envPresence ?? [])]);
}

interface Row {
  line: number;
  cells: string[];
}

/** The rows of the table under `## Environment variables`, with their line numbers. */
function deployingTable(markdown: string): Row[] {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((line) => line === '## Environment variables');
  if (heading < 0) return [];
  const rows: Row[] = [];
  let inTable = false;
  for (let index = heading + 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (/^#{1,3} /.test(line)) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    rows.push({ line: index + 1, cells });
  }
  // The first two lines are the header and the separator.
  return rows.slice(2);
}

const file = 'docs/deploying.md';
const rows = deployingTable(readFileSync(join(root, file), 'utf8'));
const variableOf = (row: Row) => /^`([A-Z][A-Z0-9_]*)`$/.exec(row.cells[0] ?? '')?.[1];
const table = new Map(rows.flatMap((row) => (variableOf(row) ? [[variableOf(row) as string, row] as const] : [])));

/** What a default looks like in the table: a number by its digits (a gloss may follow), text in backticks. */
function shows(cell: string, value: unknown): boolean {
  const digits: string[] = cell.match(/\d+/g) ?? [];
  if (typeof value === 'number') return digits.includes(String(value));
  return cell.includes(`\`${String(value)}\``);
}

const schemaDefaults = Object.entries(envSchema.parse({})).filter(([, value]) => value !== undefined);
const defaults: [string, unknown, string][] = [
  ...schemaDefaults.map(([name, value]): [string, unknown, string] => [
    name,
    value,
    'envSchema in api/src/shared/config.ts',
  ]),
  ['LEADS_RETENTION_DAYS', retention.defaultDays, 'retention.defaultDays in content/src/facts.ts'],
];

describe("docs/deploying.md's table of environment variables", () => {
  it('when docs/deploying.md is read, then it has the table under "## Environment variables"', () => {
    expect(rows.length, `${file} has no table under "## Environment variables"`).toBeGreaterThan(0);
    expect(factsVariables, 'no `env.NAME` found in content/src/deployment.ts: update this test').toContain(
      'LEADS_RETENTION_DAYS',
    );
  });

  it('when a row is read, then it names exactly one variable, once in the table', () => {
    const seen = new Set<string>();
    for (const row of rows) {
      const name = variableOf(row);
      expect(
        name,
        `${file}:${row.line}: the first column must be one variable in backticks, like \`PORT\` (got "${row.cells[0]}")`,
      ).toBeDefined();
      expect(row.cells, `${file}:${row.line}: a row has three columns: variable, default, meaning`).toHaveLength(3);
      expect(seen.has(name as string), `${file}:${row.line}: ${name} has a second row`).toBe(false);
      seen.add(name as string);
    }
  });

  it.each([...readers.keys()].sort())('when the code reads %s, then the table has a row for it', (name) => {
    expect(
      table.has(name),
      `${name} is read by ${readers.get(name)?.join(' and ')}, but ${file}'s table has no row for it`,
    ).toBe(true);
  });

  it.each([...table.keys()])('when the table has a row for %s, then the code reads it', (name) => {
    expect(
      readers.has(name),
      `${file}:${table.get(name)?.line}: ${name} has a row in the table, but neither envSchema ` +
        '(api/src/shared/config.ts), deploymentFacts (content/src/deployment.ts) nor the site build ' +
        '(scripts/freshness.mjs) reads it: a stale row',
    ).toBe(true);
  });

  it.each(defaults)('when the code defaults %s to %s, then its row shows that default', (name, value, source) => {
    const row = table.get(name);
    expect(row, `${name} has a default (${source}) but no row in ${file}'s table`).toBeDefined();
    const cell = row?.cells[1] ?? '';
    expect(
      shows(cell, value),
      `${file}:${row?.line}: the default of ${name} is ${JSON.stringify(value)} (${source}), the table says "${cell}"`,
    ).toBe(true);
  });
});

// The README is the front page: what the product is, its two commands, and a link to every page
// under docs/. Every relative link in the README, CONTRIBUTING.md and docs/ leads to a file that
// exists, and the api's old README, merged into docs/, stays gone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const README_LIMIT = 10_000;
const COMMANDS = ['npm install && npm start', 'npm test'];

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every Markdown file under `dir`, as a path from the repository's root (`docs/decisions/….md`). */
function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return markdownFiles(path);
      return entry.name.endsWith('.md') ? [path] : [];
    })
    .sort();
}

/** The text outside fenced code blocks, with inline code removed: what Markdown renders as links. */
function prose(markdown: string): string {
  let fence: string | undefined;
  const lines = markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) {
      fence = marker;
      return '';
    }
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    return line;
  });
  return lines.join('\n').replace(/(`+)[\s\S]*?\1/g, '');
}

interface Link {
  line: number;
  target: string;
}

/** The links of a Markdown text: inline `[text](target)`, images, and reference definitions. */
function linksOf(markdown: string): Link[] {
  const text = prose(markdown);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)];
  return [...inline, ...references]
    .map((match) => ({ line: lineOf(match.index ?? 0), target: match[1] ?? '' }))
    .sort((a, b) => a.line - b.line);
}

/**
 * The repository file a link points to, from the repository's root, or undefined for a link
 * that leaves the repository (a URL, `mailto:`) or stays on the page (`#anchor`).
 */
function fileOf(from: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return undefined;
  const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
  const file = path.startsWith('/') ? path.slice(1) : posix.join(dirname(from), path);
  return posix.normalize(file).replace(/\/$/, '');
}

/** `file:line: target` for each relative link of `file` whose file does not exist. */
function brokenLinks(file: string, markdown: string, exists: (path: string) => boolean): string[] {
  return linksOf(markdown).flatMap(({ line, target }) => {
    const path = fileOf(file, target);
    return path === undefined || exists(path) ? [] : [`${file}:${line}: ${target} (no file ${path})`];
  });
}

/** The docs files the README does not link to. */
function unlinked(readme: string, docs: readonly string[]): string[] {
  const linked = new Set(linksOf(readme).flatMap(({ target }) => fileOf('README.md', target) ?? []));
  return docs.filter((file) => !linked.has(file));
}

/** The commands that no line of a fenced code block in the README says exactly. */
function missingCommands(readme: string, commands: readonly string[]): string[] {
  const code = [...readme.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((block) =>
    (block[1] ?? '').split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()),
  );
  return commands.filter((command) => !code.includes(command));
}

/** Folders a build or a test run writes: a path into them names what a clean checkout does not have yet. */
const BUILT = /(^|\/)(dist|dist-ssr|storybook-static|test-results|playwright-report|node_modules)(\/|$)/;

/** The top folders of the repository a path in inline code may start with. */
const TOP_FOLDERS = ['api', 'content', 'site', 'ui', 'tests', 'scripts', 'docs', '.ci', '.storybook'];

/**
 * `file:line: path` for each repository path in inline code (`api/src/app.ts`) that names no
 * file or folder; a path with a placeholder (`<feature>`) or a glob is a pattern, not a file.
 */
function missingPaths(file: string, markdown: string, exists: (path: string) => boolean): string[] {
  const tops = TOP_FOLDERS.map((top) => top.replace('.', '\\.')).join('|');
  const pattern = new RegExp('`((?:' + tops + ')/[^`\\s]*)`', 'g');
  return markdown.split('\n').flatMap((text, index) =>
    [...text.matchAll(pattern)]
      .map((match) => (match[1] ?? '').replace(/[:#].*$/, '').replace(/\/$/, ''))
      .filter((path) => !/[<>*{}]/.test(path) && !BUILT.test(path) && !exists(path))
      .map((path) => `${file}:${index + 1}: ${path}`),
  );
}

/** The titles of a test file's tests (`it('…')`, `test('…')`, `it.runIf(x)('…')`). */
function testTitles(source: string): string[] {
  const title = /\b(?:it|test)(?:\.\w+(?:\([^()]*\))?)*\(\s*(['"`])((?:\\.|(?!\1).)*?)\1/g;
  return [...source.matchAll(title)].map((match) => (match[2] ?? '').replace(/\\'/g, "'"));
}

/**
 * `file: "title"` for each test a table row of docs/security.md quotes (a test file in code,
 * then its titles in quotes, `…` for what is left out) that the file has no test for.
 */
function staleTestTitles(markdown: string, titlesOf: (file: string) => string[]): string[] {
  return markdown.split('\n').flatMap((row) => {
    if (!row.startsWith('|')) return [];
    const cell = row.split('|').at(-2) ?? '';
    let file = '';
    return [...cell.matchAll(/`([^`]+\.(?:ts|tsx|mjs))`|"([^"]+)"/g)].flatMap((match) => {
      if (match[1]) {
        file = match[1];
        return [];
      }
      const parts = (match[2] ?? '')
        .split('…')
        .map((part) => part.trim())
        .filter(Boolean);
      const titles = titlesOf(file);
      return parts.every((part) => titles.some((title) => title.includes(part))) ? [] : [`${file}: "${match[2]}"`];
    });
  });
}

const readme = read('README.md');
const docs = markdownFiles('docs');
const checked = ['README.md', 'CONTRIBUTING.md', ...docs];

describe('the README', () => {
  it(`when README.md is read, then it has at most ${README_LIMIT.toLocaleString('en')} characters`, () => {
    const characters = [...readme].length;
    expect(
      characters,
      `README.md has ${characters} characters; move detail to a page under docs/ and link it`,
    ).toBeLessThanOrEqual(README_LIMIT);
  });

  it('when README.md is read, then a code block gives each of the two commands: npm install && npm start, npm test', () => {
    expect(missingCommands(readme, COMMANDS), 'README.md has no code block line that is exactly this').toEqual([]);
  });

  it('when docs/ has a page, then README.md links to it', () => {
    expect(docs, 'docs/ has no Markdown files: update this test').toContain('docs/security.md');
    expect(unlinked(readme, docs), 'README.md does not link these pages under docs/').toEqual([]);
  });
});

describe('relative links', () => {
  it.each(checked)('when %s links to a file of the repository, then that file exists', (file) => {
    expect(brokenLinks(file, read(file), (path) => existsSync(join(root, path)))).toEqual([]);
  });

  it.each(checked)('when %s names a file of the repository in code, then that file exists', (file) => {
    expect(missingPaths(file, read(file), (path) => existsSync(join(root, path)))).toEqual([]);
  });

  it('when docs/security.md quotes a test, then that test file has a test of that title', () => {
    expect(staleTestTitles(read('docs/security.md'), (file) => testTitles(read(file)))).toEqual([]);
  });

  it("when the api's old README is looked for, then it is gone: its text lives under docs/", () => {
    expect(existsSync(join(root, 'api/README.md')), 'api/README.md is back: merge it into docs/').toBe(false);
  });
});

describe('the checks themselves', () => {
  it('when a docs page is not linked from the README, then the check names it', () => {
    const text = 'See [testing](docs/testing.md#visual) and `[not a link](docs/staff.md)`.\n';
    expect(unlinked(text, ['docs/testing.md', 'docs/staff.md'])).toEqual(['docs/staff.md']);
  });

  it('when a relative link points to a missing file, then the check names it, and skips URLs and anchors', () => {
    const text = [
      '[deploying](deploying.md#health) [gone](../gone.md) [site](https://example.nl/x.md) [here](#top)',
      '```',
      '[in code](missing-in-code.md)',
      '```',
    ].join('\n');
    const exists = (path: string) => path === 'docs/deploying.md';
    expect(brokenLinks('docs/chat.md', text, exists)).toEqual(['docs/chat.md:1: ../gone.md (no file gone.md)']);
  });

  it('when a path in code names no file, then the check names it, and skips placeholders and other words', () => {
    const text =
      'In `api/src/app.ts`, `api/src/gone.ts:12`, `api/src/features/<feature>/`, `site/dist/index.html` and `npm test`.\n';
    const exists = (path: string) => path === 'api/src/app.ts';
    expect(missingPaths('CONTRIBUTING.md', text, exists)).toEqual(['CONTRIBUTING.md:1: api/src/gone.ts']);
  });

  it('when a quoted test title is not in its file, then the check names it; with … it matches the parts', () => {
    const row = '| defence | `x.ts` | `api/test/a.test.ts` "when one, then two", "when gone"; "when …, then three" |';
    const titles = () => ['when one, then two', 'when four, then three'];
    expect(staleTestTitles(row, titles)).toEqual(['api/test/a.test.ts: "when gone"']);
    expect(testTitles("it('when a', () => {});\nit.runIf(ok)(\n  'when b',\n);")).toEqual(['when a', 'when b']);
  });

  it('when a command is only in the prose, or in a longer line, then it counts as missing', () => {
    const text = 'Run `npm test`.\n\n```sh\nnpm install && npm start --verbose\nnpm test   # everything\n```\n';
    expect(missingCommands(text, COMMANDS)).toEqual(['npm install && npm start']);
  });
});

// Tests that can fail (issue 38): a fixed sleep that is to prove something did not happen
// passes just as well when it did, only later; one that waits for something to happen is a
// race a slower machine loses. So test code waits for the event (or polls a condition, or moves
// an injected clock), and a line that truly needs a fixed wait says why: `allow-wait:` and its
// reason, on the line or on a comment line just above it (a fake server that answers slowly on
// purpose, the pace of a visitor that is the behaviour under test, the deadline of a wait for
// an event).
//
// What counts as a fixed wait: Playwright's `waitForTimeout(`, a `setTimeout` wrapped in a
// promise (`new Promise(... setTimeout ...)`, also over several lines), `setTimeout` of
// `timers/promises`, and every call of a sleep helper defined either way in the same file.
// Scanned: every `*.test.ts(x)` (and `*.test.mjs`) and `*.spec.ts`, and the helper modules of
// api/test/, tests/e2e/ and tests/visual/; not node_modules or build output. Story files
// (`*.stories.tsx`, whose play functions wait for the page) are out of scope for now.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Folders never scanned: dependencies, build output, reports, caches. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
  '__screenshots__',
  'coverage',
]);
/** Folders whose every module is test code (helpers, fixtures, fakes). */
const HELPER_FOLDERS = ['api/test/', 'tests/e2e/', 'tests/visual/'];

const isTestCode = (file: string) =>
  !/\.stories\.tsx?$/.test(file) &&
  (/\.test\.(tsx?|mjs)$/.test(file) ||
    /\.spec\.ts$/.test(file) ||
    (HELPER_FOLDERS.some((folder) => file.startsWith(folder)) && /\.(ts|mts|mjs)$/.test(file)));

function files(dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return files(path);
    return isTestCode(path) ? [path] : [];
  });
}

/**
 * The source with comments, strings and regular expressions blanked out (same length, same
 * line breaks), so that only code is searched and its brackets counted. Template literals keep
 * their `${ … }` parts, which are code.
 */
export function codeOnly(source: string): string {
  const out = source.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  /** Open template literals: the brace depth of the `${` each is in. */
  const templates: number[] = [];
  let braces = 0;
  let lastSignificant = '';
  let i = 0;
  const readTemplate = () => {
    // From just after a backtick or a closing `}` of a `${`: to the next `${` or the closing backtick.
    const start = i;
    while (i < source.length) {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '`') {
        blank(start, i);
        i += 1;
        templates.pop();
        lastSignificant = '`';
        return;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        blank(start, i);
        i += 2;
        braces += 1;
        lastSignificant = '{';
        return;
      } else i += 1;
    }
    blank(start, i);
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      blank(i, end === -1 ? source.length : end);
      i = end === -1 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const to = end === -1 ? source.length : end + 2;
      blank(i, to);
      i = to;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      blank(i + 1, j);
      i = j + 1;
      lastSignificant = c;
    } else if (c === '`') {
      templates.push(braces);
      i += 1;
      readTemplate();
    } else if (c === '}' && templates.length > 0 && templates.at(-1) === braces - 1) {
      braces -= 1;
      i += 1;
      readTemplate();
    } else if (c === '/' && (lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant))) {
      // A regular expression literal (a division follows a value).
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        if (source[j] === '\\') j += 2;
        else {
          if (source[j] === '[') inClass = true;
          else if (source[j] === ']') inClass = false;
          else if (source[j] === '/' && !inClass) break;
          j += 1;
        }
      }
      blank(i + 1, j);
      i = j + 1;
      lastSignificant = '/';
    } else {
      if (c === '{') braces += 1;
      else if (c === '}') braces -= 1;
      if (!/\s/.test(c)) lastSignificant = c;
      i += 1;
    }
  }
  return out.join('');
}

/** Whether the code at `at` is inside the arguments of a `new Promise(`. */
function insidePromise(code: string, at: number): boolean {
  let parens = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = code[i];
    if (c === ')') parens += 1;
    else if (c === '(') {
      if (parens > 0) parens -= 1;
      else if (/\bnew\s+Promise\s*(<[^()]*>)?\s*$/.test(code.slice(Math.max(0, i - 80), i))) return true;
    }
  }
  return false;
}

/** The name of a sleep helper whose definition holds the promise at `at`, if it is one. */
function helperDefinedAt(code: string, at: number): string | undefined {
  const promise = code.lastIndexOf('new Promise', at);
  const before = code.slice(Math.max(0, promise - 200), promise);
  return (
    /\b(?:const|let|var)\s+([\w$]+)\s*=\s*(?:async\s*)?(?:\([^()]*\)|[\w$]+)\s*(?::[^=;]*)?=>\s*(?:\{\s*return\s*)?$/.exec(
      before,
    )?.[1] ?? /\bfunction\s+([\w$]+)\s*\([^()]*\)[^{;]*\{\s*return\s*$/.exec(before)?.[1]
  );
}

export interface Offence {
  line: number;
  text: string;
}

/**
 * The lines of `source` that wait a fixed time without an `allow-wait:` reason, on the line or
 * on a comment line just above it.
 */
export function waitOffences(source: string): Offence[] {
  const code = codeOnly(source);
  const lines = source.split('\n');
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const found = new Set<number>();
  const helpers = new Set<string>();

  for (const match of code.matchAll(/\bwaitForTimeout\s*\(/g)) found.add(lineAt(match.index));
  for (const match of code.matchAll(/(?<![\w$])setTimeout\s*\(/g)) {
    // `test.setTimeout(…)` is Playwright's test timeout, not a wait.
    if (/\b(test|testInfo)\.\s*$/.test(code.slice(Math.max(0, match.index - 12), match.index))) continue;
    if (!insidePromise(code, match.index)) continue;
    found.add(lineAt(match.index));
    const helper = helperDefinedAt(code, match.index);
    if (helper) helpers.add(helper);
  }
  // `setTimeout` of timers/promises, by whatever name it is imported.
  const fromTimers = (quoteAt: number) =>
    /^['"](?:node:)?timers\/promises['"]/.test(source.slice(quoteAt, quoteAt + 40));
  for (const match of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"]/g)) {
    if (!fromTimers(match.index + match[0].length - 1)) continue;
    for (const part of match[1]!.split(',')) {
      const named = /^\s*setTimeout(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
      if (named) helpers.add(named[1] ?? 'setTimeout');
    }
  }
  for (const match of code.matchAll(/\bimport\s+(?:\*\s+as\s+)?([\w$]+)\s+from\s*['"]/g)) {
    if (fromTimers(match.index + match[0].length - 1)) helpers.add(`${match[1]}.setTimeout`);
  }
  for (const helper of helpers) {
    const call = new RegExp(`(?<![\\w$.])${helper.replace(/[.$]/g, '\\$&')}\\s*\\(`, 'g');
    for (const match of code.matchAll(call)) {
      const line = lineAt(match.index);
      // The definition itself (`const sleep = (ms) =>`) is no call.
      if (new RegExp(`\\b(?:const|let|var|function)\\s+${helper.replace(/[.$]/g, '\\$&')}\\b`).test(lines[line - 1]!))
        continue;
      found.add(line);
    }
  }

  const reason = /allow-wait:\s*\S/;
  // On the line itself, or on a comment line of its own just above it.
  const allowed = (line: number) =>
    reason.test(lines[line - 1]!) || /^\s*(\/\/|\/\*|\*).*allow-wait:\s*\S/.test(lines[line - 2] ?? '');
  return [...found]
    .sort((a, b) => a - b)
    .filter((line) => !allowed(line))
    .map((line) => ({ line, text: lines[line - 1]!.trim() }));
}

/**
 * Fixed waits in files this change could not touch (the design system's and the visual tests'
 * own), each by its file and its line's text. The list only shrinks: a wait that is gone (or
 * marked) must leave it, and a new one cannot join it.
 */
const PENDING: readonly string[] = [];

describe('fixed waits in tests', () => {
  it('when a planted snippet waits a fixed time, then the check names each such line, and not the ones that say why', () => {
    const planted = [
      "import { setTimeout as sleep } from 'node:timers/promises';",
      'await new Promise((resolve) => setTimeout(resolve, 300));',
      '// allow-wait: the fake upstream answers slowly on purpose',
      'await new Promise((resolve) => setTimeout(resolve, 50));',
      'await page.waitForTimeout(100); // allow-wait:',
      'await page.waitForTimeout(100); // allow-wait: a visitor reads for a moment',
      'await sleep(20);',
      'const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)); // allow-wait: the helper',
      'await pause(5);',
      'await new Promise<void>((resolve) => {',
      '  const timer = setTimeout(resolve, 10);',
      '});',
      'setTimeout(answer, 30).unref();',
      'test.setTimeout(120_000);',
      "const text = 'new Promise((r) => setTimeout(r, 1))'; // a string",
      '// await new Promise((r) => setTimeout(r, 1)); in a comment',
      'const wake = new Promise<void>((resolve) => (wake = resolve));',
      'await vi.advanceTimersByTimeAsync(1000);',
      'const delay = (ms: number) =>',
      '  new Promise<void>((resolve) => setTimeout(resolve, ms));',
      'await delay(1);',
    ].join('\n');
    expect(waitOffences(planted)).toEqual([
      { line: 2, text: 'await new Promise((resolve) => setTimeout(resolve, 300));' },
      { line: 5, text: 'await page.waitForTimeout(100); // allow-wait:' },
      { line: 7, text: 'await sleep(20);' },
      { line: 9, text: 'await pause(5);' },
      { line: 11, text: 'const timer = setTimeout(resolve, 10);' },
      { line: 20, text: 'new Promise<void>((resolve) => setTimeout(resolve, ms));' },
      { line: 21, text: 'await delay(1);' },
    ]);
  });

  it('when the tests, their helpers and the e2e and visual tests are scanned, then no line waits a fixed time without saying why', () => {
    const scanned = files();
    // The scan reaches every kind of test code it is meant to.
    for (const file of [
      'api/test/helpers.ts',
      'api/test/notifications.test.ts',
      'tests/e2e/fixtures.ts',
      'tests/e2e/staff.spec.ts',
      'tests/visual/storybook.ts',
      'tests/repo/waits.test.ts',
      'ui/src/components/Chat/live/LiveConversation.test.ts',
    ])
      expect(scanned).toContain(file);
    expect(scanned.some((file) => file.endsWith('.stories.tsx'))).toBe(false);

    const offences = scanned.flatMap((file) =>
      waitOffences(readFileSync(join(root, file), 'utf8')).map(({ line, text }) => ({ file, line, text })),
    );
    const pending = (offence: { file: string; text: string }) => PENDING.includes(`${offence.file}: ${offence.text}`);
    expect(
      offences.filter((offence) => !pending(offence)).map(({ file, line, text }) => `${file}:${line}: ${text}`),
      'a fixed wait: wait for the event instead (or poll, or move the clock), or say why on the line: // allow-wait: <reason>',
    ).toEqual([]);
    const left = new Set(offences.filter(pending).map(({ file, text }) => `${file}: ${text}`));
    expect(
      PENDING.filter((entry) => !left.has(entry)),
      'gone from the code: take it off PENDING',
    ).toEqual([]);
  });
});

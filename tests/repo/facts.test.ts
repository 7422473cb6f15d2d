// Every promised number is written once, in content/src/facts.ts. Pages, components, stories,
// the assistant and the scripts build their texts from it; this finds any that typed it instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const sources = ['content/src', 'ui/src', 'site/src', 'site/scripts', 'api/src', 'scripts'];
/** Tests assert the texts visitors see, literally; the facts module is where the numbers live. */
const exempt = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file) || file === 'content/src/facts.ts';

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(path);
    return /\.(ts|tsx|mjs|js|mdx)$/.test(entry.name) ? [path] : [];
  });
}

/** Lines of the sources (tests and the facts module aside) that match `pattern`. */
function typedOutsideFacts(pattern: RegExp, alsoExempt: (file: string) => boolean = () => false): string[] {
  return sources
    .flatMap(files)
    .filter((file) => !exempt(file) && !alsoExempt(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('the retention period is written once', () => {
  it('when the sources are searched for a retention period, then only the facts module has one', () => {
    // content/src/deployment.ts turns days into months ("12 maanden") and needs the 365 for it.
    expect(
      typedOutsideFacts(/\b365\b|\b\d+\s?(maanden|maand|dagen|jaar)\b/, (file) => file === 'content/src/deployment.ts'),
    ).toEqual([]);
  });
});

describe('the promised hours are written once', () => {
  it('when the sources are searched for a number of hours, then only the facts module has one', () => {
    const typed = sources
      .flatMap(files)
      .filter((file) => !exempt(file))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /\b\d+\s?(uur|uren)\b/.test(line)
              ? [`${relative(root, join(root, file))}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(typed).toEqual([]);
  });
});

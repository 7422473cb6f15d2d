import { describe, expect, it } from 'vitest';
import { overviewFile, overviewFormat } from './overview.mjs';

const sections = [
  { id: 'colour', title: 'Colour', tokens: ['color'] },
  { id: 'motion', title: 'Motion', tokens: ['duration'] },
];
const entries = [{ path: 'color.ink', section: 'colour', cssVar: '--color-ink', type: 'color', value: '#111111' }];

describe('the Storybook overview format (tokens.generated.ts)', () => {
  it('when there are sections, then their ids are the type of a section and their titles a list', () => {
    const file = overviewFile(entries, sections);
    expect(file).toContain("export type TokenSectionId = 'colour' | 'motion';");
    expect(file).toContain(
      'export const tokenSections: readonly { id: TokenSectionId; title: string }[] = [{"id":"colour","title":"Colour"},{"id":"motion","title":"Motion"}];',
    );
  });

  it('when there are entries, then the list holds them as they are', () => {
    const file = overviewFile(entries, sections);
    const list = /export const tokens: readonly TokenEntry\[\] = (.*);\n$/.exec(file)?.[1];
    expect(JSON.parse(list)).toEqual(entries);
  });

  it('when Style Dictionary calls it, then the list is built from the transformed tokens', () => {
    const dictionary = {
      allTokens: [{ path: ['duration', 'fast'], name: 'duration-fast', $type: 'duration', $value: '120ms' }],
    };
    const source = { duration: { $type: 'duration', fast: { $value: { value: 120, unit: 'ms' } } } };
    const file = overviewFormat.format({
      dictionary,
      options: { source, sections: [sections[1]], reducedMotion: new Map([['duration.fast', '0ms']]) },
    });
    expect(file).toContain(
      '[{"path":"duration.fast","section":"motion","cssVar":"--duration-fast","type":"duration","value":"120ms","reducedMotion":"0ms"}]',
    );
  });
});

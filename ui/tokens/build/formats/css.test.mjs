import { describe, expect, it } from 'vitest';
import { cssComment, cssFile, cssFormat } from './css.mjs';

const sections = [
  { id: 'colour', title: 'Colour', tokens: ['color'] },
  { id: 'motion', title: 'Motion', tokens: ['duration'] },
];
const entries = [
  { path: 'color.ink', section: 'colour', cssVar: '--color-ink', value: '#111111' },
  { path: 'duration.fast', section: 'motion', cssVar: '--duration-fast', value: '120ms', reducedMotion: '0ms' },
];

describe('the tokens.css format', () => {
  it('when tokens are in sections, then each section is a comment followed by its properties, on :root', () => {
    const css = cssFile(entries, sections);
    expect(css).toContain(
      ':root {\n  /* Colour */\n  --color-ink: #111111;\n\n  /* Motion */\n  --duration-fast: 120ms;\n}',
    );
    expect(css.startsWith('/*\n * Design tokens:')).toBe(true);
    expect(css).toContain('Generated from ui/tokens/tokens.json and ui/tokens/reduced-motion.json');
  });

  it('when a token has a reduced-motion value, then it is set again under prefers-reduced-motion', () => {
    expect(cssFile(entries, sections)).toMatch(
      /\n\n@media \(prefers-reduced-motion: reduce\) \{\n {2}:root \{\n {4}--duration-fast: 0ms;\n {2}\}\n\}\n$/,
    );
  });

  it('when no token has a reduced-motion value, then there is no media query', () => {
    const still = entries.map(({ reducedMotion: _, ...entry }) => entry);
    expect(cssFile(still, sections)).not.toContain('@media');
  });

  it('when a section title is long, then its comment wraps within 86 characters, the next lines indented', () => {
    const title = 'Colour: the one accent and its tints, used for links, buttons, focus rings and the selected tab';
    const lines = cssComment(title, '  ');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(86);
    expect(lines[0].startsWith('  /* Colour:')).toBe(true);
    expect(lines[1].startsWith('     ')).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(` /* ${title} */`);
  });

  it('when Style Dictionary calls it, then it writes from the transformed tokens and the file options', () => {
    const dictionary = {
      allTokens: [{ path: ['color', 'ink'], name: 'color-ink', $type: 'color', $value: '#111111' }],
    };
    const source = { color: { $type: 'color', ink: { $value: { colorSpace: 'srgb', components: [0, 0, 0] } } } };
    const css = cssFormat.format({
      dictionary,
      options: { source, sections: [sections[0]], reducedMotion: new Map() },
    });
    expect(css).toContain('  --color-ink: #111111;\n}\n');
  });
});

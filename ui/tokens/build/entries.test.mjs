import { describe, expect, it } from 'vitest';
import { tokenEntries } from './entries.mjs';

const srgb = (components) => ({ colorSpace: 'srgb', components });
const source = {
  color: {
    $type: 'color',
    accent: { $value: srgb([0.4, 0.2, 0.8]), $description: 'De accentkleur.' },
    focus: { $value: '{color.accent}' },
  },
  shadow: {
    sm: {
      $type: 'shadow',
      $value: [
        { color: { colorSpace: 'srgb', components: { $ref: '#/color/accent/$value/components' }, alpha: 0.1 } },
        { color: { colorSpace: 'srgb', components: { $ref: '#/color/accent/$value/components' }, alpha: 0.2 } },
      ],
    },
  },
  duration: { $type: 'duration', fast: { $value: { value: 120, unit: 'ms' } } },
};
const sections = [
  { id: 'motion', title: 'Motion', tokens: ['duration'] },
  { id: 'colour', title: 'Colour', tokens: ['color', 'shadow'] },
];

/** What Style Dictionary hands a format: the tokens after the transforms. */
const dictionary = {
  allTokens: [
    { path: ['color', 'accent'], name: 'color-accent', $type: 'color', $value: '#6633cc' },
    { path: ['color', 'focus'], name: 'color-focus', $type: 'color', $value: '#6633cc' },
    { path: ['shadow', 'sm'], name: 'shadow-sm', $type: 'shadow', $value: '0 1px 2px rgb(102 51 204 / 0.1)' },
    { path: ['duration', 'fast'], name: 'duration-fast', $type: 'duration', $value: '120ms' },
  ],
};

const entries = tokenEntries(dictionary, { source, sections, reducedMotion: new Map([['duration.fast', '0ms']]) });
const entry = (path) => entries.find((candidate) => candidate.path === path);

describe('the token entries', () => {
  it('when tokens are transformed, then each entry has its CSS name and value, in section order', () => {
    expect(entries.map(({ path, section, cssVar, value }) => [path, section, cssVar, value])).toEqual([
      ['duration.fast', 'motion', '--duration-fast', '120ms'],
      ['color.accent', 'colour', '--color-accent', '#6633cc'],
      ['color.focus', 'colour', '--color-focus', '#6633cc'],
      ['shadow.sm', 'colour', '--shadow-sm', '0 1px 2px rgb(102 51 204 / 0.1)'],
    ]);
  });

  it('when a token is an alias in the JSON, then its entry names the token it refers to', () => {
    expect(entry('color.focus').reference).toBe('color.accent');
    expect(entry('color.accent')).not.toHaveProperty('reference');
  });

  it('when a value points into another token with $ref, then the entry names that token once', () => {
    expect(entry('shadow.sm').derivedFrom).toEqual(['color.accent']);
  });

  it('when the JSON has a description, or a reduced-motion value applies, then the entry carries it', () => {
    expect(entry('color.accent').description).toBe('De accentkleur.');
    expect(entry('duration.fast').reducedMotion).toBe('0ms');
    expect(entry('color.accent')).not.toHaveProperty('reducedMotion');
  });
});

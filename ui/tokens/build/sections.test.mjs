import { describe, expect, it } from 'vitest';
import { arrange, sectionsOf } from './sections.mjs';

const sections = [
  { id: 'space', title: 'Space', tokens: ['space'] },
  { id: 'colour', title: 'Colour', tokens: ['color.ink', 'color.inverse'] },
];
const token = (path) => ({ path });

describe('sections', () => {
  it('when tokens.json declares sections, then they are read from our extension', () => {
    expect(sectionsOf({ $extensions: { 'nl.studiolegende': { sections } } })).toBe(sections);
  });

  it('when tokens.json declares none, then the build says where they belong', () => {
    expect(() => sectionsOf({})).toThrow('ui/tokens/tokens.json: $extensions["nl.studiolegende"].sections is missing');
  });

  it('when every token is in one section, then they come in section order, then in the order of the paths', () => {
    const tokens = ['color.inverse.text', 'color.ink', 'space.md', 'color.inverse.bg'].map(token);
    expect(arrange(tokens, sections)).toEqual([
      { path: 'space.md', section: 'space' },
      { path: 'color.ink', section: 'colour' },
      { path: 'color.inverse.text', section: 'colour' },
      { path: 'color.inverse.bg', section: 'colour' },
    ]);
  });

  it('when a token is in no section, or in two, then the build names it and the sections', () => {
    const overlapping = [...sections, { id: 'dark', title: 'Dark', tokens: ['color.inverse.bg'] }];
    const tokens = ['space.md', 'color.ink', 'color.inverse.bg', 'radius.sm'].map(token);
    expect(() => arrange(tokens, overlapping)).toThrow(
      /color\.inverse\.bg is in colour and dark\n- radius\.sm is in no section/,
    );
  });

  it('when a section names a path with no token, then the build says which', () => {
    expect(() => arrange(['space.md', 'color.ink'].map(token), sections)).toThrow(
      'section colour: color.inverse matches no token',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { aliasOf, overlay, pointerTargets, tokensOf, under } from './dtcg.mjs';

const tree = {
  $description: 'not a token',
  color: {
    $type: 'color',
    accent: { $value: { colorSpace: 'srgb', components: [0.4, 0.2, 0.8] } },
    focus: { $value: '{color.accent}' },
    inverse: { bg: { $value: '{color.accent}' } },
  },
  space: { md: { $type: 'dimension', $value: { value: 1, unit: 'rem' } } },
};

describe('tokensOf', () => {
  it('when a tree has groups, then every token comes out in document order with its dotted path', () => {
    expect(tokensOf(tree).map((entry) => entry.path)).toEqual([
      'color.accent',
      'color.focus',
      'color.inverse.bg',
      'space.md',
    ]);
  });

  it('when a group sets $type, then its tokens (also in nested groups) inherit it', () => {
    const types = Object.fromEntries(tokensOf(tree).map((entry) => [entry.path, entry.type]));
    expect(types).toEqual({
      'color.accent': 'color',
      'color.focus': 'color',
      'color.inverse.bg': 'color',
      'space.md': 'dimension',
    });
  });

  it('when a token has no $type anywhere above it, then its type is undefined', () => {
    expect(tokensOf({ loose: { $value: 1 } })).toEqual([{ path: 'loose', token: { $value: 1 }, type: undefined }]);
  });
});

describe('aliasOf', () => {
  it('when a value is a whole {…} reference, then it gives the path', () => {
    expect(aliasOf('{color.accent}')).toBe('color.accent');
  });

  it('when a value only contains a reference, or is not a string, then it is no alias', () => {
    expect(aliasOf('1px solid {color.accent}')).toBeUndefined();
    expect(aliasOf({ value: 1, unit: 'px' })).toBeUndefined();
  });
});

describe('under', () => {
  it('when a path is the prefix or lies in its group, then it is under it; a longer name is not', () => {
    expect(under('color.inverse', 'color.inverse')).toBe(true);
    expect(under('color.inverse.bg', 'color.inverse')).toBe(true);
    expect(under('color.inverse-soft', 'color.inverse')).toBe(false);
  });
});

describe('pointerTargets', () => {
  it('when a value holds $ref pointers, then it names the tokens they point into, once per pointer', () => {
    const shadow = [
      { color: { components: { $ref: '#/color/ink/$value/components' } } },
      { color: { components: { $ref: '#/color/accent' } } },
    ];
    expect(pointerTargets(shadow)).toEqual(['color.ink', 'color.accent']);
  });

  it('when a value has no pointer, then it names none', () => {
    expect(pointerTargets({ colorSpace: 'srgb', components: [0, 0, 0] })).toEqual([]);
  });
});

describe('overlay', () => {
  it('when the override has a token at a path, then it replaces that token and keeps its siblings', () => {
    const base = { duration: { $type: 'duration', fast: { $value: 1 }, slow: { $value: 3 } } };
    const merged = overlay(base, { duration: { fast: { $value: 0 } } });
    expect(merged).toEqual({ duration: { $type: 'duration', fast: { $value: 0 }, slow: { $value: 3 } } });
    expect(base.duration.fast.$value).toBe(1);
  });
});

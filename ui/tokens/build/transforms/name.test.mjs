import { describe, expect, it } from 'vitest';
import { cssName } from './name.mjs';

describe('the CSS name transform', () => {
  it('when a token has a path, then its name is the path joined with dashes', () => {
    expect(cssName.transform({ path: ['color', 'inverse', 'bg'] })).toBe('color-inverse-bg');
  });

  it('when a path has digits and letters, then their case and order stay as they are', () => {
    expect(cssName.transform({ path: ['font', 'size', '2xl'] })).toBe('font-size-2xl');
  });

  it('when Style Dictionary reads it, then it is a name transform', () => {
    expect(cssName).toMatchObject({ name: 'nl.studiolegende/name', type: 'name' });
  });
});

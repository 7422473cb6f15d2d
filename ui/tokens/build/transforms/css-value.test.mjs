import StyleDictionary from 'style-dictionary';
import { describe, expect, it } from 'vitest';
import { cssName } from './name.mjs';
import { cssValue, cssValueTransform } from './css-value.mjs';

const rem = (value) => ({ value, unit: 'rem' });
const px = (value) => ({ value, unit: 'px' });
const srgb = (components, alpha) => ({ colorSpace: 'srgb', components, ...(alpha === undefined ? {} : { alpha }) });

describe('a DTCG value as CSS', () => {
  it('when a dimension is fluid, then it becomes clamp(smallest, preferred sum, max)', () => {
    const fluid = { preferred: [rem(1.2), { value: 1.2, unit: 'vw' }], max: rem(2) };
    expect(cssValue('dimension', rem(1.5), { fluid })).toBe('clamp(1.5rem, 1.2rem + 1.2vw, 2rem)');
  });

  it('when a dimension is not fluid, then it is the number and its unit', () => {
    expect(cssValue('dimension', rem(1.5))).toBe('1.5rem');
  });

  it('when a colour is opaque, then it is its hex code; with alpha, then rgb() with the alpha', () => {
    expect(cssValue('color', srgb([1, 0.5, 0]))).toBe('#ff8000');
    expect(cssValue('color', srgb([1, 0.5, 0], 0.06))).toBe('rgb(255 128 0 / 0.06)');
  });

  it('when a shadow has layers, then they are joined with commas, zero lengths as 0 and a zero spread left out', () => {
    const layer = (y, spread, inset) => ({
      color: srgb([0, 0, 0], 0.1),
      offsetX: px(0),
      offsetY: px(y),
      blur: px(4),
      spread: px(spread),
      ...(inset ? { inset } : {}),
    });
    expect(cssValue('shadow', [layer(1, 0), layer(2, 1, true)])).toBe(
      '0 1px 4px rgb(0 0 0 / 0.1), inset 0 2px 4px 1px rgb(0 0 0 / 0.1)',
    );
  });

  it('when a family has a space, then it is quoted; a keyword is not', () => {
    expect(cssValue('fontFamily', ['Bricolage Grotesque', 'system-ui', 'sans-serif'])).toBe(
      "'Bricolage Grotesque', system-ui, sans-serif",
    );
  });

  it('when a number has our cssUnit, then the unit follows it (letter spacing in em)', () => {
    expect(cssValue('number', -0.03, { cssUnit: 'em' })).toBe('-0.03em');
    expect(cssValue('number', 1.5)).toBe('1.5');
  });

  it('when a value is a curve, a duration or a weight, then it is the CSS for it', () => {
    expect(cssValue('cubicBezier', [0.2, 0, 0, 1])).toBe('cubic-bezier(0.2, 0, 0, 1)');
    expect(cssValue('duration', { value: 120, unit: 'ms' })).toBe('120ms');
    expect(cssValue('fontWeight', 700)).toBe('700');
  });

  it('when a type has no CSS, then it says which', () => {
    expect(() => cssValue('gradient', [])).toThrow('No CSS for $type gradient');
  });
});

describe('the CSS value transform in Style Dictionary', () => {
  const build = (tokens) =>
    new StyleDictionary({
      tokens,
      usesDtcg: true,
      log: { verbosity: 'silent', errors: { brokenReferences: 'throw' } },
      hooks: { transforms: { [cssName.name]: cssName, [cssValueTransform.name]: cssValueTransform } },
      platforms: { css: { transforms: [cssName.name, cssValueTransform.name] } },
    }).getPlatformTokens('css');

  it('when a token refers to another, then it resolves to the CSS of the token it names', async () => {
    const { allTokens } = await build({
      color: {
        $type: 'color',
        accent: { $value: srgb([0.4, 0.2, 0.8]) },
        focus: { $value: '{color.accent}' },
        ring: { $value: '{color.focus}' },
      },
    });
    expect(Object.fromEntries(allTokens.map((token) => [token.name, token.$value]))).toEqual({
      'color-accent': '#6633cc',
      'color-focus': '#6633cc',
      'color-ring': '#6633cc',
    });
  });

  it("when part of a value refers to a token (a shadow's colour), then that part becomes the token's CSS", async () => {
    const { allTokens } = await build({
      color: { $type: 'color', ink: { $value: srgb([0, 0, 0.2]) } },
      shadow: {
        sm: {
          $type: 'shadow',
          $value: { color: '{color.ink}', offsetX: px(0), offsetY: px(1), blur: px(2), spread: px(0) },
        },
      },
    });
    expect(allTokens.find((token) => token.name === 'shadow-sm').$value).toBe('0 1px 2px #000033');
  });

  it('when a fluid size is read from our extension, then its CSS is the clamp()', async () => {
    const { allTokens } = await build({
      space: {
        section: {
          $type: 'dimension',
          $value: rem(3),
          $extensions: {
            'nl.studiolegende': { fluid: { preferred: [rem(2), { value: 4, unit: 'vw' }], max: rem(6) } },
          },
        },
      },
    });
    expect(allTokens[0].$value).toBe('clamp(3rem, 2rem + 4vw, 6rem)');
  });
});

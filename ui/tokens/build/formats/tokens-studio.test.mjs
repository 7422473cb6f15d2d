import { describe, expect, it } from 'vitest';
import { tokensStudioFile, tokensStudioFormat } from './tokens-studio.mjs';

const rem = (value) => ({ value, unit: 'rem' });
const px = (value) => ({ value, unit: 'px' });
const ours = (extension) => ({ $extensions: { 'nl.studiolegende': extension } });

const source = {
  color: {
    $type: 'color',
    ink: { $value: { colorSpace: 'srgb', components: [0, 0, 0.2] } },
    accent: { $value: { colorSpace: 'srgb', components: [1, 0, 0], alpha: 0.5 } },
    text: { $value: '{color.ink}', $description: 'Lopende tekst.' },
  },
  font: {
    family: {
      $type: 'fontFamily',
      body: { $value: ['Bricolage Grotesque', 'sans-serif'] },
      system: { $value: ['system-ui', 'sans-serif'], ...ours({ figmaFontFamily: 'Roboto' }) },
    },
    size: {
      $type: 'dimension',
      '2xl': {
        $value: rem(1.5),
        ...ours({ fluid: { preferred: [rem(1.2), { value: 1.2, unit: 'vw' }], max: rem(2) } }),
      },
    },
    weight: { $type: 'fontWeight', bold: { $value: 700 } },
  },
  'letter-spacing': { $type: 'number', tight: { $value: -0.03, ...ours({ cssUnit: 'em' }) } },
  radius: { $type: 'dimension', md: { $value: px(8) } },
  shadow: {
    $type: 'shadow',
    sm: {
      $value: {
        color: { colorSpace: 'srgb', components: { $ref: '#/color/ink/$value/components' }, alpha: 0.06 },
        offsetX: px(0),
        offsetY: rem(0.125),
        blur: px(4),
        spread: px(0),
      },
    },
  },
  duration: { $type: 'duration', fast: { $value: { value: 120, unit: 'ms' } } },
};
const reducedMotionSource = { duration: { $type: 'duration', fast: { $value: { value: 0, unit: 'ms' } } } };
const entries = [
  { path: 'font.family.body', value: "'Bricolage Grotesque', sans-serif" },
  { path: 'font.family.system', value: 'system-ui, sans-serif' },
  { path: 'font.size.2xl', value: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)' },
  { path: 'duration.fast', value: '120ms', reducedMotion: '0ms' },
];

const studio = JSON.parse(tokensStudioFile(entries, { source, reducedMotionSource }));
const { basis } = studio;

describe('the Tokens Studio format', () => {
  it('when there are reduced-motion values, then they are a set of their own, on in the theme Minder beweging', () => {
    expect(Object.keys(studio)).toEqual(['basis', 'minder-beweging', '$themes', '$metadata']);
    expect(studio['minder-beweging']).toEqual({ duration: { fast: { $value: '0ms', $type: 'other' } } });
    expect(studio.$metadata.tokenSetOrder).toEqual(['basis', 'minder-beweging']);
    expect(studio.$themes.map((theme) => [theme.name, theme.selectedTokenSets])).toEqual([
      ['Standaard', { basis: 'enabled' }],
      ['Minder beweging', { basis: 'enabled', 'minder-beweging': 'enabled' }],
    ]);
  });

  it('when tokens are in groups, then the set keeps the groups as nested objects', () => {
    expect(Object.keys(basis)).toEqual(['color', 'font', 'letter-spacing', 'radius', 'shadow', 'duration']);
    expect(Object.keys(basis.font)).toEqual(['family', 'size', 'weight']);
  });

  it('when a token is an alias, then it stays a reference, so Figma keeps the link', () => {
    expect(basis.color.text).toEqual({ $value: '{color.ink}', $type: 'color', $description: 'Lopende tekst.' });
  });

  it('when a colour is opaque it is hex; with alpha it is rgba() of its channels', () => {
    expect(basis.color.ink.$value).toBe('#000033');
    expect(basis.color.accent.$value).toBe('rgba(255, 0, 0, 0.5)');
  });

  it("when a shadow's colour points at ink, then it refers to ink with its alpha, lengths in px", () => {
    expect(basis.shadow.sm).toEqual({
      $type: 'boxShadow',
      $value: [{ x: '0', y: '2', blur: '4', spread: '0', color: 'rgba({color.ink}, 0.06)', type: 'dropShadow' }],
    });
  });

  it('when a size is fluid, then Figma gets the smallest size and a note with the CSS', () => {
    expect(basis.font.size['2xl']).toEqual({
      $value: '1.5rem',
      $type: 'fontSizes',
      $description: 'In Figma de kleinste waarde; op de site clamp(1.5rem, 1.2rem + 1.2vw, 2rem).',
    });
  });

  it("when a type is Tokens Studio's own, then its value is written its way", () => {
    expect(basis.font.weight.bold).toEqual({ $value: '700', $type: 'fontWeights' });
    expect(basis['letter-spacing'].tight).toEqual({ $value: '-3%', $type: 'letterSpacing' });
    expect(basis.radius.md).toEqual({ $value: '8px', $type: 'borderRadius' });
    expect(basis.duration.fast).toEqual({ $value: '120ms', $type: 'other' });
  });

  it('when a font stack is given, then Figma gets one family (ours if set) and the stack as a note', () => {
    expect(basis.font.family.body).toEqual({
      $value: 'Bricolage Grotesque',
      $type: 'fontFamilies',
      $description: "Op de site: 'Bricolage Grotesque', sans-serif.",
    });
    expect(basis.font.family.system.$value).toBe('Roboto');
  });

  it('when Style Dictionary calls it, then it writes one line of JSON from the file options', () => {
    const small = { duration: source.duration };
    const output = tokensStudioFormat.format({
      dictionary: {
        allTokens: [{ path: ['duration', 'fast'], name: 'duration-fast', $type: 'duration', $value: '120ms' }],
      },
      options: {
        source: small,
        reducedMotionSource,
        sections: [{ id: 'motion', title: 'Motion', tokens: ['duration'] }],
        reducedMotion: new Map([['duration.fast', '0ms']]),
      },
    });
    expect(output.endsWith('}\n')).toBe(true);
    expect(JSON.parse(output)['minder-beweging'].duration.fast.$value).toBe('0ms');
  });
});

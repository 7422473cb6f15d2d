import { describe, expect, it } from 'vitest';
import { checkSource } from './check.mjs';

const srgb = (components, hex) => ({ colorSpace: 'srgb', components, ...(hex ? { hex } : {}) });
const rem = (value) => ({ value, unit: 'rem' });

/** A small valid tokens.json; `extra` groups are added to it. */
const tokens = (extra = {}) => ({
  color: {
    $type: 'color',
    ink: { $value: srgb([0, 0, 0], '#000000') },
    text: { $value: '{color.ink}' },
  },
  font: { size: { $type: 'dimension', md: { $value: rem(1) } } },
  duration: { $type: 'duration', fast: { $value: { value: 120, unit: 'ms' } } },
  ...extra,
});

const refused = (tree, reducedMotion = {}) => {
  try {
    checkSource(tree, reducedMotion);
  } catch (error) {
    return error.message;
  }
  return 'accepted';
};

describe('checking the DTCG sources', () => {
  it('when every token is valid, then the sources are accepted', () => {
    const reducedMotion = { duration: { $type: 'duration', fast: { $value: { value: 0, unit: 'ms' } } } };
    expect(() => checkSource(tokens(), reducedMotion)).not.toThrow();
  });

  it('when a token has no $type, then it is refused, naming the file, the token and the types we write', () => {
    const message = refused(tokens({ loose: { $value: 4 } }));
    expect(message).toContain('The design tokens are not valid');
    expect(message).toContain('ui/tokens/tokens.json: loose: $type (none) is not one of color, dimension');
  });

  it('when a dimension has a unit we do not write, then it says what a dimension is', () => {
    const message = refused(tokens({ space: { $type: 'dimension', md: { $value: { value: 1, unit: 'em' } } } }));
    expect(message).toContain('space.md: a dimension is { value, unit: px|rem }');
  });

  it("when a colour's hex disagrees with its components, then it says both", () => {
    const message = refused(tokens({ brand: { $type: 'color', $value: srgb([1, 0, 0], '#00ff00') } }));
    expect(message).toContain('brand: components [1,0,0] are #ff0000, hex says #00ff00');
  });

  it('when a colour component is outside 0–1 or the colour space is not srgb, then it is refused', () => {
    const message = refused(
      tokens({
        wide: { $type: 'color', $value: srgb([1.2, 0, 0]) },
        p3: { $type: 'color', $value: { colorSpace: 'display-p3', components: [1, 0, 0] } },
      }),
    );
    expect(message).toContain('wide: components are three numbers from 0 to 1');
    expect(message).toContain('p3: a colour is { colorSpace: "srgb"');
  });

  it('when an alias names no token, or a token of another type, then it is refused', () => {
    const message = refused(
      tokens({
        focus: { $type: 'color', $value: '{color.missing}' },
        gap: { $type: 'dimension', $value: '{color.ink}' },
      }),
    );
    expect(message).toContain('focus: {color.missing} is not a token');
    expect(message).toContain('gap: {color.ink} is a color');
  });

  it('when a shadow layer lacks a length, then it says which lengths a shadow has', () => {
    const layer = { color: srgb([0, 0, 0]), offsetX: rem(0), offsetY: rem(0.1), blur: rem(0.2) };
    const message = refused(tokens({ shadow: { $type: 'shadow', sm: { $value: [layer] } } }));
    expect(message).toContain('shadow.sm: a shadow has offsetX, offsetY, blur and spread as dimensions');
  });

  it('when a fluid size ends below its smallest value or in another unit, then it is refused', () => {
    const fluid = (max) => ({ 'nl.studiolegende': { fluid: { preferred: [rem(1), { value: 2, unit: 'vw' }], max } } });
    const message = refused(
      tokens({
        size: {
          $type: 'dimension',
          smaller: { $value: rem(2), $extensions: fluid(rem(1)) },
          px: { $value: rem(1), $extensions: fluid({ value: 40, unit: 'px' }) },
        },
        weight: { $type: 'fontWeight', $value: 700, $extensions: fluid(rem(3)) },
      }),
    );
    expect(message).toContain('size.smaller: fluid max must be larger than $value, in the same unit');
    expect(message).toContain('size.px: fluid max must be larger than $value, in the same unit');
    expect(message).toContain('weight: only a dimension can be fluid');
  });

  it('when reduced-motion.json overrides a token tokens.json lacks, or with another type, then it is refused', () => {
    const message = refused(tokens(), {
      duration: { $type: 'duration', slow: { $value: { value: 0, unit: 'ms' } } },
      font: { size: { $type: 'duration', md: { $value: { value: 0, unit: 'ms' } } } },
    });
    expect(message).toContain('ui/tokens/reduced-motion.json: duration.slow is not in ui/tokens/tokens.json');
    expect(message).toContain('ui/tokens/reduced-motion.json: font.size.md must be a dimension');
  });

  it('when several tokens are wrong, then one message lists them all, one per line', () => {
    const message = refused(
      tokens({ a: { $type: 'cubicBezier', $value: [0, 1] }, b: { $type: 'duration', $value: { value: 1 } } }),
    );
    expect(message.split('\n- ').slice(1)).toEqual([
      'ui/tokens/tokens.json: a: a cubicBezier is [x1, y1, x2, y2]',
      'ui/tokens/tokens.json: b: a duration is { value, unit: ms|s }',
    ]);
  });
});

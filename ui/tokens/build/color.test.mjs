import { describe, expect, it } from 'vitest';
import { channels, hexOf } from './color.mjs';

describe('colour components', () => {
  it('when components are fractions, then the channels are rounded to whole 0–255 values', () => {
    expect(channels([0, 0.5, 1])).toEqual([0, 128, 255]);
  });

  it('when a channel is below 16, then the hex code keeps two digits per channel, lower case', () => {
    expect(hexOf([0, 10 / 255, 1])).toBe('#000aff');
  });
});

// An sRGB colour's components (0 to 1) as the 0–255 channels and the hex code that CSS, the
// checks and Tokens Studio write.

/** `[r, g, b]` from 0 to 1 as whole channels from 0 to 255. */
export const channels = (components) => components.map((c) => Math.round(c * 255));

/** `[r, g, b]` from 0 to 1 as `#rrggbb`, lower case. */
export const hexOf = (components) =>
  `#${channels(components)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

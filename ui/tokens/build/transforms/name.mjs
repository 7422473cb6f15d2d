// Style Dictionary name transform: the CSS custom property is the token path joined with dashes,
// as it is, with no change of case: color.inverse.bg is --color-inverse-bg, font.size.2xl is
// --font-size-2xl (Style Dictionary's kebab transform would write 2-xl).
import { VENDOR } from '../config.mjs';

export const cssName = {
  name: `${VENDOR}/name`,
  type: 'name',
  transform: (token) => token.path.join('-'),
};

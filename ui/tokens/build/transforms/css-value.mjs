// Style Dictionary value transform: a DTCG value as CSS. It is transitive, so Style Dictionary
// resolves an alias ({color.accent}) to the CSS of the token it names, and then a string value
// here is that CSS already.
import { channels, hexOf } from '../color.mjs';
import { VENDOR } from '../config.mjs';

export function cssColor(color) {
  if (typeof color === 'string') return color; // a resolved reference
  const alpha = color.alpha ?? 1;
  return alpha === 1 ? hexOf(color.components) : `rgb(${channels(color.components).join(' ')} / ${alpha})`;
}

export const cssDimension = ({ value, unit }) => `${value}${unit}`;
const cssLength = (dimension) => (dimension.value === 0 ? '0' : cssDimension(dimension));
// A family with a space or another sign needs quotes; a plain word (a keyword like sans-serif
// among them) must have none.
const cssFamily = (name) => (/^[\w-]+$/.test(name) ? name : `'${name}'`);

/** A fluid dimension (our `fluid` extension): from `$value` up to `max`, growing as `preferred`. */
const cssFluid = (min, { preferred, max }) =>
  `clamp(${cssDimension(min)}, ${preferred.map(cssDimension).join(' + ')}, ${cssDimension(max)})`;

function cssShadow(layer) {
  const lengths = [layer.offsetX, layer.offsetY, layer.blur, ...(layer.spread.value === 0 ? [] : [layer.spread])];
  return [...(layer.inset ? ['inset'] : []), ...lengths.map(cssLength), cssColor(layer.color)].join(' ');
}

/** A token's value as CSS; `ours` is its `$extensions[VENDOR]`. */
export function cssValue(type, value, ours = {}) {
  if (typeof value === 'string') return value; // a reference, already resolved to CSS
  switch (type) {
    case 'color':
      return cssColor(value);
    case 'dimension':
      return ours.fluid ? cssFluid(value, ours.fluid) : cssDimension(value);
    case 'duration':
      return cssDimension(value);
    case 'fontFamily':
      return [value].flat().map(cssFamily).join(', ');
    case 'fontWeight':
      return String(value);
    case 'number':
      return `${value}${ours.cssUnit ?? ''}`;
    case 'cubicBezier':
      return `cubic-bezier(${value.join(', ')})`;
    case 'shadow':
      return [value].flat().map(cssShadow).join(', ');
    default:
      throw new Error(`No CSS for $type ${type}`);
  }
}

export const cssValueTransform = {
  name: `${VENDOR}/css`,
  type: 'value',
  transitive: true,
  transform: (token) => cssValue(token.$type, token.$value, token.$extensions?.[VENDOR]),
};

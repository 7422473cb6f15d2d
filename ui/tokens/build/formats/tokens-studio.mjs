// Style Dictionary format: ui/tokens/figma/tokens-studio.json. Tokens Studio for Figma reads one
// JSON file whose top level holds token sets, `$themes` and `$metadata.tokenSetOrder`. Its tokens
// take `$value`, `$type` and `$description` (its "W3C DTCG" format), but with Tokens Studio's own
// types and values written as CSS-like strings. Aliases stay references, so Figma keeps the link.
import { channels, hexOf } from '../color.mjs';
import { VENDOR } from '../config.mjs';
import { aliasOf, isObject, pointerTargets, tokensOf, under } from '../dtcg.mjs';
import { tokenEntries } from '../entries.mjs';
import { cssDimension } from '../transforms/css-value.mjs';

/** The token set of tokens.json, and the one of reduced-motion.json laid over it. */
export const STUDIO_SET = 'basis';
export const STUDIO_REDUCED_SET = 'minder-beweging';

// Tokens Studio's type by path, where the DTCG type (dimension, number) says too little; the
// first prefix that matches wins.
const STUDIO_TYPES = [
  ['font.size', 'fontSizes'],
  ['space', 'spacing'],
  ['container.gutter', 'spacing'],
  ['container', 'sizing'],
  ['nav', 'sizing'],
  ['radius', 'borderRadius'],
  ['line-height', 'lineHeights'],
  ['letter-spacing', 'letterSpacing'],
];

const percent = (factor) => `${Math.round(factor * 10000) / 100}%`;
// Tokens Studio's shadows take plain pixel numbers; 1rem is 16px.
const studioLength = (dimension) => String(dimension.unit === 'rem' ? dimension.value * 16 : dimension.value);

function studioColor(color, alpha = 1) {
  if (isObject(color.components)) {
    const [target] = pointerTargets(color.components);
    return `rgba({${target}}, ${color.alpha ?? alpha})`;
  }
  const hex = hexOf(color.components);
  return (color.alpha ?? 1) === 1 ? hex : `rgba(${channels(color.components).join(', ')}, ${color.alpha})`;
}

/**
 * One token as Tokens Studio writes it. `token` is from the untransformed JSON (so aliases and
 * `$ref`s are still there); `entry.value` is its CSS, for the types Tokens Studio has no form for.
 */
export function studioToken({ path, token, type }, entry) {
  const ours = token.$extensions?.[VENDOR] ?? {};
  const mapped = STUDIO_TYPES.find(([prefix]) => under(path, prefix))?.[1];
  const notes = [];
  let studioType;
  let value;
  const alias = aliasOf(token.$value);
  switch (type) {
    case 'color':
      studioType = 'color';
      value = alias ? `{${alias}}` : studioColor(token.$value);
      break;
    case 'dimension':
      studioType = mapped ?? 'dimension';
      value = alias ? `{${alias}}` : cssDimension(token.$value);
      if (ours.fluid) notes.push(`In Figma de kleinste waarde; op de site ${entry.value}.`);
      break;
    case 'fontFamily':
      studioType = 'fontFamilies';
      value = ours.figmaFontFamily ?? [token.$value].flat()[0];
      notes.push(`Op de site: ${entry.value}.`);
      break;
    case 'fontWeight':
      studioType = 'fontWeights';
      value = String(token.$value);
      break;
    case 'number':
      studioType = mapped ?? 'number';
      value = mapped === 'lineHeights' || mapped === 'letterSpacing' ? percent(token.$value) : token.$value;
      break;
    case 'shadow':
      studioType = 'boxShadow';
      value = [token.$value].flat().map((layer) => ({
        x: studioLength(layer.offsetX),
        y: studioLength(layer.offsetY),
        blur: studioLength(layer.blur),
        spread: studioLength(layer.spread),
        color: studioColor(layer.color),
        type: layer.inset ? 'innerShadow' : 'dropShadow',
      }));
      break;
    default:
      // duration and cubicBezier: Tokens Studio has no such types; "other" keeps the CSS value.
      studioType = 'other';
      value = entry.value;
  }
  const description = [token.$description, ...notes].filter(Boolean).join(' ');
  return { $value: value, $type: studioType, ...(description ? { $description: description } : {}) };
}

function setPath(tree, path, value) {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) node = node[key] ??= {};
  node[keys.at(-1)] = value;
}

/**
 * tokens-studio.json from the token entries (see ../entries.mjs) and the two untransformed
 * sources: the set `basis` (tokens.json), the set `minder-beweging` (reduced-motion.json), and
 * the themes Standaard (basis) and Minder beweging (both).
 */
export function tokensStudioFile(entries, { source, reducedMotionSource }) {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const basis = {};
  for (const token of tokensOf(source)) setPath(basis, token.path, studioToken(token, byPath.get(token.path)));
  const reduced = {};
  for (const token of tokensOf(reducedMotionSource))
    setPath(reduced, token.path, studioToken(token, { value: byPath.get(token.path).reducedMotion }));
  return `${JSON.stringify({
    [STUDIO_SET]: basis,
    [STUDIO_REDUCED_SET]: reduced,
    $themes: [
      {
        id: 'standaard',
        name: 'Standaard',
        group: 'Beweging',
        selectedTokenSets: { [STUDIO_SET]: 'enabled' },
      },
      {
        id: 'minder-beweging',
        name: 'Minder beweging',
        group: 'Beweging',
        selectedTokenSets: { [STUDIO_SET]: 'enabled', [STUDIO_REDUCED_SET]: 'enabled' },
      },
    ],
    $metadata: { tokenSetOrder: [STUDIO_SET, STUDIO_REDUCED_SET] },
  })}\n`;
}

/** The file's `options` are the build context: ../entries.mjs reads it, and so does this. */
export const tokensStudioFormat = {
  name: `${VENDOR}/tokens-studio`,
  format: ({ dictionary, options }) => tokensStudioFile(tokenEntries(dictionary, options), options),
};

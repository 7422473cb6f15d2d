// The checks: the build refuses a source that is not valid DTCG (for the types we use) or that
// the outputs cannot represent, with one message that lists every problem and says where.
import { hexOf } from './color.mjs';
import { SOURCES, VENDOR } from './config.mjs';
import { aliasOf, isObject, tokensOf } from './dtcg.mjs';

/** The `$type`s the build can write; another one is refused. */
export const TYPES = ['color', 'dimension', 'fontFamily', 'fontWeight', 'number', 'shadow', 'duration', 'cubicBezier'];

const isDimension = (value) => isObject(value) && typeof value.value === 'number' && ['px', 'rem'].includes(value.unit);

/**
 * Throws when `tree` (tokens.json) or `reducedMotion` (reduced-motion.json, which may only
 * override tokens of tokens.json with their own type) holds a token the build cannot write.
 */
export function checkSource(tree, reducedMotion) {
  const all = tokensOf(tree);
  const byPath = new Map(all.map((entry) => [entry.path, entry]));
  const problems = all.flatMap((entry) => checkToken(entry, `${SOURCES.tokens}: ${entry.path}`, byPath));
  for (const entry of tokensOf(reducedMotion)) {
    const at = `${SOURCES.reducedMotion}: ${entry.path}`;
    if (!byPath.has(entry.path)) problems.push(`${at} is not in ${SOURCES.tokens}`);
    else if (byPath.get(entry.path).type !== entry.type)
      problems.push(`${at} must be a ${byPath.get(entry.path).type}`);
    else problems.push(...checkToken(entry, at, byPath));
  }
  if (problems.length) throw new Error(`The design tokens are not valid:\n- ${problems.join('\n- ')}`);
}

function checkToken({ token, type }, at, byPath) {
  const problems = [];
  if (!TYPES.includes(type)) return [`${at}: $type ${type ?? '(none)'} is not one of ${TYPES.join(', ')}`];
  const alias = aliasOf(token.$value);
  if (alias) {
    if (!byPath.has(alias)) return [`${at}: {${alias}} is not a token`];
    if (byPath.get(alias).type !== type) return [`${at}: {${alias}} is a ${byPath.get(alias).type}`];
    return [];
  }
  const value = token.$value;
  if (type === 'color') problems.push(...checkColor(value, at));
  if (type === 'dimension' && !isDimension(value)) problems.push(`${at}: a dimension is { value, unit: px|rem }`);
  if (type === 'duration' && !(typeof value?.value === 'number' && ['ms', 's'].includes(value.unit)))
    problems.push(`${at}: a duration is { value, unit: ms|s }`);
  if (type === 'cubicBezier' && !(Array.isArray(value) && value.length === 4))
    problems.push(`${at}: a cubicBezier is [x1, y1, x2, y2]`);
  if (type === 'shadow')
    for (const layer of [value].flat()) {
      if (!['offsetX', 'offsetY', 'blur', 'spread'].every((key) => isDimension(layer[key])))
        problems.push(`${at}: a shadow has offsetX, offsetY, blur and spread as dimensions`);
      if (isObject(layer.color)) problems.push(...checkColor(layer.color, `${at} (color)`));
    }
  const fluid = token.$extensions?.[VENDOR]?.fluid;
  if (fluid) {
    if (type !== 'dimension') problems.push(`${at}: only a dimension can be fluid`);
    else if (!isDimension(fluid.max) || !Array.isArray(fluid.preferred) || fluid.preferred.length === 0)
      problems.push(`${at}: fluid is { preferred: [dimensions, vw allowed], max: dimension }`);
    else if (fluid.max.unit !== value.unit || fluid.max.value <= value.value)
      problems.push(`${at}: fluid max must be larger than $value, in the same unit`);
  }
  return problems;
}

function checkColor(value, at) {
  if (!isObject(value) || value.colorSpace !== 'srgb')
    return [`${at}: a colour is { colorSpace: "srgb", components: [r, g, b], hex } (or an alias)`];
  if (isObject(value.components)) return []; // a $ref, checked where it points
  if (!(value.components?.length === 3 && value.components.every((c) => c >= 0 && c <= 1)))
    return [`${at}: components are three numbers from 0 to 1`];
  if (value.hex !== undefined && value.hex.toLowerCase() !== hexOf(value.components))
    return [
      `${at}: components ${JSON.stringify(value.components)} are ${hexOf(value.components)}, hex says ${value.hex}`,
    ];
  return [];
}

// Reading a DTCG tree (Design Tokens Community Group format 2025.10): which nodes are tokens,
// their paths and inherited `$type`, aliases (`{color.accent}`) and JSON Pointer references.

export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node with a `$value` is a token; any other object is a group. */
export const isToken = (node) => isObject(node) && '$value' in node;

/** The path a whole-value alias refers to (`"{color.accent}"` → `color.accent`), else undefined. */
export const aliasOf = (value) => (typeof value === 'string' ? /^\{([^{}]+)\}$/.exec(value)?.[1] : undefined);

/** Whether a token path is `prefix` itself or lies in the group `prefix`. */
export const under = (path, prefix) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * Every token of a DTCG tree, in document order, with its path and `$type`: its own, or the
 * nearest group's above it (DTCG §6.3, type inheritance).
 */
export function tokensOf(tree, path = [], inheritedType = undefined) {
  const type = tree.$type ?? inheritedType;
  if (isToken(tree)) return [{ path: path.join('.'), token: tree, type }];
  return Object.entries(tree)
    .filter(([key, child]) => !key.startsWith('$') && isObject(child))
    .flatMap(([key, child]) => tokensOf(child, [...path, key], type));
}

/** The token paths a value takes part of its value from through `$ref`, e.g. `color.ink`. */
export function pointerTargets(node) {
  if (Array.isArray(node)) return node.flatMap(pointerTargets);
  if (!isObject(node)) return [];
  if (typeof node.$ref === 'string') {
    const segments = node.$ref.slice(2).split('/');
    const end = segments.indexOf('$value');
    return [segments.slice(0, end === -1 ? undefined : end).join('.')];
  }
  return Object.values(node).flatMap(pointerTargets);
}

/** Overrides a tree by another: a token replaces the token at its path, groups merge. */
export function overlay(base, override) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = isObject(value) && !isToken(value) && isObject(base[key]) ? overlay(base[key], value) : value;
  }
  return merged;
}

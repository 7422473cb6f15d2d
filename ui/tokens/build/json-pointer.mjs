// Style Dictionary preprocessor: DTCG 2025.10 §7.3 property-level references. A part of a value
// may point at a part of another token's value with a JSON Pointer, e.g. a shadow colour
// `{ "components": { "$ref": "#/color/ink/$value/components" }, "alpha": 0.06 }`. Style
// Dictionary does not read `$ref`, so this replaces every one by what it points at before
// Style Dictionary resolves the `{…}` aliases.
import { VENDOR } from './config.mjs';
import { isObject } from './dtcg.mjs';

/** The tree with every `{ "$ref": "#/…" }` replaced by the value it points at. */
export function resolvePointers(tree) {
  const follow = (pointer, seen) => {
    if (seen.includes(pointer)) throw new Error(`Circular $ref: ${[...seen, pointer].join(' → ')}`);
    if (!pointer.startsWith('#/')) throw new Error(`$ref ${pointer}: only pointers into the same file (#/…)`);
    let target = tree;
    for (const raw of pointer.slice(2).split('/')) {
      // RFC 6901: ~1 is a slash and ~0 a tilde inside a key.
      const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      if (!isObject(target) && !Array.isArray(target)) target = undefined;
      target = target?.[key];
      if (target === undefined) throw new Error(`$ref ${pointer} points at nothing`);
    }
    return resolve(target, [...seen, pointer]);
  };
  const resolve = (node, seen) => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string' && Object.keys(node).length === 1) return follow(node.$ref, seen);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]));
  };
  return resolve(tree, []);
}

export const jsonPointer = { name: `${VENDOR}/json-pointer`, preprocessor: resolvePointers };

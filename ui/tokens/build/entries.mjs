// The token list every format writes from: one entry per token, in section order, with its CSS
// name and value (after Style Dictionary's transforms) and what the JSON says of it besides.
// tokens.generated.ts is this list as it is; tests/repo/tokens.test.ts measures contrast on it.
import { aliasOf, pointerTargets, tokensOf } from './dtcg.mjs';
import { arrange } from './sections.mjs';

/**
 * @param {{ allTokens: { path: string[]; name: string; $type: string; $value: string }[] }} dictionary
 *   the transformed tokens, from Style Dictionary
 * @param {{ source: object; sections: object[]; reducedMotion: Map<string, string> }} context
 *   the untransformed tokens.json, its sections, and the CSS values under reduced motion by path
 */
export function tokenEntries(dictionary, { source, sections, reducedMotion }) {
  const raw = new Map(tokensOf(source).map((entry) => [entry.path, entry.token]));
  const tokens = dictionary.allTokens.map((token) => {
    const path = token.path.join('.');
    const original = raw.get(path);
    const reference = aliasOf(original.$value);
    const derivedFrom = [...new Set(pointerTargets(original.$value))];
    return {
      path,
      section: '',
      cssVar: `--${token.name}`,
      type: token.$type,
      value: token.$value,
      ...(reference ? { reference } : {}),
      ...(derivedFrom.length ? { derivedFrom } : {}),
      ...(original.$description ? { description: original.$description } : {}),
      ...(reducedMotion.has(path) ? { reducedMotion: reducedMotion.get(path) } : {}),
    };
  });
  return arrange(tokens, sections);
}

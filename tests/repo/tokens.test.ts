// The design tokens (ui/tokens/*.json): the generated files are what the JSON builds to, and the
// colour pairs the components use meet WCAG 2.2 AA, computed from the tokens themselves.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

type TokenEntry = { path: string; cssVar: string; type: string; value: string };
type Built = { files: { path: string; contents: string }[]; tokens: TokenEntry[] };
type TokensBuild = { OUTPUTS: Record<string, string>; buildTokens(): Promise<Built> };

// By URL: ui/tokens/build.mjs is the ui workspace's build script, not a module its package exports.
const { OUTPUTS, buildTokens } = (await import(pathToFileURL(join(root, 'ui/tokens/build.mjs')).href)) as TokensBuild;
const built = await buildTokens();

describe('the generated token files', () => {
  it.each(Object.values(OUTPUTS))(
    'when the tokens are built from the JSON again, then the committed %s is the same',
    (path) => {
      const file = built.files.find((candidate) => candidate.path === path);
      expect(file, `the build makes no ${path}`).toBeDefined();
      let committed = '(missing)';
      try {
        committed = readFileSync(join(root, path), 'utf8');
      } catch {
        // reported below
      }
      expect(
        committed,
        `${path} is not what ui/tokens/*.json builds to. It is generated: change the JSON (not this file) and run \`npm run tokens\`.`,
      ).toBe(file?.contents);
    },
  );
});

// -------------------------------------------------------------------------------------------------
// Contrast

type Layer = string | { token: string; alpha: number };
type Pair = {
  foreground: string;
  background: Layer | Layer[];
  kind: 'text' | 'large-text' | 'ui';
  where: string;
};
type NotPair = { foreground: string; background: string; reason: string };

const pairsFile = 'ui/tokens/contrast-pairs.json';
const { pairs, notPairs } = JSON.parse(readFileSync(join(root, pairsFile), 'utf8')) as {
  pairs: Pair[];
  notPairs: NotPair[];
};

/** WCAG 2.2 AA: 1.4.3 for text, 1.4.11 for non-text contrast. */
const minimum = { text: 4.5, 'large-text': 3, ui: 3 } as const;

type Rgba = [number, number, number, number];
const byPath = new Map(built.tokens.map((token) => [token.path, token]));

/** A built colour token as [r, g, b, a] (0–255, alpha 0–1). */
function colour(path: string): Rgba {
  const token = byPath.get(path);
  if (token?.type !== 'color') throw new Error(`${pairsFile}: ${path} is not a colour token`);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(token.value);
  if (hex) return [...hex.slice(1).map((channel) => parseInt(channel, 16)), 1] as Rgba;
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(token.value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
  throw new Error(`${path}: cannot read the colour ${token.value}`);
}

/** `top` laid over an opaque `bottom`, as the browser composites it (in sRGB). */
function over([r, g, b, a]: Rgba, bottom: Rgba): Rgba {
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

function backgroundOf(pair: Pair): Rgba {
  const [first, ...rest] = [pair.background].flat().map((layer) => {
    if (typeof layer === 'string') return colour(layer);
    const [r, g, b, a] = colour(layer.token);
    return [r, g, b, a * layer.alpha] as Rgba;
  });
  if (!first || first[3] !== 1) throw new Error(`${pairsFile}: the bottom layer of a background must be opaque`);
  return rest.reduce((below, layer) => over(layer, below), first);
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(pair: Pair): number {
  const background = backgroundOf(pair);
  const [light, dark] = [luminance(over(colour(pair.foreground), background)), luminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const label = (pair: Pair) =>
  `${pair.foreground} on ${[pair.background]
    .flat()
    .map((layer) => (typeof layer === 'string' ? layer : `${layer.token} at ${layer.alpha}`))
    .join(' + ')} (${pair.kind})`;

describe('contrast of the colour pairs in ui/tokens/contrast-pairs.json (WCAG 2.2 AA)', () => {
  it('when the list is read, then every pair names colour tokens, a kind and where it is used, once', () => {
    const seen = new Set<string>();
    for (const pair of pairs) {
      expect(Object.keys(minimum), label(pair)).toContain(pair.kind);
      expect(pair.where.trim(), `${label(pair)}: say where it is used`).not.toBe('');
      expect(() => contrast(pair), label(pair)).not.toThrow();
      const key = `${pair.foreground}|${JSON.stringify(pair.background)}`;
      expect(seen.has(key), `${label(pair)} is listed twice`).toBe(false);
      seen.add(key);
    }
    for (const notPair of notPairs) expect(notPair.reason.trim(), JSON.stringify(notPair)).not.toBe('');
  });

  it.each(pairs.map((pair) => [label(pair), pair] as const))(
    'when %s is computed, then it meets its minimum',
    (_, pair) => {
      const ratio = contrast(pair);
      expect(
        ratio,
        `${label(pair)} is ${ratio.toFixed(2)}:1, below ${minimum[pair.kind]}:1 (${pair.where})`,
      ).toBeGreaterThanOrEqual(minimum[pair.kind]);
    },
  );

  it('when the CSS modules are scanned, then every rule that sets a token colour on a token background is a declared pair', () => {
    const tokenOf = new Map(built.tokens.map((token) => [token.cssVar, token.path]));
    const declared = new Set([
      ...pairs.map((pair) => `${pair.foreground}|${typeof pair.background === 'string' ? pair.background : ''}`),
      ...notPairs.map((notPair) => `${notPair.foreground}|${notPair.background}`),
    ]);
    const missing: string[] = [];
    for (const file of [...cssModules('ui/src'), ...cssModules('site/src')]) {
      for (const { selector, color, background } of colourRules(readFileSync(join(root, file), 'utf8'))) {
        for (const fg of color)
          for (const bg of background) {
            const [foreground, back] = [tokenOf.get(fg), tokenOf.get(bg)];
            if (!foreground || !back) missing.push(`${file} ${selector}: ${!foreground ? fg : bg} is not a token`);
            else if (!declared.has(`${foreground}|${back}`))
              missing.push(`${file} ${selector}: ${foreground} on ${back}`);
          }
      }
    }
    expect(
      missing,
      `add these to ${pairsFile} (pairs with where they are used, or notPairs with why they never show)`,
    ).toEqual([]);
  });
});

function cssModules(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssModules(path);
    return entry.name.endsWith('.module.css') ? [relative(root, join(root, path))] : [];
  });
}

/**
 * The rule blocks that set `color` and `background(-color)`, with the --color-* tokens in each.
 * A custom property set in the same block is followed (`--button-fg: var(--color-on-accent);
 * color: var(--button-fg)`); colours inside color-mix() are translucent tints, not a token pair.
 */
function colourRules(css: string): { selector: string; color: string[]; background: string[] }[] {
  const rules = [];
  for (const [, selector = '', body = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map(
      body
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter((parts): parts is [string, string] => Boolean(parts[0] && parts[1])),
    );
    const tokens = (value: string | undefined) => {
      let expanded = value ?? '';
      for (let depth = 0; depth < 5; depth++)
        expanded = expanded.replace(/var\((--[\w-]+)\)/g, (use, name: string) =>
          name.startsWith('--color-') ? use : (declarations.get(name) ?? use),
        );
      expanded = expanded.replace(/color-mix\((?:[^()]|\([^()]*\))*\)/g, '');
      return [...expanded.matchAll(/var\((--color-[\w-]+)\)/g)].map((match) => match[1] as string);
    };
    const color = tokens(declarations.get('color'));
    const background = [...tokens(declarations.get('background')), ...tokens(declarations.get('background-color'))];
    if (color.length && background.length)
      rules.push({ selector: selector.trim().replace(/\s+/g, ' '), color, background });
  }
  return rules;
}

// Builds the design tokens. The source is DTCG JSON (Design Tokens Community Group format
// 2025.10): ui/tokens/tokens.json, with ui/tokens/reduced-motion.json for visitors who ask for
// less motion. Style Dictionary reads it and writes
//   - ui/src/styles/tokens.css: the CSS custom properties the components use;
//   - ui/tokens/figma/tokens-studio.json: the same tokens for Tokens Studio for Figma;
//   - ui/src/docs/tokens.generated.ts: the list the Storybook page Tokens/Overzicht shows.
// `npm run tokens` writes them; tests/repo/tokens.test.ts builds them in memory and fails when
// a committed file differs. See ui/tokens/README.md.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import StyleDictionary from 'style-dictionary';

const repoRoot = join(import.meta.dirname, '..', '..');

/** The key of our own `$extensions`: reverse domain notation, as DTCG asks. */
export const VENDOR = 'nl.studiolegende';

/** The hand-edited sources, relative to the repository root. */
export const SOURCES = {
  tokens: 'ui/tokens/tokens.json',
  reducedMotion: 'ui/tokens/reduced-motion.json',
};

/** The generated files, relative to the repository root. */
export const OUTPUTS = {
  css: 'ui/src/styles/tokens.css',
  tokensStudio: 'ui/tokens/figma/tokens-studio.json',
  overview: 'ui/src/docs/tokens.generated.ts',
};

const TYPES = ['color', 'dimension', 'fontFamily', 'fontWeight', 'number', 'shadow', 'duration', 'cubicBezier'];
const GENERATED = `Generated from ${SOURCES.tokens} and ${SOURCES.reducedMotion} by \`npm run tokens\``;

// ---------------------------------------------------------------------------------------------
// Reading the DTCG tree

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isToken = (node) => isObject(node) && '$value' in node;
const aliasOf = (value) => (typeof value === 'string' ? /^\{([^{}]+)\}$/.exec(value)?.[1] : undefined);

/** Every token of a DTCG tree, in document order, with its path and (inherited) `$type`. */
function tokensOf(tree, path = [], inheritedType = undefined) {
  const type = tree.$type ?? inheritedType;
  if (isToken(tree)) return [{ path: path.join('.'), token: tree, type }];
  return Object.entries(tree)
    .filter(([key, child]) => !key.startsWith('$') && isObject(child))
    .flatMap(([key, child]) => tokensOf(child, [...path, key], type));
}

/**
 * Replaces every JSON Pointer reference (`{ "$ref": "#/color/ink/$value/components" }`, DTCG
 * 2025.10 §7.3, property-level references) inside the tree by the value it points at. Style
 * Dictionary does not read `$ref`, so this runs first, as its preprocessor.
 */
function resolvePointers(tree) {
  const follow = (pointer, seen) => {
    if (seen.includes(pointer)) throw new Error(`Circular $ref: ${[...seen, pointer].join(' → ')}`);
    if (!pointer.startsWith('#/')) throw new Error(`$ref ${pointer}: only pointers into the same file (#/…)`);
    let target = tree;
    for (const raw of pointer.slice(2).split('/')) {
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

/** The token paths a value takes part of its value from through `$ref`, e.g. `color.ink`. */
function pointerTargets(node) {
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
function overlay(base, override) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = isObject(value) && !isToken(value) && isObject(base[key]) ? overlay(base[key], value) : value;
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Checks: the build refuses a source that is not valid DTCG (for the types we use) or that the
// outputs cannot represent, with a message that says where.

const isDimension = (value) => isObject(value) && typeof value.value === 'number' && ['px', 'rem'].includes(value.unit);

function checkSource(tree, reducedMotion) {
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

// ---------------------------------------------------------------------------------------------
// Values as CSS

const channels = (components) => components.map((c) => Math.round(c * 255));
const hexOf = (components) =>
  `#${channels(components)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

function cssColor(color) {
  if (typeof color === 'string') return color; // a resolved reference
  const alpha = color.alpha ?? 1;
  return alpha === 1 ? hexOf(color.components) : `rgb(${channels(color.components).join(' ')} / ${alpha})`;
}

const cssDimension = ({ value, unit }) => `${value}${unit}`;
const cssLength = (dimension) => (dimension.value === 0 ? '0' : cssDimension(dimension));
const cssFamily = (name) => (/^[\w-]+$/.test(name) ? name : `'${name}'`);

function cssShadow(layer) {
  const lengths = [layer.offsetX, layer.offsetY, layer.blur, ...(layer.spread.value === 0 ? [] : [layer.spread])];
  return [...(layer.inset ? ['inset'] : []), ...lengths.map(cssLength), cssColor(layer.color)].join(' ');
}

/** A token's value as CSS; `ours` is its `$extensions[VENDOR]`. */
function cssValue(type, value, ours = {}) {
  if (typeof value === 'string') return value; // a reference, already resolved to CSS
  switch (type) {
    case 'color':
      return cssColor(value);
    case 'dimension':
      return ours.fluid
        ? `clamp(${cssDimension(value)}, ${ours.fluid.preferred.map(cssDimension).join(' + ')}, ${cssDimension(ours.fluid.max)})`
        : cssDimension(value);
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

// ---------------------------------------------------------------------------------------------
// Sections: the order and the comments of tokens.css, and the tables of the Storybook page. They
// are declared in tokens.json ($extensions["nl.studiolegende"].sections); every token belongs to
// exactly one, by its path or a group above it.

function sectionsOf(tree) {
  const sections = tree.$extensions?.[VENDOR]?.sections;
  if (!Array.isArray(sections)) throw new Error(`${SOURCES.tokens}: $extensions["${VENDOR}"].sections is missing`);
  return sections;
}

const under = (path, prefix) => path === prefix || path.startsWith(`${prefix}.`);

/** The tokens in section order; each with the section it belongs to. */
function arrange(tokens, sections) {
  const problems = [];
  for (const token of tokens) {
    const owners = sections.filter((section) => section.tokens.some((prefix) => under(token.path, prefix)));
    if (owners.length !== 1)
      problems.push(`${token.path} is in ${owners.length ? owners.map((s) => s.id).join(' and ') : 'no section'}`);
  }
  for (const section of sections)
    for (const prefix of section.tokens)
      if (!tokens.some((token) => under(token.path, prefix)))
        problems.push(`section ${section.id}: ${prefix} matches no token`);
  if (problems.length)
    throw new Error(`${SOURCES.tokens}: $extensions["${VENDOR}"].sections:\n- ${problems.join('\n- ')}`);
  return sections.flatMap((section) =>
    section.tokens.flatMap((prefix) =>
      tokens.filter((token) => under(token.path, prefix)).map((token) => ({ ...token, section: section.id })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The overview: one entry per token, as the Storybook page and the tests read it.

function overviewEntries(dictionary, { source, sections, reducedMotion }) {
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

// ---------------------------------------------------------------------------------------------
// Formats

function cssComment(text, indent) {
  const lines = [];
  let line = `${indent}/*`;
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > 86 && line.trim() !== '/*') {
      lines.push(line);
      line = `${indent}  `;
    }
    line += ` ${word}`;
  }
  lines.push(`${line} */`);
  return lines;
}

function formatCss(entries, sections) {
  const lines = [
    '/*',
    ' * Design tokens: the one place where colour, type, space, radius, shadow, motion,',
    ' * layering and breakpoints are decided. Components use these, never raw values.',
    ' * One light theme; dark sections (hero, footer) use the --color-inverse-* pairs.',
    ' *',
    ` * ${GENERATED}.`,
    ' * Do not edit this file by hand: change the JSON and run `npm run tokens`.',
    ' */',
    ':root {',
  ];
  for (const section of sections) {
    if (section !== sections[0]) lines.push('');
    lines.push(...cssComment(section.title, '  '));
    for (const entry of entries.filter((e) => e.section === section.id))
      lines.push(`  ${entry.cssVar}: ${entry.value};`);
  }
  lines.push('}');
  const reduced = entries.filter((entry) => entry.reducedMotion !== undefined);
  if (reduced.length) {
    lines.push('', '@media (prefers-reduced-motion: reduce) {', '  :root {');
    for (const entry of reduced) lines.push(`    ${entry.cssVar}: ${entry.reducedMotion};`);
    lines.push('  }', '}');
  }
  return `${lines.join('\n')}\n`;
}

function formatOverview(entries, sections) {
  return `// ${GENERATED}.
// Do not edit: change the JSON and run \`npm run tokens\`. The Storybook page Tokens/Overzicht
// (TokenDocs.tsx) shows this list, so the page always shows the real values.

export type TokenSectionId = ${sections.map((section) => `'${section.id}'`).join(' | ')};

export type TokenEntry = {
  /** The token's path in ${SOURCES.tokens}, e.g. \`color.focus\`. */
  path: string;
  /** The part of tokens.css (and of the Storybook page) it belongs to. */
  section: TokenSectionId;
  /** The CSS custom property, e.g. \`--color-focus\`. */
  cssVar: string;
  /** The DTCG \`$type\`. */
  type: string;
  /** The value in tokens.css. */
  value: string;
  /** The token this one refers to (\`{color.accent}\`), when it is an alias. */
  reference?: string;
  /** The tokens part of the value comes from (JSON Pointer \`$ref\`), e.g. a shadow's colour. */
  derivedFrom?: string[];
  /** The \`$description\` from the JSON (Dutch). */
  description?: string;
  /** The value when the visitor asks for reduced motion (${SOURCES.reducedMotion}). */
  reducedMotion?: string;
};

export const tokenSections: readonly { id: TokenSectionId; title: string }[] = ${JSON.stringify(
    sections.map(({ id, title }) => ({ id, title })),
  )};

export const tokens: readonly TokenEntry[] = ${JSON.stringify(entries)};
`;
}

// Tokens Studio for Figma reads one JSON file whose top level holds token sets, `$themes` and
// `$metadata.tokenSetOrder`. Its tokens take `$value`, `$type` and `$description` (its "W3C
// DTCG" format), but with Tokens Studio's own types and values written as CSS-like strings.
const STUDIO_SET = 'basis';
const STUDIO_REDUCED_SET = 'minder-beweging';
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
const studioLength = (dimension) => String(dimension.unit === 'rem' ? dimension.value * 16 : dimension.value);

function studioColor(color, alpha = 1) {
  if (isObject(color.components)) {
    const [target] = pointerTargets(color.components);
    return `rgba({${target}}, ${color.alpha ?? alpha})`;
  }
  const hex = hexOf(color.components);
  return (color.alpha ?? 1) === 1 ? hex : `rgba(${channels(color.components).join(', ')}, ${color.alpha})`;
}

function studioToken({ path, token, type }, entry) {
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

function formatTokensStudio(entries, { source, reducedMotionSource }) {
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

// ---------------------------------------------------------------------------------------------
// Style Dictionary

const PREFIX = VENDOR;

function styleDictionary(tokens, formats = {}) {
  return new StyleDictionary({
    tokens,
    usesDtcg: true,
    preprocessors: [`${PREFIX}/json-pointer`],
    log: { verbosity: 'silent', errors: { brokenReferences: 'throw' } },
    hooks: {
      preprocessors: { [`${PREFIX}/json-pointer`]: resolvePointers },
      transforms: {
        // --color-inverse-bg for color.inverse.bg: the path as it is, no case changes ("2xl").
        [`${PREFIX}/name`]: { type: 'name', transform: (token) => token.path.join('-') },
        [`${PREFIX}/css`]: {
          type: 'value',
          transitive: true,
          transform: (token) => cssValue(token.$type, token.$value, token.$extensions?.[VENDOR]),
        },
      },
      formats,
    },
    platforms: {
      css: {
        transforms: [`${PREFIX}/name`, `${PREFIX}/css`],
        files: Object.keys(formats).map((format) => ({ destination: format, format })),
      },
    },
  });
}

/**
 * Builds every generated file from the JSON. Returns their contents (and the resolved tokens);
 * with `outDir`, also writes them there, at their paths relative to the repository root.
 *
 * @param {{ outDir?: string }} [options]
 * @returns {Promise<{ files: { path: string; contents: string }[]; tokens: object[] }>}
 */
export async function buildTokens({ outDir } = {}) {
  const readJson = async (path) => JSON.parse(await readFile(join(repoRoot, path), 'utf8'));
  const source = await readJson(SOURCES.tokens);
  const reducedMotionSource = await readJson(SOURCES.reducedMotion);
  checkSource(source, reducedMotionSource);
  const sections = sectionsOf(source);

  // The reduced-motion values: the same build over the tokens with the overrides laid on top.
  const reducedPaths = new Set(tokensOf(reducedMotionSource).map((token) => token.path));
  const reducedDictionary = await styleDictionary(overlay(source, reducedMotionSource)).getPlatformTokens('css');
  const reducedMotion = new Map(
    reducedDictionary.allTokens
      .filter((token) => reducedPaths.has(token.path.join('.')))
      .map((token) => [token.path.join('.'), token.$value]),
  );

  const context = { source, sections, reducedMotion };
  const sd = styleDictionary(source, {
    [OUTPUTS.css]: ({ dictionary }) => formatCss(overviewEntries(dictionary, context), sections),
    [OUTPUTS.overview]: ({ dictionary }) => formatOverview(overviewEntries(dictionary, context), sections),
    [OUTPUTS.tokensStudio]: ({ dictionary }) =>
      formatTokensStudio(overviewEntries(dictionary, context), { source, reducedMotionSource }),
  });
  const formatted = await sd.formatPlatform('css');
  const files = await Promise.all(
    formatted.map(async ({ output, destination }) => {
      const filepath = join(repoRoot, destination);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      return { path: destination, contents: await prettier.format(output, { ...options, filepath }) };
    }),
  );
  const tokens = overviewEntries(await sd.getPlatformTokens('css'), context);

  if (outDir)
    for (const file of files) {
      await mkdir(dirname(join(outDir, file.path)), { recursive: true });
      await writeFile(join(outDir, file.path), file.contents);
    }
  return { files, tokens };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const before = await Promise.all(
      Object.values(OUTPUTS).map((path) => readFile(join(repoRoot, path), 'utf8').catch(() => null)),
    );
    const { files } = await buildTokens({ outDir: repoRoot });
    for (const file of files) {
      const changed = before[Object.values(OUTPUTS).indexOf(file.path)] !== file.contents;
      console.log(`${changed ? 'wrote    ' : 'unchanged'} ${file.path}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

// Builds the design tokens. The source is DTCG JSON (Design Tokens Community Group format
// 2025.10): ui/tokens/tokens.json, with ui/tokens/reduced-motion.json for visitors who ask for
// less motion. Style Dictionary reads it and writes
//   - ui/src/styles/tokens.css: the CSS custom properties the components use;
//   - ui/tokens/figma/tokens-studio.json: the same tokens for Tokens Studio for Figma;
//   - ui/src/docs/tokens.generated.ts: the list the Storybook page Tokens/Overzicht shows.
// `npm run tokens` writes them; tests/repo/tokens.test.ts builds them in memory and fails when
// a committed file differs. See ui/tokens/README.md.
//
// This file registers the steps, each a module in ./build/ with its own test: reading and
// checking the sources (read.mjs, check.mjs), the JSON Pointer preprocessor (json-pointer.mjs),
// the transforms (transforms/) and one format per generated file (formats/).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import StyleDictionary from 'style-dictionary';
import { OUTPUTS, SOURCES, VENDOR } from './build/config.mjs';
import { overlay, tokensOf } from './build/dtcg.mjs';
import { tokenEntries } from './build/entries.mjs';
import { cssFormat } from './build/formats/css.mjs';
import { overviewFormat } from './build/formats/overview.mjs';
import { tokensStudioFormat } from './build/formats/tokens-studio.mjs';
import { jsonPointer } from './build/json-pointer.mjs';
import { readSources } from './build/read.mjs';
import { sectionsOf } from './build/sections.mjs';
import { cssValueTransform } from './build/transforms/css-value.mjs';
import { cssName } from './build/transforms/name.mjs';

export { OUTPUTS, SOURCES, VENDOR };

const repoRoot = join(import.meta.dirname, '..', '..');

// The one registry of the build: what runs before Style Dictionary resolves the aliases, the
// transforms of every value, in order, and the format that writes each generated file.
const PREPROCESSORS = [jsonPointer];
const TRANSFORMS = [cssName, cssValueTransform];
const FILES = [
  { destination: OUTPUTS.css, format: cssFormat },
  { destination: OUTPUTS.overview, format: overviewFormat },
  { destination: OUTPUTS.tokensStudio, format: tokensStudioFormat },
];

/** Style Dictionary's hooks are objects by name. */
const named = (entries, hook) => Object.fromEntries(entries.map((entry) => [entry.name, hook(entry)]));

/** A Style Dictionary over `tokens`; with `context`, it formats every file of FILES from it. */
function styleDictionary(tokens, context) {
  return new StyleDictionary({
    tokens,
    usesDtcg: true,
    preprocessors: PREPROCESSORS.map((entry) => entry.name),
    log: { verbosity: 'silent', errors: { brokenReferences: 'throw' } },
    hooks: {
      preprocessors: named(PREPROCESSORS, (entry) => entry.preprocessor),
      transforms: named(TRANSFORMS, (transform) => transform),
      formats: named(
        FILES.map((file) => file.format),
        (entry) => entry.format,
      ),
    },
    platforms: {
      css: {
        transforms: TRANSFORMS.map((transform) => transform.name),
        files: context
          ? FILES.map(({ destination, format }) => ({ destination, format: format.name, options: context }))
          : [],
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
  const { source, reducedMotionSource } = await readSources(repoRoot);
  const sections = sectionsOf(source);

  // The reduced-motion values: the same build over the tokens with the overrides laid on top.
  const reducedPaths = new Set(tokensOf(reducedMotionSource).map((token) => token.path));
  const reducedDictionary = await styleDictionary(overlay(source, reducedMotionSource)).getPlatformTokens('css');
  const reducedMotion = new Map(
    reducedDictionary.allTokens
      .filter((token) => reducedPaths.has(token.path.join('.')))
      .map((token) => [token.path.join('.'), token.$value]),
  );

  const context = { source, reducedMotionSource, sections, reducedMotion };
  const sd = styleDictionary(source, context);
  const formatted = await sd.formatPlatform('css');
  const files = await Promise.all(
    formatted.map(async ({ output, destination }) => {
      const filepath = join(repoRoot, destination);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      return { path: destination, contents: await prettier.format(output, { ...options, filepath }) };
    }),
  );
  const tokens = tokenEntries(await sd.getPlatformTokens('css'), context);

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

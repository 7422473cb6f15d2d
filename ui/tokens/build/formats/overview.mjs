// Style Dictionary format: ui/src/docs/tokens.generated.ts, the token list (see ../entries.mjs)
// as typed TypeScript, which the Storybook page Tokens/Overzicht (TokenDocs.tsx) shows.
import { GENERATED, SOURCES, VENDOR } from '../config.mjs';
import { tokenEntries } from '../entries.mjs';

/** tokens.generated.ts from the token entries and the sections. */
export function overviewFile(entries, sections) {
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

/** The file's `options` are the build context that ../entries.mjs reads. */
export const overviewFormat = {
  name: `${VENDOR}/overview`,
  format: ({ dictionary, options }) => overviewFile(tokenEntries(dictionary, options), options.sections),
};

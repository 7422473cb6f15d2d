// The names every step of the token build shares: where the sources are, where the generated
// files go, and the key of our own `$extensions`. See ui/tokens/README.md.

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

/** The first line of every generated file says where it comes from. */
export const GENERATED = `Generated from ${SOURCES.tokens} and ${SOURCES.reducedMotion} by \`npm run tokens\``;

// Sections: the order and the comments of tokens.css, and the tables of the Storybook page. They
// are declared in tokens.json ($extensions["nl.studiolegende"].sections); every token belongs to
// exactly one, by its path or a group above it.
import { SOURCES, VENDOR } from './config.mjs';
import { under } from './dtcg.mjs';

/** The sections declared at the top of tokens.json; throws when there are none. */
export function sectionsOf(tree) {
  const sections = tree.$extensions?.[VENDOR]?.sections;
  if (!Array.isArray(sections)) throw new Error(`${SOURCES.tokens}: $extensions["${VENDOR}"].sections is missing`);
  return sections;
}

/**
 * The tokens (each with a `path`) in section order, each with the id of the section it belongs
 * to. Throws when a token is in no section or in two, or a section names a path with no token.
 */
export function arrange(tokens, sections) {
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

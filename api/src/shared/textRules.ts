/**
 * Characters no visitor types on purpose: C0/C1 control characters (except tab, line feed
 * and carriage return) and bidi overrides, which can disguise text in the agency's mail client.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Besides those, what a name must not hold: line breaks and tabs, and the invisible format
 * characters (zero-width spaces and joiners, word joiners, the byte order mark, soft hyphens,
 * line and paragraph separators) that would let one name pass for another.
 */
export const INVISIBLE_IN_NAMES = /[\t\n\r\u00AD\u061C\u180E\u200B-\u200F\u2028\u2029\u2060-\u2064\uFEFF]/;

/**
 * What a field called `label` is told when it holds such characters: the same words for the
 * public forms and the staff area's notes and names.
 */
export const invisibleCharactersProblem = (label: string): string =>
  `${label} bevat onzichtbare tekens. Typ de tekst opnieuw in plaats van hem te plakken.`;

/** Something that looks like an HTML tag or comment. Nobody types that into a form or a question. */
export const MARKUP = /<\s*[a-zA-Z!/?]/;

/**
 * Characters no visitor types on purpose: C0/C1 control characters (except tab, line feed
 * and carriage return) and bidi overrides, which can disguise text in the agency's mail client.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Something that looks like an HTML tag or comment. Nobody types that into a form or a question. */
export const MARKUP = /<\s*[a-zA-Z!/?]/;

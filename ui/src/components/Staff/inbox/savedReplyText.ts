import { staffInbox } from '@agency/contract/inbox';

const placeholder = staffInbox.namePlaceholder;
const escaped = placeholder.replace(/[{}]/g, '\\$&');
/** The placeholder with the spaces before it ("Beste {naam},"), or at a line's start with the comma after it ("{naam}, "). */
const midLine = new RegExp(`[ \\t\\u00a0]*${escaped}`, 'g');
const lineStart = new RegExp(`^${escaped}[,:;!]?[ \\t\\u00a0]*`, 'gm');

/**
 * A saved reply's text for one lead: `{naam}` becomes the lead's name; without a name it is left
 * out with the space before it ("Beste {naam}," becomes "Beste,"), or at a line's start with the
 * comma after it ("{naam}, bedankt" becomes "bedankt"). The text stays text: nothing in it, nor
 * in the name, is read as markup.
 */
export function savedReplyText(body: string, name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return body.split(placeholder).join(trimmed);
  return body.replace(lineStart, '').replace(midLine, '');
}

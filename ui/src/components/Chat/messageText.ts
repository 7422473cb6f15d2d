/**
 * Splits an assistant's text into blocks (paragraphs and lists, `parseBlocks`), and each block's
 * text into plain text, emphasis and links (`parseMessage`). In the visitor's chat panel only
 * three kinds of link are ever made: a path on this site (`/contact`), `mailto:` and `tel:`; in
 * the staff area's transcripts (`links: 'staff'`) a path on this site and an http(s) address in
 * a markdown link, nothing else. Everything else the model writes, HTML and other schemes
 * included, stays text (React escapes it).
 *
 * Recognised:
 * - markdown links `[label](href)` whose href is one of the three kinds; any other href
 *   leaves the whole `[label](href)` as text;
 * - bare same-site paths after a space, a line start or an opening bracket (`/contact`);
 * - bare e-mail addresses (→ `mailto:`) and Dutch phone numbers (`085 123 4567`,
 *   `06-12345678`, `+31 6 1234 5678` → `tel:+31…`);
 * - `**bold**`.
 *
 * It runs on every streamed piece, so it is a single linear pass with bounded patterns.
 */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; href: string; text: string; site: boolean };

/** Who reads the text: the visitor in the chat panel, or a colleague reading a transcript. */
export type MessageLinks = 'visitor' | 'staff';

const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*(?:#[A-Za-z0-9\-_]*)?$/;
const MAILTO = /^mailto:[^\s@<>()"]+@[^\s@<>()"]+\.[A-Za-z]{2,}$/i;
const TEL = /^tel:\+?\d{6,15}$/;

/** An http(s) address without credentials, as the URL parser writes it; undefined for anything else. */
function webHref(href: string): string | undefined {
  if (!/^https?:\/\//i.test(href) || !URL.canParse(href)) return undefined;
  const url = new URL(href);
  if (url.username || url.password) return undefined;
  return url.href;
}

/**
 * The href if it is one we make links of, otherwise undefined: for the visitor a site path,
 * mailto: or tel:; for a colleague a site path or an http(s) address.
 */
export function safeHref(href: string, links: MessageLinks = 'visitor'): { href: string; site: boolean } | undefined {
  const trimmed = href.trim();
  if (SITE_PATH.test(trimmed)) return { href: trimmed, site: true };
  if (links === 'staff') {
    const web = webHref(trimmed);
    return web === undefined ? undefined : { href: web, site: false };
  }
  if (MAILTO.test(trimmed)) return { href: trimmed, site: false };
  const tel = trimmed.replace(/[\s-]/g, '');
  if (TEL.test(tel)) return { href: tel, site: false };
  return undefined;
}

/** `085 123 4567` → `tel:+31851234567`; undefined when it is not a Dutch number. */
export function telHref(number: string): string | undefined {
  const digits = number.replace(/[\s-]/g, '');
  if (/^\+31\d{9}$/.test(digits)) return `tel:${digits}`;
  if (/^0031\d{9}$/.test(digits)) return `tel:+${digits.slice(2)}`;
  if (/^0\d{9}$/.test(digits)) return `tel:+31${digits.slice(1)}`;
  return undefined;
}

// One pass over the text: the first alternative that matches at a position wins.
const TOKEN = new RegExp(
  [
    // 1: label, 2: href of a markdown link
    String.raw`\[([^\[\]\n]{1,200})\]\(([^()\s]{1,300})\)`,
    // 3: bold
    String.raw`\*\*([^*\n]{1,200})\*\*`,
    // 4: e-mail address
    String.raw`([A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24})`,
    // 5: Dutch phone number, not inside a longer run of digits
    String.raw`(?<![\d+])((?:\+31|0031|0)(?:[\s-]?\d){9})(?!\d)`,
    // 6: a site path after a line start, a space or an opening bracket (not a markdown link's)
    String.raw`(?<=^|\s|(?<!\])\()(\/[A-Za-z0-9][A-Za-z0-9\-/]{0,100}(?:#[A-Za-z0-9\-_]{1,50})?)`,
  ].join('|'),
  'g',
);

/** Characters that end a sentence after a bare path rather than belong to it. */
const TRAILING = /[/.-]+$/;

export function parseMessage(text: string, links: MessageLinks = 'visitor'): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };

  let index = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, label, href, bold, email, phone, path] = match;
    const start = match.index;
    pushText(text.slice(index, start));
    index = start + whole.length;

    if (label !== undefined && href !== undefined) {
      const safe = safeHref(href, links);
      if (safe) parts.push({ kind: 'link', href: safe.href, text: label, site: safe.site });
      else pushText(whole);
    } else if (bold !== undefined) {
      parts.push({ kind: 'strong', text: bold });
    } else if (email !== undefined) {
      // A colleague's transcript makes no mail or phone links of the text.
      if (links === 'staff') pushText(whole);
      else parts.push({ kind: 'link', href: `mailto:${email}`, text: email, site: false });
    } else if (phone !== undefined) {
      const href = links === 'staff' ? undefined : telHref(phone);
      if (href) parts.push({ kind: 'link', href, text: phone, site: false });
      else pushText(whole);
    } else if (path !== undefined) {
      const trailing = TRAILING.exec(path)?.[0] ?? '';
      const clean = path.slice(0, path.length - trailing.length);
      if (clean.length > 1) parts.push({ kind: 'link', href: clean, text: clean, site: true });
      pushText(clean.length > 1 ? trailing : path);
    }
  }
  pushText(text.slice(index));
  return parts;
}

/** A paragraph, or a list (numbered steps, or points). */
export type MessageBlock =
  | { kind: 'paragraph'; parts: MessagePart[] }
  | { kind: 'list'; ordered: boolean; start: number; items: MessagePart[][] };

// "1. Kennismaking: ...", "2) ...", "- ...", "* ...", "• ...", at the start of a line.
const LIST_ITEM = /^ {0,3}(?:(\d{1,3})[.)]|[-*\u2022])[ \t]+(\S.*)$/;
// A line of an item that runs on, indented under it.
const CONTINUATION = /^ {2,}\S/;

/**
 * The blocks of a text: paragraphs (separated by a blank line; a single line break stays one)
 * and lists (lines that start with "1." or "-"; numbered from the first item's number). One
 * pass over the lines, so it can run on every streamed piece.
 */
export function parseBlocks(text: string, links: MessageLinks = 'visitor'): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | undefined;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', parts: parseMessage(paragraph.join('\n'), links) });
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseMessage(item, links)),
      });
    list = undefined;
  };
  for (const line of text.split('\n')) {
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[1] !== undefined;
      endParagraph();
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, start: ordered ? Number(item[1]) : 1, items: [] };
      list.items.push(item[2] ?? '');
    } else if (line.trim() === '') {
      endParagraph();
      endList();
    } else if (list && CONTINUATION.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}

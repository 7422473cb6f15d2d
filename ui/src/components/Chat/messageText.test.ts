import { describe, expect, it } from 'vitest';
import { parseBlocks, parseMessage, safeHref, telHref, type MessageBlock } from './messageText';

const links = (text: string) =>
  parseMessage(text).flatMap((part) => (part.kind === 'link' ? [[part.text, part.href]] : []));

describe('assistant text with safe links', () => {
  it('when the text has a markdown link to a page of the site, then it is a site link', () => {
    expect(parseMessage('Meer lezen: [WordPress Development](/wordpress)')).toEqual([
      { kind: 'text', text: 'Meer lezen: ' },
      { kind: 'link', href: '/wordpress', text: 'WordPress Development', site: true },
    ]);
  });

  it('when a bare path, e-mail address or phone number is mentioned, then each becomes a link', () => {
    expect(links('Kijk op /contact, mail hallo@studiolegende.nl of bel 085 123 4567.')).toEqual([
      ['/contact', '/contact'],
      ['hallo@studiolegende.nl', 'mailto:hallo@studiolegende.nl'],
      ['085 123 4567', 'tel:+31851234567'],
    ]);
    expect(links('Bel 06-12345678 of +31 6 1234 5678')).toEqual([
      ['06-12345678', 'tel:+31612345678'],
      ['+31 6 1234 5678', 'tel:+31612345678'],
    ]);
  });

  it('when a path ends a sentence, then the full stop is not part of the link', () => {
    expect(parseMessage('Ga naar /contact.')).toEqual([
      { kind: 'text', text: 'Ga naar ' },
      { kind: 'link', href: '/contact', text: '/contact', site: true },
      { kind: 'text', text: '.' },
    ]);
  });

  it('when the model sends HTML, then it stays text', () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(1)</script><a href="/x">x</a>';
    expect(parseMessage(payload)).toEqual([{ kind: 'text', text: payload }]);
  });

  it('when a markdown link uses javascript:, data: or another host, then the whole link stays text', () => {
    for (const text of [
      '[klik](javascript:alert(1))',
      '[klik](javascript:alert%281%29)',
      '[klik](data:text/html,<b>x</b>)',
      '[klik](https://evil.example/phish)',
      '[klik](//evil.example)',
      '[klik](http://localhost/contact)',
    ]) {
      expect(parseMessage(text), text).toEqual([{ kind: 'text', text }]);
    }
  });

  it('when a URL to another host is written out, then no part of it becomes a link', () => {
    expect(links('Zie https://evil.example/contact of www.evil.example/wordpress')).toEqual([]);
  });

  it('when words contain a slash, then they are not taken for paths', () => {
    expect(links('en/of, 24/7 en km/u')).toEqual([]);
  });

  it('when a number is not a Dutch phone number, then it stays text', () => {
    expect(links('KvK 90123456, prijs 1234567890123, jaar 2026')).toEqual([]);
  });

  it('when text is in **bold**, then it is emphasis', () => {
    expect(parseMessage('Een **gratis ontwerp**!')).toEqual([
      { kind: 'text', text: 'Een ' },
      { kind: 'strong', text: 'gratis ontwerp' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('when a link is still streaming in, then it is text until it is complete', () => {
    expect(links('Meer lezen: [WordPress](/word')).toEqual([]);
    expect(links('Meer lezen: [WordPress](/wordpress)')).toEqual([['WordPress', '/wordpress']]);
  });

  it('safeHref accepts only site paths, mailto: and tel:', () => {
    expect(safeHref('/faq#vraag-1')).toEqual({ href: '/faq#vraag-1', site: true });
    expect(safeHref('mailto:hallo@studiolegende.nl')?.site).toBe(false);
    expect(safeHref('tel:+31 85 123 4567')).toEqual({ href: 'tel:+31851234567', site: false });
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'vbscript:x',
      '//x.nl',
      'https://x.nl',
      'ftp://x',
    ]) {
      expect(safeHref(href), href).toBeUndefined();
    }
  });

  it('telHref turns Dutch notations into E.164', () => {
    expect(telHref('0031 85 123 4567')).toBe('tel:+31851234567');
    expect(telHref('12345')).toBeUndefined();
  });

  it('when the text is long, then it is parsed quickly (no pathological backtracking)', () => {
    const text = `${'a'.repeat(5000)}@${'b'.repeat(5000)} ${'['.repeat(2000)} ${'/'.repeat(2000)} ${'0 '.repeat(2000)}`;
    const started = performance.now();
    parseMessage(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

/** The blocks with their text only: ['p', text] or ['ol' | 'ul', start, ...items]. */
const shape = (text: string) =>
  parseBlocks(text).map((block: MessageBlock) =>
    block.kind === 'paragraph'
      ? ['p', block.parts.map((part) => part.text).join('')]
      : [block.ordered ? 'ol' : 'ul', block.start, ...block.items.map((parts) => parts.map((p) => p.text).join(''))],
  );

describe("assistant text in a colleague's transcript", () => {
  it('when the assistant wrote markdown links to a page of the site or an http(s) address, then both are links', () => {
    expect(parseMessage('Zie de [contactpagina](/contact) of [Shopify](https://www.shopify.com/nl).', 'staff')).toEqual(
      [
        { kind: 'text', text: 'Zie de ' },
        { kind: 'link', href: '/contact', text: 'contactpagina', site: true },
        { kind: 'text', text: ' of ' },
        { kind: 'link', href: 'https://www.shopify.com/nl', text: 'Shopify', site: false },
        { kind: 'text', text: '.' },
      ],
    );
  });

  it('when a link is javascript:, mailto:, tel: or an address with a password, then it stays text, as do bare addresses and numbers', () => {
    const text =
      '[a](javascript:alert(1)) [b](mailto:x@example.nl) [c](tel:+31612345678) [d](https://u:p@example.com) info@example.nl 06 12345678';
    expect(parseMessage(text, 'staff')).toEqual([{ kind: 'text', text }]);
  });

  it("when the visitor's panel reads an http(s) link, then it stays text there", () => {
    expect(parseMessage('[Shopify](https://www.shopify.com/nl)')).toEqual([
      { kind: 'text', text: '[Shopify](https://www.shopify.com/nl)' },
    ]);
  });
});

describe('assistant text in paragraphs and lists', () => {
  it('when paragraphs are a blank line apart, then each is a paragraph; a single line break stays inside one', () => {
    expect(shape('Eerste regel\nnog steeds de eerste.\n\nTweede alinea.')).toEqual([
      ['p', 'Eerste regel\nnog steeds de eerste.'],
      ['p', 'Tweede alinea.'],
    ]);
  });

  it('when steps are numbered lines, then they are one numbered list between the paragraphs', () => {
    expect(
      shape('Zo werken we:\n1. Kennismaking: we bespreken je doelen.\n2) Gratis ontwerp\n3. Bouw\n\nMeer lezen.'),
    ).toEqual([
      ['p', 'Zo werken we:'],
      ['ol', 1, 'Kennismaking: we bespreken je doelen.', 'Gratis ontwerp', 'Bouw'],
      ['p', 'Meer lezen.'],
    ]);
  });

  it('when a list starts at another number or uses dashes, then it keeps its start or is a list of points', () => {
    expect(shape('3. Bouw\n4. Testen')).toEqual([['ol', 3, 'Bouw', 'Testen']]);
    expect(shape('- WordPress\n* Shopify\n• Platform')).toEqual([['ul', 1, 'WordPress', 'Shopify', 'Platform']]);
    expect(shape('1. Een\n- Punt')).toEqual([
      ['ol', 1, 'Een'],
      ['ul', 1, 'Punt'],
    ]);
  });

  it('when an item runs on an indented line, then it is one item; an unindented line ends the list', () => {
    expect(shape('1. Een lange stap\n   die doorloopt\nDaarna tekst.')).toEqual([
      ['ol', 1, 'Een lange stap die doorloopt'],
      ['p', 'Daarna tekst.'],
    ]);
  });

  it('when a line only looks like a list (a number without a full stop, bold, a year), then it stays text', () => {
    expect(shape('3 tot 6 weken\n**Let op**: gratis\n2026 was een goed jaar.')).toEqual([
      ['p', '3 tot 6 weken\nLet op: gratis\n2026 was een goed jaar.'],
    ]);
  });

  it('when an item has a link, then the link is parsed inside the item', () => {
    const [list] = parseBlocks('- [WordPress Development](/wordpress): een snelle website');
    expect(list).toMatchObject({
      kind: 'list',
      items: [
        [
          { kind: 'link', href: '/wordpress', text: 'WordPress Development' },
          { kind: 'text', text: ': een snelle website' },
        ],
      ],
    });
  });
});

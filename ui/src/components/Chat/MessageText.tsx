import type { MouseEvent as ReactMouseEvent } from 'react';
import { SiteLink } from '../LinkProvider';
import { parseBlocks, type MessageLinks, type MessagePart } from './messageText';

export type MessageTextProps = {
  /** The assistant's text, possibly still streaming. */
  text: string;
  /**
   * Who reads it: the visitor in the chat panel (the default), or a colleague in the staff
   * area's transcripts, where a link opens in a new tab so the conversation stays open.
   */
  links?: MessageLinks;
  /** Called when a link in the text is chosen, e.g. to close the chat panel on small screens. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
};

/**
 * An assistant's or a person's message: its paragraphs and lists (numbered steps), with safe
 * links (`parseMessage` in ./messageText.ts): for the visitor, paths on this site go through the
 * site's router link (client-side, the conversation stays), `mailto:` and `tel:` are plain
 * anchors; for a colleague, paths on this site and http(s) addresses are plain anchors to a new
 * tab. Anything else, HTML included, is shown as text: only text nodes and anchors are made.
 */
export function MessageText({ text, links = 'visitor', onNavigate }: MessageTextProps) {
  const inline = (parts: MessagePart[]) =>
    parts.map((part, index) => {
      if (part.kind === 'text') return part.text;
      if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
      if (links === 'staff')
        return (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        );
      return (
        <SiteLink key={index} href={part.href} onClick={(event) => onNavigate?.(part.href, event)}>
          {part.text}
        </SiteLink>
      );
    });
  return parseBlocks(text, links).map((block, index) => {
    if (block.kind === 'paragraph') return <p key={index}>{inline(block.parts)}</p>;
    const items = block.items.map((parts, item) => <li key={item}>{inline(parts)}</li>);
    return block.ordered ? (
      <ol key={index} start={block.start === 1 ? undefined : block.start}>
        {items}
      </ol>
    ) : (
      <ul key={index}>{items}</ul>
    );
  });
}

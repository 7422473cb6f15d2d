import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useId } from 'react';
import { Icon } from '../Icon';
import styles from './Accordion.module.css';

export type AccordionItem = {
  /** Stable id, unique on the page: the item's element id (a link to `#id` opens it) and its value in `defaultValue` and `onValueChange`. */
  id: string;
  /** The question: the text of the summary that opens the item. */
  title: ReactNode;
  /** The answer, shown while the item is open. */
  content: ReactNode;
};

export type AccordionProps = {
  /** The items, in order. */
  items: readonly AccordionItem[];
  /**
   * The heading level of each item's title (`h2`–`h6`). Required: choose the level that
   * follows the heading above the list, so the page's heading order stays intact.
   */
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** The id of the item open at first. Leave out to start with all closed. */
  defaultValue?: string;
  /** Called with the id of the item that opened, or `''` when the open one collapsed. */
  onValueChange?: (value: string) => void;
  /** Class name of the root element. */
  className?: string;
};

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A list of collapsible items (an FAQ), built on the browser's own `<details name>`: only
 * one item is open at a time, clicking the open one again collapses it, and it needs no
 * JavaScript. The answers are in the HTML, so find-in-page and search engines reach them.
 * Keyboard: Tab to a question, Enter or Space toggles it; arrow keys, Home and End move
 * between questions once the page has started.
 */
export function Accordion({ items, headingLevel, defaultValue, onValueChange, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const group = useId();

  // `toggle` fires on the item that opened and on the one the browser closed for it, in
  // either order: report the item that is open once both have settled, or '' when none is.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!onValueChange) return;
    const root = event.currentTarget.parentElement;
    const open = root?.querySelector<HTMLDetailsElement>(':scope > details[open]');
    if (event.currentTarget.open || !open) onValueChange(open?.id ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const target = event.target as HTMLElement;
    if (!move || target.tagName !== 'SUMMARY') return;
    const summaries = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
    const index = summaries.indexOf(target);
    if (index < 0) return;
    event.preventDefault();
    summaries[move(index, summaries.length)]?.focus();
  };

  return (
    <div className={clsx(styles.root, className)} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <details
          key={item.id}
          id={item.id}
          name={group}
          open={item.id === defaultValue}
          onToggle={onToggle}
          className={styles.item}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <span className={styles.chevron} aria-hidden="true">
              <Icon name="chevron-down" strokeWidth={2.25} />
            </span>
          </summary>
          <div className={styles.answer}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}

import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import styles from './Accordion.module.css';

export type AccordionItem = {
  /** Stable, unique id: the item's value in `value`, `defaultValue` and `onValueChange`. */
  id: string;
  /** The question: the text of the button that opens the item. */
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
  /** The id of the item open at first (uncontrolled). Leave out to start with all closed. */
  defaultValue?: string;
  /** The id of the open item (controlled); `''` when all are closed. */
  value?: string;
  /** Called with the id of the item that opened, or `''` when the open one collapsed. */
  onValueChange?: (value: string) => void;
  /** Class name of the root element. */
  className?: string;
};

/**
 * A list of collapsible items (an FAQ). Only one item is open at a time; clicking the
 * open one again collapses it. Keyboard: Tab to a question, Enter or Space toggles it,
 * arrow keys, Home and End move between questions.
 */
export function Accordion({ items, headingLevel, defaultValue, value, onValueChange, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const controlled = value !== undefined ? { value } : defaultValue !== undefined ? { defaultValue } : {};
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      {...controlled}
      onValueChange={onValueChange}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.chevron}>
                  <Icon name="chevron-down" strokeWidth={2.25} />
                </span>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.answer}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}

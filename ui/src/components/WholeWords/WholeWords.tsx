import type { ReactNode } from 'react';
import styles from './WholeWords.module.css';

/** A word joined by a hyphen ('E-commerce'), captured so that `split` keeps it. */
const HYPHENATED = /(\S+-\S+)/;

/**
 * Text whose hyphenated words never break at their hyphen: "Shopify E-commerce" wraps between
 * its words, never as "E-" / "commerce". The text stays the same characters (a hyphen-minus,
 * not a non-breaking hyphen, which a subset font may lack and a search would miss); each such
 * word is kept on one line by CSS. Children other than a string are shown as they are.
 */
export function WholeWords({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return children;
  return children.split(HYPHENATED).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.word}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

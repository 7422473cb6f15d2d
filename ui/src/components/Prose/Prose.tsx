import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './Prose.module.css';

export type ProseProps = HTMLAttributes<HTMLDivElement>;

/**
 * Long-form text (a privacy statement, terms, an article): styles the plain elements inside
 * it (`h2`, `h3`, `p`, `ul`, `ol`, `a`, `strong`) at a comfortable reading width, so the text
 * itself stays semantic HTML without classes.
 */
export function Prose({ className, ...rest }: ProseProps) {
  return <div {...rest} className={clsx(styles.prose, className)} />;
}

export type ProseTableProps = {
  /** What the table shows; also its accessible name. */
  caption: string;
  /** The column headings. */
  head: readonly string[];
  /** The rows; the first cell of each row names it (a row heading). */
  rows: readonly (readonly ReactNode[])[];
  /** Heading level of each row's name in the narrow layout, one below the section's heading. */
  rowHeadingLevel?: 'h3' | 'h4';
  className?: string;
};

/**
 * A table that reads well on a phone: from 768 px a real table with row and column headings;
 * narrower, each row becomes a block with its name as a heading and the other cells as a
 * list of label and value. One of the two is shown (the other is `display: none`, so
 * assistive technology meets the content once).
 */
export function ProseTable({ caption, head, rows, rowHeadingLevel = 'h3', className }: ProseTableProps) {
  const id = useId();
  const RowHeading = rowHeadingLevel;
  return (
    <div className={clsx(styles.table, className)}>
      <table className={styles.wide}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells], row) => (
            <tr key={row}>
              <th scope="row">{name}</th>
              {cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section className={styles.narrow} aria-labelledby={`${id}-caption`}>
        <p id={`${id}-caption`} className={styles.caption}>
          {caption}
        </p>
        {rows.map(([name, ...cells], row) => (
          <div key={row} className={styles.card}>
            <RowHeading className={styles.cardTitle}>{name}</RowHeading>
            <dl>
              {cells.map((cell, index) => (
                <div key={index}>
                  <dt>{head[index + 1]}</dt>
                  <dd>{cell}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
    </div>
  );
}

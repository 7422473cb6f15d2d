import type { ReactNode } from 'react';
import styles from './parts.module.css';

/** Cards side by side: one column on phones, up to `columns` on large screens. */
export function CardGrid({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  return (
    <div className={styles.grid} data-columns={columns}>
      {children}
    </div>
  );
}

/** A row of actions or a note after a section's content. */
export function SectionFooter({ children }: { children: ReactNode }) {
  return <div className={styles.after}>{children}</div>;
}

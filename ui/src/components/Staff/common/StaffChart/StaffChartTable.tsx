import type { ReactNode } from 'react';
import { StaffTableHead } from '../StaffTableHead/StaffTableHead';
import table from '../staffTable.module.css';
import styles from './StaffChart.module.css';

export type StaffChartTableProps = {
  /** The disclosure's label, e.g. 'Toon als tabel'. */
  showTable: string;
  caption: string;
  /** The columns' headings; the first is the rows' own. */
  columns: readonly string[];
  /** The rows (`<tr>`, each with a `<th scope="row">` first). */
  children: ReactNode;
};

/**
 * The numbers of a chart as a real table, closed behind a disclosure ("Toon als tabel") under
 * the drawing, scrolled sideways when it is wider than the card.
 */
export function StaffChartTable({ showTable, caption, columns, children }: StaffChartTableProps) {
  return (
    <details className={styles.details}>
      <summary className={styles.detailsSummary}>{showTable}</summary>
      <div className={styles.tableScroll}>
        <table className={`${table.table} ${styles.table}`}>
          <caption className={styles.caption}>{caption}</caption>
          <StaffTableHead columns={columns} />
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}

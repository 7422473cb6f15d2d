import type { ReactNode } from 'react';
import { StaffTableHead } from '../common/StaffTableHead/StaffTableHead';
import figures from './analyticsTable.module.css';

/** A row of figures: its name (the row's header), then a cell per column. */
export type AnalyticsTableRow = { key: string; name: ReactNode; cells: readonly ReactNode[] };

export type AnalyticsTableProps = {
  /** Said to screen readers (the heading above says it to the eye); `captionId` names it. */
  caption: string;
  captionId?: string;
  /** The columns' headers; the first is the rows' names'. */
  columns: readonly string[];
  rows: readonly AnalyticsTableRow[];
  className?: string;
};

/** A table of figures on the "Herkomst" page: a breakdown, the goals, the road per group. */
export function AnalyticsTable({ caption, captionId, columns, rows, className }: AnalyticsTableProps) {
  return (
    <table className={className ? `${figures.table} ${className}` : figures.table}>
      <caption id={captionId} className={figures.caption}>
        {caption}
      </caption>
      <StaffTableHead columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

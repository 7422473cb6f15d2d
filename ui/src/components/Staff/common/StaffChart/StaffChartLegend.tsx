import type { ReactNode } from 'react';
import styles from './StaffChart.module.css';

export type StaffChartLegendProps = {
  /** Each series: its name, and the inside of its 16 by 16 swatch (drawn as its bars are). */
  items: readonly { key: string; label: string; swatch: ReactNode }[];
};

/** A chart's legend: each series' name next to its colour and pattern, so none is told by colour alone. */
export function StaffChartLegend({ items }: StaffChartLegendProps) {
  return (
    <ul className={styles.legend}>
      {items.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true">
            {item.swatch}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

import { CHART } from './staffChart';
import styles from './StaffChart.module.css';

export type StaffChartGridProps = {
  /** The values of the axis's steps, from 0 up. */
  ticks: readonly number[];
  /** The height of a value in the drawing. */
  y: (value: number) => number;
  /** How a step's value is written; as it is by default. */
  format?: (value: number) => string;
};

/** A bar chart's value axis: a line across the drawing at each step, and its value to the left. */
export function StaffChartGrid({ ticks, y, format = String }: StaffChartGridProps) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={CHART.left} x2={CHART.width} y1={y(tick)} y2={y(tick)} className={styles.grid} />
      <text x={CHART.left - 8} y={y(tick)} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
        {format(tick)}
      </text>
    </g>
  ));
}

import type { ReactNode } from 'react';
import styles from './StaffChart.module.css';

export type StaffChartDrawingProps = {
  /** The numbers in a sentence, said above the drawing; `summaryId` is its id. */
  summary: string;
  summaryId: string;
  /** The id of the heading that names the drawing. */
  titleId: string;
  viewBox: string;
  /** What is drawn (hidden from screen readers: the sentence says it). */
  children: ReactNode;
};

/** A chart's sentence, then its drawing: an SVG image named by the card's heading and described by the sentence. */
export function StaffChartDrawing({ summary, summaryId, titleId, viewBox, children }: StaffChartDrawingProps) {
  return (
    <>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      <svg className={styles.svg} viewBox={viewBox} role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
        <g aria-hidden="true">{children}</g>
      </svg>
    </>
  );
}

import { useId } from 'react';
import { StaffTableHead } from '../../common/StaffTableHead/StaffTableHead';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import table from '../../common/staffTable.module.css';
import { STAFF_LEAD_SOURCES, type StaffLeadSource } from '../../common/staffTools';
import styles from './StaffLeadsChart.module.css';

export type StaffLeadsChartTexts = {
  /** The chart's heading, e.g. 'Aanvragen per week'. */
  title: string;
  /** The line under it, e.g. 'De laatste 12 weken, per bron.' */
  description: string;
  /** The numbers in a sentence: {total}, {weeks}, {busiest} (week number), {most}. */
  summary: string;
  /** Said instead of the summary when no week has a lead. */
  empty: string;
  /** The disclosure of the table, e.g. 'Toon als tabel'. */
  showTable: string;
  tableCaption: string;
  /** The first column's header, e.g. 'Week'. */
  week: string;
  /** A week's name, {number}: 'Week {number}'. */
  weekLabel: string;
  /** Its first day, {date}: 'vanaf {date}'. */
  weekStart: string;
  total: string;
  sources: Record<StaffLeadSource, string>;
};

/** A week of the chart, as the api gives it. */
export type StaffLeadsWeek = {
  /** ISO week, `2026-W48`. */
  week: string;
  /** Its Monday, `2026-11-23`. */
  start: string;
  counts: Record<StaffLeadSource, number>;
  total: number;
};

export type StaffLeadsChartProps = {
  /** Oldest first; the last is this week. */
  weeks: readonly StaffLeadsWeek[];
  texts: StaffLeadsChartTexts;
};

/** Width and height of the drawing (it scales to its box), the room for the axes. */
const WIDTH = 480;
const HEIGHT = 240;
const LEFT = 32;
const BOTTOM = 28;
const TOP = 20;

const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekNumber = (week: string) => String(Number(week.slice(week.indexOf('W') + 1)));

/** The top of the axis: a round number at or above the highest bar, and its steps. */
function scale(max: number): { top: number; ticks: number[] } {
  if (max <= 4) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((s) => max / s <= 5) ?? Math.ceil(max / 5);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let at = 0; at <= top; at += step) ticks.push(at);
  return { top, ticks };
}

/**
 * Leads per week by source: a stacked bar chart (an SVG named by its heading and described by
 * a sentence with the numbers), each source in its own colour and fill pattern with a legend,
 * the week's total above its bar, and the same numbers in a real table behind "Toon als tabel".
 */
export function StaffLeadsChart({ weeks, texts }: StaffLeadsChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const patternId = (source: StaffLeadSource) => `${id}-${source}`;
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const busiest = weeks.reduce<StaffLeadsWeek | undefined>(
    (best, week) => (!best || week.total > best.total ? week : best),
    undefined,
  );
  const { top, ticks } = scale(busiest?.total ?? 0);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(weeks.length, 1);
  const barWidth = Math.min(28, slot * 0.62);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const summary =
    total === 0 || !busiest
      ? texts.empty
      : fillIn(texts.summary, { total, weeks: weeks.length, busiest: weekNumber(busiest.week), most: busiest.total });

  return (
    <section className={styles.chart} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        {texts.title}
      </h2>
      <p className={card.muted}>{texts.description}</p>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
      >
        <defs>
          <pattern id={patternId('callback-dialog')} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" className={styles['fill-callback-dialog']} />
          </pattern>
          <pattern
            id={patternId('contact-form')}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className={styles['fill-contact-form']} />
            <rect width="2" height="6" className={styles.patternMark} />
          </pattern>
          <pattern id={patternId('chat')} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" className={styles['fill-chat']} />
            <circle cx="3" cy="3" r="1.3" className={styles.patternMark} />
          </pattern>
        </defs>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={LEFT - 8} y={y(tick)} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const x = LEFT + slot * index + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={week.week}>
                {STAFF_LEAD_SOURCES.map((source) => {
                  const count = week.counts[source];
                  if (count === 0) return null;
                  const bottom = y(base);
                  base += count;
                  return (
                    <rect
                      key={source}
                      x={x}
                      width={barWidth}
                      y={y(base)}
                      height={bottom - y(base)}
                      fill={`url(#${patternId(source)})`}
                      className={styles.segment}
                    />
                  );
                })}
                {week.total > 0 ? (
                  <text x={x + barWidth / 2} y={y(week.total) - 5} className={styles.value} textAnchor="middle">
                    {week.total}
                  </text>
                ) : null}
                <text x={x + barWidth / 2} y={HEIGHT - 8} className={styles.axisLabel} textAnchor="middle">
                  {weekNumber(week.week)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <ul className={styles.legend}>
        {STAFF_LEAD_SOURCES.map((source) => (
          <li key={source} className={styles.legendItem}>
            <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true">
              <rect width="16" height="16" rx="3" fill={`url(#${patternId(source)})`} className={styles.segment} />
            </svg>
            {texts.sources[source]}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>{texts.showTable}</summary>
        <div className={styles.tableScroll}>
          <table className={`${table.table} ${styles.table}`}>
            <caption className={styles.caption}>{texts.tableCaption}</caption>
            <StaffTableHead
              columns={[texts.week, ...STAFF_LEAD_SOURCES.map((source) => texts.sources[source]), texts.total]}
            />
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">
                    {fillIn(texts.weekLabel, { number: weekNumber(week.week) })}{' '}
                    <span className={styles.weekStart}>
                      {fillIn(texts.weekStart, { date: dayMonth.format(new Date(`${week.start}T00:00:00Z`)) })}
                    </span>
                  </th>
                  {STAFF_LEAD_SOURCES.map((source) => (
                    <td key={source}>{week.counts[source]}</td>
                  ))}
                  <td>{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

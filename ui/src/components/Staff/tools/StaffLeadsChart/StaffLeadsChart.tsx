import { useId } from 'react';
import { barChart, CHART } from '../../common/StaffChart/staffChart';
import chart from '../../common/StaffChart/StaffChart.module.css';
import { StaffChartGrid } from '../../common/StaffChart/StaffChartGrid';
import { StaffChartLegend } from '../../common/StaffChart/StaffChartLegend';
import { StaffChartTable } from '../../common/StaffChart/StaffChartTable';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
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

const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekNumber = (week: string) => String(Number(week.slice(week.indexOf('W') + 1)));

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
  const { ticks, barWidth, x: barX, y } = barChart(weeks.length, busiest?.total ?? 0);
  const summary =
    total === 0 || !busiest
      ? texts.empty
      : fillIn(texts.summary, { total, weeks: weeks.length, busiest: weekNumber(busiest.week), most: busiest.total });

  return (
    <section className={chart.chart} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        {texts.title}
      </h2>
      <p className={card.muted}>{texts.description}</p>
      <p id={summaryId} className={chart.summary}>
        {summary}
      </p>
      <svg
        className={chart.svg}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
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
          <StaffChartGrid ticks={ticks} y={y} />
          {weeks.map((week, index) => {
            const x = barX(index);
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
                  <text x={x + barWidth / 2} y={y(week.total) - 5} className={chart.value} textAnchor="middle">
                    {week.total}
                  </text>
                ) : null}
                <text x={x + barWidth / 2} y={CHART.height - 8} className={chart.axisLabel} textAnchor="middle">
                  {weekNumber(week.week)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <StaffChartLegend
        items={STAFF_LEAD_SOURCES.map((source) => ({
          key: source,
          label: texts.sources[source],
          swatch: <rect width="16" height="16" rx="3" fill={`url(#${patternId(source)})`} className={styles.segment} />,
        }))}
      />
      <StaffChartTable
        showTable={texts.showTable}
        caption={texts.tableCaption}
        columns={[texts.week, ...STAFF_LEAD_SOURCES.map((source) => texts.sources[source]), texts.total]}
      >
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
      </StaffChartTable>
    </section>
  );
}

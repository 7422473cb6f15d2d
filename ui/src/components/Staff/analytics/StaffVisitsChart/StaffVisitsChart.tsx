import { barChart, CHART } from '../../common/StaffChart/staffChart';
import chart from '../../common/StaffChart/StaffChart.module.css';
import { StaffChartGrid } from '../../common/StaffChart/StaffChartGrid';
import { StaffChartDrawing } from '../../common/StaffChart/StaffChartDrawing';
import { StaffChartTable } from '../../common/StaffChart/StaffChartTable';
import { fillIn } from '../../common/staffTexts';
import {
  formatCount,
  formatDay,
  formatDayLong,
  formatDayShort,
  type StaffAnalyticsDay,
  type StaffAnalyticsPartProps,
} from '../staffAnalytics';
import { AnalyticsPart } from '../AnalyticsPart';
import styles from './StaffVisitsChart.module.css';

/** Every text of `StaffVisitsChart`; the site passes `staffVisitsChartTexts` of `@agency/content`. */
export type StaffVisitsChartTexts = {
  /** The heading (h2), e.g. 'Bezoekers per dag'. */
  title: string;
  /** The line under it: what a bar is. */
  intro: string;
  /** The two series, e.g. 'Bezoekers' and 'Paginaweergaven'. */
  visitors: string;
  pageViews: string;
  /** The numbers in a sentence: {visitors}, {pageViews}, {days}, {busiest} (a day), {most} (its visitors). */
  summary: string;
  /** Said instead of the summary when nobody came. */
  empty: string;
  /** How visitors over a period are counted (the sum of the days'). */
  visitorsNote: string;
  /** That a small group is shown as 'overig', {min}: the smallest group shown. */
  otherNote: string;
  /** The disclosure of the table, e.g. 'Toon als tabel'. */
  showTable: string;
  tableCaption: string;
  /** The first column's header, e.g. 'Dag'. */
  day: string;
};

export type StaffVisitsChartProps = StaffAnalyticsPartProps & {
  /** Every day of the period, oldest first; undefined while the figures come. */
  days?: readonly StaffAnalyticsDay[];
  /** The period's totals (visitors: the sum of each day's). */
  totals?: { visitors: number; pageViews: number };
  /**
   * The smallest group shown on its own, as the api applied it (the overview's
   * `minGroupVisitors`); part of the figures: undefined while they come.
   */
  minGroupVisitors?: number;
  texts: StaffVisitsChartTexts;
};

/** Which days have their date under the axis: each `step`th from the last, so today is named. */
const labelStep = (count: number) => (count <= 7 ? 1 : count <= 14 ? 2 : 7 * Math.ceil(count / 49));

/**
 * Visitors and page views per day: the period's totals (which name the bars' colours), how
 * they are counted, a bar per day (an SVG named by its heading and described by a sentence with
 * the numbers: the whole bar the page views, its dark part the visitors, a white edge between),
 * and the same numbers in a real table behind "Toon als tabel".
 */
export function StaffVisitsChart({ days, totals, minGroupVisitors, loading, error, texts }: StaffVisitsChartProps) {
  return (
    <AnalyticsPart
      figures={days && totals && minGroupVisitors !== undefined ? { days, totals, minGroupVisitors } : undefined}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(shown, id) => (
        <>
          <dl className={styles.totals}>
            {(['visitors', 'pageViews'] as const).map((series) => (
              <div key={series} className={styles.total}>
                <dt className={styles.totalName}>
                  <svg className={chart.swatch} viewBox="0 0 16 16" aria-hidden="true">
                    <rect width="16" height="16" rx="3" className={styles[series]} />
                  </svg>
                  {texts[series]}
                </dt>
                <dd className={styles.totalValue}>{formatCount(shown.totals[series])}</dd>
              </div>
            ))}
          </dl>
          <ul className={styles.notes}>
            <li>{texts.visitorsNote}</li>
            <li>{fillIn(texts.otherNote, { min: shown.minGroupVisitors })}</li>
          </ul>
          <DayBars
            days={shown.days}
            totals={shown.totals}
            titleId={`${id}-title`}
            summaryId={`${id}-summary`}
            texts={texts}
          />
          <StaffChartTable
            showTable={texts.showTable}
            caption={texts.tableCaption}
            columns={[texts.day, texts.visitors, texts.pageViews]}
          >
            {shown.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                <td>{formatCount(day.visitors)}</td>
                <td>{formatCount(day.pageViews)}</td>
              </tr>
            ))}
          </StaffChartTable>
        </>
      )}
    </AnalyticsPart>
  );
}

/** The drawing: a bar per day, named by the card's heading and described by the sentence above it. */
function DayBars({
  days,
  totals,
  titleId,
  summaryId,
  texts,
}: {
  days: readonly StaffAnalyticsDay[];
  totals: { visitors: number; pageViews: number };
  titleId: string;
  summaryId: string;
  texts: StaffVisitsChartTexts;
}) {
  const busiest = days.reduce<StaffAnalyticsDay | undefined>(
    (best, day) => (!best || day.visitors > best.visitors ? day : best),
    undefined,
  );
  const highest = days.reduce((most, day) => Math.max(most, day.pageViews, day.visitors), 0);
  const { ticks, barWidth, x, y } = barChart(days.length, highest);
  const step = labelStep(days.length);
  const summary =
    !busiest || (totals.visitors === 0 && totals.pageViews === 0)
      ? texts.empty
      : fillIn(texts.summary, {
          visitors: formatCount(totals.visitors),
          pageViews: formatCount(totals.pageViews),
          days: days.length,
          busiest: formatDayLong(busiest.day),
          most: formatCount(busiest.visitors),
        });
  return (
    <>
      <StaffChartDrawing
        summary={summary}
        summaryId={summaryId}
        titleId={titleId}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      >
        <StaffChartGrid ticks={ticks} y={y} format={formatCount} />
        {days.map((day, index) => {
          const left = x(index);
          const visitorsTop = y(day.visitors);
          // The page views above the visitors, a white edge of one unit between them.
          const viewsTop = y(day.pageViews);
          const viewsHeight = visitorsTop - viewsTop - (day.visitors > 0 ? 1 : 0);
          return (
            <g key={day.day}>
              {viewsHeight > 0 ? (
                <rect x={left} width={barWidth} y={viewsTop} height={viewsHeight} className={styles.pageViews} />
              ) : null}
              {day.visitors > 0 ? (
                <rect
                  x={left}
                  width={barWidth}
                  y={visitorsTop}
                  height={y(0) - visitorsTop}
                  className={styles.visitors}
                />
              ) : null}
              {(days.length - 1 - index) % step === 0 ? <DayLabel center={left + barWidth / 2} day={day.day} /> : null}
            </g>
          );
        })}
      </StaffChartDrawing>
    </>
  );
}

/**
 * A day's date under its bar; near the end of the axis it ends at the drawing's edge instead,
 * so it stays inside the card.
 */
function DayLabel({ center, day }: { center: number; day: string }) {
  const atEnd = center > CHART.width - 30;
  return (
    <text
      x={atEnd ? CHART.width : center}
      y={CHART.height - 8}
      className={chart.axisLabel}
      textAnchor={atEnd ? 'end' : 'middle'}
    >
      {formatDayShort(day)}
    </text>
  );
}

import chart from '../../common/StaffChart/StaffChart.module.css';
import { StaffChartDrawing } from '../../common/StaffChart/StaffChartDrawing';
import { StaffChartTable } from '../../common/StaffChart/StaffChartTable';
import { fillIn } from '../../common/staffTexts';
import { formatCount, formatRate, rateOf, ROAD_STEPS, type StaffRoadSteps } from '../staffAnalytics';
import type { StaffAnalyticsRoadTexts } from './roadTexts';
import styles from './StaffAnalyticsRoad.module.css';

/** The drawing's width, a step's row (its name, then its bar), and the room for the number after a bar. */
const WIDTH = 480;
const ROW = 52;
const NUMBER = 76;
const TRACK = WIDTH - NUMBER;
const BAR = 16;

/**
 * The road for all visitors as a funnel: a row per step with its name above a bar as long as
 * its share of the visitors (a sliver at least, when it is not 0) and its number after it; an
 * SVG named by the card's heading and described by a sentence, the numbers in a table behind
 * "Toon als tabel".
 */
export function RoadFunnel({
  steps,
  titleId,
  summaryId,
  texts,
}: {
  steps: StaffRoadSteps;
  titleId: string;
  summaryId: string;
  texts: StaffAnalyticsRoadTexts;
}) {
  const most = Math.max(...ROAD_STEPS.map((step) => steps[step]));
  const summary =
    steps.visitors === 0
      ? texts.empty
      : fillIn(texts.summary, {
          visitors: formatCount(steps.visitors),
          won: formatCount(steps.won),
          rate: formatRate(rateOf(steps.won, steps.visitors), texts.noRate),
        });
  return (
    <>
      <StaffChartDrawing
        summary={summary}
        summaryId={summaryId}
        titleId={titleId}
        viewBox={`0 0 ${WIDTH} ${ROW * ROAD_STEPS.length}`}
      >
        {ROAD_STEPS.map((step, index) => {
          const top = ROW * index;
          const value = steps[step];
          const length = most > 0 && value > 0 ? Math.max(3, (value / most) * TRACK) : 0;
          return (
            <g key={step}>
              <text x={0} y={top + 16} className={`${chart.axisLabel} ${styles.stepName}`}>
                {texts.steps[step]}
              </text>
              <rect x={0} y={top + 24} width={TRACK} height={BAR} rx={3} className={styles.track} />
              {length > 0 ? (
                <rect x={0} y={top + 24} width={length} height={BAR} rx={3} className={styles.bar} />
              ) : null}
              <text x={WIDTH} y={top + 24 + BAR / 2} className={chart.value} textAnchor="end" dominantBaseline="middle">
                {formatCount(value)}
              </text>
            </g>
          );
        })}
      </StaffChartDrawing>
      <StaffChartTable
        showTable={texts.showTable}
        caption={texts.tableCaption}
        columns={[texts.step, texts.count, texts.ofVisitors]}
      >
        {ROAD_STEPS.map((step) => (
          <tr key={step}>
            <th scope="row">{texts.steps[step]}</th>
            <td>{formatCount(steps[step])}</td>
            <td>{formatRate(rateOf(steps[step], steps.visitors), texts.noRate)}</td>
          </tr>
        ))}
      </StaffChartTable>
    </>
  );
}

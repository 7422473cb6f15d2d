import { useId } from 'react';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import chart from '../../common/StaffChart/StaffChart.module.css';
import { StaffTableHead } from '../../common/StaffTableHead/StaffTableHead';
import card from '../../common/staffSection.module.css';
import figures from '../analyticsTable.module.css';
import {
  formatCount,
  formatRate,
  type StaffAnalyticsGoal,
  type StaffAnalyticsGoalName,
  type StaffAnalyticsPartProps,
} from '../staffAnalytics';

/** Every text of `StaffAnalyticsGoals`; the site passes `staffAnalyticsGoalsTexts` of `@agency/content`. */
export type StaffAnalyticsGoalsTexts = {
  /** The heading (h2), e.g. 'Doelen'. */
  title: string;
  intro: string;
  /** Said above the table when no goal was reached in the period. */
  empty: string;
  caption: string;
  /** The columns, e.g. 'Doel', 'Aantal', 'Per bezoeker'. */
  goal: string;
  count: string;
  rate: string;
  /** The rate when there were no visitors, e.g. '–'. */
  noRate: string;
  /** Each goal in Dutch, e.g. `chat_opened: 'Chat geopend'`. */
  goals: Readonly<Record<StaffAnalyticsGoalName, string>>;
};

export type StaffAnalyticsGoalsProps = StaffAnalyticsPartProps & {
  /** Every goal in the api's order, with its count and rate; undefined while the figures come. */
  goals?: readonly StaffAnalyticsGoal[];
  texts: StaffAnalyticsGoalsTexts;
};

/**
 * The goals of the period: each by its Dutch name, how often it happened and its rate per
 * visitor (a Dutch percentage; '–' without visitors), in one table.
 */
export function StaffAnalyticsGoals({ goals, loading, error, texts }: StaffAnalyticsGoalsProps) {
  const id = useId().replace(/:/g, '');
  const ready = goals && !error;
  return (
    <StaffSection
      id={id}
      className={chart.chart}
      texts={{ title: texts.title, intro: texts.intro }}
      loading={ready ? undefined : (loading ?? true)}
      error={error}
    >
      {ready ? (
        <>
          {goals.every((entry) => entry.count === 0) ? <p className={card.muted}>{texts.empty}</p> : null}
          <table className={figures.table}>
            <caption className={figures.caption}>{texts.caption}</caption>
            <StaffTableHead columns={[texts.goal, texts.count, texts.rate]} />
            <tbody>
              {goals.map((entry) => (
                <tr key={entry.goal}>
                  <th scope="row">{texts.goals[entry.goal]}</th>
                  <td>{formatCount(entry.count)}</td>
                  <td>{formatRate(entry.rate, texts.noRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </StaffSection>
  );
}

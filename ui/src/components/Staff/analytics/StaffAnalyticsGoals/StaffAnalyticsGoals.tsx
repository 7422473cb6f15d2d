import card from '../../common/staffSection.module.css';
import { AnalyticsPart } from '../AnalyticsPart';
import { AnalyticsTable } from '../AnalyticsTable';
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
  return (
    <AnalyticsPart figures={goals} loading={loading} error={error} texts={texts}>
      {(shown) => (
        <>
          {shown.every((entry) => entry.count === 0) ? <p className={card.muted}>{texts.empty}</p> : null}
          <AnalyticsTable
            caption={texts.caption}
            columns={[texts.goal, texts.count, texts.rate]}
            rows={shown.map((entry) => ({
              key: entry.goal,
              name: texts.goals[entry.goal],
              cells: [formatCount(entry.count), formatRate(entry.rate, texts.noRate)],
            }))}
          />
        </>
      )}
    </AnalyticsPart>
  );
}

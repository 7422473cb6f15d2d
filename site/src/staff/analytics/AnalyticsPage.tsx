import { Navigate, useSearchParams } from 'react-router-dom';
import {
  staffAnalyticsGoalsTexts,
  staffAnalyticsGroupsTexts,
  staffAnalyticsPageTexts as texts,
  staffAnalyticsRangeTexts,
  staffAnalyticsRoadTexts,
  staffVisitsChartTexts,
} from '@agency/content';
import { staffAnalyticsApi } from '@agency/contract/analytics';
import {
  StaffAnalyticsGoals,
  StaffAnalyticsGroups,
  StaffAnalyticsRange,
  StaffAnalyticsRoad,
  StaffVisitsChart,
} from '@agency/ui/Staff';
import { staffPaths } from '../staffPaths';
import { useStaffLive } from '../StaffLive';
import { amsterdamToday, includesToday, periodOf, rangeOf, searchOf } from './analyticsRange';
import styles from './analytics.module.css';
import { useOverview } from './useOverview';

/**
 * `/beheer/herkomst`: what brings clients. The period is kept in the address (`?dagen=7`, or
 * `?van=…&tot=…`; none: the last 30 days), so a link or a reload shows the same. While the
 * period takes in today, the figures are read again whenever the live stream says visits were
 * counted (`event: analytics`, at most every 10 seconds), so today's visitors come in without a
 * reload. One read brings every part: the first says it loads, or why it could not; a period the
 * api refuses is said at the chooser.
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const today = amsterdamToday();
  const range = rangeOf(period, today);
  const { analyticsVersion } = useStaffLive();
  const overview = useOverview(range, includesToday(range, today) ? analyticsVersion : 0);
  const { data, current, rangeProblem, problem } = overview;

  if (overview.signedOut) return <Navigate replace to={staffPaths.signIn} />;
  const busy = overview.loading && data && !current;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{texts.title}</h1>
        <p className={styles.intro}>{texts.intro}</p>
      </header>
      <StaffAnalyticsRange
        value={period}
        onChange={(chosen) => setParams(searchOf(chosen))}
        {...(data && current ? { shown: { from: data.from, to: data.to } } : {})}
        {...(busy ? { busy: texts.refreshing } : {})}
        {...(rangeProblem ? { error: rangeProblem } : { exportHref: staffAnalyticsApi.exportPath(range) })}
        texts={staffAnalyticsRangeTexts}
      />
      {rangeProblem ? null : (
        <div className={styles.figures} aria-busy={busy ? true : undefined}>
          <div className={styles.columns}>
            <StaffVisitsChart
              {...(data ? { days: data.days, totals: data.totals, minGroupVisitors: data.minGroupVisitors } : {})}
              loading={texts.loading}
              {...(problem ? { error: problem } : {})}
              texts={staffVisitsChartTexts}
            />
            {problem ? null : (
              <StaffAnalyticsGoals {...(data ? { goals: data.goals } : {})} texts={staffAnalyticsGoalsTexts} />
            )}
          </div>
          {problem ? null : (
            <>
              <StaffAnalyticsRoad {...(data ? { road: data.road } : {})} texts={staffAnalyticsRoadTexts} />
              <StaffAnalyticsGroups {...(data ? { groups: data } : {})} texts={staffAnalyticsGroupsTexts} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

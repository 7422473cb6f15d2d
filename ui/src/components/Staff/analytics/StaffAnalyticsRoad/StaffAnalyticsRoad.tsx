import { useId } from 'react';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import chart from '../../common/StaffChart/StaffChart.module.css';
import type { StaffAnalyticsPartProps, StaffRoadGroup, StaffRoadSteps } from '../staffAnalytics';
import { RoadFunnel } from './RoadFunnel';
import { RoadGroups } from './RoadGroups';
import type { StaffAnalyticsRoadTexts, StaffRoadGroupKind } from './roadTexts';

export { STAFF_ROAD_GROUPS, type StaffAnalyticsRoadTexts, type StaffRoadGroupKind } from './roadTexts';

export type StaffAnalyticsRoadProps = StaffAnalyticsPartProps & {
  /** The road of the period: all visitors, and per source, campaign and landing route; undefined while it comes. */
  road?: {
    all: StaffRoadSteps;
    sources: readonly StaffRoadGroup[];
    campaigns: readonly StaffRoadGroup[];
    landings: readonly StaffRoadGroup[];
  };
  /** The tab shown (controlled), the one to start on (uncontrolled; the sources by default), and its change. */
  group?: StaffRoadGroupKind;
  defaultGroup?: StaffRoadGroupKind;
  onGroupChange?: (group: StaffRoadGroupKind) => void;
  texts: StaffAnalyticsRoadTexts;
};

/**
 * The road from a visit to a client: for all visitors a funnel of the five steps (visitors;
 * chat, callback or form opened; a lead; in progress; won), then the same steps per source,
 * campaign and landing route in tabs, each with the rate from visitor to "Gewonnen".
 */
export function StaffAnalyticsRoad({
  road,
  loading,
  error,
  group,
  defaultGroup,
  onGroupChange,
  texts,
}: StaffAnalyticsRoadProps) {
  const id = useId().replace(/:/g, '');
  const ready = road && !error;
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
          <RoadFunnel steps={road.all} titleId={`${id}-title`} summaryId={`${id}-summary`} texts={texts} />
          <RoadGroups
            id={id}
            groups={road}
            {...(group ? { group } : {})}
            {...(defaultGroup ? { defaultGroup } : {})}
            {...(onGroupChange ? { onGroupChange } : {})}
            texts={texts}
          />
        </>
      ) : null}
    </StaffSection>
  );
}

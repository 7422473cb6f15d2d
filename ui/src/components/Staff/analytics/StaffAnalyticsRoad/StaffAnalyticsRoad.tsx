import { AnalyticsPart } from '../AnalyticsPart';
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
  return (
    <AnalyticsPart figures={road} loading={loading} error={error} texts={texts}>
      {(shown, id) => (
        <>
          <RoadFunnel steps={shown.all} titleId={`${id}-title`} summaryId={`${id}-summary`} texts={texts} />
          <RoadGroups
            id={id}
            groups={shown}
            {...(group ? { group } : {})}
            {...(defaultGroup ? { defaultGroup } : {})}
            {...(onGroupChange ? { onGroupChange } : {})}
            texts={texts}
          />
        </>
      )}
    </AnalyticsPart>
  );
}

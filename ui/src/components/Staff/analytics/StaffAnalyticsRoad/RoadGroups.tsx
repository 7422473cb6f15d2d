import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useRef, type KeyboardEvent } from 'react';
import card from '../../common/staffSection.module.css';
import figures from '../analyticsTable.module.css';
import { AnalyticsTable } from '../AnalyticsTable';
import { GroupName } from '../GroupName';
import { formatCount, formatRate, rateOf, ROAD_STEPS, type StaffRoadGroup } from '../staffAnalytics';
import { STAFF_ROAD_GROUPS, type StaffAnalyticsRoadTexts, type StaffRoadGroupKind } from './roadTexts';
import styles from './StaffAnalyticsRoad.module.css';

export type RoadGroupsProps = {
  id: string;
  groups: Readonly<Record<StaffRoadGroupKind, readonly StaffRoadGroup[]>>;
  /** The tab shown (controlled), the one to start on (uncontrolled, the sources by default), and its change. */
  group?: StaffRoadGroupKind;
  defaultGroup?: StaffRoadGroupKind;
  onGroupChange?: (group: StaffRoadGroupKind) => void;
  texts: StaffAnalyticsRoadTexts;
};

/**
 * The road per source, campaign and landing route: tabs (the arrow keys, Home and End move
 * between them and show their table at once), each a table of the five steps and the rate from
 * visitor to "Gewonnen", scrolled sideways on a phone with the group's name kept in view.
 */
export function RoadGroups({ id, groups, group, defaultGroup = 'sources', onGroupChange, texts }: RoadGroupsProps) {
  const [shown = 'sources', setShown] = useControllableState<StaffRoadGroupKind>({
    prop: group,
    defaultProp: defaultGroup,
    onChange: onGroupChange,
    caller: 'StaffAnalyticsRoad',
  });
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (kind: StaffRoadGroupKind) => `${id}-tab-${kind}`;
  const panelId = (kind: StaffRoadGroupKind) => `${id}-panel-${kind}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = STAFF_ROAD_GROUPS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (index + last) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setShown(STAFF_ROAD_GROUPS[next]!);
    tabs.current[next]?.focus();
  };

  const rows = groups[shown];
  const { caption, column } = texts.groups[shown];
  return (
    <div className={styles.groups}>
      <div role="tablist" aria-label={texts.groupsLabel} className={styles.tabs}>
        {STAFF_ROAD_GROUPS.map((kind, index) => (
          <button
            key={kind}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(kind)}
            aria-selected={kind === shown}
            aria-controls={panelId(kind)}
            tabIndex={kind === shown ? 0 : -1}
            className={styles.tab}
            onClick={() => setShown(kind)}
            onKeyDown={(event) => move(event, index)}
          >
            {texts.groups[kind].tab}
          </button>
        ))}
      </div>
      {STAFF_ROAD_GROUPS.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={panelId(kind)}
          aria-labelledby={tabId(kind)}
          hidden={kind !== shown}
          // Without a table there is nothing in it to focus: the panel itself is next after the tabs.
          tabIndex={kind === shown && rows.length === 0 ? 0 : undefined}
          className={styles.panel}
        >
          {kind !== shown ? null : rows.length === 0 ? (
            <p className={card.muted}>{texts.groupsEmpty}</p>
          ) : (
            // A region that scrolls must be reachable by keyboard: it is focusable and named.
            <div className={figures.scroll} role="region" aria-labelledby={`${panelId(kind)}-caption`} tabIndex={0}>
              <AnalyticsTable
                className={styles.table}
                caption={caption}
                captionId={`${panelId(kind)}-caption`}
                columns={[column, ...ROAD_STEPS.map((step) => texts.steps[step]), texts.rate]}
                rows={rows.map((row) => ({
                  key: row.value,
                  name: <GroupName value={row.value} names={texts.values} />,
                  cells: [
                    ...ROAD_STEPS.map((step) => formatCount(row[step])),
                    formatRate(rateOf(row.won, row.visitors), texts.noRate),
                  ],
                }))}
              />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

import card from '../../common/staffSection.module.css';
import { AnalyticsPart } from '../AnalyticsPart';
import { AnalyticsTable } from '../AnalyticsTable';
import { GroupName } from '../GroupName';
import {
  formatCount,
  type StaffAnalyticsGroup,
  type StaffAnalyticsPartProps,
  type StaffAnalyticsValueNames,
  type StaffDeviceClass,
} from '../staffAnalytics';
import styles from './StaffAnalyticsGroups.module.css';

/** The breakdowns, in the order they show: what was looked at, then where visitors came from, then on what. */
export const STAFF_ANALYTICS_GROUPS = ['routes', 'landings', 'sources', 'media', 'campaigns', 'devices'] as const;
export type StaffAnalyticsGroupKind = (typeof STAFF_ANALYTICS_GROUPS)[number];

/** The breakdowns whose second number is the landings (a visit's arrival), not every page view. */
const COUNT_LANDINGS: ReadonlySet<StaffAnalyticsGroupKind> = new Set(['landings', 'sources', 'media', 'campaigns']);

/** Every text of `StaffAnalyticsGroups`; the site passes `staffAnalyticsGroupsTexts` of `@agency/content`. */
export type StaffAnalyticsGroupsTexts = {
  /** The heading (h2), e.g. 'Waar bezoekers vandaan komen'. */
  title: string;
  intro: string;
  /** Said when nothing was counted in the period (or in one breakdown). */
  empty: string;
  /** The number columns: visitors, and page views or landings. */
  visitors: string;
  pageViews: string;
  landings: string;
  /** Each breakdown's heading (h3) and the header of its first column. */
  groups: Readonly<Record<StaffAnalyticsGroupKind, { title: string; column: string }>>;
  /** The device classes in Dutch, e.g. `phone: 'Telefoon'`. */
  devices: Readonly<Record<StaffDeviceClass, string>>;
  values: StaffAnalyticsValueNames;
};

export type StaffAnalyticsGroupsProps = StaffAnalyticsPartProps & {
  /** Each breakdown, most visitors first (`overig` last); undefined while the figures come. */
  groups?: Readonly<Record<StaffAnalyticsGroupKind, readonly StaffAnalyticsGroup[]>>;
  texts: StaffAnalyticsGroupsTexts;
};

/**
 * Where visitors come from and what they look at: the routes viewed most, the routes they
 * arrived on, the sources, media and campaigns of their arrival and their devices, each a
 * compact table (a heading, a caption for screen readers, a header per column) side by side
 * where they fit and one under the other on a phone.
 */
export function StaffAnalyticsGroups({ groups, loading, error, texts }: StaffAnalyticsGroupsProps) {
  return (
    <AnalyticsPart figures={groups} loading={loading} error={error} texts={texts}>
      {(shown, id) =>
        STAFF_ANALYTICS_GROUPS.every((kind) => shown[kind].length === 0) ? (
          <p className={card.muted}>{texts.empty}</p>
        ) : (
          <div className={styles.grid}>
            {STAFF_ANALYTICS_GROUPS.map((kind) => (
              <GroupTable key={kind} id={`${id}-${kind}`} kind={kind} rows={shown[kind]} texts={texts} />
            ))}
          </div>
        )
      }
    </AnalyticsPart>
  );
}

function GroupTable({
  id,
  kind,
  rows,
  texts,
}: {
  id: string;
  kind: StaffAnalyticsGroupKind;
  rows: readonly StaffAnalyticsGroup[];
  texts: StaffAnalyticsGroupsTexts;
}) {
  const { title, column } = texts.groups[kind];
  const second = COUNT_LANDINGS.has(kind) ? texts.landings : texts.pageViews;
  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={card.subtitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={card.meta}>{texts.empty}</p>
      ) : (
        <AnalyticsTable
          caption={title}
          columns={[column, texts.visitors, second]}
          rows={rows.map((row) => ({
            key: row.value,
            name: (
              <GroupName
                value={row.value}
                names={texts.values}
                devices={kind === 'devices' ? texts.devices : undefined}
              />
            ),
            cells: [formatCount(row.visitors), formatCount(row.pageViews)],
          }))}
        />
      )}
    </section>
  );
}

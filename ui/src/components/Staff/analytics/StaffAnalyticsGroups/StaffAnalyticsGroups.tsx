import { useId } from 'react';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import chart from '../../common/StaffChart/StaffChart.module.css';
import { StaffTableHead } from '../../common/StaffTableHead/StaffTableHead';
import card from '../../common/staffSection.module.css';
import figures from '../analyticsTable.module.css';
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
  const id = useId().replace(/:/g, '');
  const ready = groups && !error;
  const nothing = ready && STAFF_ANALYTICS_GROUPS.every((kind) => groups[kind].length === 0);
  return (
    <StaffSection
      id={id}
      className={chart.chart}
      texts={{ title: texts.title, intro: texts.intro }}
      loading={ready ? undefined : (loading ?? true)}
      error={error}
    >
      {!ready ? null : nothing ? (
        <p className={card.muted}>{texts.empty}</p>
      ) : (
        <div className={styles.grid}>
          {STAFF_ANALYTICS_GROUPS.map((kind) => (
            <GroupTable key={kind} id={`${id}-${kind}`} kind={kind} rows={groups[kind]} texts={texts} />
          ))}
        </div>
      )}
    </StaffSection>
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
        <table className={figures.table}>
          <caption className={figures.caption}>{title}</caption>
          <StaffTableHead columns={[column, texts.visitors, second]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.value}>
                <th scope="row">
                  <GroupName
                    value={row.value}
                    names={texts.values}
                    devices={kind === 'devices' ? texts.devices : undefined}
                  />
                </th>
                <td>{formatCount(row.visitors)}</td>
                <td>{formatCount(row.pageViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

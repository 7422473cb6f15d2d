import type { Kysely } from 'kysely';
import type { AnalyticsPageViewsTable, DatabaseSchema } from '../../../shared/data/schema';

/** A page view row as it is written (no hash, IP or user agent has a column). */
export type NewPageView = Omit<AnalyticsPageViewsTable, 'id'>;

/** What a day's totals are kept by: a dimension and its value (`day` has the value `''`). */
export interface TotalKey {
  day: string;
  dimension: string;
  value: string;
}

/** A visitor of a day in one scope (`route:/faq`): the keyed hash, never the IP or user agent. */
export interface VisitorHash {
  day: string;
  scope: string;
  hash: string;
}

/** One batch of counts: the raw rows, the views per total, and the visitors' hashes. */
export interface CountBatch {
  pageViews: NewPageView[];
  views: (TotalKey & { views: number })[];
  hashes: VisitorHash[];
}

/** Leads of one source, campaign, landing route and status. */
export interface RoadLeadRow {
  source: string | null;
  campaign: string | null;
  landing: string | null;
  status: string;
  leads: number;
}

export interface TotalRow extends TotalKey {
  views: number;
  visitors: number;
}

/** A scope names the total its new visitors count in: `dimension:value`. */
export const scopeOf = (dimension: string, value: string): string => `${dimension}:${value}`;

function totalOfScope(day: string, scope: string): TotalKey {
  const at = scope.indexOf(':');
  return { day, dimension: scope.slice(0, at), value: scope.slice(at + 1) };
}

/** Rows per statement: well under either engine's limit of bound parameters. */
const CHUNK = 400;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) out.push(list.slice(start, start + CHUNK));
  return out;
}

const keyText = (key: TotalKey) => `${key.day}\u0000${key.dimension}\u0000${key.value}`;

export interface AnalyticsRepository {
  /**
   * The salt of `day`: the one stored, else `fresh` stored first (every instance gets the same),
   * but only for `today` (the caller's day now) or later: a day before it gets no new salt
   * (undefined), so a batch of a day the housekeeping closed cannot bring its salt back.
   */
  saltOf(day: string, fresh: string, today: string): Promise<string | undefined>;
  /** The values of a dimension that `day` already has totals for. */
  valuesOf(day: string, dimension: string): Promise<string[]>;
  /**
   * Writes a batch in one transaction: the raw rows; the hashes not yet there (a visitor is new
   * in a scope only once, whichever instance sees them first), only of the days whose salt is
   * still stored (their rows locked until the end, so the housekeeping of another instance
   * deletes a day either before, and its hashes are left out, or after, and deletes them too);
   * then every total's views and new visitors, added in one atomic upsert each, in a fixed order
   * (no deadlock between instances).
   */
  add(batch: CountBatch): Promise<void>;
  /**
   * The totals of the days `from` to `to` (both included): each day's own (`days`), and every
   * other dimension's values summed over the range (`groups`).
   */
  totals(from: string, to: string): Promise<{ days: TotalRow[]; groups: Omit<TotalRow, 'day'>[] }>;
  /**
   * The leads made from `from` up to (not including) `to` (ISO instants), counted per the
   * source, campaign and landing route of their visit (null: a lead without one) and status.
   */
  roadLeads(from: string, to: string): Promise<RoadLeadRow[]>;
  /**
   * Marks "visits were counted" when the last mark is at least `everyMs` before `now`, in one
   * conditional update: of instances trying at once one wins. True when this call marked it
   * (a trigger then writes the staff area's live event).
   */
  markCounted(now: Date, everyMs: number): Promise<boolean>;
  /** Deletes the raw page views of an hour before `hour`; returns how many. */
  deletePageViewsBefore(hour: string): Promise<number>;
  /**
   * Deletes the salts and visitor hashes of the days before `day`: the salts first (waiting for
   * a batch that holds one), then the hashes, so none a batch wrote meanwhile is left.
   */
  deleteDaysBefore(day: string): Promise<{ salts: number; hashes: number }>;
}

export function createAnalyticsRepository(db: Kysely<DatabaseSchema>): AnalyticsRepository {
  return {
    async saltOf(day, fresh, today) {
      if (day >= today) {
        await db
          .insertInto('analytics_salts')
          .values({ day, salt: fresh })
          .onConflict((conflict) => conflict.column('day').doNothing())
          .execute();
      }
      const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirst();
      return row?.salt;
    },

    async valuesOf(day, dimension) {
      const rows = await db
        .selectFrom('analytics_totals')
        .select('value')
        .where('day', '=', day)
        .where('dimension', '=', dimension)
        .execute();
      return rows.map((row) => row.value);
    },

    async add(batch) {
      await db.transaction().execute(async (trx) => {
        for (const part of chunks(batch.pageViews)) await trx.insertInto('analytics_page_views').values(part).execute();
        const totals = new Map<string, TotalRow>();
        const total = (key: TotalKey) => {
          const text = keyText(key);
          let row = totals.get(text);
          if (!row) totals.set(text, (row = { ...key, views: 0, visitors: 0 }));
          return row;
        };
        for (const view of batch.views) total(view).views += view.views;
        // The days whose salt is still there, each row locked (an update of nothing: both engines)
        // until the batch is written; a day the housekeeping deleted keeps no hash of it.
        const hashDays = [...new Set(batch.hashes.map((row) => row.day))].sort();
        const salted = new Set<string>();
        for (const day of hashDays) {
          const held = await trx
            .updateTable('analytics_salts')
            .set((eb) => ({ salt: eb.ref('salt') }))
            .where('day', '=', day)
            .returning('day')
            .executeTakeFirst();
          if (held) salted.add(day);
        }
        const hashKey = (row: VisitorHash) => `${row.day}\u0000${row.scope}\u0000${row.hash}`;
        const hashes = batch.hashes
          .filter((row) => salted.has(row.day))
          .sort((a, b) => (hashKey(a) < hashKey(b) ? -1 : 1));
        for (const part of chunks(hashes)) {
          const inserted = await trx
            .insertInto('analytics_visitor_hashes')
            .values(part)
            .onConflict((conflict) => conflict.columns(['day', 'scope', 'hash']).doNothing())
            .returning(['day', 'scope'])
            .execute();
          for (const { day, scope } of inserted) total(totalOfScope(day, scope)).visitors += 1;
        }
        const rows = [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
        for (const part of chunks(rows)) {
          await trx
            .insertInto('analytics_totals')
            .values(part)
            .onConflict((conflict) =>
              conflict.columns(['day', 'dimension', 'value']).doUpdateSet((eb) => ({
                views: eb(eb.ref('analytics_totals.views'), '+', eb.ref('excluded.views')),
                visitors: eb(eb.ref('analytics_totals.visitors'), '+', eb.ref('excluded.visitors')),
              })),
            )
            .execute();
        }
      });
    },

    async totals(from, to) {
      // Summed by the database: the overview reads a row per day and one per group, not one per
      // day and group (90 days of a busy site are tens of thousands).
      const [days, groups] = await Promise.all([
        db
          .selectFrom('analytics_totals')
          .select(['day', 'dimension', 'value', 'views', 'visitors'])
          .where('dimension', '=', 'day')
          .where('day', '>=', from)
          .where('day', '<=', to)
          .execute(),
        db
          .selectFrom('analytics_totals')
          .select((eb) => [
            'dimension',
            'value',
            eb.fn.sum<number>('views').as('views'),
            eb.fn.sum<number>('visitors').as('visitors'),
          ])
          .where('dimension', '<>', 'day')
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy(['dimension', 'value'])
          .execute(),
      ]);
      // PostgreSQL's driver gives bigints and sums as strings.
      return {
        days: days.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })),
        groups: groups.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })),
      };
    },

    async roadLeads(from, to) {
      const rows = await db
        .selectFrom('leads')
        .select((eb) => [
          'visit_source as source',
          'visit_campaign as campaign',
          'visit_landing as landing',
          'status',
          eb.fn.countAll<number>().as('leads'),
        ])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy(['visit_source', 'visit_campaign', 'visit_landing', 'status'])
        .execute();
      return rows.map((row) => ({ ...row, leads: Number(row.leads) }));
    },

    async markCounted(now, everyMs) {
      const result = await db
        .updateTable('analytics_live')
        .set({ counted_at: now.toISOString() })
        .where('id', '=', 'counted')
        .where('counted_at', '<=', new Date(now.getTime() - everyMs).toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deletePageViewsBefore(hour) {
      const result = await db.deleteFrom('analytics_page_views').where('hour', '<', hour).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteDaysBefore(day) {
      return db.transaction().execute(async (trx) => {
        const salts = await trx.deleteFrom('analytics_salts').where('day', '<', day).executeTakeFirst();
        const hashes = await trx.deleteFrom('analytics_visitor_hashes').where('day', '<', day).executeTakeFirst();
        return { salts: Number(salts.numDeletedRows), hashes: Number(hashes.numDeletedRows) };
      });
    },
  };
}

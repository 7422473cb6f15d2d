import { createHmac, randomBytes } from 'node:crypto';
import { analytics, type Goal, type LeadVisit } from '@agency/contract/analytics';
import type { Logger } from '../../../shared/logger';
import {
  scopeOf,
  type AnalyticsRepository,
  type CountBatch,
  type NewPageView,
  type VisitorHash,
} from '../data/analyticsRepository';
import { amsterdamDay, hourOf, nextMidnight } from '../../../shared/days';
import { grouped } from './grouped';
import type { CountedView } from './visitInput';

/** Who is counted as a visitor of the day: read into a keyed hash at once, never kept. */
export interface VisitorSignals {
  ip: string | undefined;
  userAgent: string | undefined;
}

/** Counts page views and goals beside the requests, never in their way. */
export interface VisitCounter {
  /** Counts a page view. Returns at once: it is written with the others of the next second. */
  pageView(view: CountedView, visitor: VisitorSignals): void;
  /**
   * Counts a goal (of the browser, or one the server knows). An `openedGoals` goal that comes
   * with its visit's origin and its visitor also counts on the road: its visitor once a day,
   * overall and by the origin's source, campaign and landing route.
   */
  goal(goal: Goal, opened?: { origin: LeadVisit; visitor: VisitorSignals }): void;
  /** Writes what is waiting now; resolves when every count so far is written (or its failure logged). */
  settled(): Promise<void>;
  /** The days whose salt this instance holds in memory (today's at most: a past day's is forgotten at its midnight). */
  heldSalts(): string[];
}

/** How long counts wait to be written together. */
export const FLUSH_MS = 1000;
/** A busy instance writes sooner: never more than this many counts wait. */
const MAX_WAITING = 500;
/** Batches waiting for the database at most; past it (the database is down) new ones are dropped. */
const MAX_BATCHES_QUEUED = 20;

/**
 * The dimensions a visitor's own text fills: their distinct values per day are capped, each
 * against its own totals (a goal's origin is written under `opened_source` and
 * `opened_campaign`, so it is capped against those, or every batch would admit new values again).
 */
const CAPPED = ['source', 'medium', 'campaign', 'opened_source', 'opened_campaign'] as const;
type Capped = (typeof CAPPED)[number];

type Waiting =
  | { at: Date; kind: 'view'; view: CountedView; hash: (salt: string) => string }
  | { at: Date; kind: 'goal'; goal: Goal; opened?: { origin: LeadVisit; hash: (salt: string) => string } };

const OPENED: ReadonlySet<string> = new Set(analytics.openedGoals);

/** The capped value a waiting count brings in a capped dimension (null: none). */
function cappedValueOf(item: Waiting, dimension: Capped): string | null {
  if (item.kind === 'view') {
    return dimension === 'opened_source' || dimension === 'opened_campaign' ? null : item.view[dimension];
  }
  if (!item.opened) return null;
  if (dimension === 'opened_source') return item.opened.origin.source;
  if (dimension === 'opened_campaign') return item.opened.origin.campaign;
  return null;
}

/** The keyed hash of a visitor of the day: HMAC-SHA256 under the day's salt, 128 bits. */
export const visitorHash = (salt: string, visitor: VisitorSignals): string =>
  createHmac('sha256', salt)
    .update(`${visitor.ip ?? ''}\n${visitor.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

/** The values a capped dimension keeps today: those already there, new ones up to the cap, then `overig`. */
async function capper(
  repository: Pick<AnalyticsRepository, 'valuesOf'>,
  day: string,
  dimension: string,
  wanted: Iterable<string>,
) {
  const kept = new Set(await repository.valuesOf(day, dimension));
  const mapped = new Map<string, string>();
  for (const value of wanted) {
    if (!kept.has(value) && kept.size >= analytics.limits.distinctPerDay) mapped.set(value, analytics.other);
    else {
      kept.add(value);
      mapped.set(value, value);
    }
  }
  return (value: string | null) => (value === null ? null : (mapped.get(value) ?? value));
}

/**
 * The salts this instance holds, one per day, read or made through the repository. A past day's
 * salt is gone (the housekeeping deletes it at midnight): it is forgotten here too, at that
 * midnight even when no visit comes (a timer that never keeps the process alive), and the views
 * of that day still waiting count without their visitors.
 */
function saltsOf(repository: Pick<AnalyticsRepository, 'saltOf'>, now: () => Date) {
  const salts = new Map<string, Promise<string | undefined>>();
  let midnight: ReturnType<typeof setTimeout> | undefined;
  const forgetPast = () => {
    const today = amsterdamDay(now());
    for (const known of salts.keys()) if (known < today) salts.delete(known);
  };
  const forgetAtMidnight = () => {
    if (midnight || salts.size === 0) return;
    const at = now();
    midnight = setTimeout(
      () => {
        midnight = undefined;
        forgetPast();
        forgetAtMidnight();
      },
      Math.max(0, nextMidnight(at).getTime() - at.getTime()),
    );
    midnight.unref();
  };
  return {
    forgetPast,
    held: () => [...salts.keys()],
    /** Today's salt (the day as it is when asked, not when the batch began); none for a past day. */
    async saltOf(day: string): Promise<string | undefined> {
      forgetPast();
      const today = amsterdamDay(now());
      if (day < today) return undefined;
      let salt = salts.get(day);
      if (!salt) {
        salt = repository.saltOf(day, randomBytes(32).toString('base64url'), today);
        void salt.then(
          (found) => {
            if (found === undefined) salts.delete(day);
          },
          () => salts.delete(day),
        );
        salts.set(day, salt);
        forgetAtMidnight();
      }
      return salt;
    },
  };
}

export function createVisitCounter(options: {
  repository: AnalyticsRepository;
  logger: Logger;
  now?: () => Date;
  /** Called after each batch is written (not awaited by the batch). */
  written?: () => void;
}): VisitCounter {
  const { repository, logger } = options;
  const now = options.now ?? (() => new Date());
  const salts = saltsOf(repository, now);
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queued = 0;
  let chain: Promise<void> = Promise.resolve();
  const saltOf = salts.saltOf;

  async function batchOf(items: Waiting[]): Promise<CountBatch> {
    const batch: CountBatch = { pageViews: [], views: [], hashes: [] };
    salts.forgetPast();
    const today = amsterdamDay(now());
    const byDay = grouped(items, (item) => amsterdamDay(item.at));
    for (const [day, ofDay] of byDay) {
      const caps = new Map<string, (value: string | null) => string | null>();
      for (const dimension of CAPPED) {
        const wanted = new Set(ofDay.flatMap((item) => cappedValueOf(item, dimension) ?? []));
        if (wanted.size > 0) caps.set(dimension, await capper(repository, day, dimension, wanted));
      }
      const capped = (dimension: Capped, value: string | null) => caps.get(dimension)?.(value) ?? value;
      const hashed = ofDay.some((item) => item.kind === 'view' || item.opened);
      const salt = hashed && day >= today ? await saltOf(day) : undefined;
      const seen = new Set<string>();
      /** Each group's view, and its visitor when there is a hash: new in its scope once a day, whichever instance sees them first. */
      const count = (groups: readonly [string, string | null][], hash: string | undefined) => {
        for (const [dimension, value] of groups) {
          if (value === null) continue;
          batch.views.push({ day, dimension, value, views: 1 });
          if (hash === undefined) continue;
          const hashRow: VisitorHash = { day, scope: scopeOf(dimension, value), hash };
          const key = `${hashRow.scope}\u0000${hash}`;
          if (!seen.has(key)) {
            seen.add(key);
            batch.hashes.push(hashRow);
          }
        }
      };
      for (const item of ofDay) {
        if (item.kind === 'goal') {
          batch.views.push({ day, dimension: 'goal', value: item.goal, views: 1 });
          if (item.opened) {
            const { origin } = item.opened;
            count(
              [
                ['opened', ''],
                ['opened_source', capped('opened_source', origin.source)],
                ['opened_campaign', capped('opened_campaign', origin.campaign)],
                ['opened_landing', origin.landing],
              ],
              salt === undefined ? undefined : item.opened.hash(salt),
            );
          }
          continue;
        }
        const { view } = item;
        const row: NewPageView = {
          day,
          hour: hourOf(item.at),
          route: view.route,
          landing: view.landing ? 1 : 0,
          referrer_host: view.referrerHost,
          source: capped('source', view.source),
          medium: capped('medium', view.medium),
          campaign: capped('campaign', view.campaign),
          device: view.device,
        };
        batch.pageViews.push(row);
        count(
          [
            ['day', ''],
            ['route', row.route],
            ['device', row.device],
            ['landing', view.landing ? row.route : null],
            ['source', row.source],
            ['medium', row.medium],
            ['campaign', row.campaign],
          ],
          salt === undefined ? undefined : item.hash(salt),
        );
      }
    }
    return batch;
  }

  const failed = (error: unknown) => {
    // The error of a count holds no IP or user agent: only days, routes, sources and hashes are written.
    logger.error({ event: 'analytics.count_failed', err: error }, 'counting visits failed');
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const items = waiting;
    waiting = [];
    if (items.length === 0) return;
    if (queued >= MAX_BATCHES_QUEUED) {
      logger.warn({ event: 'analytics.dropped', counts: items.length }, 'the database is behind: counts dropped');
      return;
    }
    queued += 1;
    chain = chain
      .then(async () => {
        await repository.add(await batchOf(items));
        options.written?.();
      })
      .catch(failed)
      .finally(() => {
        queued -= 1;
      });
  };

  const push = (item: Waiting) => {
    waiting.push(item);
    if (waiting.length >= MAX_WAITING) flush();
    else if (!timer) {
      timer = setTimeout(flush, FLUSH_MS);
      timer.unref();
    }
  };

  return {
    pageView(view, visitor) {
      // The IP and the user agent stay in this closure until the batch is written (a second at most).
      push({ at: now(), kind: 'view', view, hash: (salt) => visitorHash(salt, visitor) });
    },
    goal(goal, opened) {
      if (!opened || !OPENED.has(goal)) push({ at: now(), kind: 'goal', goal });
      else {
        const { origin, visitor } = opened;
        push({ at: now(), kind: 'goal', goal, opened: { origin, hash: (salt) => visitorHash(salt, visitor) } });
      }
    },
    async settled() {
      flush();
      await chain;
    },
    heldSalts: () => salts.held(),
  };
}

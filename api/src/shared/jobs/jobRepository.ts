import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../data/schema';

/** A claimed job, as a handler gets it. */
export interface Job {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** Attempts before this one. */
  attempts: number;
  version: number;
}

export interface JobToSchedule {
  kind: string;
  /** Names the job for whoever moves or cancels it, e.g. `follow-up:<lead id>`. */
  key: string;
  runAt: Date;
  /** Ids only: it is stored as JSON. */
  payload: Record<string, unknown>;
}

export interface JobRepository {
  /** Adds the job, or moves and replaces the one with its key (pending or given up, attempts from 0). */
  schedule(job: JobToSchedule, now: Date): Promise<void>;
  /** Deletes the job with this key; true when there was one. */
  cancel(key: string): Promise<boolean>;
  /** Deletes every job whose key starts with `prefix`; resolves with how many. */
  cancelPrefix(prefix: string): Promise<number>;
  /** Claims up to `limit` due jobs until `leaseUntil`, each by a conditional update: once across instances. */
  claimDue(kinds: readonly string[], now: Date, leaseUntil: Date, limit: number): Promise<Job[]>;
  /** Deletes the job, unless it was scheduled again since it was claimed. */
  markDone(job: Job): Promise<void>;
  /** Puts the job back for `runAt` after a failed attempt, or gives it up (`failed`) when `runAt` is undefined. */
  markFailed(job: Job, error: string, runAt: Date | undefined): Promise<void>;
  /** Hands claimed jobs back (a stopping worker). */
  release(ids: readonly string[]): Promise<void>;
  nextDueAt(): Promise<Date | undefined>;
  /** The pending and given-up jobs with this key prefix (for the pages and tests that show them). */
  list(prefix: string): Promise<{ key: string; kind: string; runAt: Date; status: 'pending' | 'failed' }[]>;
}

/** Keys that start with `prefix` (substr, not LIKE: no character of a key is special). */
const keyStartsWith = (prefix: string) => sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`;

/** A job no worker holds: never claimed, or its lease is over. */
const free = (nowIso: string) => (eb: ExpressionBuilder<DatabaseSchema, 'jobs'>) =>
  eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]);

export function createJobRepository(db: Kysely<DatabaseSchema>): JobRepository {
  return {
    async schedule(job, now) {
      const row = {
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        run_at: job.runAt.toISOString(),
        status: 'pending' as const,
        attempts: 0,
        locked_until: null,
        last_error: null,
      };
      await db
        .insertInto('jobs')
        .values({ id: randomUUID(), key: job.key, created_at: now.toISOString(), version: 1, ...row })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({ ...row, version: eb('jobs.version', '+', 1) })),
        )
        .execute();
    },

    async cancel(key) {
      const result = await db.deleteFrom('jobs').where('key', '=', key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async cancelPrefix(prefix) {
      const result = await db.deleteFrom('jobs').where(keyStartsWith(prefix)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async claimDue(kinds, now, leaseUntil, limit) {
      if (kinds.length === 0) return [];
      const nowIso = now.toISOString();
      const candidates = await db
        .selectFrom('jobs')
        .selectAll()
        .where('status', '=', 'pending')
        .where('kind', 'in', kinds)
        .where('run_at', '<=', nowIso)
        .where(free(nowIso))
        .orderBy('run_at')
        .limit(limit)
        .execute();
      const claimed: Job[] = [];
      for (const row of candidates) {
        const result = await db
          .updateTable('jobs')
          .set({ locked_until: leaseUntil.toISOString() })
          .where('id', '=', row.id)
          .where('version', '=', row.version)
          .where('status', '=', 'pending')
          .where(free(nowIso))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        claimed.push({
          id: row.id,
          kind: row.kind,
          key: row.key,
          payload: JSON.parse(row.payload) as Record<string, unknown>,
          runAt: new Date(row.run_at),
          attempts: row.attempts,
          version: row.version,
        });
      }
      return claimed;
    },

    async markDone(job) {
      await db.deleteFrom('jobs').where('id', '=', job.id).where('version', '=', job.version).execute();
    },

    async markFailed(job, error, runAt) {
      await db
        .updateTable('jobs')
        .set({
          attempts: job.attempts + 1,
          locked_until: null,
          last_error: error.slice(0, 500),
          ...(runAt ? { run_at: runAt.toISOString() } : { status: 'failed' as const }),
        })
        .where('id', '=', job.id)
        .where('version', '=', job.version)
        .execute();
    },

    async release(ids) {
      if (ids.length === 0) return;
      await db.updateTable('jobs').set({ locked_until: null }).where('id', 'in', ids).execute();
    },

    async nextDueAt() {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min('run_at').as('due'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row?.due ? new Date(row.due) : undefined;
    },

    async list(prefix) {
      const rows = await db
        .selectFrom('jobs')
        .select(['key', 'kind', 'run_at', 'status'])
        .where(keyStartsWith(prefix))
        .orderBy('run_at')
        .execute();
      return rows.map((row) => ({ key: row.key, kind: row.kind, runAt: new Date(row.run_at), status: row.status }));
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AlertChannel, AlertTopic } from '@agency/contract/alerts';
import type { DatabaseSchema, StaffPushSubscriptionsTable } from '../../../shared/data/schema';

export type PushSubscriptionRow = StaffPushSubscriptionsTable;

/** A colleague an alert may go to: an active account, its name and e-mail address. */
export interface AlertRecipient {
  id: string;
  name: string;
  email: string;
}

/** One stored choice: a topic on a channel, on or off. */
export interface StoredChoice {
  topic: AlertTopic;
  channel: AlertChannel;
  enabled: boolean;
}

/**
 * The alerts' tables: each colleague's choices (a row only for what they chose; the defaults
 * are the contract's) and the browsers that take Web Push for them.
 */
export function createAlertRepository(db: Kysely<DatabaseSchema>) {
  const byEndpoint = (endpoint: string): Promise<PushSubscriptionRow | undefined> =>
    db.selectFrom('staff_push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
  return {
    async choicesOf(userId: string): Promise<StoredChoice[]> {
      const rows = await db
        .selectFrom('staff_alert_choices')
        .select(['topic', 'channel', 'enabled'])
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => ({
        topic: row.topic as AlertTopic,
        channel: row.channel as AlertChannel,
        enabled: Number(row.enabled) === 1,
      }));
    },

    /** Keeps every choice given (one row per topic and channel), in one transaction. */
    async setChoices(userId: string, choices: readonly StoredChoice[], now: Date): Promise<void> {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        for (const choice of choices) {
          const enabled = choice.enabled ? 1 : 0;
          await trx
            .insertInto('staff_alert_choices')
            .values({ user_id: userId, topic: choice.topic, channel: choice.channel, enabled, updated_at: at })
            .onConflict((conflict) =>
              conflict.columns(['user_id', 'topic', 'channel']).doUpdateSet({ enabled, updated_at: at }),
            )
            .execute();
        }
      });
    },

    /**
     * The active colleagues with what each chose of one topic on one channel (undefined: no
     * choice stored, the default holds). One query, whatever the size of the team.
     */
    async activeWithChoice(
      topic: AlertTopic,
      channel: AlertChannel,
    ): Promise<(AlertRecipient & { enabled: boolean | undefined })[]> {
      const rows = await db
        .selectFrom('staff_users as u')
        .leftJoin('staff_alert_choices as c', (join) =>
          join.onRef('c.user_id', '=', 'u.id').on('c.topic', '=', topic).on('c.channel', '=', channel),
        )
        .select(['u.id', 'u.name', 'u.email', 'c.enabled'])
        .where('u.status', '=', 'active')
        .orderBy('u.created_at')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        enabled: row.enabled === null ? undefined : Number(row.enabled) === 1,
      }));
    },

    /** The active colleague of this id, or undefined. */
    async activeUser(userId: string): Promise<AlertRecipient | undefined> {
      return db
        .selectFrom('staff_users')
        .select(['id', 'name', 'email'])
        .where('id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    subscriptionsOf(userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('staff_push_subscriptions')
        .selectAll()
        .where('user_id', 'in', userIds)
        .orderBy('created_at')
        .execute();
    },

    async countOf(userId: string): Promise<number> {
      const row = await db
        .selectFrom('staff_push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    byEndpoint,

    /**
     * Keeps the browser's subscription for the colleague: a new row, or the row of the same
     * endpoint taken over (its keys, its colleague and its session are the latest). The
     * endpoint's uniqueness decides between two requests at once.
     */
    async upsert(input: {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      label: string;
      sessionHash: string;
      now: Date;
    }): Promise<PushSubscriptionRow> {
      const changes = {
        user_id: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        label: input.label,
        session_hash: input.sessionHash,
      };
      await db
        .insertInto('staff_push_subscriptions')
        .values({
          id: randomUUID(),
          endpoint: input.endpoint,
          created_at: input.now.toISOString(),
          last_sent_at: null,
          ...changes,
        })
        .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(changes))
        .execute();
      return (await byEndpoint(input.endpoint))!;
    },

    /** Removes one of the colleague's devices; false when they have none of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('staff_push_subscriptions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The push service said the subscription is gone (404, 410). */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom('staff_push_subscriptions').where('endpoint', '=', endpoint).execute();
    },

    /** Signing out: the devices registered by that session, or (no session) every one of the colleague. */
    async removeOf(userId: string, sessionHash?: string): Promise<number> {
      let query = db.deleteFrom('staff_push_subscriptions').where('user_id', '=', userId);
      if (sessionHash !== undefined) query = query.where('session_hash', '=', sessionHash);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async markSent(ids: readonly string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('staff_push_subscriptions')
        .set({ last_sent_at: now.toISOString() })
        .where('id', 'in', ids)
        .execute();
    },
  };
}

export type AlertRepository = ReturnType<typeof createAlertRepository>;

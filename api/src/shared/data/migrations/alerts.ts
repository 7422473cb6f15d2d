import type { Kysely, Migration } from 'kysely';
import { createIndex, dropTables } from './steps';

/** Alerts to colleagues (api/src/features/alerts): push subscriptions and each colleague's choices. */
export const alertMigrations: Record<string, Migration> = {
  '2026_12_03_019_alerts': {
    // `staff_push_subscriptions`: a browser (a phone with the staff area installed) that takes
    // Web Push for a colleague. The endpoint is the push service's address for it, unique: a
    // browser that another colleague signs in on moves to them. `p256dh` and `auth` are the
    // browser's keys (base64url) every message is encrypted to; `session_hash` the session that
    // registered it, so signing out there ends its alerts. Gone with the account.
    // `staff_alert_choices`: what a colleague chose per topic and channel; no row: the default.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_push_subscriptions')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (col) => col.notNull().unique())
        .addColumn('p256dh', 'text', (col) => col.notNull())
        .addColumn('auth', 'text', (col) => col.notNull())
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('session_hash', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_sent_at', 'text')
        .execute();
      await createIndex(db, 'staff_push_subscriptions_user', 'staff_push_subscriptions', ['user_id']);
      await db.schema
        .createTable('staff_alert_choices')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('topic', 'text', (col) => col.notNull())
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('enabled', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('staff_alert_choices_pk', ['user_id', 'topic', 'channel'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['staff_alert_choices', 'staff_push_subscriptions']);
    },
  },
};

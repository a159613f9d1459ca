import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth-schema';
import { createdAt, updatedAt } from './columns';

/**
 * Notices to members (issue 34, decision 0071): one row per event and person, whatever ways it
 * reached them. `key` names the event (unique with the person), so a notice raised twice (two
 * processes, a job run again) is written once. `in_app` says whether it is in the person's
 * notification centre; `mail_state` follows its e-mail ('none', 'queued', 'sent', 'skipped').
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** The app path the notice opens ("/fill-ins/<id>"). */
    link: text('link').notNull(),
    title: text('title').notNull(),
    /** The notice's paragraphs, as the e-mail says them. */
    lines: text('lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inApp: boolean('in_app').notNull(),
    mailState: text('mail_state').notNull().default('none'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** A member's notification choices; no row means the defaults (shared/notifications/kinds.ts). */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Per kind: { email: boolean, inApp: boolean }; a kind not named has its defaults. */
  kinds: jsonb('kinds')
    .$type<Record<string, { email: boolean; inApp: boolean }>>()
    .notNull()
    .default({}),
  /** 'none' | '1h' | '24h' | 'both'. */
  reminderLead: text('reminder_lead').notNull().default('24h'),
  updatedAt: updatedAt(),
});

/**
 * Each finalized week's airings as its hosts were last told of them (decision 0071): a change
 * notice is the difference between this and the week as it is, so every kind of write (a move, a
 * hand-over, a series edit, a revert) is told the same way, and several within two minutes once.
 */
export const noticeWeekSnapshots = pgTable('notice_week_snapshots', {
  weekId: date('week_id', { mode: 'string' }).primaryKey(),
  airings: jsonb('airings').notNull().default([]),
  updatedAt: updatedAt(),
});

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth-schema';
import { createdAt, updatedAt } from './columns';
import { djs, shows } from './library';

/**
 * Fill-in requests (issue 33, decision 0066): one airing whose host asks someone else to take it.
 * The airing is named by `airing_key` ("show:<placed id>" for a placed show, "series:<id>:<date>"
 * for a series date, whether generated or an exception), so a series date keeps its request when
 * the hand-over stores it as an exception. Its slot and instants are kept as they were asked for:
 * an airing that no longer matches them has changed, and its request closes.
 */
export const fillInRequests = pgTable(
  'fill_in_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    airingKey: text('airing_key').notNull(),
    scheduledShowId: uuid('scheduled_show_id'),
    seriesId: uuid('series_id'),
    airingDate: date('airing_date', { mode: 'string' }).notNull(),
    weekId: date('week_id', { mode: 'string' }).notNull(),
    dayIndex: smallint('day_index').notNull(),
    timeIndex: smallint('time_index').notNull(),
    duration: smallint('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    showName: text('show_name').notNull(),
    showTemplateId: uuid('show_template_id'),
    /** The airing's hosts when asked (names as drawn) and the DJ entries they are. */
    hostNames: text('host_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hostDjIds: uuid('host_dj_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    askedBy: text('asked_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    state: text('state').notNull().default('open'),
    takenBy: text('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takerDjId: uuid('taker_dj_id').references(() => djs.id, { onDelete: 'set null' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'fill_in_requests_state_values',
      sql`${t.state} in ('open', 'pending-approval', 'taken', 'withdrawn', 'not-filled', 'airing-changed')`,
    ),
    check('fill_in_requests_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
    // One request at a time per airing: two hosts asking at once make one, the other is refused.
    uniqueIndex('fill_in_requests_one_open_per_airing')
      .on(t.airingKey)
      .where(sql`${t.state} in ('open', 'pending-approval', 'taken')`),
    index('fill_in_requests_week_idx').on(t.weekId),
    index('fill_in_requests_state_idx').on(t.state, t.startsAt),
  ],
);

/** The DJ entries a manager named as a show's "Fill-in hosts": only they may take its airings. */
export const showFillInHosts = pgTable(
  'show_fill_in_hosts',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    djId: uuid('dj_id')
      .notNull()
      .references(() => djs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.showId, t.djId] })],
);

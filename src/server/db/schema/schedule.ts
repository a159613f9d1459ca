import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth-schema';
import { createdAt, updatedAt } from './columns';
import { shows } from './library';

/**
 * The weeks and what they hold: weeks, series, placed shows, their kept figures and revisions,
 * undo records and seasons.
 */

export const weeklySchedules = pgTable(
  'weekly_schedules',
  {
    /** The week's Sunday, YYYY-MM-DD. */
    id: date('id', { mode: 'string' }).primaryKey(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('not-started'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('weekly_schedules_id_is_sunday', sql`extract(dow from ${t.id}) = 0`),
    check('weekly_schedules_start_is_id', sql`${t.startDate} = ${t.id}`),
    check('weekly_schedules_end_is_saturday', sql`${t.endDate} = ${t.id} + 6`),
    check(
      'weekly_schedules_status_values',
      sql`${t.status} in ('not-started', 'draft', 'finalized')`,
    ),
  ],
);

export const recurringSeries = pgTable(
  'recurring_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    showTemplateId: uuid('show_template_id').references(() => shows.id, { onDelete: 'set null' }),
    recurrenceRule: jsonb('recurrence_rule').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Time of day and length of the first placement (DESIGN.md D8). */
    timeIndex: smallint('time_index').notNull(),
    duration: smallint('duration').notNull(),
    /** A rebroadcast (issue 36): every instance of the series is a repeat; an exception keeps its own. */
    isRepeat: boolean('is_repeat').notNull().default(false),
    /**
     * No occurrence of the series falls after this date: the rule's end, the series' end, the
     * ten-year horizon, or where its count runs out. Computed by the database from the other
     * columns (the function is in the migration), so every write keeps it true and week reads
     * skip ended series in SQL (docs/decisions/0039-series-reads-that-do-not-grow.md).
     */
    lastDate: date('last_date', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`recurring_series_last_date(recurrence_rule, start_date, end_date)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recurring_series_last_date_idx').on(t.lastDate, t.startDate),
    check('recurring_series_time_index_range', sql`${t.timeIndex} between 0 and 95`),
    check('recurring_series_duration_range', sql`${t.duration} between 1 and 96`),
    check(
      'recurring_series_end_after_start',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

export const scheduledShows = pgTable(
  'scheduled_shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weeklyScheduleId: date('weekly_schedule_id', { mode: 'string' })
      .notNull()
      .references(() => weeklySchedules.id, { onDelete: 'cascade' }),
    showTemplateId: uuid('show_template_id').references(() => shows.id, { onDelete: 'set null' }),
    showName: text('show_name').notNull(),
    showGenres: text('show_genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    showDescription: text('show_description'),
    showColor: text('show_color').notNull(),
    showImageUrl: text('show_image_url'),
    djNames: text('dj_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    djAvatarUrls: text('dj_avatar_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dayIndex: smallint('day_index').notNull(),
    timeIndex: smallint('time_index').notNull(),
    duration: smallint('duration').notNull(),
    recurringSeriesId: uuid('recurring_series_id').references(() => recurringSeries.id, {
      onDelete: 'cascade',
    }),
    isException: boolean('is_exception').notNull().default(false),
    isDeletedInstance: boolean('is_deleted_instance').notNull().default(false),
    originalInstanceDate: date('original_instance_date', { mode: 'string' }),
    /** A rebroadcast rather than a first airing (issue 36); Reports counts the two apart. */
    isRepeat: boolean('is_repeat').notNull().default(false),
    weeklyScheduleStatus: text('weekly_schedule_status').notNull().default('not-started'),
    /** Optimistic-concurrency version: a change based on an older one is refused with 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('scheduled_shows_day_index_range', sql`${t.dayIndex} between 0 and 6`),
    check('scheduled_shows_time_index_range', sql`${t.timeIndex} between 0 and 95`),
    check('scheduled_shows_duration_range', sql`${t.duration} between 1 and 96`),
    // No check that a show ends by the week's end: where the station lets overnight shows
    // continue (decision 0057) a Saturday show runs on into the next week; the app's placement
    // rule (placement.ts) refuses it otherwise.
    check(
      'scheduled_shows_status_values',
      sql`${t.weeklyScheduleStatus} in ('not-started', 'draft', 'finalized')`,
    ),
    check(
      'scheduled_shows_exception_needs_series',
      sql`not (${t.isException} or ${t.isDeletedInstance}) or (${t.recurringSeriesId} is not null and ${t.originalInstanceDate} is not null)`,
    ),
    index('scheduled_shows_week_slot_idx').on(t.weeklyScheduleId, t.dayIndex, t.timeIndex),
    // Only rows of a series: most placements have none, and a 52-week copy of 5,200 shows
    // would otherwise add each to both series indexes.
    index('scheduled_shows_series_idx')
      .on(t.recurringSeriesId)
      .where(sql`${t.recurringSeriesId} is not null`),
    // A series' first placement, the one its instances copy: read for every series on every
    // week read, so the lookup is one index probe whatever the planner knows of the table.
    index('scheduled_shows_series_first_idx')
      .on(t.recurringSeriesId, t.createdAt)
      .where(sql`${t.isException} = false and ${t.recurringSeriesId} is not null`),
    // The instances a week's placements cover, found by date when its figures are counted again.
    index('scheduled_shows_original_date_idx')
      .on(t.originalInstanceDate)
      .where(sql`${t.originalInstanceDate} is not null`),
  ],
);

/**
 * What the dashboard shows of each week, kept between requests (docs/decisions/0042). Triggers in
 * the migration bump `generation` and clear the figures whenever a write changes what a week
 * holds: its stored shows, a series reaching it, or the placement its instances copy. A reader
 * recomputes a week whose figures are cleared, or were counted in another station zone, and
 * stores them only if `generation` has not moved since it read the week.
 */
export const weekFigures = pgTable('week_figures', {
  weekId: date('week_id', { mode: 'string' })
    .primaryKey()
    .references(() => weeklySchedules.id, { onDelete: 'cascade' }),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  /** The station zone the airtime was counted in; null while the figures are stale. */
  timeZone: text('time_zone'),
  showCount: integer('show_count'),
  totalSlots: integer('total_slots'),
  airtimeMinutes: integer('airtime_minutes'),
  hasOverlaps: boolean('has_overlaps'),
  djClashes: integer('dj_clashes'),
  /** Airings whose host is away then (decision 0065); null in figures kept before it. */
  hostAway: integer('host_away'),
  /** Real minutes no airing covers (decision 0070); null in figures kept before it. */
  unfilledMinutes: integer('unfilled_minutes'),
});

/**
 * Counters of committed changes, one row each, moved by triggers in the migration once per
 * committing transaction (docs/decisions/0014-answers-kept-per-revision.md):
 * - `schedule`: weekly_schedules, scheduled_shows or recurring_series changed (what a week shows);
 * - `sessions`: a session ended or was cut short, or a signed-in account's name, address, role,
 *   status or DJ changed (not better-auth's routine refresh: drizzle/0029, decision 0069).
 * A process keeps what it derived from those tables for as long as their counter stands still,
 * and can check that with one indexed read per request.
 */
export const revisions = pgTable('revisions', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/**
 * What a delete took off the schedule, kept so that its Undo writes back exactly that and nothing
 * the browser sends (DESIGN.md D13). The browser holds only the token; its SHA-256 is the key, so
 * a database leak hands out no usable undo. A record is used once, by the user who deleted, before
 * it expires; expired records are swept when new ones are kept.
 */
export const undoRecords = pgTable(
  'undo_records',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('undo_records_expires_at_idx').on(t.expiresAt)],
);

/**
 * The station's seasons (decision 0056): named stretches of days that never overlap. The
 * exclusion constraint on their days (in the migration: drizzle cannot declare one) makes two
 * racing writes unable to both store overlapping seasons; names are unique whatever their case.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('seasons_name_key').on(sql`lower(${t.name})`),
    index('seasons_first_day_idx').on(t.firstDay),
    check('seasons_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('seasons_last_after_first', sql`${t.lastDay} >= ${t.firstDay}`),
    check('seasons_at_most_a_year', sql`${t.lastDay} - ${t.firstDay} < 366`),
  ],
);

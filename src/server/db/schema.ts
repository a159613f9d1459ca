import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema';

export * from './auth-schema';

/**
 * The product's tables (SPEC.md §3). Constraints mirror the rules so that even a faulty query
 * cannot store a block outside the week, a bad status or a week id that is not a Sunday.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    avatarUrl: text('avatar_url'),
    timezone: text('timezone'),
    role: text('role').notNull().default('DJ'),
    email: text('email').notNull(),
    /** Membership (DESIGN.md D12): only active members may use the station's data. */
    status: text('status').notNull().default('waiting'),
    /** The DJ Library entry a manager linked to this member ("their own" shows and DJ entry). */
    djId: uuid('dj_id').references(() => djs.id, { onDelete: 'set null' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'profiles_status_values',
      sql`${t.status} in ('active', 'waiting', 'suspended', 'declined')`,
    ),
    index('profiles_status_idx').on(t.status),
  ],
);

export const djs = pgTable(
  'djs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    /**
     * The names this entry was known by before, latest first (a few, see dj-former-names.ts):
     * placed shows keep the names of their day, and the public schedule matches its hosts by them.
     */
    formerNames: text('former_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('djs_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('djs_bio_length', sql`${t.bio} is null or char_length(${t.bio}) <= 1000`),
    check('djs_phone_length', sql`${t.phone} is null or char_length(${t.phone}) <= 20`),
    index('djs_created_at_idx').on(t.createdAt),
  ],
);

export const shows = pgTable(
  'shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    djIds: uuid('dj_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    duration: numeric('duration', { precision: 5, scale: 2, mode: 'number' }).notNull().default(1),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    color: text('color').notNull().default('#3b82f6'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shows_name_present', sql`char_length(btrim(${t.name})) > 0`),
    check(
      'shows_duration_steps',
      sql`${t.duration} >= 0.25 and ${t.duration} <= 24 and ${t.duration} * 4 = floor(${t.duration} * 4)`,
    ),
    check('shows_color_hex', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    index('shows_created_at_idx').on(t.createdAt),
  ],
);

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
});

/**
 * Counters of committed changes, one row each, moved by triggers in the migration once per
 * committing transaction (docs/decisions/0014-answers-kept-per-revision.md):
 * - `schedule`: weekly_schedules, scheduled_shows or recurring_series changed (what a week shows);
 * - `sessions`: a session was changed or ended, or a user changed or was removed.
 * A process keeps what it derived from those tables for as long as their counter stands still,
 * and can check that with one indexed read per request.
 */
export const revisions = pgTable('revisions', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** Uploaded images (DESIGN.md D10), addressed by the SHA-256 of their bytes. */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * When the image was last uploaded or seen referred to by a show, DJ, profile or scheduled
     * show; an image nothing refers to is deleted a grace period after this (media-sweep.ts).
     */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Per-user upload rate and storage quota read a user's images by upload time.
  (t) => [index('media_created_by_created_at_idx').on(t.createdBy, t.createdAt)],
);

/** Mail kept when no SMTP server is configured (DESIGN.md D5). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

/**
 * Secret calendar feed URLs (issue 6 "Export"). Only the SHA-256 of the token is kept, so a
 * database leak does not hand out working feed URLs; a revoked feed keeps its row, refused.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    includeDrafts: boolean('include_drafts').notNull().default(false),
    /** 'all' shows, or 'mine': its owner's own shows, decided at every fetch. */
    scope: text('scope').notNull().default('all'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the server revoked it ('password-reset', 'password-change'); null when its owner did. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('calendar_feeds_user_idx').on(t.userId)],
);

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
 * The station's settings (DESIGN.md D12): one row, created at start from SIGNUP_POLICY and the
 * defaults of src/shared/team/station-settings.ts, then changed only by station managers.
 */
export const stationSettings = pgTable(
  'station_settings',
  {
    id: boolean('id').primaryKey().default(true),
    signupPolicy: text('signup_policy').notNull(),
    autoApproveDomains: text('auto_approve_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    djPermissions: text('dj_permissions').notNull(),
    weekStatusManagersOnly: boolean('week_status_managers_only').notNull().default(false),
    activityRetentionDays: integer('activity_retention_days').notNull().default(365),
    publishSchedule: boolean('publish_schedule').notNull().default(false),
    /** Null until the first start seeds it from STATION_TIMEZONE (decision 0054). */
    stationTimeZone: text('station_time_zone'),
    stationName: text('station_name').notNull().default('Radio Station'),
    /** Whether a Saturday-night show may run on into the next week's Sunday (decision 0057). */
    overnightContinues: boolean('overnight_continues').notNull().default(false),
    accentColor: text('accent_color').notNull().default('#3b82f6'),
    logoUrl: text('logo_url').notNull().default(''),
    publicDjFields: text('public_dj_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('station_settings_single_row', sql`${t.id}`),
    check('station_settings_policy', sql`${t.signupPolicy} in ('open', 'approval', 'invite')`),
    check('station_settings_accent_color', sql`${t.accentColor} ~ '^#[0-9a-f]{6}$'`),
    check(
      'station_settings_dj_permissions',
      sql`${t.djPermissions} in ('everything', 'own-shows', 'view-only')`,
    ),
    check('station_settings_retention', sql`${t.activityRetentionDays} between 30 and 3650`),
  ],
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

/**
 * Invitations a manager sent by e-mail. Only the SHA-256 of the token is kept; an invitation is
 * used once, by the invited address, before it expires, unless revoked.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').notNull().default('DJ'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    index('invitations_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Who did what, when, to what (DESIGN.md D13), written in the same transaction as the change.
 * Entries are never changed (a trigger refuses updates); entries older than the station's
 * retention are deleted by a sweep. The actor's name is kept as it was, so an entry still
 * reads right after the account is renamed or removed.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /**
     * The actor's account e-mail when they acted: names are chosen by members and may look alike,
     * so the station-wide log (managers only) shows it beside the name.
     */
    actorEmail: text('actor_email'),
    /** What was done, e.g. 'block.move', 'series.create', 'week.finalize', 'team.approve'. */
    action: text('action').notNull(),
    /** What it was done to: 'block', 'series', 'week', 'show', 'dj', 'member', 'invitation', 'settings'. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** The week the change is in, for a week's history; null for library and team changes. */
    weekId: date('week_id', { mode: 'string' }),
    /** What a sentence about the change needs (names, times before and after), never secrets. */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_week_at_idx').on(t.weekId, t.at),
    index('activity_log_actor_at_idx').on(t.actorId, t.at),
  ],
);

/**
 * Addresses a station manager registered to be told of schedule events (webhooks). The secret
 * signs every delivery (HMAC-SHA256); it is shown once, when made or rotated, and kept here
 * because signing needs it, sealed under a key that is not in the database (secret-box.ts).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** "Show starting soon" is sent this many minutes before a show begins. */
    leadMinutes: integer('lead_minutes').notNull().default(15),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('webhook_endpoints_lead_minutes', sql`${t.leadMinutes} between 1 and 1440`),
    check('webhook_endpoints_url_length', sql`char_length(${t.url}) <= 2000`),
  ],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change that
 * caused it, then delivered by whichever server process claims it first (FOR UPDATE SKIP LOCKED
 * and a lease, so a process killed mid-delivery leaves the row to another after the lease).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id: the same for every endpoint told of it, and in the payload. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body as sent (id, type, occurredAt, data). */
    payload: jsonb('payload').notNull(),
    /** An event that must reach an endpoint once whoever notices it (a show starting soon). */
    dedupeKey: text('dedupe_key'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a process is sending it, nobody else may until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'webhook_deliveries_status_values',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
    uniqueIndex('webhook_deliveries_dedupe_idx').on(t.endpointId, t.dedupeKey),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
  ],
);

/**
 * Answers kept for a day per (user, Idempotency-Key), so a create sent twice (a double Enter, a
 * retry after a lost answer) is written once and answered the same way twice
 * (docs/decisions/0033). `requestHash` tells a replay from a reused key with another body.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: smallint('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_at_idx').on(t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth-schema';
import { createdAt, updatedAt, bytea } from './columns';

/**
 * The station's settings and the team's invitations, each user's calendar feeds, uploaded images
 * and mail kept without SMTP.
 */

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
    /** Who may take a fill-in: any eligible DJ ('any') or one a manager approves ('approval'). */
    fillInPolicy: text('fill_in_policy').notNull().default('any'),
    /** How many hours before an unfilled airing its request escalates to the managers. */
    fillInLeadHours: integer('fill_in_lead_hours').notNull().default(48),
    /** Unfilled time (decision 0070): the shortest gap shown and questioned, in minutes. */
    gapMinimumMinutes: integer('gap_minimum_minutes').notNull().default(60),
    /** Finalizing a week with gaps: 'allow' (the spec), 'confirm' first, or 'refuse'. */
    unfilledFinalizeRule: text('unfilled_finalize_rule').notNull().default('allow'),
    /** "Between shows": what listeners see during gaps of finalized weeks; '' for nothing. */
    fallbackName: text('fallback_name').notNull().default(''),
    fallbackDescription: text('fallback_description').notNull().default(''),
    fallbackImageUrl: text('fallback_image_url').notNull().default(''),
    /** Reports (issue 36): whether every member may open them, read-only; else managers only. */
    reportsOpenToMembers: boolean('reports_open_to_members').notNull().default(false),
    /** The paper the report's PDF is laid out for: 'a4' or 'letter'. */
    reportPaperSize: text('report_paper_size').notNull().default('a4'),
    /**
     * The station's language (issue 37, decision 0074): the public pages' when a visitor's
     * browser asks for none of ours, and e-mails' to people who chose none.
     */
    stationLanguage: text('station_language').notNull().default('en'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('station_settings_fill_in_policy', sql`${t.fillInPolicy} in ('any', 'approval')`),
    check('station_settings_fill_in_lead', sql`${t.fillInLeadHours} between 1 and 336`),
    check(
      'station_settings_gap_minimum',
      sql`${t.gapMinimumMinutes} between 15 and 360 and ${t.gapMinimumMinutes} % 15 = 0`,
    ),
    check(
      'station_settings_unfilled_rule',
      sql`${t.unfilledFinalizeRule} in ('allow', 'confirm', 'refuse')`,
    ),
    check('station_settings_report_paper', sql`${t.reportPaperSize} in ('a4', 'letter')`),
    check(
      'station_settings_language',
      sql`${t.stationLanguage} in ('en', 'es', 'fr', 'de', 'pt-BR')`,
    ),
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
    /** Extra headers the message carries (List-Unsubscribe of a notice, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

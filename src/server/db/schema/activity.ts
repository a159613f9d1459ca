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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth-schema';
import { createdAt, updatedAt } from './columns';

/**
 * What happened and who is told: the activity log, webhook endpoints and their deliveries, and
 * replayed requests.
 */

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
    /**
     * Since when every delivery to it has failed (the first failure after its last success);
     * null while it delivers. A day of it is a manager alert, once per such episode.
     */
    failingSince: timestamp('failing_since', { withTimezone: true }),
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

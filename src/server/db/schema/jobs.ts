import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Timed work of every kind (docs/decisions/0064): one row per job waiting or running, deleted
 * once it has run or been given up. A job has a name (which handler runs it), a key (at most one
 * job per name and key: scheduling again under a key moves it, cancelling by key removes it), a
 * JSON payload written only by the server's own code, and the instant it is due. Any process
 * may run a due job; its claim (`locked_until`) keeps the others off it until the claim runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Attempts made so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** While a process runs it, nobody else may until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Bumped whenever it is scheduled again, so a run of the earlier one does not delete it. */
    version: integer('version').notNull().default(1),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_name_key_idx').on(t.name, t.key),
    index('jobs_due_idx').on(t.name, t.runAt),
    check('jobs_attempts_positive', sql`${t.attempts} >= 0`),
  ],
);

import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/**
 * Counters in better-auth's `rate_limits` table (PostgreSQL, so every server process shares
 * them: DESIGN.md D11). Our keys carry a prefix better-auth never uses ("ours:").
 */
const PREFIX = 'ours:';
/** Counters untouched for this long are deleted now and then, so the table does not grow. */
const PRUNE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;
const PRUNE_ONE_IN = 200;

export type WindowCount = {
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
};

/**
 * Adds `by` (one request, or a batch counted elsewhere) to a counter that starts again after
 * `windowSeconds` and returns the new count. One statement: concurrent requests cannot both read
 * a stale count.
 */
export async function countInWindow(
  db: Database,
  key: string,
  windowSeconds: number,
  by = 1,
): Promise<WindowCount> {
  const counted = await countManyInWindow(db, [{ key, by }], windowSeconds);
  return counted.get(key) ?? { count: by, retryAfterSeconds: windowSeconds };
}

/**
 * countInWindow for many counters in one statement (a process sharing what it counted of every
 * client at once: src/server/features/public/shared-window-counter.ts). Keys must be distinct.
 */
export async function countManyInWindow(
  db: Database,
  counts: readonly { key: string; by: number }[],
  windowSeconds: number,
): Promise<Map<string, WindowCount>> {
  if (counts.length === 0) return new Map();
  const ids = counts.map((c) => PREFIX + c.key);
  const bys = counts.map((c) => c.by);
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  const result = await db.execute<{ key: string; count: number; started: string }>(sql`
    insert into rate_limits (id, key, count, last_request)
    select id, id, by, ${now} from unnest(${sql.param(ids)}::text[], ${sql.param(bys)}::int[]) as t(id, by)
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then excluded.count else rate_limits.count + excluded.count end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning key, count, last_request as started`);
  await pruneNowAndThen(db);
  return countsOf(result.rows, windowSeconds, now);
}

/** Whole seconds, at least one, until a window begun at `started` (ms) ends. */
function secondsLeft(started: number, windowSeconds: number, now: number): number {
  return Math.max(1, Math.ceil((started + windowSeconds * 1000 - now) / 1000));
}

/** The current count of a window counter, without adding to it (0 once the window is over). */
export async function peekWindow(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<WindowCount> {
  const seen = await peekManyWindows(db, [key], windowSeconds);
  return seen.get(key) ?? { count: 0, retryAfterSeconds: 0 };
}

/** peekWindow for many counters in one statement; a key with no current window is left out. */
export async function peekManyWindows(
  db: Database,
  keys: readonly string[],
  windowSeconds: number,
): Promise<Map<string, WindowCount>> {
  if (keys.length === 0) return new Map();
  const now = Date.now();
  const result = await db.execute<{ key: string; count: number; started: string }>(sql`
    select key, count, last_request as started from rate_limits
    where key = any(${sql.param(keys.map((key) => PREFIX + key))}::text[])
      and last_request >= ${now - windowSeconds * 1000}`);
  return countsOf(result.rows, windowSeconds, now);
}

function countsOf(
  rows: readonly { key: string; count: number; started: string }[],
  windowSeconds: number,
  now: number,
): Map<string, WindowCount> {
  return new Map(
    rows.map((row) => [
      row.key.slice(PREFIX.length),
      {
        count: row.count,
        retryAfterSeconds: secondsLeft(Number(row.started), windowSeconds, now),
      },
    ]),
  );
}

/** Marks a key as seen now (a fact with an age, such as "signed in from here"). */
export async function markSeen(db: Database, key: string): Promise<void> {
  const id = PREFIX + key;
  const now = Date.now();
  await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (${id}, ${id}, 1, ${now})
    on conflict (key) do update set last_request = ${now}`);
}

/** Whether a key was marked within the last `maxAgeSeconds`. */
export async function seenWithin(
  db: Database,
  key: string,
  maxAgeSeconds: number,
): Promise<boolean> {
  const id = PREFIX + key;
  const result = await db.execute(sql`
    select 1 from rate_limits
    where key = ${id} and last_request >= ${Date.now() - maxAgeSeconds * 1000}`);
  return result.rows.length > 0;
}

export async function forget(db: Database, key: string): Promise<void> {
  const id = PREFIX + key;
  await db.execute(sql`delete from rate_limits where key = ${id}`);
}

/**
 * Counts a failure towards a backoff and returns nothing; see `claimBackoffSlot`. The count
 * starts again once no failure happened for `windowSeconds`.
 */
export async function countFailure(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<void> {
  const id = PREFIX + key;
  const now = Date.now();
  await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (${id}, ${id}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${now - windowSeconds * 1000} then 1 else rate_limits.count + 1 end,
      last_request = ${now}`);
}

/**
 * Exponential backoff over a failure counter: below `threshold` failures every attempt may go
 * ahead; from it on, an attempt may go ahead only once `base * 2^(failures - threshold)`
 * seconds (at most `maxDelaySeconds`) have passed since the last failure or the last attempt
 * that went ahead. Claiming moves that moment to now in the same statement, so concurrent
 * attempts cannot share one slot. Returns 0 when the attempt may go ahead, else the seconds to wait.
 */
export async function claimBackoffSlot(
  db: Database,
  key: string,
  rule: {
    threshold: number;
    baseDelaySeconds: number;
    maxDelaySeconds: number;
    windowSeconds: number;
  },
): Promise<number> {
  const id = PREFIX + key;
  const now = Date.now();
  const delayMs = sql`least(${rule.baseDelaySeconds}::float8 * power(2, rate_limits.count - ${rule.threshold}), ${rule.maxDelaySeconds}) * 1000`;
  const windowStart = now - rule.windowSeconds * 1000;
  const claimed = await db.execute(sql`
    update rate_limits set last_request = ${now}
    where key = ${id} and count >= ${rule.threshold} and last_request >= ${windowStart}
      and last_request + ${delayMs} <= ${now}
    returning 1`);
  if (claimed.rows.length > 0) return 0;
  const waiting = await db.execute<{ wait: number | null }>(sql`
    select case when count >= ${rule.threshold} and last_request >= ${windowStart}
      then ceil((last_request + ${delayMs} - ${now}) / 1000.0)::int end as wait
    from rate_limits where key = ${id}`);
  const wait = waiting.rows[0]?.wait;
  return wait === null || wait === undefined ? 0 : Math.max(1, wait);
}

async function pruneNowAndThen(db: Database): Promise<void> {
  if (Math.random() * PRUNE_ONE_IN >= 1) return;
  await db.execute(sql`
    delete from rate_limits where key like ${PREFIX + '%'} and last_request < ${Date.now() - PRUNE_AFTER_MS}`);
}

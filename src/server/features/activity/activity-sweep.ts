import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { EVERY_HOUR_MS, type Jobs } from '../../jobs/jobs';
import { readStationSettings } from '../team/station-settings.service';

/** Entries deleted per statement: small enough that no statement holds the table for long. */
export const SWEEP_BATCH = 2_000;
/** Batches per run at most; a backlog (retention just shortened) is worked off over later runs. */
export const SWEEP_MAX_BATCHES = 50;
const FIRST_SWEEP_AFTER_MS = 90_000;
const SWEEP_LOCK_KEY = sql`hashtextextended('activity-sweep', 0)`;

/**
 * Deletes activity entries older than the station's retention (activityRetentionDays), oldest
 * first, in bounded batches, and answers how many it deleted; null when another process holds
 * the sweep (a transaction-level advisory lock per batch lets one sweep run at a time).
 */
export async function sweepOldActivity(
  db: Database,
  options: { batch?: number; maxBatches?: number } = {},
): Promise<number | null> {
  const batch = options.batch ?? SWEEP_BATCH;
  const maxBatches = options.maxBatches ?? SWEEP_MAX_BATCHES;
  const { activityRetentionDays } = await readStationSettings(db);
  let total = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const deleted = await db.transaction(async (tx) => {
      const locked = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
      );
      if (!locked.rows[0]?.locked) return null;
      const result = await tx.execute(sql`
        delete from activity_log where id in (
          select id from activity_log
          where at < now() - make_interval(days => ${activityRetentionDays})
          order by at limit ${batch})`);
      return result.rowCount ?? 0;
    });
    if (deleted === null) return round === 0 ? null : total;
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}

/** Sweeps old activity every hour, as a job. */
export function defineActivitySweep(jobs: Jobs, db: Database) {
  jobs.every(
    'activity.sweep',
    { everyMs: EVERY_HOUR_MS, firstAfterMs: FIRST_SWEEP_AFTER_MS, logAs: 'activity' },
    async () => {
      const deleted = await sweepOldActivity(db);
      return deleted ? `deleted ${deleted} entries past the retention` : null;
    },
  );
}

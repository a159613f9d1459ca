import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { EVERY_HOUR_MS, type Jobs } from '../../jobs/jobs';

/** Notices are kept this long (issue 34): the centre is a recent history, not an archive. */
export const NOTICES_KEPT_DAYS = 90;
const FIRST_SWEEP_AFTER_MS = 80_000;

/** Deletes notices older than the kept days by the clock handed in; answers how many. */
export async function sweepOldNotices(db: Database, now: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from notifications where created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${NOTICES_KEPT_DAYS})`,
  );
  return result.rowCount ?? 0;
}

export function defineNoticesSweep(jobs: Jobs, db: Database, now: () => Date) {
  jobs.every(
    'notifications.sweep',
    { everyMs: EVERY_HOUR_MS, firstAfterMs: FIRST_SWEEP_AFTER_MS, logAs: 'notifications' },
    async () => {
      const deleted = await sweepOldNotices(db, now());
      return deleted ? `deleted ${deleted} notices older than ${NOTICES_KEPT_DAYS} days` : null;
    },
  );
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { EVERY_HOUR_MS, type Jobs } from '../jobs/jobs';

/**
 * Mail is kept in the outbox this long. Its links stop working long before (an hour for sign-up
 * and reset links, INVITATION_DAYS for invitations); kept for ever, the outbox would be a
 * growing store of working and once-working links.
 */
export const OUTBOX_KEPT_DAYS = 14;
const FIRST_SWEEP_AFTER_MS = 75_000;

/**
 * Deletes outbox messages older than `keptDays` and answers how many. One statement: the outbox
 * of a station without SMTP holds a few messages a day, and two processes deleting the same old
 * rows at once are harmless.
 */
export async function sweepOldMail(db: Database, keptDays = OUTBOX_KEPT_DAYS): Promise<number> {
  const result = await db.execute(
    sql`delete from mail_outbox where created_at < now() - make_interval(days => ${keptDays})`,
  );
  return result.rowCount ?? 0;
}

/** Sweeps old outbox mail every hour, as a job. */
export function defineOutboxSweep(jobs: Jobs, db: Database) {
  jobs.every(
    'mail.sweep',
    { everyMs: EVERY_HOUR_MS, firstAfterMs: FIRST_SWEEP_AFTER_MS, logAs: 'mail' },
    async () => {
      const deleted = await sweepOldMail(db);
      return deleted
        ? `deleted ${deleted} outbox messages older than ${OUTBOX_KEPT_DAYS} days`
        : null;
    },
  );
}

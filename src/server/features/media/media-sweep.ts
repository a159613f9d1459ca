import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { EVERY_HOUR_MS, type Jobs } from '../../jobs/jobs';

/** An image nothing refers to is kept this long after its upload or its last use. */
export const DEFAULT_UNUSED_IMAGE_GRACE_HOURS = 24;
/** The first sweep waits a little, so a starting server does its own work first. */
const FIRST_SWEEP_AFTER_MS = 60_000;
/** Any constant naming this job's lock; other advisory locks of the app use other keys. */
const SWEEP_LOCK_KEY = sql`hashtextextended('media-sweep', 0)`;
/** An uploaded image's id inside any of the addresses that refer to images. */
const MEDIA_ID = `/media/([0-9a-f]{64})`;

/**
 * Deletes uploaded images that no show, DJ, profile, scheduled show or the station's logo refers to, once they have
 * gone unused for the grace period, and returns how many it deleted. An image just uploaded into
 * a form that is still open was used at its upload, so it stays for the grace period; one that
 * stopped being referred to (an image replaced, a show deleted that may still be undone) stays
 * that long after a sweep last saw it referred to.
 *
 * Safe to run in several server processes at once: a transaction-level advisory lock lets one
 * sweep run at a time, and the others skip this turn (returning null). Each statement decides
 * from what is committed, so a sweep never deletes an image that a committed row refers to.
 */
export async function sweepUnusedImages(
  db: Database,
  graceHours = DEFAULT_UNUSED_IMAGE_GRACE_HOURS,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
    );
    if (!locked.rows[0]?.locked) return null;
    const referenced = sql`
      select substring(image_url from ${MEDIA_ID}) as id from shows
      union select substring(avatar_url from ${MEDIA_ID}) from djs
      union select substring(avatar_url from ${MEDIA_ID}) from profiles
      union select substring(image from ${MEDIA_ID}) from users
      union select substring(show_image_url from ${MEDIA_ID}) from scheduled_shows
      union select substring(url from ${MEDIA_ID}) from scheduled_shows, unnest(dj_avatar_urls) url
      union select substring(logo_url from ${MEDIA_ID}) from station_settings
      union select substring(fallback_image_url from ${MEDIA_ID}) from station_settings`;
    // Referred-to images are marked as used (at most once an hour, to spare writes)…
    await tx.execute(sql`
      update media set last_used_at = now()
      where last_used_at < now() - interval '1 hour' and id in (${referenced})`);
    // …so only images unused for the whole grace period remain to be deleted.
    const deleted = await tx.execute(sql`
      delete from media
      where last_used_at < now() - make_interval(hours => ${graceHours})
        and id not in (select id from (${referenced}) r where id is not null)`);
    return deleted.rowCount ?? 0;
  });
}

/**
 * Sweeps unused images every hour, as a job (one process of all runs each round; the lock above
 * still keeps a sweep of an older version running beside it apart).
 */
export function defineMediaSweep(jobs: Jobs, db: Database) {
  jobs.every(
    'media.sweep',
    { everyMs: EVERY_HOUR_MS, firstAfterMs: FIRST_SWEEP_AFTER_MS, logAs: 'media' },
    async () => {
      const deleted = await sweepUnusedImages(db);
      return deleted ? `deleted ${deleted} unused images` : null;
    },
  );
}

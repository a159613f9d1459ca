import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { media } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { localText } from '../../../shared/i18n/local-text';

/** What one person may store (DESIGN.md D10 keeps images in the database: they fill its disk). */
export type UploadLimits = {
  /** New images one person may store per window… */
  uploadsPerWindow: number;
  windowMinutes: number;
  /** …and the bytes of the images they uploaded that are still stored. */
  quotaBytes: number;
};

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  uploadsPerWindow: 30,
  windowMinutes: 10,
  quotaBytes: 200 * 1024 * 1024,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Refuses an upload when the person already stored their allowance of new images in the window.
 * Asked once before the file is read (a refused upload costs no memory) and again, exactly,
 * under the lock of `checkUploadLimits`.
 */
export async function refuseOverUploadRate(
  db: Database | Transaction,
  userId: string,
  limits: UploadLimits,
): Promise<void> {
  const [usage] = await db
    .select({ recent: sql<number>`count(*)::int` })
    .from(media)
    .where(
      and(
        eq(media.createdBy, userId),
        sql`${media.createdAt} > now() - make_interval(mins => ${limits.windowMinutes})`,
      ),
    );
  if ((usage?.recent ?? 0) >= limits.uploadsPerWindow) {
    throw new HttpError(
      429,
      'too_many_uploads',
      localText('errors:rate.uploads', {
        count: limits.uploadsPerWindow,
        minutes: limits.windowMinutes,
      }),
    );
  }
}

/**
 * Refuses a new image that would take a person over their upload rate or storage quota. The
 * check holds a per-person lock until the transaction ends, so uploads sent at once, to any
 * server process, are counted one after the other and cannot slip past the limits together.
 */
export async function checkUploadLimits(
  tx: Transaction,
  userId: string,
  size: number,
  limits: UploadLimits,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`media-upload:${userId}`}, 0))`,
  );
  await refuseOverUploadRate(tx, userId, limits);
  const [stored] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${media.size}), 0)::text` })
    .from(media)
    .where(eq(media.createdBy, userId));
  if (Number(stored?.bytes ?? 0) + size > limits.quotaBytes) {
    const megabytes = Math.round(limits.quotaBytes / (1024 * 1024));
    throw new HttpError(
      413,
      'storage_quota_exceeded',
      `Your uploaded images have reached your ${megabytes} MB storage limit. Images that no show, DJ or profile uses are removed after a day; please try again then, or use a link to an image on the web.`,
    );
  }
}

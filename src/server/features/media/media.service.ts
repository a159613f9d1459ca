import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants/limits';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  sniffImageType,
} from '../../../shared/image-rules';
import type { Database } from '../../db/connection';
import { media } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { checkUploadLimits, type UploadLimits } from './upload-limits';

/**
 * Stores an uploaded image once, addressed by the hash of its bytes (DESIGN.md D10), and returns
 * its URL. The declared type must be an image type and the bytes must be that kind of image. An
 * image already stored is not stored again (and costs its uploader nothing); a new one counts
 * against the uploader's limits.
 */
export async function storeImage(
  db: Database,
  file: { type: string; bytes: Uint8Array },
  userId: string,
  limits: UploadLimits,
): Promise<string> {
  if (file.bytes.byteLength > MAX_IMAGE_BYTES)
    throw new HttpError(413, 'image_too_large', IMAGE_SIZE_MESSAGE);
  const declared = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const actual = sniffImageType(file.bytes);
  if (
    !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) ||
    !actual ||
    actual !== declared
  ) {
    throw new HttpError(415, 'image_type_refused', IMAGE_TYPE_MESSAGE);
  }
  const id = createHash('sha256').update(file.bytes).digest('hex');
  await db.transaction(async (tx) => {
    // Uploaded again, perhaps into a form not yet saved: it gets a fresh grace period.
    const known = await tx
      .update(media)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(media.id, id))
      .returning({ id: media.id });
    if (known.length > 0) return;
    await checkUploadLimits(tx, userId, file.bytes.byteLength, limits);
    await tx
      .insert(media)
      .values({
        id,
        contentType: actual,
        size: file.bytes.byteLength,
        // A view of the same memory, not a copy: five megabytes per upload in flight.
        bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        createdBy: userId,
      })
      .onConflictDoUpdate({ target: media.id, set: { lastUsedAt: sql`now()` } });
  });
  return `/media/${id}`;
}

export async function loadImage(db: Database, id: string) {
  if (!/^[a-f0-9]{64}$/.test(id)) return undefined;
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

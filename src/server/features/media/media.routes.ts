import { Hono, type Context } from 'hono';
import pLimit from 'p-limit';
import { IMAGE_TYPE_MESSAGE } from '../../../shared/image-rules';
import type { AppEnv } from '../../http/app-env';
import { HttpError, errorBody } from '../../http/errors';
import { loadImage, storeImage } from './media.service';
import { DEFAULT_UPLOAD_LIMITS, refuseOverUploadRate, type UploadLimits } from './upload-limits';

const UPLOADS_AT_ONCE = 3;
const UPLOADS_WAITING_MAX = 30;
const UPLOADS_BUSY_MESSAGE =
  'Many images are being uploaded right now. Please try again in a moment.';

/**
 * POST /api/media: a multipart form with one "file" field. A person may store a limited number
 * of new images per window and a limited total (upload-limits.ts).
 */
export function mediaUploadRoutes(limits: Partial<UploadLimits> = {}) {
  const uploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
  // An upload is held in memory several times over while it is read and stored (about 20 MB at
  // most): a few at a time keep memory bounded whoever sends them. The others wait unread, which
  // holds their senders back, up to a bounded queue.
  const uploadsAtOnce = pLimit(UPLOADS_AT_ONCE);
  // The body limit is the HTTP layer's (src/server/http/body-limits.ts).
  return new Hono<AppEnv>().post('/', async (c) => {
    // Refused before the file is held in memory; the body is still read (and dropped), as a
    // browser may not see an answer sent while it is still sending.
    await refuseOverUploadRate(c.var.db, c.var.user.id, uploadLimits).catch(async (error) => {
      await discardBody(c.req.raw);
      throw error;
    });
    if (uploadsAtOnce.pendingCount >= UPLOADS_WAITING_MAX) {
      throw new HttpError(503, 'uploads_busy', UPLOADS_BUSY_MESSAGE);
    }
    const url = await uploadsAtOnce(async () => {
      let file: unknown;
      try {
        file = (await c.req.formData()).get('file');
      } catch {
        throw new HttpError(
          400,
          'invalid_form',
          'Send the image as multipart/form-data with a "file" field.',
        );
      }
      if (!(file instanceof File))
        throw new HttpError(415, 'image_type_refused', IMAGE_TYPE_MESSAGE);
      return storeImage(
        c.var.db,
        { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) },
        c.var.user.id,
        uploadLimits,
      );
    });
    return c.json({ url }, 201);
  });
}

/** Reads a request's body to its end without keeping it. */
async function discardBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    while (!(await reader.read()).done);
  } catch {
    // Too large or cut off: either way there is nothing more to read.
  }
}

/** GET /media/:id: public, immutable (the id is the hash of the bytes). */
export function mediaServeRoutes() {
  const notFound = (c: Context) => c.json(errorBody('not_found', 'Image not found'), 404);
  return (
    new Hono<AppEnv>()
      .get('/:id', async (c) => {
        const image = await loadImage(c.var.db, c.req.param('id'));
        if (!image) return notFound(c);
        return c.body(new Uint8Array(image.bytes), 200, {
          'Content-Type': image.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          // The public schedule's show images, avatars and logo appear on stations' own sites
          // (the public API hands out these addresses); other answers stay same-origin.
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
      })
      // "/media/." and "/media/" name no image either (the URL parser drops the dot).
      .all('*', notFound)
  );
}

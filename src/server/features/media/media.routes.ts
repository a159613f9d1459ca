import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_IMAGE_BYTES } from '../../../shared/constants/limits';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../../shared/image-rules';
import type { AppEnv } from '../../http/app-env';
import { HttpError, errorBody } from '../../http/errors';
import { loadImage, storeImage } from './media.service';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './upload-limits';

/**
 * POST /api/media: a multipart form with one "file" field. A person may store a limited number
 * of new images per window and a limited total (upload-limits.ts).
 */
export function mediaUploadRoutes(limits: Partial<UploadLimits> = {}) {
  const uploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + 64 * 1024, // room for the multipart envelope
      onError: (c) => c.json(errorBody('image_too_large', IMAGE_SIZE_MESSAGE), 413),
    }),
    async (c) => {
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
      const url = await storeImage(
        c.var.db,
        { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) },
        c.var.user.id,
        uploadLimits,
      );
      return c.json({ url }, 201);
    },
  );
}

/** GET /media/:id: public, immutable (the id is the hash of the bytes). */
export function mediaServeRoutes() {
  return new Hono<AppEnv>().get('/:id', async (c) => {
    const image = await loadImage(c.var.db, c.req.param('id'));
    if (!image) return c.json(errorBody('not_found', 'Image not found'), 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}

import { Hono } from 'hono';
import { IMAGE_TYPE_MESSAGE } from '../../../shared/image-rules';
import type { AppEnv } from '../../http/app-env';
import { HttpError, errorBody } from '../../http/errors';
import { loadImage, storeImage } from './media.service';

/**
 * POST /api/media: a multipart form with one "file" field; its body limit is the HTTP layer's
 * (src/server/http/body-limits.ts).
 */
export function mediaUploadRoutes() {
  return new Hono<AppEnv>().post('/', async (c) => {
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
    if (!(file instanceof File)) throw new HttpError(415, 'image_type_refused', IMAGE_TYPE_MESSAGE);
    const url = await storeImage(
      c.var.db,
      { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) },
      c.var.user.id,
    );
    return c.json({ url }, 201);
  });
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

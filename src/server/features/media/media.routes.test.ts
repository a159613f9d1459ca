import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../shared/constants/limits';
import { media } from '../../db/schema';
import { GIF_1X1, imageForm, JPEG_HEAD, PNG_1X1 } from '../../test/images';
import { useTestApp } from '../../test/use-test-app';

const TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, or GIF)';
const SIZE_MESSAGE = 'File size must be less than 5MB';

const { app, user } = useTestApp({}, { user: {} });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('POST /api/media', () => {
  it('accepts a PNG and serves it from /media/<hash>, immutable and not sniffable', async () => {
    const upload = await user.client.post('/api/media', { form: imageForm(PNG_1X1, 'image/png') });
    expect(upload.status).toBe(201);
    const { url } = upload.json<{ url: string }>();
    expect(url).toBe(`/media/${sha256(PNG_1X1)}`);

    // Served to anyone (images appear on pages and in exports), no session needed.
    const served = await app.client().get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(served.body, PNG_1X1)).toBe(0);
  });

  it('stores the same bytes once', async () => {
    const first = await user.client.post('/api/media', {
      form: imageForm(GIF_1X1, 'image/gif', 'a.gif'),
    });
    const second = await user.client.post('/api/media', {
      form: imageForm(GIF_1X1, 'image/gif', 'b.gif'),
    });
    expect(first.status).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = (await app.db.select({ id: media.id }).from(media)).filter(
      (r) => r.id === sha256(GIF_1X1),
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['image/jpeg', JPEG_HEAD],
    ['image/jpg', JPEG_HEAD],
    ['image/gif', GIF_1X1],
  ])('accepts %s', async (type, bytes) => {
    const upload = await user.client.post('/api/media', { form: imageForm(bytes, type) });
    expect(upload.status).toBe(201);
    const served = await app.client().get(upload.json<{ url: string }>().url);
    expect(served.headers['content-type']).toBe(type === 'image/gif' ? 'image/gif' : 'image/jpeg');
  });

  it('refuses a 6 MB file with 413 and the size message', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024);
    PNG_1X1.copy(big);
    const response = await user.client.post('/api/media', { form: imageForm(big, 'image/png') });
    expect(response.status).toBe(413);
    expect(response.json()).toMatchObject({ error: { message: SIZE_MESSAGE } });
  });

  it('refuses a file one byte over 5 MB with 413 and the size message', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    PNG_1X1.copy(big);
    const response = await user.client.post('/api/media', { form: imageForm(big, 'image/png') });
    expect(response.status).toBe(413);
    expect(response.json()).toMatchObject({ error: { message: SIZE_MESSAGE } });
  });

  it.each([
    ['a text file declared image/png', Buffer.from('just some text\n'), 'image/png'],
    ['a script declared image/gif', Buffer.from('<script>alert(1)</script>'), 'image/gif'],
    ['a GIF declared image/png', GIF_1X1, 'image/png'],
    ['a PNG declared text/plain', PNG_1X1, 'text/plain'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])('refuses %s with 415 and the type message', async (_, bytes, type) => {
    const before = (await app.db.select({ id: media.id }).from(media)).length;
    const response = await user.client.post('/api/media', { form: imageForm(bytes, type) });
    expect(response.status).toBe(415);
    expect(response.json()).toMatchObject({ error: { message: TYPE_MESSAGE } });
    expect((await app.db.select({ id: media.id }).from(media)).length).toBe(before);
  });

  it('refuses a form without a file', async () => {
    const form = new FormData();
    form.append('file', 'not a file');
    const response = await user.client.post('/api/media', { form });
    expect(response.status).toBe(415);
    expect(response.json()).toMatchObject({ error: { message: TYPE_MESSAGE } });
  });
});

describe('GET /media/:id', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    expect((await app.client().get(`/media/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await app.client().get('/media/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    for (const path of ['/media/.', '/media/..', '/media/', '/media/a/b', '/nothing-here']) {
      const response = await app.client().get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });
});

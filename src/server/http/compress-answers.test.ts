import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../test/event-stream';
import { useTestApp } from '../test/use-test-app';
import { COMPRESS_FROM_BYTES } from './compress-answers';

const { app, staff } = useTestApp({}, { staff: {} });

beforeAll(async () => {
  // A library whose list answer is well over the threshold.
  for (let i = 0; i < 12; i++) {
    const created = await staff.client.post('/api/shows', {
      json: { name: `Compressed Show ${i}`, duration: 1, description: 'x'.repeat(120) },
    });
    expect(created.status, created.text).toBe(201);
  }
});

const GZIP = { 'accept-encoding': 'gzip' };

describe('compressed answers', () => {
  it('gzips a large JSON answer for a client that takes gzip, with the same content', async () => {
    const plain = await staff.client.get('/api/shows');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const zipped = await staff.client.get('/api/shows', { headers: GZIP });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const unzipped = gunzipSync(zipped.body);
    expect(unzipped.byteLength).toBeLessThan(plain.body.byteLength * 2);
    expect(JSON.parse(unzipped.toString('utf8'))).toEqual(plain.json());
    expect(zipped.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
  });

  it('sends a small answer as it is, with its length', async () => {
    const health = await app.client().get('/api/health', { headers: GZIP });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(Number(health.headers['content-length'])).toBe(health.body.byteLength);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps the status and JSON error of a refusal, whatever the encoding', async () => {
    const refused = await staff.client.post('/api/shows', {
      json: { name: '', duration: 0, description: 'y'.repeat(3000) },
      headers: GZIP,
    });
    expect(refused.status).toBe(422);
    const body =
      refused.headers['content-encoding'] === 'gzip' ? gunzipSync(refused.body) : refused.body;
    expect(JSON.parse(body.toString('utf8'))).toHaveProperty('error.code');
  });

  it('never compresses the change stream, which must arrive as it is written', async () => {
    const response = await fetch(new URL('/api/events', staff.client.baseUrl), {
      headers: { cookie: staff.client.cookieHeader(), 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    await response.body?.cancel();
    const stream = await openEventStream(staff.client);
    expect(stream.status).toBe(200);
    stream.close();
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/app-env';
import { keptPublicAnswers } from './kept-public-answers';

/** A public route that marks its answer keepable, with what else the framework put on it. */
function appKeeping(decorate: (headers: Headers) => void) {
  const store = keptPublicAnswers();
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('station', { now: () => new Date('2026-11-24T10:30:00Z') } as never);
    await next();
  });
  app.use(
    '*',
    store.keep(
      () => true,
      async () => 'r1',
    ),
  );
  app.get('/on-air', (c) => {
    c.set('publicAnswerUntil', null);
    const response = c.text('On air');
    decorate(response.headers);
    return response;
  });
  return { app, store };
}

const NO_HEADERS = { acceptEncoding: undefined, acceptLanguage: undefined };

describe('kept public answers', () => {
  it('keeps a listener answer with its headers', async () => {
    const { app, store } = appKeeping((h) => h.set('cache-control', 'public, max-age=30'));
    expect((await app.request('/on-air')).status).toBe(200);
    expect(store.find('/on-air', NO_HEADERS)?.headers['cache-control']).toBe('public, max-age=30');
  });

  it.each([
    ['sets a cookie', (h: Headers) => h.append('set-cookie', 'session=staff; HttpOnly')],
    ['varies by cookie', (h: Headers) => h.set('vary', 'Accept-Encoding, Cookie')],
    ['varies by authorization', (h: Headers) => h.set('vary', 'Authorization')],
  ])("never keeps an answer that %s, so no visitor is sent another one's", async (_, decorate) => {
    const { app, store } = appKeeping(decorate);
    expect((await app.request('/on-air')).status).toBe(200);
    expect(store.find('/on-air', NO_HEADERS)).toBeUndefined();
  });

  it('keeps an answer per language Accept-Language asks for, so none is sent in another', async () => {
    const { app, store } = appKeeping(() => {});
    const asked = (acceptLanguage: string) => ({ acceptEncoding: undefined, acceptLanguage });
    await app.request('/on-air', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(store.find('/on-air', asked('de'))).toBeDefined();
    expect(store.find('/on-air', asked('de-AT, en;q=0.5'))).toBeDefined();
    expect(store.find('/on-air', asked('fr'))).toBeUndefined();
    expect(store.find('/on-air', NO_HEADERS)).toBeUndefined();
  });
});

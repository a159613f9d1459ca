import { beforeAll, describe, expect, it } from 'vitest';
import { expand } from '../../../shared/exchange/ical/ical-expand.fixture';
import type { HttpClient } from '../../test/http-client';
import { openApiValidator } from './openapi-validator';
import { NOW, usePublicFixture } from './public-fixture';

const f = usePublicFixture();
let listener: HttpClient;
let check: ReturnType<typeof openApiValidator>;
const BASE = '/api/public/v1';

beforeAll(() => {
  listener = f.app.client({ origin: null });
});

/** Every public route that reads the schedule, as the document names it and as it is asked. */
const routes = () => [
  { doc: '/now', path: '/now' },
  { doc: '/schedule', path: '/schedule' },
  { doc: '/schedule', path: '/schedule?from=2026-11-22&to=2026-12-19' },
  { doc: '/shows', path: '/shows' },
  { doc: '/shows/{id}', path: `/shows/${f.jazz.id}` },
  { doc: '/hosts', path: '/hosts' },
  { doc: '/hosts/{id}', path: `/hosts/${f.ann.id}` },
  { doc: '/calendar.ics', path: '/calendar.ics' },
  { doc: '/shows/{id}/calendar.ics', path: `/shows/${f.jazz.id}/calendar.ics` },
  { doc: '/hosts/{id}/calendar.ics', path: `/hosts/${f.ann.id}/calendar.ics` },
];
const jsonRoutes = () => routes().filter((r) => !r.doc.endsWith('.ics'));

describe('the public API while the station does not publish', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('route %i answers 404 not_published', async (i) => {
    const route = routes()[i]!;
    const response = await listener.get(BASE + route.path);
    expect(response.status, route.path).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_published', message: 'This station does not publish its schedule.' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('the public API of a publishing station', () => {
  beforeAll(async () => {
    await f.publish();
    const document = (await listener.get(`${BASE}/openapi.json`)).json();
    check = openApiValidator(document as Parameters<typeof openApiValidator>[0]);
  });

  it('publishes an OpenAPI 3.1 document naming every route, and a readable reference', async () => {
    const document = (await listener.get(`${BASE}/openapi.json`)).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(routes().map((r) => r.doc))].sort(),
    );
    const page = await listener.get(`${BASE}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const r of routes()) expect(page.text).toContain(`<code>${r.doc}</code>`);
    expect(page.text).not.toMatch(/<script|https?:\/\/(?!localhost|127)/);
  });

  it.each([0, 1, 2, 3, 4, 5, 6])('JSON route %i answers what the document says', async (i) => {
    const route = jsonRoutes()[i]!;
    const response = await listener.get(BASE + route.path);
    expect(response.status, response.text).toBe(200);
    expect(check('get', route.doc, 200, response.json())).toEqual([]);
  });

  it('refusals match the document too', async () => {
    const missing = await listener.get(`${BASE}/shows/${f.secret.id}`);
    expect(missing.status).toBe(404);
    expect(check('get', '/shows/{id}', 404, missing.json())).toEqual([]);
    const tooLong = await listener.get(`${BASE}/schedule?from=2026-11-01&to=2026-12-02`);
    expect(tooLong.status).toBe(400);
    expect(check('get', '/schedule', 400, tooLong.json())).toEqual([]);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])(
    'route %i never shows a draft week, an unpublished show or a private DJ field',
    async (i) => {
      const route = routes()[i]!;
      const response = await listener.get(BASE + route.path);
      expect(response.status, response.text).toBe(200);
      for (const secret of [
        'Secret Draft',
        'Hidden Host',
        f.secret.id,
        f.hidden.id,
        'ann@example.org',
        'hidden@example.org',
        '555-0100',
        '2026-12-08',
      ]) {
        expect(response.text, `${route.path} shows ${secret}`).not.toContain(secret);
      }
    },
  );

  it('answers now and next with UTC instants, the station clock and its zone', async () => {
    const body = (await listener.get(`${BASE}/now`)).json<{
      station: { name: string; timeZone: string };
      at: string;
      current: { title: string; start: string; startLocal: string };
      next: { title: string };
    }>();
    expect(body.station).toMatchObject({ name: 'Radio Station', timeZone: 'Europe/London' });
    // Since when the answer holds: the start of the show on air.
    expect(body.at).toBe('2026-11-24T10:00:00.000Z');
    expect(body.current).toMatchObject({
      title: 'Morning Jazz',
      start: '2026-11-24T10:00:00.000Z',
      startLocal: '2026-11-24T10:00:00+00:00',
    });
    expect(body.next.title).toBe('Evening Rock');
  });

  it('checks the dates of a schedule request', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30', 'from'],
      ['from=tomorrow', 'from'],
      ['from=2026-11-30&to=2026-11-22', 'to'],
      ['from=2026-11-01&to=2026-12-02', 'to'],
      ['from=2200-01-01', 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await listener.get(`${BASE}/schedule?${query}`);
      expect(response.status, query).toBe(400);
      const { error } = response.json<{
        error: { code: string; fields: Record<string, string> };
      }>();
      expect(error.code).toBe('invalid_request');
      expect(Object.keys(error.fields), query).toContain(field);
    }
    const thirtyOne = await listener.get(`${BASE}/schedule?from=2026-11-22&to=2026-12-22`);
    expect(thirtyOne.status, thirtyOne.text).toBe(200);
    expect(thirtyOne.json<{ occurrences: unknown[] }>().occurrences).toHaveLength(4);
  });

  it('says its own refusals in the language the request asks for, English otherwise', async () => {
    const asked = (language: string) => ({ headers: { 'accept-language': language } });
    const message = (r: { json: <T>() => T }) =>
      r.json<{ error: { code: string; message: string } }>().error;
    const reversed = `${BASE}/schedule?from=2026-11-30&to=2026-11-22`;
    expect(message(await listener.get(reversed, asked('es')))).toMatchObject({
      code: 'invalid_request',
      message: 'La última fecha es anterior a la primera',
    });
    expect(message(await listener.get(reversed))).toMatchObject({
      message: 'The last date is before the first',
    });
    const tooLong = `${BASE}/schedule?from=2026-11-01&to=2026-12-02`;
    expect(message(await listener.get(tooLong, asked('de'))).message).toBe(
      'Frag höchstens 31 Tage auf einmal ab',
    );
    expect(message(await listener.get(`${BASE}/nothing-here`, asked('fr')))).toEqual({
      code: 'not_found',
      message: 'Cette route n’existe pas dans l’API publique.',
    });
    expect(message(await listener.get(`${BASE}/shows/not-an-id`, asked('pt-BR'))).code).toBe(
      'not_found',
    );
  });

  it('serves calendars of the published weeks only', async () => {
    const station = await listener.get(`${BASE}/calendar.ics`);
    expect(station.headers['content-type']).toMatch(/^text\/calendar/);
    const airings = expand(station.text, '2026-11-22', '2026-12-31');
    expect(airings.map((a) => `${a.summary} ${a.start}`).sort()).toEqual(
      [
        'Evening Rock 2026-11-24 18:00',
        'Morning Jazz 2026-11-24 10:00',
        'Morning Jazz 2026-12-01 10:00',
        'Morning Jazz 2026-12-15 10:00',
      ].sort(),
    );
    const host = await listener.get(`${BASE}/hosts/${f.ann.id}/calendar.ics`);
    expect(expand(host.text, '2026-11-22', '2026-12-31').map((a) => a.summary)).toEqual([
      'Morning Jazz',
      'Morning Jazz',
      'Morning Jazz',
    ]);
    expect((await listener.get(`${BASE}/hosts/${f.hidden.id}/calendar.ics`)).status).toBe(404);
    expect((await listener.get(`${BASE}/shows/not-an-id/calendar.ics`)).status).toBe(404);
    // The draft week's airing of the series is excluded, not published.
    const show = await listener.get(`${BASE}/shows/${f.jazz.id}/calendar.ics`);
    const dates = expand(show.text, '2026-11-22', '2026-12-31').map((a) => a.start.slice(0, 10));
    expect(dates).toEqual(['2026-11-24', '2026-12-01', '2026-12-15']);
  });

  it('lets a listener revalidate: ETag, a short Cache-Control and 304', async () => {
    const first = await listener.get(`${BASE}/now`);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const again = await listener.get(`${BASE}/now`, { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    expect(again.headers['access-control-allow-origin']).toBe('*');
    const calendar = await listener.get(`${BASE}/calendar.ics`);
    const revalidated = await listener.get(`${BASE}/calendar.ics`, {
      headers: { 'If-None-Match': calendar.headers.etag as string },
    });
    expect(revalidated.status).toBe(304);
  });

  it('a change reaches the API at once: a new ETag after the station is renamed', async () => {
    const before = await listener.get(`${BASE}/now`);
    await f.settings({ stationName: 'Harbour FM' });
    const after = await listener.get(`${BASE}/now`, {
      headers: { 'If-None-Match': before.headers.etag as string },
    });
    expect(after.status).toBe(200);
    expect(after.json<{ station: { name: string } }>().station.name).toBe('Harbour FM');
  });

  it('is open to every origin for reads, and only these routes are', async () => {
    const site = f.app.client({ origin: 'https://listeners.example' });
    const read = await site.get(`${BASE}/shows`);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const preflight = await site.request('OPTIONS', `${BASE}/shows`, {
      headers: { 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET,HEAD,OPTIONS');
    // Another site's write is refused as everywhere (403); a tool's, as no route (405).
    expect((await site.post(`${BASE}/shows`, { json: {} })).status).toBe(403);
    const write = await listener.post(`${BASE}/shows`, { json: {} });
    expect(write.status).toBe(405);
    expect(write.headers.allow).toBe('GET, HEAD, OPTIONS');
    const staffRoute = await site.get('/api/shows');
    expect(staffRoute.headers['access-control-allow-origin']).toBeUndefined();
    expect(staffRoute.headers['cross-origin-resource-policy']).toBe('same-origin');
    const head = await site.request('HEAD', `${BASE}/now`);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['access-control-allow-origin']).toBe('*');
    const other = await site.get(`${BASE}/nothing-here`);
    expect(other.status).toBe(404);
  });
});

describe('the public rate limit', () => {
  it('refuses an address past its budget with 429 and Retry-After; others go on', async () => {
    const limited = await import('../../test/test-app').then(({ startTestApp }) =>
      startTestApp({
        shareDatabaseOf: { database: f.app.database, secret: f.app.secret },
        station: { timeZone: 'Europe/London', now: () => NOW },
        publicApiRateLimit: { max: 3, windowSeconds: 60 },
      }),
    );
    try {
      const one = limited.client({ origin: null });
      for (let i = 0; i < 3; i++) expect((await one.get(`${BASE}/now`)).status).toBe(200);
      const refused = await one.get(`${BASE}/now`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
      expect((await limited.client({ origin: null }).get(`${BASE}/now`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts the addresses of one IPv6 /64 behind a trusted proxy as one client', async () => {
    const limited = await import('../../test/test-app').then(({ startTestApp }) =>
      startTestApp({
        shareDatabaseOf: { database: f.app.database, secret: f.app.secret },
        station: { timeZone: 'Europe/London', now: () => NOW },
        trustProxy: true,
        publicApiRateLimit: { max: 5, windowSeconds: 60 },
      }),
    );
    try {
      const proxy = limited.client({ origin: null });
      const from = (address: string, path: string) =>
        proxy.get(path, { headers: { 'x-forwarded-for': address } });
      const statuses = [];
      for (let i = 1; i <= 12; i++) {
        // The API and the listeners' pages share one budget.
        const path = i % 2 === 0 ? `${BASE}/now` : '/on-air';
        statuses.push((await from(`2001:db8:9:9:${i.toString(16)}::1`, path)).status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
      // Another /64 has its own budget.
      expect((await from('2001:db8:9:a::1', `${BASE}/now`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleWeekDocument } from '../../shared/exchange/week-document/sample-week-document';
import type { HttpResponse } from '../test/http-client';
import { GIF_1X1, PNG_1X1 } from '../test/images';
import { stationAt, useTestApp } from '../test/use-test-app';
import { hostileSegment, hostileText, malformedBody, mutated, type RawBody } from './hostile';
import { databaseFingerprint } from './fingerprint';
import { createDj, createShow, placeShow, weekOf } from '../test/schedule-set-up';

/**
 * DESIGN.md §6: generated bad input to every endpoint of ours (better-auth's are in
 * auth-bad-input.test.ts) is never a 5xx, each refusal is a JSON
 * error, and a refused request writes nothing (the fingerprint of every data table is unchanged).
 */
const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2027-03-07';
const RUNS = 40;

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });
const ids = {
  show: '',
  dj: '',
  block: '',
  series: '',
  instance: '2027-03-16',
  season: '',
  away: '',
  category: '',
};

beforeAll(async () => {
  const dj = await createDj(staff, { name: 'Fuzz DJ' });
  const show = await createShow(staff, { name: 'Fuzz Show', duration: 1, djIds: [dj.id] });
  await staff.client.get(`/api/weeks/${WEEK}`);
  const placed = await placeShow(staff.client, WEEK, show, 2, 40, 4);
  const block = weekOf(placed).blocks[0]!;
  const series = await staff.client.post(`/api/scheduled-shows/${block.id}/series`, {
    json: { rule: WEEKLY },
  });
  expect(series.status, series.text).toBe(201);
  const season = await staff.client.post('/api/seasons', {
    json: { name: 'Fuzz Season', firstDay: '2030-01-01', lastDay: '2030-02-01' },
  });
  expect(season.status, season.text).toBe(201);
  const away = await staff.client.post(`/api/djs/${dj.id}/away-periods`, {
    json: { fromDate: '2030-01-01', toDate: '2030-01-02' },
  });
  expect(away.status, away.text).toBe(201);
  const category = await staff.client.post('/api/content-categories', {
    json: { name: 'Fuzz Category', color: '#0a7c86' },
  });
  expect(category.status, category.text).toBe(201);
  Object.assign(ids, {
    category: category.json<{ category: { id: string } }>().category.id,
    away: away.json<{ period: { id: string } }>().period.id,
    season: season.json<{ season: { id: string } }>().season.id,
    show: show.id,
    dj: dj.id,
    block: block.id,
    series: weekOf(series).blocks[0]!.recurringSeriesId!,
  });
});

const WEEKLY = { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 2 };

/** An endpoint by its name, "METHOD /path": the method is the name's first word. */
type Endpoint = {
  /** The path with its parameter (the live id or date unless a hostile one is given). */
  path: (segment?: string) => string;
  /** A valid body to mutate; endpoints without one get path fuzzing only. */
  base?: () => Record<string, unknown>;
};

const methodOf = (name: string) => name.split(' ')[0]!;

const endpoints: Record<string, Endpoint> = {
  'PATCH /api/profile': {
    path: () => '/api/profile',
    base: () => ({ username: 'Fuzzer', avatarUrl: '', timezone: 'Europe/London' }),
  },
  'POST /api/account/password': {
    path: () => '/api/account/password',
    base: () => ({ password: 'fuzzed-secret', confirmPassword: 'fuzzed-secret' }),
  },
  'POST /api/shows': {
    path: () => '/api/shows',
    base: () => ({ name: 'New', duration: 1.5, djIds: [ids.dj], genres: ['Pop'], description: '' }),
  },
  'PUT /api/shows/:id': {
    path: (s = ids.show) => `/api/shows/${s}`,
    base: () => ({
      name: 'Renamed',
      duration: 2,
      djIds: [ids.dj],
      imageUrl: '',
      categoryIds: [ids.category],
    }),
  },
  'DELETE /api/shows/:id': { path: (s = ids.show) => `/api/shows/${s}` },
  'POST /api/djs': {
    path: () => '/api/djs',
    base: () => ({ name: 'New DJ', bio: '', tags: ['house'], email: '', phone: '', active: true }),
  },
  'PUT /api/djs/:id': {
    path: (s = ids.dj) => `/api/djs/${s}`,
    base: () => ({ name: 'Renamed DJ', tags: [], active: true }),
  },
  'DELETE /api/djs/:id': { path: (s = ids.dj) => `/api/djs/${s}` },
  'GET /api/weeks/:date': { path: (s = WEEK) => `/api/weeks/${s}` },
  'DELETE /api/weeks/:date': { path: (s = WEEK) => `/api/weeks/${s}` },
  'POST /api/weeks/:date/status': {
    path: (s = WEEK) => `/api/weeks/${s}/status`,
    base: () => ({ action: 'save-draft' }),
  },
  'POST /api/weeks/:date/copy': {
    path: (s = WEEK) => `/api/weeks/${s}/copy`,
    base: () => ({ mode: 'weeks', count: 1 }),
  },
  'POST /api/weeks/:date/shows': {
    path: (s = WEEK) => `/api/weeks/${s}/shows`,
    base: () => ({ templateId: ids.show, dayIndex: 4, timeIndex: 10, duration: 4 }),
  },
  'PATCH /api/scheduled-shows/:id': {
    path: (s = ids.block) => `/api/scheduled-shows/${s}`,
    base: () => ({
      version: 1,
      timeIndex: 44,
      showName: 'Edited',
      showGenres: ['Jazz'],
      isRepeat: true,
    }),
  },
  'DELETE /api/scheduled-shows/:id': {
    path: (s = ids.block) => `/api/scheduled-shows/${s}`,
  },
  'POST /api/scheduled-shows/:id/series': {
    path: (s = ids.block) => `/api/scheduled-shows/${s}/series`,
    base: () => ({ rule: WEEKLY, isRepeat: true }),
  },
  'POST /api/series/:id/instances/:date/exception': {
    path: (s = ids.series) => `/api/series/${s}/instances/${ids.instance}/exception`,
  },
  'POST /api/series/:id/instances/:date/removal': {
    path: (s = 'x') => `/api/series/${ids.series}/instances/${s}/removal`,
  },
  'DELETE /api/series/:id/instances/:date/removal': {
    path: (s = 'x') => `/api/series/${ids.series}/instances/${s}/removal`,
  },
  'POST /api/scheduled-shows/restore': {
    path: () => '/api/scheduled-shows/restore',
    base: () => ({ token: 'A'.repeat(43) }),
  },
  'GET /api/weeks/:date/export.ics': {
    path: (s = WEEK) => `/api/weeks/${s}/export.ics`,
  },
  'GET /api/weeks/:date/export.json': {
    path: (s = WEEK) => `/api/weeks/${s}/export.json`,
  },
  'GET /api/weeks/:date/activity': {
    path: (s = WEEK) => `/api/weeks/${s}/activity`,
  },
  'GET /api/weeks/:date/activity?cursor=': {
    path: (s = '1') => `/api/weeks/${WEEK}/activity?limit=2&cursor=${encodeURIComponent(s)}`,
  },
  'GET /api/activity?kind=&from=': {
    path: (s = 'schedule') =>
      `/api/activity?kind=${encodeURIComponent(s)}&from=${encodeURIComponent(s)}&week=${encodeURIComponent(s)}`,
  },
  'GET /api/reports?range=custom&from=&to=&weeks=': {
    path: (s = '2027-01-01') =>
      `/api/reports?range=custom&from=${encodeURIComponent(s)}&to=${encodeURIComponent(s)}&weeks=${encodeURIComponent(s)}`,
  },
  'POST /api/calendar-feeds': {
    path: () => '/api/calendar-feeds',
    base: () => ({ includeDrafts: true, scope: 'mine' }),
  },
  'DELETE /api/calendar-feeds/:id': {
    path: (s = '0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69') => `/api/calendar-feeds/${s}`,
  },
  'GET /api/my-shows': { path: (s = '8') => `/api/my-shows?weeks=${s}` },
  'GET /api/feed/:token': { path: (s = 'x.ics') => `/api/feed/${s}` },
  'GET /api/invitations/:token': { path: (s = 'x') => `/api/invitations/${s}` },
  'GET /api/team': { path: () => '/api/team' },
  // The staff account is the only station manager: every change to it is refused (409).
  'POST /api/team/members/:id/suspend': {
    path: (s = staff.id) => `/api/team/members/${s}/suspend`,
  },
  'POST /api/team/members/:id/approve': {
    path: (s = staff.id) => `/api/team/members/${s}/approve`,
  },
  'PUT /api/team/members/:id/role': {
    path: (s = staff.id) => `/api/team/members/${s}/role`,
    base: () => ({ role: 'DJ' }),
  },
  'PUT /api/team/members/:id/dj': {
    path: (s = staff.id) => `/api/team/members/${s}/dj`,
    base: () => ({ djId: ids.dj }),
  },
  'DELETE /api/team/members/:id': {
    path: (s = staff.id) => `/api/team/members/${s}`,
  },
  'POST /api/team/invitations': {
    path: () => '/api/team/invitations',
    base: () => ({ email: 'fuzz@example.com', role: 'DJ' }),
  },
  'POST /api/team/invitations/:id/revoke': {
    path: (s = '0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69') => `/api/team/invitations/${s}/revoke`,
  },
  'GET /api/station-settings': { path: () => '/api/station-settings' },
  'PATCH /api/station-settings': {
    path: () => '/api/station-settings',
    base: () => ({ activityRetentionDays: 400, weekStatusManagersOnly: false }),
  },
  'POST /api/seasons': {
    path: () => '/api/seasons',
    base: () => ({ name: 'Fuzz Spring', firstDay: '2031-01-01', lastDay: '2031-03-01' }),
  },
  'PATCH /api/seasons/:id': {
    path: (s = ids.season) => `/api/seasons/${s}`,
    base: () => ({ name: 'Fuzz Season', firstDay: '2030-01-01', lastDay: '2030-02-01' }),
  },
  'GET /api/seasons/:id/carry': {
    path: (s = ids.season) => `/api/seasons/${s}/carry`,
  },
  'POST /api/seasons/:id/carry': {
    path: (s = ids.season) => `/api/seasons/${s}/carry`,
    base: () => ({ seriesIds: [ids.series] }),
  },
  'POST /api/content-categories': {
    path: () => '/api/content-categories',
    base: () => ({
      name: 'Fuzz Local',
      color: '#0a7c86',
      commitment: { kind: 'at_least_hours', value: 10 },
    }),
  },
  'PATCH /api/content-categories/:id': {
    path: (s = ids.category) => `/api/content-categories/${s}`,
    base: () => ({ name: 'Fuzz Category', color: '#123456', commitment: null }),
  },
  'PUT /api/content-categories/order': {
    path: () => '/api/content-categories/order',
    base: () => ({ ids: [ids.category] }),
  },
  'GET /api/my-away-periods': { path: () => '/api/my-away-periods' },
  'POST /api/djs/:djId/away-periods': {
    path: (s = ids.dj) => `/api/djs/${s}/away-periods`,
    base: () => ({ fromDate: '2030-02-01', toDate: '2030-02-03', startTime: '10:15', note: '' }),
  },
  'PUT /api/djs/:djId/away-periods/:id': {
    path: (s = ids.away) => `/api/djs/${ids.dj}/away-periods/${s}`,
    base: () => ({ fromDate: '2030-01-01', toDate: '2030-01-02', endTime: '18:00' }),
  },
  'GET /api/public/v1/schedule?from=&to=': {
    path: (s = '2026-11-22') => `/api/public/v1/schedule?from=${s}&to=${s}`,
  },
  'GET /api/public/v1/shows/:id': {
    path: (s = '0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69') => `/api/public/v1/shows/${s}`,
  },
  'GET /api/public/v1/hosts/:id/calendar.ics': {
    path: (s = '0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69') => `/api/public/v1/hosts/${s}/calendar.ics`,
  },
  'GET /media/:id': { path: (s = '0'.repeat(64)) => `/media/${s}` },
};

type Sent = { path: string; json?: unknown; raw?: RawBody };

function requests(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const hostilePath = hostileSegment.map((s) => ({
    path: endpoint.path(s),
    json: endpoint.base?.(),
  }));
  if (!endpoint.base) return hostilePath;
  const base = endpoint.base;
  return fc.oneof(
    { arbitrary: mutated(base()).map((json) => ({ path: endpoint.path(), json })), weight: 3 },
    { arbitrary: malformedBody.map((raw) => ({ path: endpoint.path(), raw })), weight: 2 },
    { arbitrary: hostilePath, weight: 1 },
  );
}

function send(method: string, sent: Sent): Promise<HttpResponse> {
  if (sent.raw) {
    return staff.client.request(method, sent.path, {
      body: sent.raw.body,
      headers: { 'content-type': sent.raw.contentType },
    });
  }
  return staff.client.request(
    method,
    sent.path,
    sent.json === undefined ? {} : { json: sent.json },
  );
}

/** The answer is a refusal in the product's shape, or a success; never a server error. */
function expectWellFormed(response: HttpResponse, what: string) {
  expect(
    response.status,
    `${what} → ${response.status} ${response.text.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    const body = response.json<{ error?: { code?: unknown; message?: unknown } }>();
    expect(typeof body.error?.code, what).toBe('string');
    expect(typeof body.error?.message, what).toBe('string');
  }
}

/**
 * The data as last seen: a refusal must leave every table as it was, a success moves the
 * baseline on. One fingerprint per request keeps the suite quick.
 */
async function tracked() {
  let known = await databaseFingerprint(app.database.pool);
  return {
    async check(refused: boolean, what: string) {
      const now = await databaseFingerprint(app.database.pool);
      if (refused) expect(now, `${what} wrote`).toEqual(known);
      known = now;
    },
  };
}

const describeRequest = (method: string, sent: Sent) =>
  `${method} ${sent.path.slice(0, 120)} ${JSON.stringify(sent.json ?? sent.raw)?.slice(0, 200)}`;

describe('generated bad input', () => {
  it.each(Object.entries(endpoints))(
    '%s: no 5xx, JSON refusals, no partial write',
    async (name, endpoint) => {
      const data = await tracked();
      await fc.assert(
        fc.asyncProperty(requests(endpoint), async (sent) => {
          const response = await send(methodOf(name), sent);
          const what = describeRequest(methodOf(name), sent);
          expectWellFormed(response, what);
          await data.check(response.status >= 400, what);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('POST /api/media: junk forms and bytes under lying types are refused, nothing stored', async () => {
    const part = fc.record({
      field: fc.constantFrom('file', 'image', ''),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(PNG_1X1, GIF_1X1, Buffer.from('<svg onload=alert(1)>')),
      ),
      type: fc.constantFrom(
        'image/png',
        'image/gif',
        'image/svg+xml',
        'text/html',
        '',
        'image/jpeg',
      ),
      name: hostileText,
    });
    const data = await tracked();
    await fc.assert(
      fc.asyncProperty(part, async ({ field, bytes, type, name }) => {
        const form = new FormData();
        form.append(field, new File([new Uint8Array(bytes)], name.slice(0, 200) || 'f', { type }));
        const response = await staff.client.post('/api/media', { form });
        const what = `POST /api/media ${field} ${type} ${bytes.length} bytes`;
        expectWellFormed(response, what);
        await data.check(response.status >= 400, what);
        if (response.status < 400) {
          // Only a true image under its own type is ever stored.
          expect(
            [PNG_1X1, GIF_1X1].some((b) => Buffer.from(bytes).equals(b)),
            what,
          ).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/weeks/:date/import(/preview): junk and damaged files are refused, nothing stored', async () => {
    const document = sampleWeekDocument() as unknown as Record<string, unknown>;
    const text = fc.oneof(
      mutated(document).map((value) => JSON.stringify(value) ?? ''),
      hostileText,
      fc.constantFrom(
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2027-99-99\r\nEND:VEVENT\r\nEND:VCALENDAR',
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nRRULE:FREQ=SECONDLY\r\nEND:VEVENT\r\nEND:VCALENDAR',
        '{"format":"radio-station-week"',
        '\u0000\u0000',
      ),
    );
    const file = fc.record({
      text,
      name: fc.constantFrom('week.json', 'calendar.ics', 'notes.txt', '', 'x.JSON'),
      type: fc.constantFrom('', 'application/json', 'text/calendar', 'image/png'),
      confirm: fc.boolean(),
      week: fc.oneof(fc.constant(WEEK), hostileSegment),
    });
    const data = await tracked();
    await fc.assert(
      fc.asyncProperty(file, async ({ text, name, type, confirm, week }) => {
        const form = new FormData();
        form.append('file', new Blob([text], { type }), name || 'f');
        const path = `/api/weeks/${week}/import${confirm ? '' : '/preview'}`;
        const response = await staff.client.post(path, { form });
        const what = `POST ${path} ${name} ${type} ${text.slice(0, 120)}`;
        expectWellFormed(response, what);
        await data.check(!confirm || response.status >= 400, what);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(Object.entries(endpoints).filter(([, e]) => e.base))(
    '%s: an oversized body is refused with 413 JSON',
    async (name, endpoint) => {
      const before = await databaseFingerprint(app.database.pool);
      const huge = { ...endpoint.base!(), name: 'x'.repeat(3 * 1024 * 1024) };
      const response = await send(methodOf(name), { path: endpoint.path(), json: huge });
      expectWellFormed(response, 'oversized');
      expect(response.status).toBe(413);
      expect(await databaseFingerprint(app.database.pool)).toEqual(before);
    },
  );
});

describe('characters PostgreSQL cannot store', () => {
  // A NUL character is valid JSON and passes length checks, but PostgreSQL text refuses it.
  it.each([
    ['POST /api/shows', { description: 'a\u0000b' }],
    ['POST /api/shows', { name: 'a\u0000b' }],
    ['POST /api/djs', { name: 'a\u0000b', tags: ['x\u0000'] }],
    ['PATCH /api/profile', { username: 'a\u0000b' }],
    ['PATCH /api/scheduled-shows/:id', { showName: 'a\u0000b' }],
    ['PUT /api/djs/:id', { bio: '\u0000', phone: '\u0000' }],
    ['POST /api/weeks/:date/copy', { mode: 'until', endDate: '2027-04-01\u0000' }],
  ] as const)('%s with %j: a 4xx refusal that writes nothing', async (name, change) => {
    const endpoint = endpoints[name]!;
    const before = await databaseFingerprint(app.database.pool);
    const response = await send(methodOf(name), {
      path: endpoint.path(),
      json: { ...endpoint.base!(), ...change },
    });
    expectWellFormed(response, name);
    expect(response.status).toBe(422);
    expect(await databaseFingerprint(app.database.pool)).toEqual(before);
  });
});

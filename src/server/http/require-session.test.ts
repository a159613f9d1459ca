import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import type { HttpClient, HttpResponse } from '../test/http-client';
import { imageForm, PNG_1X1 } from '../test/images';
import { placeShow, setWeekStatus } from '../test/schedule-set-up';
import { useTestApp } from '../test/use-test-app';

/**
 * DESIGN.md §4: every data route needs a live session. Each route is tried with a live session
 * (must not be 401: the control) and with each kind of dead or false one (must be 401 JSON).
 */
const NO_ID = '00000000-0000-4000-8000-000000000000';
const WEEK = '2030-01-06';

const routes: { name: string; send: (c: HttpClient) => Promise<HttpResponse> }[] = [
  { name: 'GET /api/profile', send: (c) => c.get('/api/profile') },
  { name: 'GET /api/access', send: (c) => c.get('/api/access') },
  {
    name: 'PATCH /api/profile',
    send: (c) => c.patch('/api/profile', { json: { username: 'Mallory' } }),
  },
  {
    name: 'POST /api/account/password',
    send: (c) =>
      c.post('/api/account/password', {
        json: { password: 'taken-over-1', confirmPassword: 'taken-over-1' },
      }),
  },
  {
    name: 'POST /api/media',
    send: (c) => c.post('/api/media', { form: imageForm(PNG_1X1, 'image/png') }),
  },
  { name: 'GET /api/no-such-route', send: (c) => c.get('/api/no-such-route') },
  // The library and the schedule: the ids need not exist, the session is checked first.
  { name: 'GET /api/shows', send: (c) => c.get('/api/shows') },
  {
    name: 'POST /api/shows',
    send: (c) => c.post('/api/shows', { json: { name: 'X', duration: 1 } }),
  },
  {
    name: 'PUT /api/shows/:id',
    send: (c) => c.request('PUT', `/api/shows/${NO_ID}`, { json: {} }),
  },
  { name: 'DELETE /api/shows/:id', send: (c) => c.request('DELETE', `/api/shows/${NO_ID}`) },
  { name: 'GET /api/djs', send: (c) => c.get('/api/djs') },
  { name: 'POST /api/djs', send: (c) => c.post('/api/djs', { json: { name: 'X' } }) },
  { name: 'PUT /api/djs/:id', send: (c) => c.request('PUT', `/api/djs/${NO_ID}`, { json: {} }) },
  { name: 'DELETE /api/djs/:id', send: (c) => c.request('DELETE', `/api/djs/${NO_ID}`) },
  { name: 'GET /api/weeks', send: (c) => c.get('/api/weeks') },
  { name: 'GET /api/weeks/:date', send: (c) => c.get(`/api/weeks/${WEEK}`) },
  {
    name: 'POST /api/weeks/:date/status',
    send: (c) => setWeekStatus(c, WEEK),
  },
  { name: 'DELETE /api/weeks/:date', send: (c) => c.request('DELETE', `/api/weeks/${WEEK}`) },
  {
    name: 'POST /api/weeks/:date/copy',
    send: (c) => c.post(`/api/weeks/${WEEK}/copy`, { json: { mode: 'weeks', count: 1 } }),
  },
  {
    name: 'POST /api/weeks/:date/shows',
    send: (c) => placeShow(c, WEEK, { id: NO_ID }, 0, 0, 4),
  },
  {
    name: 'PATCH /api/scheduled-shows/:id',
    send: (c) => c.patch(`/api/scheduled-shows/${NO_ID}`, { json: { version: 1 } }),
  },
  {
    name: 'DELETE /api/scheduled-shows/:id',
    send: (c) => c.request('DELETE', `/api/scheduled-shows/${NO_ID}`),
  },
  {
    name: 'POST /api/scheduled-shows/:id/series',
    send: (c) => c.post(`/api/scheduled-shows/${NO_ID}/series`, { json: {} }),
  },
  {
    name: 'POST /api/series/:id/instances/:date/exception',
    send: (c) => c.post(`/api/series/${NO_ID}/instances/${WEEK}/exception`),
  },
  {
    name: 'POST /api/series/:id/instances/:date/removal',
    send: (c) => c.post(`/api/series/${NO_ID}/instances/${WEEK}/removal`),
  },
  {
    name: 'DELETE /api/series/:id/instances/:date/removal',
    send: (c) => c.request('DELETE', `/api/series/${NO_ID}/instances/${WEEK}/removal`),
  },
  {
    name: 'POST /api/scheduled-shows/restore',
    send: (c) => c.post('/api/scheduled-shows/restore', { json: {} }),
  },
  { name: 'GET /api/weeks/:date/export.ics', send: (c) => c.get(`/api/weeks/${WEEK}/export.ics`) },
  { name: 'GET /api/weeks/:date/export.csv', send: (c) => c.get(`/api/weeks/${WEEK}/export.csv`) },
  {
    name: 'GET /api/weeks/:date/export.json',
    send: (c) => c.get(`/api/weeks/${WEEK}/export.json`),
  },
  {
    name: 'POST /api/weeks/:date/import/preview',
    send: (c) => c.post(`/api/weeks/${WEEK}/import/preview`, { form: new FormData() }),
  },
  {
    name: 'POST /api/weeks/:date/import',
    send: (c) => c.post(`/api/weeks/${WEEK}/import`, { form: new FormData() }),
  },
  {
    name: 'GET /api/weeks/:date/activity',
    send: (c) => c.get(`/api/weeks/${WEEK}/activity`),
  },
  { name: 'GET /api/activity', send: (c) => c.get('/api/activity') },
  { name: 'GET /api/activity/actors', send: (c) => c.get('/api/activity/actors') },
  { name: 'GET /api/reports', send: (c) => c.get('/api/reports') },
  { name: 'GET /api/calendar-feeds', send: (c) => c.get('/api/calendar-feeds') },
  {
    name: 'POST /api/calendar-feeds',
    send: (c) => c.post('/api/calendar-feeds', { json: { includeDrafts: false } }),
  },
  {
    name: 'DELETE /api/calendar-feeds/:id',
    send: (c) => c.request('DELETE', `/api/calendar-feeds/${NO_ID}`),
  },
  { name: 'GET /api/my-shows', send: (c) => c.get('/api/my-shows?weeks=8') },
  { name: 'GET /api/my-away-periods', send: (c) => c.get('/api/my-away-periods') },
  {
    name: 'POST /api/djs/:djId/away-periods',
    send: (c) =>
      c.post(`/api/djs/${NO_ID}/away-periods`, {
        json: { fromDate: '2027-01-12', toDate: '2027-01-12' },
      }),
  },
  {
    name: 'DELETE /api/djs/:djId/away-periods/:id',
    send: (c) => c.request('DELETE', `/api/djs/${NO_ID}/away-periods/${NO_ID}`),
  },
];

const SESSION_COOKIE = 'better-auth.session_token';

const { app, live, expired, revoked, victim } = useTestApp(
  {},
  { live: {}, expired: {}, revoked: {}, victim: { name: 'Victim' } },
);
let revokedCookie: string;

beforeAll(async () => {
  expect((await expired.client.get('/api/profile')).status).toBe(200);
  await app.expireSession(expired.client);

  expect((await revoked.client.get('/api/profile')).status).toBe(200);
  revokedCookie = revoked.client.cookies.get(SESSION_COOKIE)!;
  const signedOut = await revoked.client.post('/api/auth/sign-out', { json: {} });
  expect(signedOut.status).toBe(200);
  expect(revoked.client.cookies.has(SESSION_COOKIE)).toBe(false);
});

function withCookie(value: string): HttpClient {
  const c = app.client();
  c.cookies.set(SESSION_COOKIE, value);
  return c;
}

const sessionStates: { name: string; client: () => HttpClient }[] = [
  { name: 'no session', client: () => app.client() },
  { name: 'an expired session', client: () => expired.client },
  // The cookie the browser had before signing out, sent again.
  { name: 'a revoked session (signed out)', client: () => withCookie(revokedCookie) },
  {
    name: 'a forged cookie',
    client: () =>
      withCookie(`${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64')}`),
  },
  {
    // A real session token signed with another key.
    name: 'a real token with a forged signature',
    client: () => {
      const token = app.sessionToken(victim.client);
      const signature = createHmac('sha256', 'not-the-secret').update(token).digest('base64');
      return withCookie(encodeURIComponent(`${token}.${signature}`));
    },
  },
  {
    name: 'a real token without its signature',
    client: () => withCookie(app.sessionToken(victim.client)),
  },
];

describe.each(routes)('$name', (route) => {
  it('answers a live session (control)', async () => {
    const response = await route.send(live.client);
    expect(response.status).not.toBe(401);
    expect(response.status).toBeLessThan(500);
  });

  it.each(sessionStates)('answers 401 JSON with $name', async (state) => {
    const response = await route.send(state.client());
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' },
    });
  });
});

describe('refused requests change nothing', () => {
  it("keeps the victim's profile and password", async () => {
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, victim.id));
    expect(profile?.username).toBe('Victim');
    const signIn = await app.signIn(app.client(), victim.email, victim.password);
    expect(signIn.status).toBe(200);
    const oldPassword = await app.signIn(app.client(), victim.email, 'taken-over-1');
    expect(oldPassword.status).toBe(401);
  });

  it('keeps an expired session refused on the next request too', async () => {
    expect((await expired.client.get('/api/profile')).status).toBe(401);
  });
});

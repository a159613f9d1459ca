import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpResponse } from '../test/http-client';
import { imageForm, PNG_1X1 } from '../test/images';
import { startTestApp, type TestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { setWeekStatus } from '../test/schedule-set-up';

const { app, user } = useTestApp({}, { user: { name: 'Before' } });

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it.each(['/api/health', '/api/config', '/api/profile', '/mailbox/messages.json'])(
    'are on %s',
    async (path) => {
      const response = await app.client().get(path);
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('has no unsafe-inline or unsafe-eval for scripts', async () => {
    const response = await app.client().get('/api/health');
    const scriptSrc = directives(String(response.headers['content-security-policy'])).get(
      'script-src',
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });
});

describe('cross-origin writes', () => {
  const evil = 'https://evil.example';
  const writes: { name: string; send: (c: HttpClient) => Promise<HttpResponse> }[] = [
    {
      name: 'PATCH /api/profile',
      send: (c) => c.patch('/api/profile', { json: { username: 'Evil' } }),
    },
    {
      name: 'POST /api/account/password',
      send: (c) =>
        c.post('/api/account/password', {
          json: { password: 'evil-pass', confirmPassword: 'evil-pass' },
        }),
    },
    {
      name: 'POST /api/media',
      send: (c) => c.post('/api/media', { form: imageForm(PNG_1X1, 'image/png') }),
    },
    {
      name: 'POST /api/auth/sign-in/email',
      send: (c) =>
        c.post('/api/auth/sign-in/email', { json: { email: user.email, password: user.password } }),
    },
    { name: 'POST /api/auth/sign-out', send: (c) => c.post('/api/auth/sign-out', { json: {} }) },
    {
      name: 'POST /api/shows',
      send: (c) => c.post('/api/shows', { json: { name: 'Evil show', duration: 1 } }),
    },
    { name: 'POST /api/djs', send: (c) => c.post('/api/djs', { json: { name: 'Evil DJ' } }) },
    {
      name: 'POST /api/team/invitations',
      send: (c) =>
        c.post('/api/team/invitations', {
          json: { email: 'evil@evil.example', role: 'Station Manager' },
        }),
    },
    {
      name: 'PATCH /api/station-settings',
      send: (c) => c.patch('/api/station-settings', { json: { signupPolicy: 'invite' } }),
    },
    {
      name: 'POST /api/weeks/:date/status',
      send: (c) => setWeekStatus(c, '2030-01-06'),
    },
    { name: 'DELETE /api/weeks/:date', send: (c) => c.request('DELETE', '/api/weeks/2030-01-06') },
    {
      name: 'PATCH /api/scheduled-shows/:id',
      send: (c) =>
        c.patch('/api/scheduled-shows/00000000-0000-4000-8000-000000000000', {
          json: { version: 1 },
        }),
    },
    {
      name: 'POST /api/auth/change-email',
      send: (c) => c.post('/api/auth/change-email', { json: { newEmail: 'evil@evil.example' } }),
    },
  ];

  function asEvilPage(): HttpClient {
    const c = app.client({ origin: evil });
    for (const [name, value] of user.client.cookies) c.cookies.set(name, value);
    return c;
  }

  it.each(writes)('refuses $name from https://evil.example with 403', async ({ send }) => {
    const response = await send(asEvilPage());
    expect(response.status).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'cross_origin_refused' } });
  });

  it('refuses a write marked Sec-Fetch-Site: cross-site even without Origin', async () => {
    const c = app.client({ origin: null });
    for (const [name, value] of user.client.cookies) c.cookies.set(name, value);
    const response = await c.patch('/api/profile', {
      json: { username: 'Evil' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('changed nothing and kept the session', async () => {
    expect((await user.client.get('/api/shows')).json()).toEqual({ shows: [] });
    expect((await user.client.get('/api/djs')).json()).toEqual({ djs: [] });
    expect((await user.client.get('/api/weeks')).json()).toMatchObject({ weeks: [] });
    expect((await user.client.get('/api/station-settings')).json()).toMatchObject({
      settings: { signupPolicy: 'open' },
    });
    expect((await user.client.get('/api/team')).json()).toMatchObject({ invitations: [] });
    const profile = await user.client.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.json()).toMatchObject({ profile: { username: 'Before', email: user.email } });
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
  });

  it('accepts the same writes from the app itself, under either loopback name', async () => {
    const own = await user.client.patch('/api/profile', { json: { username: 'Own page' } });
    expect(own.status).toBe(200);
    const other = app.client({ origin: app.url.replace('localhost', '127.0.0.1') });
    expect((await app.signIn(other, user.email, user.password)).status).toBe(200);
    expect((await other.patch('/api/profile', { json: { username: 'Loopback' } })).status).toBe(
      200,
    );
    // better-auth's own origin check trusts both names too: signing out works.
    expect((await other.post('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await other.get('/api/profile')).status).toBe(401);
  });

  it('lets reads through from anywhere (they change nothing and CORS keeps the answer)', async () => {
    const response = await app.client({ origin: evil }).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('HSTS', () => {
  const WEEK = '2031-06-02';
  const HSTS = 'strict-transport-security';

  /** A week read twice by one session: the second is the early route's (docs/decisions/0015). */
  async function weekReads(target: TestApp, client: HttpClient) {
    const first = await client.get(`/api/weeks/${WEEK}`);
    const before = target.frameworkRequests();
    const second = await client.get(`/api/weeks/${WEEK}`);
    expect(second.status).toBe(200);
    expect(target.frameworkRequests(), 'answered by the early route').toBe(before);
    return [first, second];
  }

  it('is sent on every answer, the early route’s included, when the public address is https', async () => {
    const secure = await startTestApp({ publicOrigin: 'https://radio.example' });
    try {
      const member = await secure.createUser();
      const answers = [
        await secure.client().get('/api/health'),
        await member.client.get('/api/profile'),
        await secure.client().post('/api/shows', { json: {} }),
        ...(await weekReads(secure, member.client)),
      ];
      for (const answer of answers) {
        expect(answer.headers[HSTS]).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('is not sent over plain http, by the framework or the early route', async () => {
    const answers = [
      await app.client().get('/api/health'),
      await user.client.get('/api/profile'),
      ...(await weekReads(app, user.client)),
    ];
    for (const answer of answers) expect(answer.headers[HSTS]).toBeUndefined();
  });
});

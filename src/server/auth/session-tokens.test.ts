import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const { app, user } = useTestApp({}, { user: {} });

describe('session tokens stay in the cookie', () => {
  it('no answer carries a session token: sign-in, get-session, and no session list', async () => {
    const other = app.client();
    const signedIn = await app.signIn(other, user.email);
    expect(signedIn.status).toBe(200);
    const tokens = [app.sessionToken(user.client), app.sessionToken(other)];
    expect(signedIn.json()).not.toHaveProperty('token');

    const session = await user.client.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: user.id }, session: { userId: user.id } });
    expect(session.json<{ session: object }>().session).not.toHaveProperty('token');

    const listed = await user.client.get('/api/auth/list-sessions');
    expect(listed.status).toBe(404);
    for (const response of [signedIn, session, listed]) {
      for (const token of tokens) expect(response.text).not.toContain(token);
    }
    // The session still works as before.
    expect((await other.get('/api/profile')).status).toBe(200);
  });

  it.each([
    '/update-user',
    '/change-password',
    '/revoke-session',
    '/verify-password',
    // Served by better-auth to server code only, and paths it has no route for at all.
    '/set-password',
    '/no-such-route',
  ])('POST /api/auth%s, which the app does not use, is not served (404 JSON)', async (path) => {
    const response = await user.client.post(`/api/auth${path}`, {
      json: { name: 'x'.repeat(100), currentPassword: user.password, newPassword: 'whatever x' },
    });
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('who is signed in, asked by every page', () => {
  it('is answered past the address budget of the auth routes (300 a minute)', async () => {
    const asked = await Promise.all(
      Array.from({ length: 320 }, () => user.client.get('/api/auth/get-session')),
    );
    expect(asked.filter((answer) => answer.status !== 200).map((a) => a.status)).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HttpResponse } from '../test/http-client';
import { useTestApp } from '../test/use-test-app';
import { databaseFingerprint } from './fingerprint';
import { malformedBody, mutated, type RawBody } from './hostile';

/**
 * DESIGN.md §6 for the account endpoints that better-auth serves: generated bad input is never a
 * 5xx, and text PostgreSQL cannot store is refused before it reaches the database.
 */
const { app, user } = useTestApp({}, { user: {} });

type Sent = { json?: unknown; raw?: RawBody };

function send(path: string, sent: Sent): Promise<HttpResponse> {
  if (sent.raw) {
    return user.client.post(path, {
      body: sent.raw.body,
      headers: { 'content-type': sent.raw.contentType },
    });
  }
  return user.client.post(path, { json: sent.json });
}

describe('generated bad input to the account endpoints (better-auth)', () => {
  const authEndpoints: Record<string, Record<string, unknown>> = {
    '/api/auth/sign-in/email': { email: 'someone@example.com', password: 'a password' },
    '/api/auth/sign-up/email': { email: 'fuzz@example.com', password: 'a password', name: '' },
    '/api/auth/request-password-reset': {
      email: 'someone@example.com',
      redirectTo: '/reset-password',
    },
    '/api/auth/reset-password': { newPassword: 'a new password', token: 'made-up' },
    '/api/auth/change-email': { newEmail: 'new@example.com' },
  };
  // better-auth answers refusals in its own JSON shape ({ code, message }), which the web app's
  // auth client reads; the property here is: never a 5xx, always JSON.
  it.each(Object.entries(authEndpoints))('POST %s: no 5xx, JSON refusals', async (path, base) => {
    const body = fc.oneof(
      mutated(base).map((json): Sent => ({ json })),
      malformedBody.map((raw): Sent => ({ raw })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await send(path, sent);
        const what = `POST ${path} ${JSON.stringify(sent.json ?? sent.raw)?.slice(0, 200)}`;
        expect(response.status, `${what} → ${response.text.slice(0, 300)}`).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers['content-type'], what).toMatch(/^application\/json/);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('characters PostgreSQL cannot store', () => {
  it.each([
    [
      '/api/auth/sign-up/email',
      { email: 'nul@example.com', password: 'a password', name: 'a\u0000' },
    ],
    ['/api/auth/sign-in/email', { email: 'nul\u0000@example.com', password: 'a password' }],
    ['/api/auth/request-password-reset', { email: '\u0000@example.com' }],
  ] as const)('%s with a NUL character: 422, nothing written', async (path, json) => {
    const before = await databaseFingerprint(app.database.pool);
    const response = await app.client().post(path, { json });
    expect(response.status).toBe(422);
    expect(await databaseFingerprint(app.database.pool)).toEqual(before);
  });
});

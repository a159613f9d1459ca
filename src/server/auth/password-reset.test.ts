import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const { app } = useTestApp();

const NEW_PASSWORD = 'a brand new secret';

function requestReset(address: string) {
  return app.client().post('/api/auth/request-password-reset', {
    json: { email: address, redirectTo: '/reset-password' },
  });
}

/** Follows the reset mail's link as a browser would and returns the token it lands with. */
async function landOnResetPage(address: string): Promise<string> {
  const link = await app.outbox.latestLink(address, /Reset your Radio Station password/);
  const landing = await app.client().get(link);
  expect(landing.status).toBe(302);
  const target = new URL(landing.location!, app.url);
  expect(target.origin).toBe(app.url);
  expect(target.pathname).toBe('/reset-password');
  const token = target.searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

describe('password reset', () => {
  it('mails a link that lands on /reset-password?token=..., works once and ends other sessions', async () => {
    const user = await app.createUser();
    const otherDevice = app.client();
    expect((await app.signIn(otherDevice, user.email)).status).toBe(200);
    expect((await otherDevice.get('/api/profile')).status).toBe(200);

    expect((await requestReset(user.email)).status).toBe(200);
    const [mail] = await app.outbox.to(user.email);
    expect(mail?.subject).toBe('Reset your Radio Station password');
    const token = await landOnResetPage(user.email);

    const reset = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: NEW_PASSWORD, token },
    });
    expect(reset.status).toBe(200);

    const reused = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: 'yet another secret', token },
    });
    expect(reused.status).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    // Every session of the account ended, on both devices.
    expect((await user.client.get('/api/profile')).status).toBe(401);
    expect((await otherDevice.get('/api/profile')).status).toBe(401);
    expect(await app.sessionCount(user.id)).toBe(0);

    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(401);
    expect((await app.signIn(app.client(), user.email, 'yet another secret')).status).toBe(401);
    expect((await app.signIn(app.client(), user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers unknown and known addresses alike, and mails only the known one', async () => {
    const user = await app.createUser();
    const unknown = app.email('nobody');
    const known = await requestReset(user.email);
    const stranger = await requestReset(unknown);
    expect(stranger.status).toBe(known.status);
    expect(stranger.json()).toEqual(known.json());
    expect(await app.outbox.to(unknown)).toHaveLength(0);
    expect((await app.outbox.to(user.email)).some((m) => /Reset/.test(m.subject))).toBe(true);
  });

  it('refuses an invented token and a short new password', async () => {
    const invented = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: NEW_PASSWORD, token: 'not-a-real-token' },
    });
    expect(invented.status).toBe(400);

    const user = await app.createUser();
    await requestReset(user.email);
    const token = await landOnResetPage(user.email);
    const short = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: '12345', token },
    });
    expect(short.status).toBe(422);
    expect(short.json()).toMatchObject({
      error: { fields: { newPassword: 'Password must be at least 6 characters' } },
    });
    // The refused attempt did not use up the token, nor change the password.
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
    const ok = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: NEW_PASSWORD, token },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a reset link that points away from this site', async () => {
    const user = await app.createUser();
    const response = await app.client().post('/api/auth/request-password-reset', {
      json: { email: user.email, redirectTo: 'https://evil.example/steal' },
    });
    expect(response.status).toBe(403);
    expect((await app.outbox.to(user.email)).some((m) => /Reset/.test(m.subject))).toBe(false);
  });

  it('refuses an expired reset token', async () => {
    const user = await app.createUser();
    await requestReset(user.email);
    const token = await landOnResetPage(user.email);
    const expired = await app.database.pool.query(
      `update verifications set expires_at = now() - interval '1 minute' where identifier = $1`,
      [`reset-password:${token}`],
    );
    expect(expired.rowCount).toBe(1);
    const response = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: NEW_PASSWORD, token },
    });
    expect(response.status).toBe(400);
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
  });
});

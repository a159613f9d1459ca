import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const { app } = useTestApp();

describe('POST /api/account/password', () => {
  it('sets the new password: sign-in works with it and not with the old one', async () => {
    const user = await app.createUser();
    const otherDevice = app.client();
    expect((await app.signIn(otherDevice, user.email)).status).toBe(200);

    const changed = await user.client.post('/api/account/password', {
      json: {
        currentPassword: user.password,
        password: 'my new password',
        confirmPassword: 'my new password',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toEqual({ ok: true });

    // This device stays signed in; the others are signed out.
    expect((await user.client.get('/api/profile')).status).toBe(200);
    expect((await otherDevice.get('/api/profile')).status).toBe(401);

    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(401);
    expect((await app.signIn(app.client(), user.email, 'my new password')).status).toBe(200);
  });

  it.each([
    [
      'a short password',
      { currentPassword: TEST_PASSWORD, password: '12345', confirmPassword: '12345' },
      { password: 'Password must be at least 6 characters' },
    ],
    [
      'a confirmation that does not match',
      { currentPassword: TEST_PASSWORD, password: 'abcdefgh', confirmPassword: 'abcdefgX' },
      { confirmPassword: "Passwords don't match" },
    ],
  ])(
    'refuses %s with 422 and field messages, keeping the old password',
    async (_, body, fields) => {
      const user = await app.createUser();
      const response = await user.client.post('/api/account/password', { json: body });
      expect(response.status).toBe(422);
      expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields } });
      expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
    },
  );

  it('needs the current password: without it, or with a wrong one, nothing changes', async () => {
    const user = await app.createUser();
    const otherDevice = app.client();
    expect((await app.signIn(otherDevice, user.email)).status).toBe(200);
    const missing = await user.client.post('/api/account/password', {
      json: { password: 'taken over now', confirmPassword: 'taken over now' },
    });
    expect(missing.status).toBe(422);
    expect(missing.json()).toMatchObject({
      error: { fields: { currentPassword: 'Please enter your current password' } },
    });
    const wrong = await user.client.post('/api/account/password', {
      json: {
        currentPassword: 'a guess at it',
        password: 'taken over now',
        confirmPassword: 'taken over now',
      },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: {
        code: 'wrong_password',
        fields: { currentPassword: 'Current password is incorrect' },
      },
    });
    // Nothing changed: the old password works, and no session was ended.
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
    expect((await app.signIn(app.client(), user.email, 'taken over now')).status).toBe(401);
    expect((await otherDevice.get('/api/profile')).status).toBe(200);
    expect((await user.client.get('/api/profile')).status).toBe(200);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const user = await app.createUser();
    const response = await user.client.post('/api/account/password', {
      body: 'password=abcdefgh',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });
});

describe('the account routes refuse in the request language', () => {
  it('says a wrong current password, a mismatch and the same address in Spanish', async () => {
    const user = await app.createUser();
    const headers = { 'accept-language': 'es' };
    const wrong = await user.client.post('/api/account/password', {
      headers,
      json: {
        currentPassword: 'not my password',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: {
        code: 'wrong_password',
        message: 'La contraseña actual no es correcta',
        fields: { currentPassword: 'La contraseña actual no es correcta' },
      },
    });
    const differ = await user.client.post('/api/account/password', {
      headers,
      json: { currentPassword: user.password, password: 'abcdefgh', confirmPassword: 'abcdefgX' },
    });
    expect(differ.json()).toMatchObject({
      error: { fields: { confirmPassword: 'Las contraseñas no coinciden' } },
    });
    const same = await user.client.post('/api/account/email', {
      headers,
      json: { newEmail: user.email, currentPassword: user.password },
    });
    expect(same.status).toBe(422);
    expect(same.json()).toMatchObject({
      error: { fields: { newEmail: 'Esta ya es tu dirección de correo' } },
    });
  });
});

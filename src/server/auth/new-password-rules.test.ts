import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '../../shared/schemas/password-rules';
import { accounts, users } from '../db/schema';
import { useTestApp } from '../test/use-test-app';

const { app } = useTestApp();

const { blank, common, identity } = PASSWORD_RULE_MESSAGES;

/** Weak passwords for an account `dj.kolkata-…@example.com` named "Night Owl". */
const weak = (email: string, username = 'Night Owl'): [string, string, string][] => [
  ['one of the most common passwords', '123456', common],
  ['a common password in other case', 'PassWord', common],
  ['a common password padded with spaces', ' qwerty123 ', common],
  ['only spaces', '      ', blank],
  ['the e-mail address', email, identity],
  ['the e-mail address in capitals', email.toUpperCase(), identity],
  ["the e-mail's local part", email.split('@')[0]!, identity],
  ['the username', username, identity],
];

describe('new passwords are not easily guessed', () => {
  it.each(weak('placeholder@example.com').map(([what]) => what))(
    'sign-up refuses %s with 422 at the password field, creating nothing',
    async (what) => {
      const email = app.email('dj.kolkata');
      const [, password, message] = weak(email).find(([w]) => w === what)!;
      const response = await app.client().post('/api/auth/sign-up/email', {
        json: { email, password, name: 'Night Owl' },
      });
      expect(response.status).toBe(422);
      expect(response.json()).toMatchObject({
        message,
        error: { code: 'validation_failed', fields: { password: message } },
      });
      expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(await app.outbox.to(email)).toHaveLength(0);
    },
  );

  it('a password change refuses a common password, the e-mail and the username', async () => {
    const user = await app.createUser({ name: 'Night Owl' });
    for (const [, password, message] of weak(user.email)) {
      const response = await user.client.post('/api/account/password', {
        json: { currentPassword: user.password, password, confirmPassword: password },
      });
      expect(response.status, password).toBe(422);
      expect(response.json()).toMatchObject({ error: { fields: { password: message } } });
    }
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
  });

  it('a reset refuses them too, and the link still works for a good password', async () => {
    // Usernames tell members apart: this member's differs from the one above.
    const user = await app.createUser({ name: 'Night Heron' });
    await app.client().post('/api/auth/request-password-reset', {
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    const landing = await app.client().get(await app.outbox.latestLink(user.email, /Reset/));
    const token = new URL(landing.location!, app.url).searchParams.get('token')!;
    for (const [, newPassword, message] of weak(user.email, 'Night Heron')) {
      const response = await app.client().post('/api/auth/reset-password', {
        json: { newPassword, token },
      });
      expect(response.status, newPassword).toBe(422);
      expect(response.json()).toMatchObject({ error: { fields: { newPassword: message } } });
    }
    const good = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: 'night shift playlist', token },
    });
    expect(good.status).toBe(200);
  });

  it('an existing account whose password is now refused still signs in', async () => {
    const user = await app.createUser();
    await app.db
      .update(accounts)
      .set({ password: await hashPassword('123456') })
      .where(eq(accounts.userId, user.id));
    expect((await app.signIn(app.client(), user.email, '123456')).status).toBe(200);
  });
});

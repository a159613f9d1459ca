import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import type { TestUser } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const { app } = useTestApp();

const CALLBACK = '/profile?email-changed=1';

function requestChange(user: TestUser, newEmail: string, currentPassword = user.password) {
  return user.client.post('/api/account/email', { json: { newEmail, currentPassword } });
}

describe('change of e-mail address', () => {
  it('mails the new address; following the link updates the account and the profile', async () => {
    const user = await app.createUser();
    const newAddress = app.email('moved');
    const requested = await requestChange(user, newAddress);
    expect(requested.status).toBe(200);

    // Nothing changes before the new address is confirmed.
    const before = await user.client.get('/api/profile');
    expect(before.json()).toMatchObject({ profile: { email: user.email } });
    const [mail] = await app.outbox.to(newAddress);
    expect(mail?.subject).toBe('Confirm your new email address');
    expect((await app.outbox.to(user.email)).some((m) => /email/i.test(m.subject))).toBe(false);

    const confirmed = await user.client.get(mail!.links[0]!);
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe(CALLBACK);

    const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.email).toBe(newAddress);
    expect(account?.emailVerified).toBe(true);
    const [profileRow] = await app.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profileRow?.email).toBe(newAddress);
    const after = await user.client.get('/api/profile');
    expect(after.json()).toMatchObject({ profile: { email: newAddress } });

    expect((await app.signIn(app.client(), newAddress, user.password)).status).toBe(200);
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(401);
    // The link works once.
    const again = await app.client().get(mail!.links[0]!);
    expect(again.location).toMatch(/error=/);
  });

  it('tells the old address what changed and when, with no link to follow', async () => {
    const user = await app.createUser();
    const newAddress = app.email('notice');
    expect((await requestChange(user, newAddress)).status).toBe(200);
    await user.client.get(await app.outbox.latestLink(newAddress));

    const notices = (await app.outbox.to(user.email)).filter((m) => /changed/.test(m.subject));
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.subject).toBe('Your Radio Station email address was changed');
    expect(notice!.text).toContain(newAddress);
    expect(notice!.links).toEqual([]);
    expect(notice!.text).not.toMatch(/https?:\/\//);
    expect(notice!.html).not.toMatch(/<a\b/i);
  });

  it('needs the current password: without it, or with a wrong one, nothing is sent', async () => {
    const user = await app.createUser();
    const before = (await app.outbox.all()).length;
    const missing = await user.client.post('/api/account/email', {
      json: { newEmail: app.email('stolen') },
    });
    expect(missing.status).toBe(422);
    expect(missing.json()).toMatchObject({
      error: { fields: { currentPassword: 'Please enter your current password' } },
    });
    const wrong = await requestChange(user, app.email('stolen'), 'not the password');
    expect(wrong.status).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: {
        code: 'wrong_password',
        message: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      },
    });
    // The session is not ended by a wrong password (the web app signs out on 401 only).
    expect((await user.client.get('/api/profile')).status).toBe(200);
    expect((await app.outbox.all()).length).toBe(before);
    // better-auth's own route, which asks for no password, is not served.
    const direct = await user.client.post('/api/auth/change-email', {
      json: { newEmail: app.email('stolen'), callbackURL: CALLBACK },
    });
    expect(direct.status).toBe(404);
    expect((await app.outbox.all()).length).toBe(before);
  });

  it('limits wrong current passwords per account', async () => {
    const user = await app.createUser();
    for (let i = 0; i < 5; i++) {
      expect((await requestChange(user, app.email('guess'), `guess ${i}`)).status).toBe(403);
    }
    const limited = await requestChange(user, app.email('guess'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("ends the account's other sessions and keeps the one that asked", async () => {
    const user = await app.createUser();
    const otherDevice = app.client();
    expect((await app.signIn(otherDevice, user.email)).status).toBe(200);
    expect((await requestChange(user, app.email('sessions'))).status).toBe(200);
    expect((await otherDevice.get('/api/profile')).status).toBe(401);
    expect((await user.client.get('/api/profile')).status).toBe(200);
  });

  it('answers 409 when another account took the new address before the link was opened', async () => {
    const user = await app.createUser();
    const contested = app.email('contested');
    expect((await requestChange(user, contested)).status).toBe(200);
    const link = await app.outbox.latestLink(contested);
    await app.createUser({ email: contested });

    const confirmed = await user.client.get(link);
    expect(confirmed.status).toBe(409);
    expect(confirmed.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: expect.stringMatching(/used by another account/),
    });
    const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.email).toBe(user.email);
  });

  it('catches the profile up on the next GET if the account changed without it', async () => {
    const user = await app.createUser();
    const newAddress = app.email('direct');
    await app.db.update(users).set({ email: newAddress }).where(eq(users.id, user.id));
    const response = await user.client.get('/api/profile');
    expect(response.json()).toEqual({ profile: expect.objectContaining({ email: newAddress }) });
    const [profileRow] = await app.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profileRow?.email).toBe(newAddress);
  });

  it("does not take over another account's address", async () => {
    const [user, other] = await Promise.all([app.createUser(), app.createUser()]);
    const before = (await app.outbox.all()).length;
    const requested = await requestChange(user, other.email);
    // Answered like any other request (no hint that the address exists), but nothing is sent.
    expect(requested.status).toBe(200);
    expect((await app.outbox.all()).length).toBe(before);
    const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.email).toBe(user.email);
  });

  it('refuses without a session and refuses an invalid address', async () => {
    const anonymous = await app.client().post('/api/account/email', {
      json: { newEmail: app.email('x'), currentPassword: 'whatever' },
    });
    expect(anonymous.status).toBe(401);
    const user = await app.createUser();
    const invalid = await requestChange(user, 'not-an-address');
    expect(invalid.status).toBe(422);
    expect(invalid.json()).toMatchObject({
      error: { fields: { newEmail: 'Please enter a valid email address' } },
    });
  });
});

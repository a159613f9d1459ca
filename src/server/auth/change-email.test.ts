import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const CALLBACK = '/?email-changed=1';

describe('change of e-mail address', () => {
  it('mails the new address; following the link updates the account and the profile', async () => {
    const user = await app.createUser();
    const newAddress = app.email('moved');
    const requested = await user.client.post('/api/auth/change-email', {
      json: { newEmail: newAddress, callbackURL: CALLBACK },
    });
    expect(requested.status).toBe(200);

    // Nothing changes before the new address is confirmed.
    const before = await user.client.get('/api/profile');
    expect(before.json()).toMatchObject({ profile: { email: user.email } });
    const [mail] = await app.outbox.to(newAddress);
    expect(mail?.subject).toBe('Confirm your new email address');
    expect((await app.outbox.to(user.email)).some((m) => /new email/.test(m.subject))).toBe(false);

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
    const requested = await user.client.post('/api/auth/change-email', {
      json: { newEmail: other.email, callbackURL: CALLBACK },
    });
    // Answered like any other request (no hint that the address exists), but nothing is sent.
    expect(requested.status).toBe(200);
    expect((await app.outbox.all()).length).toBe(before);
    const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.email).toBe(user.email);
  });

  it('refuses without a session and refuses an invalid address', async () => {
    const anonymous = await app.client().post('/api/auth/change-email', {
      json: { newEmail: app.email('x'), callbackURL: CALLBACK },
    });
    expect(anonymous.status).toBe(401);
    const user = await app.createUser();
    const invalid = await user.client.post('/api/auth/change-email', {
      json: { newEmail: 'not-an-address', callbackURL: CALLBACK },
    });
    expect(invalid.status).toBe(400);
  });
});

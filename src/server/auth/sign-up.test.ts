import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { TEST_PASSWORD } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const { app } = useTestApp();

describe('sign-up requires e-mail confirmation', () => {
  it('refuses sign-in before the link is followed, accepts it after, and refuses the link twice', async () => {
    const address = app.email('new');
    const browser = app.client();
    const signedUp = await app.signUp(browser, address, TEST_PASSWORD, 'DJ Nova');
    expect(signedUp.status).toBe(200);
    // No session before confirmation (autoSignIn is off).
    expect(browser.cookies.has('better-auth.session_token')).toBe(false);

    const [mail] = await app.outbox.to(address);
    expect(mail?.subject).toBe('Confirm your Radio Station account');
    expect(mail?.links).toHaveLength(1);
    const link = mail!.links[0]!;
    expect(new URL(link).pathname).toBe('/api/auth/verify-email');
    expect(mail!.text).toContain(link);

    const early = await app.signIn(app.client(), address);
    expect(early.status).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(
      (await app.db.select().from(users).where(eq(users.email, address)))[0]?.emailVerified,
    ).toBe(false);

    // Opened in the browser that signed up, the link confirms the account at once.
    const confirmed = await browser.get(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe(`${app.url}/?confirmed=1`);
    expect(
      (await app.db.select().from(users).where(eq(users.email, address)))[0]?.emailVerified,
    ).toBe(true);

    const again = await app.client().get(link);
    expect(again.status).toBe(302);
    expect(again.location).toMatch(/error=LINK_ALREADY_USED/);

    const signedIn = await app.signIn(browser, address);
    expect(signedIn.status).toBe(200);
    expect(browser.cookies.has('better-auth.session_token')).toBe(true);
    const profile = await browser.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.json()).toMatchObject({
      // The first account of an installation manages the station.
      profile: { email: address, username: 'DJ Nova', role: 'Station Manager' },
    });
  });

  it('refuses a link whose token was tampered with', async () => {
    const address = app.email('tamper');
    await app.signUp(app.client(), address);
    const link = new URL(await app.outbox.latestLink(address));
    const token = link.searchParams.get('token')!;
    link.searchParams.set('token', `${token.slice(0, -4)}AAAA`);
    const response = await app.client().get(link.toString());
    expect(response.status).toBe(302);
    expect(response.location).toMatch(/error=INVALID_TOKEN/);
    const [user] = await app.db.select().from(users).where(eq(users.email, address));
    expect(user?.emailVerified).toBe(false);
    expect((await app.signIn(app.client(), address)).status).toBe(403);
  });

  it('sends a fresh confirmation link when an unconfirmed account tries to sign in', async () => {
    const address = app.email('resend');
    const browser = app.client();
    await app.signUp(browser, address);
    expect(await app.outbox.to(address)).toHaveLength(1);
    expect((await app.signIn(app.client(), address)).status).toBe(403);
    const mails = await app.outbox.to(address);
    expect(mails).toHaveLength(2);
    expect((await browser.get(mails[0]!.links[0]!)).status).toBe(302);
    expect((await app.signIn(app.client(), address)).status).toBe(200);
  });

  it('opened in another browser, the link asks for the password and confirms with the one chosen there', async () => {
    const address = app.email('elsewhere');
    await app.signUp(app.client(), address, TEST_PASSWORD, 'On Laptop');
    const phone = app.client();
    const opened = await phone.get(await app.outbox.latestLink(address));
    expect(opened.status).toBe(302);
    const page = new URL(opened.location!);
    expect(page.pathname).toBe('/reset-password');
    expect(page.searchParams.get('confirm')).toBe('1');
    // Not confirmed until the password is chosen; the link itself is used up.
    expect((await app.signIn(app.client(), address)).status).toBe(403);
    expect((await app.client().get(await app.outbox.latestLink(address))).status).toBe(302);
    const chosen = await phone.post('/api/auth/reset-password', {
      json: { newPassword: 'typed on the phone', token: page.searchParams.get('token') },
    });
    expect(chosen.status).toBe(200);
    expect((await app.signIn(app.client(), address)).status).toBe(401);
    expect((await app.signIn(phone, address, 'typed on the phone')).status).toBe(200);
  });

  it('refuses a password shorter than 6 characters and creates nothing', async () => {
    const address = app.email('short');
    const response = await app.signUp(app.client(), address, '12345');
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Password must be at least 6 characters',
      error: { fields: { password: 'Password must be at least 6 characters' } },
    });
    expect(await app.db.select().from(users).where(eq(users.email, address))).toHaveLength(0);
    expect(await app.outbox.to(address)).toHaveLength(0);
  });

  it('creates the profile with role DJ at sign-up', async () => {
    const address = app.email('profile');
    await app.signUp(app.client(), address);
    const [user] = await app.db.select().from(users).where(eq(users.email, address));
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ role: 'DJ', email: address, username: null });
  });

  it('refuses a wrong password for a confirmed account', async () => {
    const user = await app.createUser();
    const response = await app.signIn(app.client(), user.email, 'wrong password');
    expect(response.status).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });
});

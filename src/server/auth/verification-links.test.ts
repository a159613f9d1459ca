import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verifications } from '../db/schema';
import { useTestApp } from '../test/use-test-app';

const { app } = useTestApp();

const verificationRows = async () =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(verifications))[0]!.n;

describe('e-mail confirmation links', () => {
  it('made-up and tampered tokens store nothing', async () => {
    const address = app.email('garbage');
    await app.signUp(app.client(), address);
    const genuine = new URL(await app.outbox.latestLink(address));
    const token = genuine.searchParams.get('token')!;
    const before = await verificationRows();
    const attempts = [
      randomBytes(24).toString('hex'),
      'a'.repeat(4000),
      `${token.slice(0, -4)}AAAA`,
      token.split('.').slice(0, 2).join('.') + '.',
    ];
    for (const garbage of attempts) {
      const link = new URL(genuine);
      link.searchParams.set('token', garbage);
      const response = await app.client().get(link.toString());
      expect(response.status).toBeLessThan(500);
      expect(response.location ?? '').toMatch(/error=/);
    }
    expect(await verificationRows()).toBe(before);
    // The genuine link still works, once.
    expect((await app.client().get(genuine.toString())).location).not.toMatch(/error/);
    expect((await app.client().get(genuine.toString())).location).toMatch(/error=/);
  });
});

describe('sign-up fields follow the profile rules', () => {
  it.each([
    ['a 200,000-character name', { name: 'n'.repeat(200_000) }, 'name'],
    ['a 51-character name', { name: 'n'.repeat(51) }, 'name'],
    ['a one-character name', { name: 'n' }, 'name'],
    ['a 300-character e-mail', { email: `${'e'.repeat(288)}@example.com` }, 'email'],
    ['an image, which sign-up does not take', { image: 'https://evil.example/x.png' }, ''],
  ])('refuses %s with 4xx JSON and stores nothing', async (_, fields, field) => {
    const email = app.email('fields');
    const body = { email, password: 'a fine long password', name: '', ...fields };
    const response = await app.client().post('/api/auth/sign-up/email', { json: body });
    // The longest name is past the API's body limit (413); the others are field refusals.
    expect(response.status === 413 || response.status === 422, response.text).toBe(true);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    if (response.status === 422) {
      expect(response.json()).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
    }
    const stored = await app.db
      .select()
      .from(users)
      .where(eq(users.email, body.email.toLowerCase()));
    expect(stored).toHaveLength(0);
  });

  it('stores the name trimmed, as the profile would', async () => {
    const email = app.email('trim');
    const response = await app.client().post('/api/auth/sign-up/email', {
      json: { email, password: 'a fine long password', name: '  Night Owl  ' },
    });
    expect(response.status).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Night Owl');
  });
});

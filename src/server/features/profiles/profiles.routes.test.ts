import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { profiles } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

const { app, unchanged } = useTestApp({}, { unchanged: { name: 'Unchanged' } });
/** A user whose profile the refusal tests try to change; it must stay as it is. */

describe('GET /api/profile', () => {
  it('creates a missing profile with role DJ on first GET', async () => {
    const user = await app.createUser({ name: 'Ada' });
    await app.db.delete(profiles).where(eq(profiles.id, user.id));

    const response = await user.client.get('/api/profile');
    expect(response.status).toBe(200);
    const { profile } = response.json<{ profile: Record<string, unknown> }>();
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      username: 'Ada',
      role: 'DJ',
      avatarUrl: null,
      timezone: null,
    });
    expect(new Date(String(profile.createdAt)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await app.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(1);
    // A second GET finds it and does not duplicate it.
    expect((await user.client.get('/api/profile')).json()).toEqual({ profile });
  });
});

describe('GET /api/profile, the signed-in small read (docs/decisions/0055)', () => {
  it("costs two round trips once the session check is kept: the request's revisions and the account", async () => {
    const user = await app.createUser({ name: 'Counted' });
    expect((await user.client.get('/api/profile')).status).toBe(200);
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const response = await user.client.get('/api/profile');
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject({ profile: { id: user.id, username: 'Counted' } });
      expect(spy.mock.calls.length).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('PATCH /api/profile', () => {
  it('saves username, avatar and timezone, and clears them with empty strings', async () => {
    const user = await app.createUser();
    const avatar = `/media/${'a'.repeat(64)}`;
    const saved = await user.client.patch('/api/profile', {
      json: { username: '  DJ Kolkata ', avatarUrl: avatar, timezone: 'Asia/Kolkata' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({
      profile: { username: 'DJ Kolkata', avatarUrl: avatar, timezone: 'Asia/Kolkata', role: 'DJ' },
    });
    const https = await user.client.patch('/api/profile', {
      json: { avatarUrl: 'https://cdn.example.com/me.png' },
    });
    expect(https.json()).toMatchObject({
      profile: { username: 'DJ Kolkata', avatarUrl: 'https://cdn.example.com/me.png' },
    });
    const cleared = await user.client.patch('/api/profile', {
      json: { username: '', avatarUrl: '', timezone: '' },
    });
    expect(cleared.json()).toMatchObject({
      profile: { username: null, avatarUrl: null, timezone: null },
    });
  });

  it('saves a language and a time format, and returns to the defaults with empty strings', async () => {
    const user = await app.createUser();
    const chosen = await user.client.patch('/api/profile', {
      json: { language: 'pt-BR', timeFormat: '12h' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json()).toMatchObject({ profile: { language: 'pt-BR', timeFormat: '12h' } });
    expect((await user.client.get('/api/profile')).json()).toMatchObject({
      profile: { language: 'pt-BR', timeFormat: '12h' },
    });
    const cleared = await user.client.patch('/api/profile', {
      json: { language: '', timeFormat: '' },
    });
    expect(cleared.json()).toMatchObject({ profile: { language: null, timeFormat: null } });
  });

  it.each([
    [
      'a one-letter username',
      { username: 'a' },
      'username',
      'Username must be at least 2 characters',
    ],
    ['an avatar that is not a URL', { avatarUrl: 'not a url' }, 'avatarUrl', 'Must be a valid URL'],
    [
      'a javascript: avatar',
      { avatarUrl: 'javascript:alert(1)' },
      'avatarUrl',
      'Must be a valid URL',
    ],
    [
      'a data: avatar',
      { avatarUrl: 'data:text/html,<script>1</script>' },
      'avatarUrl',
      'Must be a valid URL',
    ],
    [
      'an unknown timezone',
      { timezone: 'Mars/Base' },
      'timezone',
      'Please select a valid timezone',
    ],
    ['a username that is not text', { username: 42 }, 'username', expect.any(String)],
    [
      'a language the product does not speak',
      { language: 'ja' },
      'language',
      'Please choose one of the languages offered',
    ],
    [
      'a clock that is neither',
      { timeFormat: '36h' },
      'timeFormat',
      'Please choose the 24-hour or the 12-hour clock',
    ],
  ])('refuses %s with 422 and the field message', async (_, body, field, message) => {
    const user = unchanged;
    const response = await user.client.patch('/api/profile', { json: body });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', message, fields: { [field]: message } },
    });
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ username: 'Unchanged', avatarUrl: null, timezone: null });
  });

  it('refuses unknown fields such as role, and changes nothing', async () => {
    // Not the first account (the Station Manager): a DJ trying to make themselves one.
    const user = await app.createUser({ name: 'Hopeful' });
    const response = await user.client.patch('/api/profile', {
      json: { username: 'Boss', role: 'Station Manager' },
    });
    expect(response.status).toBe(422);
    const body = response.json<{ error: { fields: Record<string, string> } }>();
    expect(body.error.fields['']).toMatch(/role/);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ role: 'DJ', username: 'Hopeful' });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const user = unchanged;
    const response = await user.client.patch('/api/profile', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('stores markup in a username as plain text and returns it as JSON', async () => {
    const user = await app.createUser();
    const markup = '<img src=x onerror=alert(1)>';
    const saved = await user.client.patch('/api/profile', { json: { username: markup } });
    expect(saved.status).toBe(200);
    const read = await user.client.get('/api/profile');
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json()).toMatchObject({ profile: { username: markup } });
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.username).toBe(markup);
  });
});

describe('two users', () => {
  it('each sees and changes only their own profile', async () => {
    const [alice, bob] = await Promise.all([
      app.createUser({ name: 'Alice' }),
      app.createUser({ name: 'Bob' }),
    ]);
    await alice.client.patch('/api/profile', { json: { username: 'Alice A', timezone: 'UTC' } });
    const bobs = await bob.client.patch('/api/profile', { json: { username: 'Bob B' } });
    expect(bobs.json()).toMatchObject({
      profile: { id: bob.id, username: 'Bob B', timezone: null },
    });

    expect((await alice.client.get('/api/profile')).json()).toMatchObject({
      profile: { id: alice.id, email: alice.email, username: 'Alice A', timezone: 'UTC' },
    });
    expect((await bob.client.get('/api/profile')).json()).toMatchObject({
      profile: { id: bob.id, email: bob.email, username: 'Bob B' },
    });
    // There is no route to anyone else's profile.
    const other = await bob.client.get(`/api/profile/${alice.id}`);
    expect(other.status).toBe(404);
    const otherPatch = await bob.client.patch(`/api/profile/${alice.id}`, {
      json: { username: 'Hacked' },
    });
    expect(otherPatch.status).toBe(404);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, alice.id));
    expect(row?.username).toBe('Alice A');
  });
});

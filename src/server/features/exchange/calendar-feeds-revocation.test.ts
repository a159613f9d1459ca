import { describe, expect, it } from 'vitest';
import type {
  CalendarFeedList,
  CreatedCalendarFeed,
} from '../../../shared/exchange/ical/calendar-feeds';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const { app } = useTestApp();

async function createFeed(user: TestUser, includeDrafts = false) {
  const response = await user.client.post('/api/calendar-feeds', { json: { includeDrafts } });
  expect(response.status, response.text).toBe(201);
  return response.json<CreatedCalendarFeed>();
}
const feedStatus = async (url: string) => (await app.client().get(new URL(url).pathname)).status;
const listOf = async (user: TestUser) =>
  (await user.client.get('/api/calendar-feeds')).json<CalendarFeedList>();

describe('calendar feeds and a new password', () => {
  it('a password reset revokes every feed, lists them as revoked, and a new one works', async () => {
    const user = await app.createUser();
    const feeds = [await createFeed(user), await createFeed(user, true)];
    for (const { url } of feeds) expect(await feedStatus(url)).toBe(200);

    await app.client().post('/api/auth/request-password-reset', {
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    const landing = await app.client().get(await app.outbox.latestLink(user.email, /Reset/));
    const token = new URL(landing.location!, app.url).searchParams.get('token')!;
    const reset = await app.client().post('/api/auth/reset-password', {
      json: { newPassword: 'a new night shift', token },
    });
    expect(reset.status).toBe(200);

    for (const { url } of feeds) expect(await feedStatus(url)).toBe(404);
    const again = app.client();
    expect((await app.signIn(again, user.email, 'a new night shift')).status).toBe(200);
    const signedIn = { ...user, client: again };
    const list = await listOf(signedIn);
    expect(list.feeds).toEqual([]);
    expect(list.revoked.map((f) => f.id).sort()).toEqual(feeds.map((f) => f.feed.id).sort());
    for (const revoked of list.revoked) {
      expect(revoked.reason).toBe('password-reset');
      expect(Date.parse(revoked.revokedAt)).toBeGreaterThan(Date.now() - 60_000);
    }

    const fresh = await createFeed(signedIn);
    expect(await feedStatus(fresh.url)).toBe(200);
    expect((await listOf(signedIn)).feeds.map((f) => f.id)).toEqual([fresh.feed.id]);
  });

  it('a password change revokes them too; a feed revoked by hand is not listed as revoked', async () => {
    const user = await app.createUser();
    const byHand = await createFeed(user);
    expect(
      (await user.client.request('DELETE', `/api/calendar-feeds/${byHand.feed.id}`)).status,
    ).toBe(204);
    const kept = await createFeed(user);
    const changed = await user.client.post('/api/account/password', {
      json: {
        currentPassword: user.password,
        password: 'another night shift',
        confirmPassword: 'another night shift',
      },
    });
    expect(changed.status).toBe(200);
    expect(await feedStatus(kept.url)).toBe(404);
    const list = await listOf(user);
    expect(list.revoked).toEqual([
      expect.objectContaining({ id: kept.feed.id, reason: 'password-change' }),
    ]);
  });
});

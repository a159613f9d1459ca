import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../shared/activity/activity-entry';
import { activityLog } from '../../db/schema';
import { TEST_PASSWORD, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { USERNAME_TAKEN } from './member-names';

/** Members' names tell them apart, and a change made under a name stays traceable. */
describe('member names', () => {
  const { app, manager, morgan, zed } = useTestApp(
    {},
    {
      manager: { name: 'Alex' },
      morgan: { name: 'Morgan' },
      zed: { name: 'Zed' },
    },
  );
  const rename = (user: TestUser, username: string) =>
    user.client.patch('/api/profile', { json: { username } });

  // One's own name in another case, or in look-alike letters, still stands for oneself alone.
  it.each([
    [
      "a colleague's username, whatever its case or spaces",
      ['Morgan', ' morgan ', 'MORGAN'],
      'MORGAN',
    ],
    [
      "a look-alike of a colleague's username, and keeps one's own look-alike",
      ['Mоrgan', 'Μorgan', 'ＭＯＲＧＡＮ', 'Mor  gan', 'Mor\u200bgan', 'rnorgan'],
      'Mоrgan',
    ],
  ])('refuses %s', async (_, taken, own) => {
    for (const username of taken) {
      const refused = await rename(zed, username);
      expect(refused.status, username).toBe(422);
      expect(refused.json()).toMatchObject({ error: { fields: { username: USERNAME_TAKEN } } });
    }
    expect((await rename(morgan, own)).status).toBe(200);
    expect((await rename(morgan, 'Morgan')).status).toBe(200);
  });

  it('refuses a sign-up under a member’s username', async () => {
    for (const name of ['morgan', 'mоrgan']) {
      const refused = await app.signUp(app.client(), app.email(), TEST_PASSWORD, name);
      expect(refused.status, name).toBe(422);
      expect(refused.json()).toMatchObject({ error: { fields: { name: USERNAME_TAKEN } } });
    }
  });

  it('records a change of username with the old one, and the station log names the account', async () => {
    expect((await zed.client.patch('/api/profile', { json: { username: 'Zora' } })).status).toBe(
      200,
    );
    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'profile.rename'), eq(activityLog.actorId, zed.id)));
    expect(entry).toMatchObject({
      actorId: zed.id,
      actorName: 'Zed',
      actorEmail: zed.email,
      details: { from: 'Zed', to: 'Zora' },
    });
    const station = (await manager.client.get('/api/activity?kind=team')).json<ActivityPage>();
    expect(station.entries[0]).toMatchObject({ actorName: 'Zed', actorEmail: zed.email });
  });

  it("keeps members' addresses out of a week's history for all but managers", async () => {
    const shows = await manager.client.post('/api/shows', {
      json: {
        name: 'Night Jazz',
        djIds: [],
        duration: 1,
        genres: [],
        description: '',
        color: '#3b82f6',
      },
    });
    const templateId = shows.json<{ show: { id: string } }>().show.id;
    const placed = await zed.client.post('/api/weeks/2030-01-06/shows', {
      json: { templateId, dayIndex: 1, timeIndex: 40, duration: 4 },
    });
    expect(placed.status).toBe(201);
    const history = (
      await morgan.client.get('/api/weeks/2030-01-06/activity')
    ).json<ActivityPage>();
    expect(history.entries[0]).toMatchObject({ actorName: 'Zora' });
    expect(history.entries[0]).not.toHaveProperty('actorEmail');
    // A manager sees whose account a name belongs to, so a look-alike cannot pass.
    const managed = (
      await manager.client.get('/api/weeks/2030-01-06/activity')
    ).json<ActivityPage>();
    expect(managed.entries[0]).toMatchObject({ actorName: 'Zora', actorEmail: zed.email });
  });
});

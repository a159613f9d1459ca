import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { TEST_PASSWORD, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { changeStationSettings } from './station-settings.service';

describe('GET /api/access', () => {
  const { app, manager, dj } = useTestApp({}, { manager: {}, dj: {} });

  it('gives a member their role and the settings the permission table reads', async () => {
    await changeStationSettings(app.db, {
      djPermissions: 'own-shows',
      weekStatusManagersOnly: true,
    });
    try {
      expect((await dj.client.get('/api/access')).json()).toEqual({
        access: {
          role: 'DJ',
          ownDjIds: [],
          settings: { djPermissions: 'own-shows', weekStatusManagersOnly: true },
          waitingCount: 0,
          // The shortest gap the schedule shows (decision 0070).
          gapMinimumMinutes: 60,
          // Reports are for managers until the station opens them (decision 0073).
          reportsOpen: false,
        },
      });
    } finally {
      await changeStationSettings(app.db, {
        djPermissions: 'everything',
        weekStatusManagersOnly: false,
      });
    }
  });

  it('links DJ entries by e-mail (any case) until a manager links one explicitly', async () => {
    const mine = await manager.client.post('/api/djs', {
      json: { name: 'Mine', email: dj.email.toUpperCase(), tags: [] },
    });
    expect(mine.status).toBe(201);
    const other = await manager.client.post('/api/djs', { json: { name: 'Other', tags: [] } });
    const mineId = mine.json<{ dj: { id: string } }>().dj.id;
    const otherId = other.json<{ dj: { id: string } }>().dj.id;
    const own = async () =>
      (await dj.client.get('/api/access')).json<{ access: { ownDjIds: string[] } }>().access
        .ownDjIds;
    expect(await own()).toEqual([mineId]);
    await app.db.update(profiles).set({ djId: otherId }).where(eq(profiles.id, dj.id));
    expect(await own()).toEqual([otherId]);
  });

  it('counts confirmed accounts waiting for approval, for managers only', async () => {
    await changeStationSettings(app.db, { signupPolicy: 'approval' });
    try {
      const unconfirmed = app.email();
      await app.signUp(app.client(), unconfirmed, TEST_PASSWORD, '');
      const confirmed = app.email();
      const c = app.client();
      await app.signUp(c, confirmed, TEST_PASSWORD, '');
      await c.get(await app.outbox.latestLink(confirmed));
      const count = async (u: TestUser) =>
        (await u.client.get('/api/access')).json<{ access: { waitingCount: number } }>().access
          .waitingCount;
      expect(await count(manager)).toBe(1);
      expect(await count(dj)).toBe(0);
    } finally {
      await changeStationSettings(app.db, { signupPolicy: 'open' });
    }
  });
});

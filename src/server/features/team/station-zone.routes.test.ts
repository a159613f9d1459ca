import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../shared/api';
import { activityLog } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { stationAt, useStarted, useTestApp } from '../../test/use-test-app';
import { ensureStationSettings, readStationSettings } from './station-settings.service';
import { readWeek } from '../../test/schedule-set-up';

/**
 * Decision 0054: the station's zone is a station setting. Sunday 29 November 03:00 UTC is Sunday
 * in London (week of the 29th current, that of the 22nd past) and still Saturday evening in New
 * York (week of the 22nd current), so "current" and "past" tell which zone a reader used.
 */
const NOW = new Date('2026-11-29T03:00:00Z');
const LAST_WEEK = '2026-11-22';
const THIS_WEEK = '2026-11-29';

const {
  app: a,
  manager,
  dj,
} = useTestApp(stationAt(NOW), { manager: { name: 'Morgan' }, dj: { name: 'Dana' } });
// A second process on the same database, started as if with another STATION_TIMEZONE.
const b = useStarted(
  () => startTestApp({ ...stationAt(NOW, 'Asia/Tokyo'), shareDatabaseOf: a }),
  (b) => b.close(),
);
/** The manager's session, sent to the second process. */
let managerOnB: ReturnType<TestApp['client']>;

beforeAll(async () => {
  managerOnB = b.client();
  for (const [name, value] of manager.client.cookies) managerOnB.cookies.set(name, value);
  const stored = await manager.client.post(`/api/weeks/${THIS_WEEK}`);
  expect(stored.status, stored.text).toBe(201);
});

describe('the station time zone (Station Settings → Station)', () => {
  it('is the stored one in every process, and every reader follows a change at once', async () => {
    // Both processes read the stored zone, not the one they were started with.
    for (const client of [manager.client, managerOnB]) {
      expect((await readWeek(client, LAST_WEEK)).isPast).toBe(true);
      expect((await client.get('/api/config')).json<PublicConfig>().stationTimeZone).toBe(
        'Europe/London',
      );
    }

    const changed = await manager.client.patch('/api/station-settings', {
      json: { stationTimeZone: 'America/New_York', stationName: 'WKRP' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json()).toMatchObject({
      settings: { stationTimeZone: 'America/New_York', stationName: 'WKRP' },
    });

    for (const client of [manager.client, managerOnB]) {
      // Last week is this week again in New York, kept answers or not.
      expect((await readWeek(client, LAST_WEEK)).isPast).toBe(false);
      expect((await client.get('/api/config')).json<PublicConfig>()).toMatchObject({
        stationTimeZone: 'America/New_York',
        stationName: 'WKRP',
      });
      const exported = await client.get(`/api/weeks/${THIS_WEEK}/export.json`);
      expect(exported.status, exported.text).toBe(200);
      expect(exported.json()).toMatchObject({ stationTimeZone: 'America/New_York' });
    }
    // The one station name is the e-mails' too.
    const invited = a.email('invited');
    const invitation = await manager.client.post('/api/team/invitations', {
      json: { email: invited, role: 'DJ' },
    });
    expect(invitation.status, invitation.text).toBe(201);
    const [mail] = await a.outbox.to(invited);
    expect(mail?.subject).toBe('You are invited to join the WKRP team');
    // The dashboard counts in the new zone.
    const weeks = await managerOnB.get('/api/weeks');
    expect(weeks.status, weeks.text).toBe(200);

    const [entry] = await a.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'settings.change'))
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({
      before: { stationTimeZone: 'Europe/London' },
      after: { stationTimeZone: 'America/New_York' },
    });

    // Back to London for the other tests.
    await manager.client.patch('/api/station-settings', {
      json: { stationTimeZone: 'Europe/London' },
    });
    expect((await readWeek(managerOnB, LAST_WEEK)).isPast).toBe(true);
  });

  it('refuses a zone that is not an IANA zone with 422 at the field, and changes nothing', async () => {
    const refused = await manager.client.patch('/api/station-settings', {
      json: { stationTimeZone: 'Mars/Olympus_Mons' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { stationTimeZone: expect.any(String) } },
    });
    expect((await readStationSettings(a.db)).stationTimeZone).toBe('Europe/London');
  });

  it('is for managers only', async () => {
    const refused = await dj.client.patch('/api/station-settings', {
      json: { stationTimeZone: 'America/New_York' },
    });
    expect(refused.status).toBe(403);
    expect((await readStationSettings(a.db)).stationTimeZone).toBe('Europe/London');
  });
});

describe('STATION_TIMEZONE', () => {
  it('seeds a new installation only; one from before the setting keeps the zone it ran in', async () => {
    const database = await createTestDatabase();
    try {
      const start = (zone: string) =>
        ensureStationSettings(database.db, { signupPolicy: 'approval', stationTimeZone: zone });
      await start('America/Chicago');
      expect((await readStationSettings(database.db)).stationTimeZone).toBe('America/Chicago');
      await start('Asia/Tokyo');
      expect((await readStationSettings(database.db)).stationTimeZone).toBe('America/Chicago');
      // An installation upgraded to this version: its zone is not stored yet.
      await database.db.execute(sql`update station_settings set station_time_zone = null`);
      await start('Europe/Paris');
      expect((await readStationSettings(database.db)).stationTimeZone).toBe('Europe/Paris');
    } finally {
      await database.drop();
    }
  });
});

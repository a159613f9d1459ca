import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { ensureStationSettings, readStationSettings } from '../team/station-settings.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the publish switch of a new installation', () => {
  it('starts as PUBLIC_SCHEDULE says, and a later start keeps what the station chose', async () => {
    await ensureStationSettings(database.db, {
      signupPolicy: 'approval',
      publishSchedule: true,
      stationTimeZone: 'UTC',
    });
    expect((await readStationSettings(database.db)).publishSchedule).toBe(true);
    await ensureStationSettings(database.db, {
      signupPolicy: 'approval',
      publishSchedule: false,
      stationTimeZone: 'UTC',
    });
    expect(await readStationSettings(database.db)).toMatchObject({
      publishSchedule: true,
      stationName: 'Radio Station',
      accentColor: '#3b82f6',
      logoUrl: '',
      publicDjFields: [],
    });
  });
});

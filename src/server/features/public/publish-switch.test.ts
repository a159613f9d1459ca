import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { useStarted } from '../../test/use-test-app';
import { ensureStationSettings, readStationSettings } from '../team/station-settings.service';

const database = useStarted(createTestDatabase, (d) => d.drop());

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

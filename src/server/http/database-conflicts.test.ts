import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledShows, weeklySchedules } from '../db/schema';
import { createTestDatabase } from '../test/database';
import { useStarted } from '../test/use-test-app';
import { databaseConflict } from './database-conflicts';

/** Real refusals of PostgreSQL, through drizzle, as the error handler receives them. */
const database = useStarted(createTestDatabase, (d) => d.drop());

async function refusal(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    return databaseConflict(error);
  }
  throw new Error('The write was not refused');
}

describe('databaseConflict', () => {
  it('maps a missing template to 404 "Show template not found"', async () => {
    const { db } = database;
    await db
      .insert(weeklySchedules)
      .values({ id: '2026-11-22', startDate: '2026-11-22', endDate: '2026-11-28' });
    const error = await refusal(() =>
      db.insert(scheduledShows).values({
        weeklyScheduleId: '2026-11-22',
        showTemplateId: crypto.randomUUID(),
        showName: 'Gone',
        showColor: '#3b82f6',
        dayIndex: 0,
        timeIndex: 0,
        duration: 1,
      }),
    );
    expect(error).toMatchObject({ status: 404, message: 'Show template not found' });
  });

  it('maps a duplicate to 409, a check or an out-of-range value to 422', async () => {
    const { db } = database;
    const duplicate = await refusal(() =>
      db
        .insert(weeklySchedules)
        .values({ id: '2026-11-22', startDate: '2026-11-22', endDate: '2026-11-28' }),
    );
    expect(duplicate).toMatchObject({ status: 409, code: 'conflict' });
    const monday = await refusal(() =>
      db
        .insert(weeklySchedules)
        .values({ id: '2026-11-23', startDate: '2026-11-23', endDate: '2026-11-29' }),
    );
    expect(monday).toMatchObject({ status: 422 });
    const overflow = await refusal(() => db.execute(sql`select '5874897-12-31'::date + 1`));
    expect(overflow).toMatchObject({ status: 422 });
  });

  it('leaves every other error to the generic handler', () => {
    expect(databaseConflict(new Error('boom'))).toBeNull();
    expect(
      databaseConflict(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    ).toBeNull();
  });
});

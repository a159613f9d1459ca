import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, WeekSummary, WeekView } from '../../../../shared/schemas/schedule';
import type { Show } from '../../../../shared/schemas/show';
import { addDays, weekEndOf } from '../../../../shared/schedule/week';
import { weeklySchedules } from '../../../db/schema';
import type { HttpResponse } from '../../../test/http-client';
import { startTestApp } from '../../../test/test-app';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { referenceWeekFigures } from './dashboard-reference';
import { createDj, createShow, placeShow, setWeekStatus } from '../../../test/schedule-set-up';

// Sunday noon in New York, three weeks before the clocks go forward (2027-03-14 02:00).
const NOW = new Date('2027-02-21T17:00:00Z');
const ZONE = 'America/New_York';
const W = (n: number) => addDays('2027-02-21', 7 * n);
const SPRING = W(3);

const { app, staff } = useTestApp(stationAt(NOW, ZONE), { staff: {} });
let drive: Show;
let jazz: Show;
let talk: Show;
let avaId: string;

const weekOf = (r: HttpResponse) => {
  expect(r.status, r.text).toBeLessThan(300);
  return r.json<{ week: WeekView }>().week;
};

beforeAll(async () => {
  const dj = async (name: string) => await createDj(staff, { name });
  const [ava, bo] = [await dj('Ava Brooks'), await dj('Bo Chen')];
  avaId = ava.id;
  const show = async (name: string, djIds: string[]) =>
    await createShow(staff, { name, duration: 1, djIds });
  drive = await show('Morning Drive', [ava.id, bo.id]);
  jazz = await show('Jazz Hour', [ava.id]);
  talk = await show('Talk Back', []);
});

const place = async (
  weekId: string,
  show: Show,
  dayIndex: number,
  timeIndex: number,
  duration: number,
) =>
  weekOf(await placeShow(staff.client, weekId, show, dayIndex, timeIndex, duration)).blocks.find(
    (b) => b.dayIndex === dayIndex && b.timeIndex === timeIndex && !b.isInstance,
  )!;

const makeSeries = async (blockId: string, rule: Record<string, unknown>) =>
  weekOf(
    await staff.client.post(`/api/scheduled-shows/${blockId}/series`, { json: { rule } }),
  ).blocks.find((b) => b.id === blockId)!.recurringSeriesId!;

const dashboard = async () => {
  const response = await staff.client.get('/api/weeks');
  expect(response.status).toBe(200);
  return response.json<{ weeks: WeekSummary[]; stats: DashboardStats }>();
};

/** The answer's figures equal the straightforward count of the same rows, week by week. */
async function expectExact() {
  const { weeks, stats } = await dashboard();
  const reference = await referenceWeekFigures(app.db, ZONE, NOW);
  expect(weeks.map((w) => w.id)).toEqual([...reference.keys()]);
  for (const week of weeks) {
    const { showCount, totalSlots, airtimeMinutes, hasOverlaps, djClashes, hostAway } = week;
    expect({
      week: week.id,
      showCount,
      totalSlots,
      airtimeMinutes,
      hasOverlaps,
      djClashes,
      hostAway,
      unfilledMinutes: week.unfilledMinutes,
    }).toEqual({ week: week.id, ...reference.get(week.id) });
  }
  const minutes = [...reference.values()].reduce((sum, f) => sum + f.airtimeMinutes, 0);
  expect(stats.totalScheduledHours).toBe(minutes / 60);
  return { weeks, stats };
}

/** Weeks whose kept figures a write has marked stale since the last dashboard read. */
const staleWeeks = async () =>
  (
    await app.db.execute<{ week_id: string }>(
      sql`select week_id::text from week_figures where time_zone is null order by week_id`,
    )
  ).rows.map((r) => r.week_id);

describe('the dashboard figures kept per week', () => {
  it('equal a straightforward count after every kind of write, and only changed weeks are counted again', async () => {
    await app.db
      .insert(weeklySchedules)
      .values(
        [-1, 0, 1, 2, 3, 4, 5, 6].map((n) => ({
          id: W(n),
          startDate: W(n),
          endDate: weekEndOf(W(n)),
        })),
      )
      .onConflictDoNothing();

    // Stored shows: Morning Drive and Jazz Hour overlap on Tuesday and share Ava.
    const driveTue = await place(W(0), drive, 2, 36, 8);
    await place(W(0), jazz, 2, 40, 4);
    await place(W(1), talk, 1, 40, 4);
    // Jazz Hour weekly on Wednesdays, six times; one moved to Thursday, one removed.
    const jazzWed = await place(W(0), jazz, 3, 80, 4);
    const jazzSeries = await makeSeries(jazzWed.id, {
      frequency: 'weekly',
      interval: 1,
      byWeekday: [3],
      endType: 'count',
      count: 6,
    });
    const moved = weekOf(
      await staff.client.post(`/api/series/${jazzSeries}/instances/${addDays(W(2), 3)}/exception`),
    ).blocks.find((b) => b.isException)!;
    weekOf(
      await staff.client.patch(`/api/scheduled-shows/${moved.id}`, {
        json: { version: moved.version, dayIndex: 4 },
      }),
    );
    weekOf(
      await staff.client.post(`/api/series/${jazzSeries}/instances/${addDays(W(3), 3)}/removal`),
    );
    // Talk Back 00:00-04:00 on the spring-forward Sunday, weekly eight times: 3 h on air there.
    const night = await place(SPRING, talk, 0, 0, 16);
    await makeSeries(night.id, {
      frequency: 'weekly',
      interval: 1,
      byWeekday: [0],
      endType: 'count',
      count: 8,
    });
    // Morning Drive on Mondays and Fridays every other week, until a date.
    const driveMon = await place(W(1), drive, 1, 24, 8);
    await makeSeries(driveMon.id, {
      frequency: 'weekly',
      interval: 2,
      byWeekday: [1, 5],
      endType: 'date',
      endDate: addDays(W(6), 5),
    });
    await setWeekStatus(staff.client, W(1));
    await setWeekStatus(staff.client, W(2), 'save-draft');

    const { weeks, stats } = await expectExact();
    expect(await staleWeeks()).toEqual([]);
    const spring = weeks.find((w) => w.id === SPRING)!;
    expect(spring.airtimeNote).toEqual({ clocks: 'forward', dayIndex: 0 });
    expect(weeks.find((w) => w.id === W(0))!.djClashes).toBeGreaterThan(0);
    expect(stats.clockChangeWeeks).toBe(1);

    // A move marks its own week, and the week after: its Sunday may run under this Saturday night.
    weekOf(
      await staff.client.patch(`/api/scheduled-shows/${driveTue.id}`, {
        json: { version: driveTue.version, timeIndex: 60 },
      }),
    );
    expect(await staleWeeks()).toEqual([W(0), W(1)]);
    await expectExact();

    // A delete, then its undo.
    const deleted = await staff.client.request('DELETE', `/api/scheduled-shows/${driveTue.id}`);
    expect(deleted.status).toBe(200);
    await expectExact();
    const { undo } = deleted.json<{ undo: { token: string } }>();
    weekOf(
      await staff.client.post('/api/scheduled-shows/restore', { json: { token: undo.token } }),
    );
    await expectExact();

    // A series edit from a later date, then a removal brought back.
    const edited = await staff.client.post(`/api/series/${jazzSeries}/edit`, {
      json: {
        scope: 'following',
        fromDate: addDays(W(4), 3),
        timeIndex: 84,
        duration: 8,
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
      },
    });
    expect(edited.status, edited.text).toBeLessThan(300);
    await expectExact();
    weekOf(
      await staff.client.request(
        'DELETE',
        `/api/series/${jazzSeries}/instances/${addDays(W(3), 3)}/removal`,
      ),
    );
    await expectExact();

    // Away dates (decision 0065) mark the weeks they reach, from the day before their first day
    // (a Saturday-night show runs into it), and no others: Ava away W(2)'s Sunday to Friday, when
    // the exception moved to Thursday airs.
    const away = await staff.client.post(`/api/djs/${avaId}/away-periods`, {
      json: { fromDate: W(2), toDate: addDays(W(2), 5) },
    });
    expect(away.status, away.text).toBe(201);
    expect(await staleWeeks()).toEqual([W(1), W(2)]);
    expect((await expectExact()).weeks.find((w) => w.id === W(2))!.hostAway).toBeGreaterThan(0);
    const awayId = away.json<{ period: { id: string } }>().period.id;
    await staff.client.request('DELETE', `/api/djs/${avaId}/away-periods/${awayId}`);
    expect(await staleWeeks()).toEqual([W(1), W(2)]);
    await expectExact();

    // Plain SQL is caught too: a renamed first placement changes what every instance copies.
    await app.db
      .execute(sql`update scheduled_shows set dj_names = '{"Ava Brooks"}', show_name = 'Jazz Late'
      where id = ${jazzWed.id}`);
    expect((await staleWeeks()).length).toBeGreaterThan(1);
    await expectExact();

    const inNewYork = (await expectExact()).weeks;
    // A new station zone (decision 0054) counts every week again in it, in every process.
    const other = await startTestApp({
      shareDatabaseOf: app,
      station: { timeZone: ZONE, now: () => NOW },
    });
    try {
      const moved = await staff.client.patch('/api/station-settings', {
        json: { stationTimeZone: 'Europe/London' },
      });
      expect(moved.status, moved.text).toBe(200);
      const client = other.client();
      for (const [name, value] of staff.client.cookies) client.cookies.set(name, value);
      const response = await client.get('/api/weeks');
      expect(response.status).toBe(200);
      const inLondon = response.json<{ weeks: WeekSummary[] }>().weeks;
      const reference = await referenceWeekFigures(app.db, 'Europe/London', NOW);
      // London's clocks stay put that night: the 4 h show is on air 4 h there.
      expect(inLondon.find((w) => w.id === SPRING)!.airtimeMinutes).toBe(
        inNewYork.find((w) => w.id === SPRING)!.airtimeMinutes + 60,
      );
      expect(inLondon.map((w) => w.airtimeMinutes)).toEqual(
        [...reference.values()].map((f) => f.airtimeMinutes),
      );
    } finally {
      await other.close();
    }
  });
});

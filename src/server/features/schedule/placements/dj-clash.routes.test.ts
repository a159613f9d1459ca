import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, WeekSummary, WeekView } from '../../../../shared/schemas/schedule';
import type { Show } from '../../../../shared/schemas/show';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { createDj, createShow, placeShow, readWeek, weekOf } from '../../../test/schedule-set-up';

// A Sunday noon in London: weeks from 2026-11-29 on are ahead.
const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-11-29';
const NEXT = '2026-12-06';

const { staff } = useTestApp(stationAt(NOW), { staff: {} });
let drive: Show;
let jazz: Show;
let talk: Show;
let avaId: string;

beforeAll(async () => {
  const dj = async (name: string) => await createDj(staff, { name });
  const [ava, bo, cy] = [await dj('Ava Brooks'), await dj('Bo Chen'), await dj('Cy Diaz')];
  avaId = ava.id;
  const show = async (name: string, djIds: string[]) =>
    await createShow(staff, { name, duration: 1, djIds });
  drive = await show('Morning Drive', [ava.id, bo.id]);
  jazz = await show('Jazz Hour', [ava.id]);
  talk = await show('Talk Back', [cy.id]);
});

async function place(
  weekId: string,
  show: Show,
  dayIndex: number,
  timeIndex: number,
  duration: number,
) {
  const response = await placeShow(staff.client, weekId, show, dayIndex, timeIndex, duration);
  // A DJ booked twice never stops a draft.
  expect(response.status).toBe(201);
  return weekOf(response);
}

const idOf = (week: WeekView, name: string, dayIndex: number) =>
  week.blocks.find((b) => b.showName === name && b.dayIndex === dayIndex)!.id;

describe('DJ double-booking in the week answer', () => {
  it('names a DJ on two shows at once, not one on a show that only touches the other', async () => {
    await place(WEEK, drive, 2, 36, 8); // Tue 09:00-11:00, Ava and Bo
    await place(WEEK, talk, 2, 40, 4); // Tue 10:00-11:00, Cy: overlaps, no shared DJ
    await place(WEEK, jazz, 2, 44, 4); // Tue 11:00-12:00, Ava: touches Morning Drive
    let week = await readWeek(staff.client, WEEK);
    expect(week.djClashes).toEqual([]);

    week = await place(WEEK, jazz, 2, 40, 4); // Tue 10:00-11:00, Ava: on Morning Drive too
    const jazzAtTen = week.blocks.find((b) => b.showName === 'Jazz Hour' && b.timeIndex === 40)!.id;
    expect(week.djClashes).toEqual([
      { djName: 'Ava Brooks', blockIds: [idOf(week, 'Morning Drive', 2), jazzAtTen] },
    ]);
  });

  it('counts a series instance, and the dashboard marks the weeks and totals them', async () => {
    // Jazz Hour weekly on Wednesdays from this week; Morning Drive on next Wednesday clashes.
    const anchor = await place(WEEK, jazz, 3, 40, 4);
    const anchorId = anchor.blocks.find((b) => b.dayIndex === 3)!.id;
    const series = await staff.client.post(`/api/scheduled-shows/${anchorId}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [3], endType: 'count', count: 3 },
      },
    });
    expect(series.status).toBe(201);
    const next = await place(NEXT, drive, 3, 42, 4); // Wed 10:30-11:30
    const instance = next.blocks.find((b) => b.isInstance)!;
    expect(next.djClashes).toEqual([
      { djName: 'Ava Brooks', blockIds: [instance.id, idOf(next, 'Morning Drive', 3)] },
    ]);

    const { weeks, stats } = (await staff.client.get('/api/weeks')).json<{
      weeks: WeekSummary[];
      stats: DashboardStats;
    }>();
    // The series' third week, never opened, is listed too (only the series fills it).
    expect(weeks.map((w) => [w.id, w.djClashes])).toEqual([
      [WEEK, 1],
      [NEXT, 1],
      ['2026-12-13', 0],
    ]);
    expect(stats).toMatchObject({ djClashes: 2, djClashWeeks: 2 });
  });

  it('follows a guest host on one placement, not the show template', async () => {
    const weekId = '2026-12-13';
    await place(weekId, drive, 4, 36, 8); // Thu 09:00-11:00, Ava and Bo
    const week = await place(weekId, talk, 4, 40, 4); // Thu 10:00-11:00, Cy: no clash
    expect(week.djClashes).toEqual([]);
    const talkBlock = week.blocks.find((b) => b.showName === 'Talk Back')!;
    // Ava sits in for Cy on this date.
    const guest = await staff.client.patch(`/api/scheduled-shows/${talkBlock.id}`, {
      json: { version: talkBlock.version, djIds: [avaId] },
    });
    expect(guest.status).toBe(200);
    const after = weekOf(guest);
    expect(after.djClashes).toEqual([
      { djName: 'Ava Brooks', blockIds: [idOf(after, 'Morning Drive', 4), talkBlock.id] },
    ]);
  });
});

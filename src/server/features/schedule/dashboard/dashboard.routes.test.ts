import { describe, expect, it } from 'vitest';
import type { DashboardStats, WeekSummary } from '../../../../shared/schemas/schedule';
import { weekEndOf } from '../../../../shared/schedule/week';
import { weeklySchedules } from '../../../db/schema';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { createShow, placeShow, setWeekStatus, weekOf } from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });

describe('GET /api/weeks (dashboard)', () => {
  it('reports weeks and statistics that match a hand-counted season, instances included', async () => {
    const show = await createShow(staff, { name: 'Count Me', duration: 1 });
    // Weeks as the dashboard gets them: stored (past ones by an earlier visit, so directly).
    const open = (weekId: string) =>
      app.db
        .insert(weeklySchedules)
        .values({ id: weekId, startDate: weekId, endDate: weekEndOf(weekId) })
        .onConflictDoNothing();
    const place = async (weekId: string, dayIndex: number, timeIndex: number, duration: number) =>
      weekOf(await placeShow(staff.client, weekId, show, dayIndex, timeIndex, duration));

    // Week A (current, not started): 2 h + 1 h.
    await open('2026-11-22');
    await place('2026-11-22', 1, 40, 8);
    await place('2026-11-22', 2, 40, 4);
    // Week B (draft): two overlapping 1 h shows.
    await open('2026-11-29');
    await place('2026-11-29', 3, 40, 4);
    await place('2026-11-29', 3, 42, 4);
    await setWeekStatus(staff.client, '2026-11-29', 'save-draft');
    // Week C (finalized): a 3 h show made weekly for 3 occurrences (C, D, E).
    await open('2026-12-06');
    const anchor = (await place('2026-12-06', 4, 20, 12)).blocks[0]!;
    await staff.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [4], endType: 'count', count: 3 },
      },
    });
    await setWeekStatus(staff.client, '2026-12-06');
    // Week D opened (one instance); week F opened (nothing: the series ended with E). E, never
    // opened, is listed too: only its series fills it, within twelve weeks (decision 0053).
    await open('2026-12-13');
    await open('2026-12-27');
    // A past week, empty.
    await open('2026-11-15');

    const response = await staff.client.get('/api/weeks');
    expect(response.status).toBe(200);
    const { weeks, stats } = response.json<{ weeks: WeekSummary[]; stats: DashboardStats }>();
    expect(
      weeks.map((w) => [
        w.id,
        w.status,
        w.showCount,
        w.totalSlots,
        w.hasOverlaps,
        w.isPast,
        w.isCurrent,
      ]),
    ).toEqual([
      ['2026-11-15', 'not-started', 0, 0, false, true, false],
      ['2026-11-22', 'not-started', 2, 12, false, false, true],
      ['2026-11-29', 'draft', 2, 8, true, false, false],
      ['2026-12-06', 'finalized', 1, 12, false, false, false],
      ['2026-12-13', 'not-started', 1, 12, false, false, false],
      ['2026-12-20', 'not-started', 1, 12, false, false, false],
      ['2026-12-27', 'not-started', 0, 0, false, false, false],
    ]);
    expect(weeks.filter((w) => w.seriesOnly).map((w) => w.id)).toEqual(['2026-12-20']);
    expect(stats).toEqual({
      totalWeeks: 7,
      finalizedWeeks: 1,
      draftWeeks: 1,
      notStartedWeeks: 5,
      totalScheduledHours: 14,
      averageShowsPerWeek: 1,
      djClashes: 0,
      djClashWeeks: 0,
      clockChangeWeeks: 0,
    });
  });

  it('refuses without a session', async () => {
    expect((await app.client().get('/api/weeks')).status).toBe(401);
  });
});

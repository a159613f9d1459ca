import { describe, expect, it } from 'vitest';
import { PLACEMENT_MESSAGES } from '../../../shared/schedule/placement';
import { addDays } from '../../../shared/schedule/week';
import type { WeekSummary, WeekView } from '../../../shared/schemas/schedule';
import type { Show } from '../../../shared/schemas/show';
import { stationAt, useTestApp } from '../../test/use-test-app';
import {
  createDj,
  createShow,
  errorOf,
  placeShow,
  readWeek,
  weekOf,
} from '../../test/schedule-set-up';

/**
 * "Overnight shows may continue into the next week" (decision 0057), through HTTP and a real
 * PostgreSQL: off (the spec's rule) a Saturday airing that would cross midnight is cut in the
 * grid, CSV, .ics and public API alike and a one-off is refused; on it runs its whole length,
 * the next week draws and checks its continuation, and kept week answers follow the setting and
 * the week before's Saturday.
 */
const NOW = new Date('2026-11-25T12:00:00Z');
const THIS_WEEK = '2026-11-22';
const ZONE = 'Europe/London';
const nightly = { frequency: 'daily', interval: 1, endType: 'never' };

const { app, staff } = useTestApp(stationAt(NOW, ZONE), { staff: {} });
let nextStart = 0;

const read = async (weekId: string) => await readWeek(staff.client, weekId);
const setOvernight = async (on: boolean) => {
  const r = await staff.client.patch('/api/station-settings', { json: { overnightContinues: on } });
  expect(r.status, r.text).toBe(200);
};

/** A week of its own for each test, five weeks apart (the nightly series runs on forever). */
function freshWeek(): string {
  nextStart += 5;
  return addDays(THIS_WEEK, 7 * nextStart);
}

async function newShow(name: string, duration = 6) {
  return await createShow(staff, { name, duration });
}

async function place(
  weekId: string,
  show: Show,
  dayIndex: number,
  timeIndex: number,
  duration: number,
) {
  return placeShow(staff.client, weekId, show, dayIndex, timeIndex, duration);
}

/** A nightly 23:00-05:00 series starting on the week's Monday, ending after that week. */
async function nightlySeries(weekId: string, name: string) {
  const show = await newShow(name);
  const placed = weekOf(await place(weekId, show, 1, 92, 24)).blocks.find(
    (b) => b.templateId === show.id,
  )!;
  const rule = { ...nightly, endType: 'date', endDate: addDays(weekId, 13) };
  const answer = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
    json: { rule },
  });
  expect(answer.status, answer.text).toBe(201);
  return {
    show,
    seriesId: weekOf(answer).blocks.find((b) => b.templateId === show.id)!.recurringSeriesId!,
  };
}

const saturdayOf = (view: WeekView, show: Show) =>
  view.blocks.find((b) => b.templateId === show.id && b.dayIndex === 6);

describe('overnight shows off (the spec rule, the default)', () => {
  it('refuses a one-off past Saturday midnight and cuts a series there in every output', async () => {
    const week = freshWeek();
    const show = await newShow('Late One');
    const refused = await place(week, show, 6, 92, 8);
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe(PLACEMENT_MESSAGES.beyondWeek);

    const { show: night } = await nightlySeries(week, 'Night Owls');
    const saturday = saturdayOf(await read(week), night)!;
    expect([saturday.timeIndex, saturday.duration, saturday.cutAtWeekEnd]).toEqual([92, 4, true]);
    expect((await read(addDays(week, 7))).carriedIn).toEqual([]);

    const csv = (await staff.client.get(`/api/weeks/${week}/export.csv`)).text;
    expect(csv).toContain(`${addDays(week, 6)},23:00,24:00,1,Night Owls`);
    // The .ics agrees: the Saturday airing is an override ending at midnight.
    const ics = (await staff.client.get(`/api/weeks/${week}/export.ics`)).text.replace(
      /\r\n /g,
      '',
    );
    const saturdayStamp = addDays(week, 6).replaceAll('-', '');
    const nextSunday = addDays(week, 7).replaceAll('-', '');
    expect(ics).toContain(`RECURRENCE-ID;TZID=Europe/London:${saturdayStamp}T230000`);
    expect(ics).toContain(`DTEND;TZID=Europe/London:${nextSunday}T000000`);
  });
});

describe('overnight shows on', () => {
  it('runs a Saturday airing its whole length, drawn in the next week as a continuation', async () => {
    await setOvernight(true);
    try {
      const week = freshWeek();
      const { show } = await nightlySeries(week, 'Night Owls');
      const saturday = saturdayOf(await read(week), show)!;
      expect([saturday.timeIndex, saturday.duration, saturday.cutAtWeekEnd]).toEqual([
        92,
        24,
        undefined,
      ]);
      const next = await read(addDays(week, 7));
      expect(next.overnightContinues).toBe(true);
      expect(
        next.carriedIn
          .filter((b) => b.templateId === show.id)
          .map((b) => [b.dayIndex, b.timeIndex, b.duration]),
      ).toEqual([[-1, 92, 24]]);

      const csv = (await staff.client.get(`/api/weeks/${week}/export.csv`)).text;
      expect(csv).toContain(`${addDays(week, 6)},23:00,05:00 (+1 day),6,Night Owls`);
      const ics = (await staff.client.get(`/api/weeks/${week}/export.ics`)).text;
      expect(ics).not.toContain('RECURRENCE-ID');

      // A one-off may now run past Saturday midnight too.
      const late = await place(addDays(week, 7), await newShow('Late One'), 6, 92, 8);
      expect(late.status, late.text).toBe(201);
    } finally {
      await setOvernight(false);
    }
  });

  it("sees the continuation in the next week's overlap checks and refuses one in a finalized week", async () => {
    await setOvernight(true);
    try {
      const week = freshWeek();
      const next = addDays(week, 7);
      const early = await newShow('Early Bird', 2);
      // A draft next week: a show under the continuation is allowed and flagged.
      const { show: night } = await nightlySeries(week, 'Night Owls');
      const flagged = weekOf(await place(next, early, 0, 4, 8));
      expect(flagged.hasOverlaps).toBe(true);
      expect(flagged.carriedIn.find((b) => b.templateId === night.id)?.isOverlapping).toBe(true);
      const finalize = await staff.client.post(`/api/weeks/${next}/status`, {
        json: { action: 'finalize' },
      });
      expect(finalize.status).toBe(409);

      // A finalized next week: a Saturday one-off whose continuation overlaps is refused.
      const later = addDays(week, 14);
      const after = addDays(later, 7);
      // 03:00-05:00 on the Sunday London's clocks go forward (28 March 2027, 01:00 to 02:00).
      const booked = await place(after, early, 0, 12, 8);
      expect(booked.status, booked.text).toBe(201);
      const done = await staff.client.post(`/api/weeks/${after}/status`, {
        json: { action: 'finalize' },
      });
      expect(done.status, done.text).toBe(200);
      const refused = await place(later, await newShow('Late One'), 6, 92, 24);
      expect(refused.status).toBe(409);
      expect(errorOf(refused).message).toBe(PLACEMENT_MESSAGES.finalizedOverlap);
      // One that ends before the finalized show begins is fine: 23:00-00:30.
      expect((await place(later, await newShow('Short Late'), 6, 92, 6)).status).toBe(201);
      expect((await read(after)).carriedIn.map((b) => b.showName)).toEqual(['Short Late']);
      // And a placement made in the finalized week on top of the continuation is refused.
      const onTop = await place(after, early, 0, 0, 1);
      expect(onTop.status).toBe(409);
      expect(errorOf(onTop).message).toBe(PLACEMENT_MESSAGES.finalizedOverlap);
    } finally {
      await setOvernight(false);
    }
  });

  it("flags on the dashboard a week whose Sunday runs under the week before's Saturday night", async () => {
    await setOvernight(true);
    try {
      // Far ahead of the fresh weeks, clear of their nightly series.
      const week = addDays(THIS_WEEK, 7 * 64);
      const next = addDays(week, 7);
      const flagOf = async (weekId: string) => {
        const r = await staff.client.get('/api/weeks');
        expect(r.status, r.text).toBe(200);
        return r.json<{ weeks: WeekSummary[] }>().weeks.find((w) => w.id === weekId)?.hasOverlaps;
      };
      // Sunday 03:00-05:00, counted and kept before the week before has anything.
      expect((await place(next, await newShow('Sunday Early', 2), 0, 12, 8)).status).toBe(201);
      expect(await flagOf(next)).toBe(false);

      // Saturday 23:00-05:00 runs on over it: the grid flags it, and so does the dashboard.
      const late = weekOf(await place(week, await newShow('Saturday Late'), 6, 92, 24));
      expect((await read(next)).hasOverlaps).toBe(true);
      expect(await flagOf(next)).toBe(true);
      expect(await flagOf(week)).toBe(false);

      // Shortened to end at midnight, it no longer reaches Sunday: both clear.
      const block = late.blocks.find((b) => b.showName === 'Saturday Late')!;
      const cut = await staff.client.patch(`/api/scheduled-shows/${block.id}`, {
        json: { duration: 4, version: block.version },
      });
      expect(cut.status, cut.text).toBe(200);
      expect((await read(next)).hasOverlaps).toBe(false);
      expect(await flagOf(next)).toBe(false);
    } finally {
      await setOvernight(false);
    }
  });

  it("counts on the dashboard a DJ clash with the week before's Saturday night", async () => {
    await setOvernight(true);
    try {
      // Far ahead of the fresh weeks and of the overlap flag's weeks.
      const week = addDays(THIS_WEEK, 7 * 70);
      const next = addDays(week, 7);
      const dashboard = async () => {
        const r = await staff.client.get('/api/weeks');
        expect(r.status, r.text).toBe(200);
        return r.json<{ weeks: WeekSummary[]; stats: { djClashes: number } }>();
      };
      const clashesOf = async (weekId: string) =>
        (await dashboard()).weeks.find((w) => w.id === weekId)?.djClashes;
      const ava = await createDj(staff, { name: 'Ava Overnight' });
      const hosted = (name: string, duration: number) =>
        createShow(staff, { name, duration, djIds: [ava.id] });
      // Sunday 03:00-05:00 with Ava, counted and kept before the week before has anything.
      expect((await place(next, await hosted('Ava Sunday', 2), 0, 12, 8)).status).toBe(201);
      expect(await clashesOf(next)).toBe(0);
      const before = (await dashboard()).stats.djClashes;

      // Ava's Saturday 23:00-05:00 runs on over it: the grid's banner has the clash, and so
      // does the dashboard's count for that week, once in the totals.
      expect((await place(week, await hosted('Ava Saturday', 6), 6, 92, 24)).status).toBe(201);
      expect((await read(next)).djClashes).toHaveLength(1);
      expect(await clashesOf(next)).toBe(1);
      expect(await clashesOf(week)).toBe(0);
      expect((await dashboard()).stats.djClashes).toBe(before + 1);
    } finally {
      await setOvernight(false);
    }
  });

  it('refuses a copy whose Saturday-night show would run onto a show of a finalized week', async () => {
    await setOvernight(true);
    try {
      // Far ahead of every other test's weeks (fresh weeks are handed out in order).
      const source = addDays(THIS_WEEK, 7 * 60);
      const target = addDays(source, 7);
      const after = addDays(source, 14);
      expect((await place(source, await newShow('Copied Late'), 6, 92, 24)).status).toBe(201);
      // The target week's Sunday is the source's continuation: only the week after is booked.
      expect((await place(after, await newShow('Sunday Early', 2), 0, 4, 8)).status).toBe(201);
      const done = await staff.client.post(`/api/weeks/${after}/status`, {
        json: { action: 'finalize' },
      });
      expect(done.status, done.text).toBe(200);
      const copied = await staff.client.post(`/api/weeks/${source}/copy`, {
        json: { mode: 'weeks', count: 1 },
      });
      expect(copied.status, copied.text).toBe(409);
      expect(errorOf(copied).message).toBe(PLACEMENT_MESSAGES.finalizedOverlap);
      expect((await read(target)).blocks).toEqual([]);
      expect((await read(after)).carriedIn).toEqual([]);
    } finally {
      await setOvernight(false);
    }
  });

  it("refreshes a kept week answer when the setting or the week before's Saturday changes", async () => {
    const week = freshWeek();
    const next = addDays(week, 7);
    const { show, seriesId } = await nightlySeries(week, 'Night Owls');
    expect((await read(next)).carriedIn).toEqual([]);
    await setOvernight(true);
    try {
      expect((await read(next)).carriedIn.map((b) => b.templateId)).toEqual([show.id]);
      const removed = await staff.client.post(
        `/api/series/${seriesId}/instances/${addDays(week, 6)}/removal`,
      );
      expect(removed.status, removed.text).toBe(201);
      expect((await read(next)).carriedIn).toEqual([]);
    } finally {
      await setOvernight(false);
    }
  });

  it('says 05:00 in the public schedule, and 00:00 with the setting off', async () => {
    const published = await staff.client.patch('/api/station-settings', {
      json: { publishSchedule: true },
    });
    expect(published.status).toBe(200);
    // This week: the public schedule starts at the current week.
    const { show } = await nightlySeries(THIS_WEEK, 'Public Night');
    const finalize = await staff.client.post(`/api/weeks/${THIS_WEEK}/status`, {
      json: { action: 'finalize' },
    });
    expect(finalize.status, finalize.text).toBe(200);
    const saturday = addDays(THIS_WEEK, 6);
    const ends = async () => {
      const r = await app.client().get(`/api/public/v1/schedule?from=${saturday}&to=${saturday}`);
      const body = r.json<{
        occurrences: { title: string; startLocal: string; endLocal: string }[];
      }>();
      return body.occurrences
        .filter((o) => o.title === show.name && o.startLocal.startsWith(saturday))
        .map((o) => o.endLocal);
    };
    expect(await ends()).toEqual([`${addDays(saturday, 1)}T00:00:00+00:00`]);
    await setOvernight(true);
    try {
      expect(await ends()).toEqual([`${addDays(saturday, 1)}T05:00:00+00:00`]);
    } finally {
      await setOvernight(false);
    }
  });
});

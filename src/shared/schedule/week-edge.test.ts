import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airInterval, airtimeMinutes } from './clock-change';
import { checkPlacement } from './placement';
import { daySegments, SLOTS_PER_DAY, SLOTS_PER_WEEK } from './slots';
import { addDays } from './week';
import { airedDuration, carriedIntoNextWeek, crossesWeekEnd, isCutAtWeekEnd } from './week-edge';

/**
 * The week-boundary rule (decision 0057) on the station's wall clock: a show late on Saturday is
 * cut at Saturday 24:00 unless overnight shows continue, when it runs on into the next week's
 * Sunday, where that week sees it as day -1 at the same instants. Fixed dates, no clock read.
 */
const ON = { overnightContinues: true };
const OFF = { overnightContinues: false };
const saturdayNight = { dayIndex: 6, timeIndex: 92, duration: 24 }; // 23:00-05:00

describe.each([
  // The clocks go forward on the Sunday morning after the week ends.
  ['America/New_York', '2027-03-07', 300],
  ['Europe/London', '2027-03-21', 300],
  ['Australia/Adelaide', '2026-09-27', 300],
  // And back: an hour more.
  ['America/New_York', '2026-10-25', 420],
  ['Europe/London', '2026-10-18', 420],
  // Half-hour zones without a change.
  ['Asia/Kolkata', '2026-11-22', 360],
] as const)('Saturday 23:00-05:00 in %s, week of %s', (zone, weekId, wholeMinutes) => {
  const nextWeek = addDays(weekId, 7);

  it('off: airs 23:00 to midnight, an hour, and is cut', () => {
    expect(airedDuration(saturdayNight, OFF)).toBe(4);
    expect(isCutAtWeekEnd(saturdayNight, OFF)).toBe(true);
    const cut = { ...saturdayNight, duration: airedDuration(saturdayNight, OFF) };
    expect(airtimeMinutes(weekId, cut, zone)).toBe(60);
  });

  it('on: airs its whole real time, and the next week sees the same instants', () => {
    expect(airedDuration(saturdayNight, ON)).toBe(24);
    expect(isCutAtWeekEnd(saturdayNight, ON)).toBe(false);
    expect(airtimeMinutes(weekId, saturdayNight, zone)).toBe(wholeMinutes);
    const carried = carriedIntoNextWeek(saturdayNight)!;
    expect(carried.dayIndex).toBe(-1);
    expect(airInterval(nextWeek, carried, zone)).toEqual(airInterval(weekId, saturdayNight, zone));
    expect(daySegments(carried)).toEqual([
      { dayIndex: 0, timeIndex: 0, duration: 20, continuation: true },
    ]);
  });
});

describe('placing past Saturday midnight', () => {
  const draft = { status: 'draft' as const, isPast: false };

  it('is refused "Show extends beyond week" with the setting off, allowed with it on', () => {
    const late = { dayIndex: 6, timeIndex: 92, duration: 8 };
    expect(checkPlacement(late, { ...draft, ...OFF }, [])).toMatchObject({
      ok: false,
      message: 'Show extends beyond week',
    });
    expect(checkPlacement(late, { ...draft, ...ON }, [])).toEqual({ ok: true, overlaps: false });
  });

  it("overlaps a show carried in from last week's Saturday; refused in a finalized week", () => {
    const carried = { id: 'night', ...carriedIntoNextWeek(saturdayNight)! };
    const early = { dayIndex: 0, timeIndex: 16, duration: 8 }; // Sunday 04:00-06:00
    expect(checkPlacement(early, { ...draft, ...ON }, [carried])).toEqual({
      ok: true,
      overlaps: true,
    });
    expect(
      checkPlacement(early, { status: 'finalized', isPast: false, ...ON }, [carried]),
    ).toMatchObject({ ok: false, message: 'Cannot create overlaps in finalized week' });
    const after = { dayIndex: 0, timeIndex: 20, duration: 8 }; // 05:00-07:00
    expect(checkPlacement(after, { status: 'finalized', isPast: false, ...ON }, [carried])).toEqual(
      { ok: true, overlaps: false },
    );
  });
});

const placementArb = fc.record({
  dayIndex: fc.integer({ min: 0, max: 6 }),
  timeIndex: fc.integer({ min: 0, max: SLOTS_PER_DAY - 1 }),
  duration: fc.integer({ min: 1, max: SLOTS_PER_DAY }),
});

describe('the rule in general', () => {
  it('on: a show airs its duration, drawn over this week and the next', () => {
    fc.assert(
      fc.property(placementArb, (p) => {
        expect(airedDuration(p, ON)).toBe(p.duration);
        const here = daySegments(p).reduce((sum, s) => sum + s.duration, 0);
        const carried = carriedIntoNextWeek(p);
        const there = carried ? daySegments(carried).reduce((sum, s) => sum + s.duration, 0) : 0;
        expect(here + there).toBe(p.duration);
        expect(carried !== null).toBe(crossesWeekEnd(p));
      }),
      { numRuns: 500 },
    );
  });

  it('off: a show airs until the week ends, at most', () => {
    fc.assert(
      fc.property(placementArb, (p) => {
        const toWeekEnd = SLOTS_PER_WEEK - (p.dayIndex * SLOTS_PER_DAY + p.timeIndex);
        expect(airedDuration(p, OFF)).toBe(Math.min(p.duration, toWeekEnd));
        expect(isCutAtWeekEnd(p, OFF)).toBe(p.duration > toWeekEnd);
      }),
      { numRuns: 500 },
    );
  });
});

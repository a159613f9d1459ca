import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { occurrencesBetween, occurrencesInWeek, toRRule, type SeriesSpan } from './recurrence';
import { isoInZone, wallClockInstant } from './wall-clock-instant';
import { addDays, currentWeekId } from './week';

/**
 * A standing schedule (DESIGN.md D16): a Mon–Fri series whose end is "never", read at a fixed
 * "now" in a zone with daylight saving and in half-hour zones. Every read is bounded by the
 * window asked for: the dates are those of the window, however far from the first date. (What it
 * costs is a bench figure, "week read two years ahead / next week", not a timed test.)
 */
const NOW = new Date('2026-11-25T12:00:00Z');
const MON_TO_FRI: SeriesSpan = {
  rule: { frequency: 'weekly', interval: 1, byWeekday: [1, 2, 3, 4, 5], endType: 'never' },
  startDate: '2026-11-30',
  endDate: null,
};

// eslint-disable-next-line no-restricted-properties -- the zone of this process, not a setting
const processEnv = process.env;
const originalZone = processEnv.TZ;
beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());
afterAll(() => {
  if (originalZone === undefined) delete processEnv.TZ;
  else processEnv.TZ = originalZone;
});

const weekdaysOf = (weekId: string) => [1, 2, 3, 4, 5].map((d) => addDays(weekId, d));

describe('a series without end', () => {
  // New York has daylight saving; Kolkata is a half-hour zone; Adelaide is a half-hour zone with
  // daylight saving (its clocks go forward on the first Sunday of October).
  describe.each(['America/New_York', 'Asia/Kolkata', 'Australia/Adelaide'])('in %s', (zone) => {
    const thisWeek = () => currentWeekId(new Date(), zone);

    it.each([
      ['next week', 1],
      ['two years ahead', 104],
      ['ten years ahead', 522],
      ['fifty years ahead', 2609],
      ['in 2199', Math.floor((Date.UTC(2199, 11, 1) - Date.UTC(2026, 10, 22)) / 604_800_000)],
    ])('draws Monday to Friday %s, and only that week', (_, weeksAhead) => {
      processEnv.TZ = zone;
      const week = addDays(thisWeek(), 7 * weeksAhead);
      expect(occurrencesInWeek(MON_TO_FRI, week).map((o) => o.date)).toEqual(weekdaysOf(week));
      expect(occurrencesBetween(MON_TO_FRI, addDays(week, 2), addDays(week, 2))).toEqual([
        addDays(week, 2),
      ]);
    });

    it('keeps 06:00 station time across a clock change years ahead', () => {
      processEnv.TZ = zone;
      // The weeks of the October and March/April changes of 2036, ten years on.
      for (const week of ['2036-03-09', '2036-03-30', '2036-10-05', '2036-11-02']) {
        for (const { date } of occurrencesInWeek(MON_TO_FRI, week)) {
          expect(isoInZone(wallClockInstant(date, 6 * 60, zone), zone).slice(11, 16)).toBe('06:00');
        }
      }
    });
  });

  it('is written to calendars without UNTIL or COUNT', () => {
    const text = toRRule(MON_TO_FRI).toString();
    expect(text).toContain('BYDAY=MO,TU,WE,TH,FR');
    expect(text).not.toMatch(/UNTIL|COUNT/);
  });

  it('ends where something ended the series itself (End Series Here)', () => {
    const ended = { ...MON_TO_FRI, endDate: '2029-03-07' };
    expect(occurrencesInWeek(ended, '2029-03-04').map((o) => o.date)).toEqual([
      '2029-03-05',
      '2029-03-06',
      '2029-03-07',
    ]);
    expect(occurrencesInWeek(ended, '2029-03-11')).toEqual([]);
    expect(toRRule(ended).toString()).toContain('UNTIL=20290307T235959');
  });
});

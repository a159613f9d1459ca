import { describe, expect, it } from 'vitest';
import {
  occurrencesBetween,
  occurrencesInWeek,
  type SeriesSpan,
} from '../../../../shared/schedule/recurrence';
import { cachedOccurrencesBetween, cachedOccurrencesInWeek } from './occurrence-cache';

const tuesdays: SeriesSpan = {
  rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'never' },
  startDate: '2026-11-24',
  endDate: null,
};

describe('remembered series expansion', () => {
  it('answers what rrule answers, again and again', () => {
    const expected = occurrencesInWeek(tuesdays, '2026-12-06');
    expect(expected).toEqual([{ date: '2026-12-08', dayIndex: 2 }]);
    expect(cachedOccurrencesInWeek(tuesdays, '2026-12-06')).toEqual(expected);
    expect(cachedOccurrencesInWeek(tuesdays, '2026-12-06')).toEqual(expected);
    expect(cachedOccurrencesBetween(tuesdays, '2026-11-22', '2026-12-12')).toEqual(
      occurrencesBetween(tuesdays, '2026-11-22', '2026-12-12'),
    );
  });

  it('never serves a changed series its old dates', () => {
    expect(cachedOccurrencesInWeek(tuesdays, '2026-12-13')).toHaveLength(1);
    const ended = { ...tuesdays, endDate: '2026-12-10' };
    expect(cachedOccurrencesInWeek(ended, '2026-12-13')).toEqual([]);
    const fridays = { ...tuesdays, rule: { ...tuesdays.rule, byWeekday: [5] } };
    expect(cachedOccurrencesInWeek(fridays, '2026-12-13')).toEqual([
      { date: '2026-12-18', dayIndex: 5 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/series';
import { calendarWords } from '../../i18n/calendar-words';
import { translator } from '../../i18n/translate';
import type { Season } from '../../../shared/schedule/seasons';
import type { SeriesDetails } from '../../../shared/schemas/series';
import { editSeriesValues, seasonForEdit } from './edit-series-values';
import { describeSeries, listJoiner } from './series-description';
import { defaultSeriesValues, seasonChoice, toSeriesRule } from './series-form';

const words = {
  t: translator<'series'>({ series: english }, {}),
  calendar: calendarWords('en'),
  list: listJoiner('en'),
};
const fall: Season = { id: 'f', name: 'Fall', firstDay: '2027-09-06', lastDay: '2027-12-18' };
const spring: Season = { id: 's', name: 'Spring', firstDay: '2028-01-09', lastDay: '2028-05-20' };
const series = (endDate: string | null, endType: 'never' | 'count' = 'never'): SeriesDetails => ({
  id: 'x',
  isRepeat: false,
  rule: {
    frequency: 'weekly',
    interval: 1,
    byWeekday: [5],
    endType,
    ...(endType === 'count' && { count: 4 }),
  },
  startDate: '2027-09-10',
  endDate,
  timeIndex: 56,
  duration: 8,
});

describe('the End choice "At the end of the season"', () => {
  it('sends the rule without end and the season beside it', () => {
    const values = {
      ...defaultSeriesValues(5, '2027-09-10'),
      endType: 'season' as const,
      seasonLastDay: fall.lastDay,
    };
    expect(toSeriesRule(values)).toEqual({
      frequency: 'weekly',
      interval: 1,
      byWeekday: [5],
      endType: 'never',
    });
    expect(seasonChoice(values, fall)).toEqual({ seasonId: 'f' });
    expect(seasonChoice({ endType: 'never' }, fall)).toEqual({});
    expect(describeSeries(values, '2027-09-10', words)).toBe(
      'Every week on Friday, until Dec 18, 2027 (the end of the season)',
    );
  });

  it('Edit Series offers the season a series ends with, and starts on it', () => {
    // Carried into Spring, edited from a Fall date: Spring is offered and chosen, not a clamped date.
    const carried = series(spring.lastDay);
    expect(seasonForEdit([fall, spring], carried, '2027-10-08')).toBe(spring);
    const values = editSeriesValues(carried, '2028-02-02', spring);
    expect(values.endType).toBe('season');
    expect(values.seasonLastDay).toBe('2028-05-20');
    // Otherwise the season of the date edited is offered, the series' own end kept.
    expect(seasonForEdit([fall, spring], series(null, 'count'), '2027-10-08')).toBe(fall);
    expect(editSeriesValues(series(null, 'count'), '2028-02-02', fall).endType).toBe('date');
    expect(seasonForEdit([fall, spring], series(null), '2027-12-25')).toBeNull();
  });
});

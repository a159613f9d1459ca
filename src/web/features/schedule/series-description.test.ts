import { describe, expect, it } from 'vitest';
import german from 'virtual:catalog/de/series';
import english from 'virtual:catalog/en/series';
import spanish from 'virtual:catalog/es/series';
import { calendarWords } from '../../i18n/calendar-words';
import { translator } from '../../i18n/translate';
import { describeSeries, frequencyUnit, joinWords, listJoiner } from './series-description';
import { defaultSeriesValues, type SeriesFormValues } from './series-form';

// The English catalog: the spec's words, which the dialogs keep.
const t = translator<'series'>({ series: english }, {});
const words = { t, calendar: calendarWords('en'), list: listJoiner('en') };
const start = '2026-11-24'; // a Tuesday
const form = (changes: Partial<SeriesFormValues>): SeriesFormValues => ({
  ...defaultSeriesValues(2),
  ...changes,
});

describe('describeSeries', () => {
  it.each<[Partial<SeriesFormValues>, string]>([
    [{}, 'Every week on Tuesday, 5 occurrences in all'],
    [{ weekdays: [2, 4] }, 'Every week on Tuesday and Thursday, 5 occurrences in all'],
    [{ weekdays: [] }, 'Every week on Tuesday, 5 occurrences in all'],
    [{ interval: 2, additional: 1 }, 'Every 2 weeks on Tuesday, 2 occurrences in all'],
    [{ frequency: 'daily', interval: 3 }, 'Every 3 days, 5 occurrences in all'],
    [
      { frequency: 'monthly', monthDaysText: '15, 1, x' },
      'Every month on day 1 and 15, 5 occurrences in all',
    ],
    [{ frequency: 'monthly' }, 'Every month on day 24, 5 occurrences in all'],
    [
      {
        frequency: 'monthly',
        monthlyBy: 'weekday',
        nth: -1,
        nthWeekday: 1,
        endType: 'date',
        endDate: '2027-03-29',
      },
      'Every month on the last Monday, until Mar 29, 2027',
    ],
    [
      { frequency: 'monthly', monthlyBy: 'weekday', nth: 2, nthWeekday: 5 },
      'Every month on the 2nd Friday, 5 occurrences in all',
    ],
    [
      { frequency: 'yearly', months: [3, 6, 9] },
      'Every year in March, June and September, 5 occurrences in all',
    ],
    [{ frequency: 'yearly' }, 'Every year in November, 5 occurrences in all'],
    [{ endType: 'date', endDate: '2027-03-03' }, 'Every week on Tuesday, until Mar 3, 2027'],
    [{ endType: 'date', endDate: '' }, 'Every week on Tuesday'],
    [{ additional: 0 }, 'Every week on Tuesday'],
    [{ additional: 26 }, 'Every week on Tuesday'],
  ])('%j reads %j', (changes, expected) =>
    expect(describeSeries(form(changes), start, words)).toBe(expected),
  );
});

describe('words', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('joins %j as %j', (words, expected) => expect(joinWords(words)).toBe(expected));

  it('names the unit in the singular only for 1', () => {
    expect(frequencyUnit(t, 'weekly', 1)).toBe('week');
    expect(frequencyUnit(t, 'monthly', 2)).toBe('months');
  });
});

describe('describeSeries in other languages', () => {
  const inLanguage = (language: 'es' | 'de', catalog: typeof english) => ({
    t: translator<'series'>({ series: catalog }, { series: english }),
    calendar: calendarWords(language),
    list: listJoiner(language),
  });

  it('reads the rule in Spanish and German, weekday and month names from Intl', () => {
    const es = inLanguage('es', spanish);
    const de = inLanguage('de', german);
    expect(describeSeries(form({ weekdays: [2, 4] }), start, es)).toBe(
      'Cada semana: martes y jueves, 5 veces en total',
    );
    expect(describeSeries(form({ frequency: 'monthly', monthDaysText: '1, 15' }), start, de)).toBe(
      'Jeden Monat am 1. und 15., insgesamt 5 Termine',
    );
    expect(
      describeSeries(
        form({
          frequency: 'monthly',
          monthlyBy: 'weekday',
          nth: -1,
          nthWeekday: 1,
          endType: 'never',
        }),
        start,
        de,
      ),
    ).toBe('Jeden Monat am letzten Montag, bis auf Weiteres');
    expect(
      describeSeries(form({ interval: 2, endType: 'date', endDate: '2027-03-03' }), start, es),
    ).toBe('Cada 2 semanas: martes, hasta el 3 mar 2027');
  });
});

import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/series';
import { translator } from '../../i18n/translate';
import { recurrenceRuleSchema } from '../../../shared/schedule/recurrence';
import { SERIES_MESSAGES } from '../../../shared/schemas/series';
import {
  defaultSeriesValues,
  endDateProblem,
  latestEndDate,
  parseMonthDays,
  parseWholeNumber,
  seriesFormSchemaFor,
  toggleSorted,
  toSeriesRule,
  type SeriesFormValues,
} from './series-form';

// The English catalog: the dialog's checks say the spec's words.
const t = translator<'series'>({ series: english }, {});

const bounds = { startDate: '2026-11-24', latestEndDate: '2027-05-20' };
const tuesday = defaultSeriesValues(2);
const form = (changes: Partial<SeriesFormValues>): SeriesFormValues => ({ ...tuesday, ...changes });

describe('parseWholeNumber', () => {
  it.each([
    ['7', 7],
    [' 12 ', 12],
    ['150', 150],
    ['0', 0],
    ['-3', -3],
    ['2.9', 2],
    ['', 1],
    ['abc', 1],
    ['e', 1],
  ])('%j is %d', (text, expected) => expect(parseWholeNumber(text)).toBe(expected));
});

describe('parseMonthDays', () => {
  it.each([
    ['', []],
    ['15', [15]],
    ['1, 15, 31', [1, 15, 31]],
    ['15,1', [1, 15]],
    ['1, 15, 40, abc, 2.5, 15', [1, 15]],
    ['0, 32, -1, 31', [31]],
    [' 05 ,  7 ', [5, 7]],
    ['1 15', []],
    [',,,', []],
  ])('%j keeps %j', (text, expected) => expect(parseMonthDays(text)).toEqual(expected));
});

describe('toggleSorted', () => {
  it.each([
    [[], 3, [3]],
    [[1, 5], 3, [1, 3, 5]],
    [[1, 3, 5], 3, [1, 5]],
    [[2], 2, []],
    [[0, 6], 0, [6]],
    [[4, 6], 0, [0, 4, 6]],
  ] as const)('%j with %d is %j', (list, value, expected) =>
    expect(toggleSorted(list, value)).toEqual(expected),
  );
});

describe('defaultSeriesValues', () => {
  it('is weekly, every 1, on the show day, ending after 4 more', () => {
    expect(defaultSeriesValues(4)).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: [4],
      monthDaysText: '',
      monthlyBy: 'days',
      nth: 1,
      nthWeekday: 4,
      months: [],
      endType: 'count',
      additional: 4,
      endDate: '',
    });
  });
});

describe('toSeriesRule', () => {
  it.each<[string, Partial<SeriesFormValues>, object]>([
    [
      'monthly on the last Monday',
      { frequency: 'monthly', monthlyBy: 'weekday', nth: -1, nthWeekday: 1, monthDaysText: '3' },
      {
        frequency: 'monthly',
        interval: 1,
        byNthWeekday: { weekday: 1, nth: -1 },
        endType: 'count',
        count: 5,
      },
    ],
    [
      'the defaults: weekly on the show day, count 4 + 1',
      {},
      { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 5 },
    ],
    [
      'only the weekly list for weekly',
      { weekdays: [2, 4], monthDaysText: '1, 15', months: [3] },
      { frequency: 'weekly', interval: 1, byWeekday: [2, 4], endType: 'count', count: 5 },
    ],
    [
      'only the month days for monthly, parsed',
      { frequency: 'monthly', monthDaysText: '15, 1, 99', months: [3] },
      { frequency: 'monthly', interval: 1, byMonthday: [1, 15], endType: 'count', count: 5 },
    ],
    [
      'only the months for yearly',
      { frequency: 'yearly', months: [3, 6], interval: 2 },
      { frequency: 'yearly', interval: 2, byMonth: [3, 6], endType: 'count', count: 5 },
    ],
    [
      'no list for daily',
      { frequency: 'daily' },
      { frequency: 'daily', interval: 1, endType: 'count', count: 5 },
    ],
    [
      'an empty list is left out',
      { weekdays: [] },
      { frequency: 'weekly', interval: 1, endType: 'count', count: 5 },
    ],
    [
      'monthly with nothing kept sends no list',
      { frequency: 'monthly', monthDaysText: 'abc' },
      { frequency: 'monthly', interval: 1, endType: 'count', count: 5 },
    ],
    [
      'count is the additional ones plus one',
      { additional: 25 },
      { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 26 },
    ],
    [
      'an end date instead of a count',
      { endType: 'date', endDate: '2027-01-31', additional: 9 },
      { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'date', endDate: '2027-01-31' },
    ],
  ])('%s', (_, changes, expected) => {
    const rule = toSeriesRule(form(changes));
    expect(rule).toEqual(expected);
    expect(recurrenceRuleSchema.safeParse(rule).success).toBe(true);
  });
});

describe('seriesFormSchemaFor', () => {
  const schema = seriesFormSchemaFor(bounds, t);
  const messages = (changes: Partial<SeriesFormValues>) => {
    const result = schema.safeParse(form(changes));
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it.each<[string, Partial<SeriesFormValues>, string[]]>([
    ['the defaults pass', {}, []],
    ['interval 99 passes', { interval: 99 }, []],
    ['interval 0', { interval: 0 }, ['interval: Repeat every 1 to 99']],
    ['interval 100', { interval: 100 }, ['interval: Repeat every 1 to 99']],
    ['25 additional pass', { additional: 25 }, []],
    ['26 additional', { additional: 26 }, [`additional: ${SERIES_MESSAGES.countTooHigh}`]],
    ['0 additional', { additional: 0 }, ['additional: At least 1 additional occurrence']],
    [
      'every refusal at once',
      { interval: 0, additional: 26 },
      ['interval: Repeat every 1 to 99', `additional: ${SERIES_MESSAGES.countTooHigh}`],
    ],
    [
      'a bad count is ignored when ending by date',
      { endType: 'date', endDate: '2027-01-01', additional: 99 },
      [],
    ],
    ['no end date', { endType: 'date', endDate: '' }, ['endDate: Choose an end date']],
    ['the last allowed date', { endType: 'date', endDate: '2027-05-20' }, []],
    [
      'a day too late',
      { endType: 'date', endDate: '2027-05-21' },
      [`endDate: ${SERIES_MESSAGES.endTooLate}`],
    ],
    [
      'before the first show',
      { endType: 'date', endDate: '2026-11-23' },
      [`endDate: ${SERIES_MESSAGES.endBeforeStart}`],
    ],
    ['the first show day itself', { endType: 'date', endDate: '2026-11-24' }, []],
  ])('%s', (_, changes, expected) => expect(messages(changes)).toEqual(expected));
});

describe('end date bounds', () => {
  it.each([
    ['2026-11-20', '2027-05-20'],
    ['2026-08-31', '2027-02-28'],
    ['2027-12-31', '2028-06-30'],
  ])('six months from %s is %s', (today, latest) => expect(latestEndDate(today)).toBe(latest));

  it('reports an impossible date', () => {
    expect(endDateProblem('2027-02-30', bounds, t)).toBe('Choose an end date');
  });
});

describe('End "Never" (decision 0053)', () => {
  const bounds = { startDate: '2026-12-01', latestEndDate: '2027-05-25' };
  const values = { ...defaultSeriesValues(2), endType: 'never' as const };

  it('sends neither a count nor an end date, and the server schema takes it', () => {
    const rule = toSeriesRule({ ...values, additional: 30, endDate: '2030-01-01' });
    expect(rule).toEqual({ frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'never' });
    expect(recurrenceRuleSchema.safeParse(rule).success).toBe(true);
  });

  it.each([
    ['never, whatever the count box holds', { ...values, additional: 30 }, []],
    [
      'a count of 30 more, with the spec message',
      { ...values, endType: 'count' as const, additional: 30 },
      [SERIES_MESSAGES.countTooHigh],
    ],
    [
      'a date past six months, with the spec message',
      { ...values, endType: 'date' as const, endDate: '2027-06-01' },
      [SERIES_MESSAGES.endTooLate],
    ],
  ])('checks %s', (_, form, messages) => {
    const result = seriesFormSchemaFor(bounds, t).safeParse(form);
    expect(result.error?.issues.map((i) => i.message) ?? []).toEqual(messages);
  });
});

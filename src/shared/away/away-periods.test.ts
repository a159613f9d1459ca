import { describe, expect, it } from 'vitest';
import { describeActivity } from '../activity/describe-activity';
import { awayInputSchema } from '../schemas/away';
import {
  airingsDuringAway,
  awayDuring,
  awayRangeLabel,
  awayState,
  djsAwayDuring,
  hostsAwayDuring,
  type AwayTimes,
} from './away-periods';
import { ENGLISH_ACTIVITY_WORDS } from '../activity/english-activity-words';

const days = (fromDate: string, toDate = fromDate): AwayTimes => ({
  fromDate,
  toDate,
  startTime: null,
  endTime: null,
});
const at = (p: AwayTimes, startTime: string | null, endTime: string | null): AwayTimes => ({
  ...p,
  startTime,
  endTime,
});
/** A placement by "HH:MM" and hours: `show(2, '23:00', 3)` is Tuesday 23:00 for 3 h. */
const show = (dayIndex: number, time: string, hours: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { dayIndex, timeIndex: h * 4 + m / 15, duration: hours * 4 };
};

// New York springs forward on Sun 2026-03-08 (02:00 → 03:00) and falls back on Sun 2026-11-01.
const SPRING_WEEK = '2026-03-08';
const FALL_WEEK = '2026-11-01';
const WEEK = '2027-01-10'; // Tue = 2027-01-12

describe('whether an airing falls in an away period (station wall clock)', () => {
  const cases: [string, AwayTimes, string, ReturnType<typeof show>, boolean][] = [
    ['a whole day covers a show that day', days('2027-01-12'), WEEK, show(2, '10:00', 1), true],
    ['a show the day after is not covered', days('2027-01-12'), WEEK, show(3, '00:00', 1), false],
    ['a show the day before is not covered', days('2027-01-12'), WEEK, show(1, '22:00', 2), false],
    [
      'an overnight show into the first day is covered',
      days('2027-01-12'),
      WEEK,
      show(1, '23:00', 2),
      true,
    ],
    [
      'an overnight show out of the last day is covered',
      days('2027-01-12'),
      WEEK,
      show(2, '23:30', 2),
      true,
    ],
    [
      'away from 14:00: a show ending at 14:00 is not covered',
      at(days('2027-01-12'), '14:00', null),
      WEEK,
      show(2, '13:00', 1),
      false,
    ],
    [
      'away from 14:00: a show running past 14:00 is',
      at(days('2027-01-12'), '14:00', null),
      WEEK,
      show(2, '13:00', 1.25),
      true,
    ],
    [
      'away until 10:00 on the last day: a show at 10:00 is not covered',
      at(days('2027-01-11', '2027-01-12'), null, '10:00'),
      WEEK,
      show(2, '10:00', 1),
      false,
    ],
    [
      'away until 10:00 on the last day: a show at 09:45 is',
      at(days('2027-01-11', '2027-01-12'), null, '10:00'),
      WEEK,
      show(2, '09:45', 1),
      true,
    ],
    [
      'a part of one day: 14:00-18:00 against 17:45-19:00',
      at(days('2027-01-12'), '14:00', '18:00'),
      WEEK,
      show(2, '17:45', 1.25),
      true,
    ],
    [
      'several days: a show in the middle day',
      days('2027-01-10', '2027-01-14'),
      WEEK,
      show(3, '12:00', 1),
      true,
    ],
    [
      "spring forward: away from 03:00 covers Sunday's 00:00-04:00",
      at(days('2026-03-08'), '03:00', null),
      SPRING_WEEK,
      show(0, '00:00', 4),
      true,
    ],
    [
      'spring forward: away until 02:00 (the jump) misses a show at 03:00',
      at(days('2026-03-07', '2026-03-08'), null, '02:00'),
      SPRING_WEEK,
      show(0, '03:00', 1),
      false,
    ],
    [
      "spring forward: Saturday 23:00's 3 h show reaches into Sunday",
      days('2026-03-08'),
      '2026-03-01',
      show(6, '23:00', 3),
      true,
    ],
    [
      'spring forward: away from Sunday 02:00 misses the show ending at 02:00 wall time',
      at(days('2026-03-08'), '02:00', null),
      '2026-03-01',
      show(6, '23:00', 3),
      false,
    ],
    [
      'fall back: away until 01:30 covers the 01:00 show of the repeated hour',
      at(days('2026-10-31', '2026-11-01'), null, '01:30'),
      FALL_WEEK,
      show(0, '01:00', 1),
      true,
    ],
    [
      'a show carried in from last Saturday (day -1) into the first day',
      days('2027-01-10'),
      WEEK,
      { dayIndex: -1, timeIndex: 92, duration: 8 },
      true,
    ],
  ];
  it.each(cases)('%s', (_, period, weekId, airing, expected) => {
    expect(awayDuring(period, weekId, airing)).toBe(expected);
  });
});

describe('the hosts of an airing who are away', () => {
  const alex = { name: 'Alex Kim', names: ['Alex Kim', 'Alex'], periods: [days('2027-01-12')] };
  const sam = { name: 'Sam', names: ['Sam'], periods: [days('2027-01-20')] };
  const jazz = (djNames: string[]) => ({ ...show(2, '10:00', 1), djNames });

  it.each([
    ['by the name on the airing', ['Alex Kim', 'Sam'], ['Alex Kim']],
    ['by a former name (a show placed before the rename)', ['Alex'], ['Alex']],
    ['whatever the case and spacing', ['  alex   KIM '], ['alex   KIM']],
    ['once, however often named', ['Alex Kim', 'alex kim'], ['Alex Kim']],
    ['nobody when the hosts are away another day', ['Sam'], []],
    ["a one-date guest host's own name, not the series'", ['Guest'], []],
  ])('%s', (_, djNames, expected) => {
    expect(hostsAwayDuring(WEEK, jazz(djNames), [alex, sam])).toEqual(expected);
  });

  it('a guest host away that date flags the exception', () => {
    const guest = { name: 'Guest', names: ['Guest'], periods: [days('2027-01-12')] };
    expect(hostsAwayDuring(WEEK, jazz(['Guest']), [guest])).toEqual(['Guest']);
  });
});

describe('the airings of a period and the DJs away for one', () => {
  const blocks = [
    { id: 'a', ...show(2, '10:00', 1), djNames: ['Alex'] },
    { id: 'b', ...show(4, '10:00', 1), djNames: ['Alex'] },
    { id: 'c', ...show(2, '11:00', 1), djNames: ['Sam'] },
  ];
  it("lists the named host's airings in the period only", () => {
    const found = airingsDuringAway(
      days('2027-01-11', '2027-01-12'),
      ['alex'],
      [{ id: WEEK, blocks }],
    );
    expect(found.map((f) => f.block.id)).toEqual(['a']);
  });
  it('names the DJ entries away during an airing', () => {
    const windows = [
      { djId: 'd1', ...days('2027-01-12') },
      { djId: 'd2', ...at(days('2027-01-12'), '12:00', null) },
    ];
    expect([...djsAwayDuring(windows, WEEK, show(2, '10:00', 1))]).toEqual(['d1']);
  });
});

describe('where a period stands now (fixed clock, station zone)', () => {
  // 07:30 UTC is 03:30 in New York (clocks went forward at 02:00), 13:00 in Kolkata (+5:30) and
  // 18:00 in Adelaide (+10:30, daylight time).
  const now = new Date('2026-03-08T07:30:00Z');
  it.each([
    ['America/New_York', at(days('2026-03-08'), null, '03:30'), 'past'],
    ['America/New_York', at(days('2026-03-08'), null, '03:45'), 'now'],
    ['America/New_York', at(days('2026-03-08'), '03:45', null), 'upcoming'],
    ['Asia/Kolkata', at(days('2026-03-08'), null, '12:45'), 'past'],
    ['Asia/Kolkata', at(days('2026-03-08'), '13:00', '14:00'), 'now'],
    ['Asia/Kolkata', days('2026-03-09'), 'upcoming'],
    ['Australia/Adelaide', at(days('2026-03-08'), null, '18:00'), 'past'],
    ['Australia/Adelaide', at(days('2026-03-08'), '17:45', '18:15'), 'now'],
    ['Australia/Adelaide', days('2026-03-07'), 'past'],
  ] as const)('in %s %j is %s', (zone, period, expected) => {
    expect(awayState(period, now, zone)).toBe(expected);
  });
});

describe('labels', () => {
  it.each([
    [days('2027-01-12'), 'Tue, Jan 12, 2027'],
    [days('2027-01-12', '2027-01-15'), 'Tue, Jan 12 – Fri, Jan 15, 2027'],
    [
      at(days('2027-01-12', '2027-01-13'), '14:00', '10:00'),
      'Tue, Jan 12, 14:00 – Wed, Jan 13, 10:00, 2027',
    ],
  ])('%j reads %s', (period, label) => {
    expect(awayRangeLabel(period)).toBe(label);
  });
});

describe('the away dates form and payload', () => {
  const valid = { fromDate: '2027-01-12', toDate: '2027-01-15' };
  const issue = (input: object) => {
    const result = awayInputSchema.safeParse(input);
    return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it.each([
    [
      { ...valid, toDate: '2027-01-11' },
      'toDate',
      'The last day must be on or after the first day',
    ],
    [{ ...valid, toDate: '2028-01-13' }, 'toDate', 'Away dates cover at most 366 days'],
    [{ ...valid, fromDate: '2027-02-30' }, 'fromDate', 'Please enter a valid date'],
    [
      { ...valid, fromDate: '2200-02-01', toDate: '2200-02-02' },
      'fromDate',
      'Choose a date from 1970 to 2199',
    ],
    [{ ...valid, startTime: '09:10' }, 'startTime', 'Choose a time in 15-minute steps, e.g. 09:15'],
    [{ ...valid, endTime: '24:00' }, 'endTime', 'Choose a time in 15-minute steps, e.g. 09:15'],
    [
      { ...valid, endTime: '00:00' },
      'endTime',
      'Leave the end time empty to be away the whole last day',
    ],
    [
      { fromDate: '2027-01-12', toDate: '2027-01-12', startTime: '14:00', endTime: '14:00' },
      'endTime',
      'The end time must be after the start time',
    ],
    [{ ...valid, note: 'x'.repeat(501) }, 'note', 'The note must be at most 500 characters'],
  ])('%j is refused on %s', (input, path, message) => {
    expect(issue(input)).toContainEqual([path, message]);
  });

  it('takes empty times and notes as none, and 366 days at most', () => {
    expect(
      awayInputSchema.parse({
        ...valid,
        toDate: '2028-01-12',
        startTime: '',
        endTime: null,
        note: ' ',
      }),
    ).toEqual({ ...valid, toDate: '2028-01-12', startTime: null, endTime: null, note: null });
  });
  it('refuses fields it does not know', () => {
    expect(issue({ ...valid, djId: 'x' })).not.toBeNull();
  });
});

describe('the activity log', () => {
  it('says what changed, with the dates', () => {
    const entry = {
      action: 'away.create',
      actorName: 'Alex',
      details: { name: 'Alex Kim', fromDate: '2027-01-12', toDate: '2027-01-15', startTime: null },
    };
    expect(describeActivity(entry as never, ENGLISH_ACTIVITY_WORDS)).toBe(
      'Alex added away dates for Alex Kim (Tue, Jan 12 – Fri, Jan 15, 2027)',
    );
  });
});

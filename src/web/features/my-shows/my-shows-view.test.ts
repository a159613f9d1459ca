import { describe, expect, it } from 'vitest';
import type { MyShow } from '../../../shared/team/my-shows';
import english from 'virtual:catalog/en/myShows';
import { translator } from '../../i18n/translate';
import { airTimeLabel as airTimeIn, dayLabel, groupMyShows } from './my-shows-view';

// The English catalog: these are the spec's words.
const t = translator<'myShows'>({ myShows: english }, {});
const airTimeLabel = (
  ...args: Parameters<typeof airTimeIn> extends [unknown, ...infer R] ? R : never
) => airTimeIn(t, ...args);
const englishDay = (s: MyShow) => dayLabel(t, 'en', s);

const show = (date: string, weekId: string, dayIndex: number, extra: Partial<MyShow> = {}) =>
  ({
    id: `${date}-${extra.startTime ?? '10:00'}`,
    weekId,
    weekStatus: 'draft',
    date,
    dayIndex,
    startTime: '10:00',
    endTime: '11:00',
    endDate: date,
    showName: 'Jazz Hour',
    djNames: [],
    recurring: false,
    airing: { scheduledShowId: 'show-1' },
    ...extra,
  }) satisfies MyShow;

describe('groupMyShows', () => {
  it('puts shows under their week and day, in the order given', () => {
    const weeks = groupMyShows(
      [
        show('2026-11-24', '2026-11-22', 2),
        show('2026-11-24', '2026-11-22', 2, { startTime: '20:00' }),
        show('2026-11-26', '2026-11-22', 4),
        show('2026-12-03', '2026-11-29', 4, { weekStatus: 'finalized' }),
      ],
      englishDay,
    );
    expect(
      weeks.map((w) => [w.weekId, w.status, w.days.map((d) => [d.label, d.shows.length])]),
    ).toEqual([
      [
        '2026-11-22',
        'draft',
        [
          ['Tuesday, Nov 24', 2],
          ['Thursday, Nov 26', 1],
        ],
      ],
      ['2026-11-29', 'finalized', [['Thursday, Dec 3', 1]]],
    ]);
  });

  it('is empty for no shows', () => {
    expect(groupMyShows([], englishDay)).toEqual([]);
  });
});

describe('airTimeLabel', () => {
  it('says when a show ends the next day, but not when it ends at midnight', () => {
    const late = { date: '2026-11-25', endDate: '2026-11-26', startTime: '23:00' };
    expect(airTimeLabel({ ...late, endTime: '01:00' })).toBe('23:00 - 01:00 (next day)');
    expect(airTimeLabel({ ...late, endTime: '00:00' })).toBe('23:00 - 00:00');
    expect(
      airTimeLabel({
        date: '2026-11-25',
        endDate: '2026-11-25',
        startTime: '10:00',
        endTime: '11:00',
      }),
    ).toBe('10:00 - 11:00');
  });
});

describe('airTimeLabel on the 12-hour clock', () => {
  it.each([
    ['2026-11-25', '20:00', '21:00', '8:00 - 9:00 PM'],
    ['2026-11-25', '11:00', '13:00', '11:00 AM - 1:00 PM'],
    ['2026-11-26', '23:00', '01:00', '11:00 PM - 1:00 AM (next day)'],
    ['2026-11-26', '23:00', '00:00', '11:00 PM - 12:00 AM'],
  ])('ending %s, %s to %s reads "%s"', (endDate, startTime, endTime, text) => {
    const show = { date: '2026-11-25', endDate, startTime, endTime };
    expect(airTimeLabel(show, '12h')).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { block as scheduledBlock } from '../../../../shared/exchange/week-document/scheduled-block.fixture';
import english from 'virtual:catalog/en/series';
import { translator } from '../../../i18n/translate';
import { agendaOfDay, openingDay, showsPerDay, stepDay } from './day-agenda';

const block = (
  id: string,
  showName: string,
  dayIndex: number,
  timeIndex: number,
  duration: number,
) =>
  scheduledBlock({
    id,
    templateId: 't1',
    showName,
    showGenres: [],
    djNames: [],
    dayIndex,
    timeIndex,
    duration,
  });

const line = (e: ReturnType<typeof agendaOfDay>[number]) =>
  `${e.block.showName} ${e.timeIndex}+${e.duration}${e.continuation ? ' cont' : ''}`;

describe('a day agenda', () => {
  const week = [
    block('a', 'Late Night', 1, 92, 8), // Mon 23:00 - Tue 01:00
    block('b', 'Morning Drive', 2, 24, 12), // Tue 06:00 - 09:00
    block('c', 'Breakfast', 2, 24, 4), // Tue 06:00, starts with Morning Drive
    block('d', 'Lunch', 2, 48, 4),
    block('e', 'Sunday Jazz', 0, 40, 8),
  ];

  it('lists the day in time order, a continuation from the night before first', () => {
    expect(agendaOfDay(week, 2).map(line)).toEqual([
      'Late Night 0+4 cont',
      'Breakfast 24+4',
      'Morning Drive 24+12',
      'Lunch 48+4',
    ]);
  });

  it('keeps a show that runs past midnight on its first day too', () => {
    expect(agendaOfDay(week, 1).map(line)).toEqual(['Late Night 92+4']);
  });

  it('is empty for a day without shows', () => {
    expect(agendaOfDay(week, 6)).toEqual([]);
  });
});

describe('stepping between days', () => {
  it('moves inside the week, and past its ends into the next or previous week', () => {
    expect(stepDay(3, 1)).toEqual({ weekOffset: 0, day: 4 });
    expect(stepDay(3, -1)).toEqual({ weekOffset: 0, day: 2 });
    expect(stepDay(6, 1)).toEqual({ weekOffset: 1, day: 0 });
    expect(stepDay(0, -1)).toEqual({ weekOffset: -1, day: 6 });
  });

  it('opens at today in the current week, else on Sunday', () => {
    expect(openingDay(4)).toBe(4);
    expect(openingDay(-1)).toBe(0);
  });
});

describe('the agenda opening day and the day marks', () => {
  it('opens on today in the current week, else on the first day with shows, else Sunday', () => {
    const tuesday = block('a', 'Breakfast', 2, 24, 4);
    const wednesday = block('b', 'Midday', 3, 48, 4);
    expect(openingDay(4, { blocks: [tuesday], carriedIn: [] })).toBe(4);
    expect(openingDay(-1, { blocks: [wednesday, tuesday], carriedIn: [] })).toBe(2);
    expect(openingDay(-1, { blocks: [], carriedIn: [] })).toBe(0);
  });

  it("opens on Sunday when it holds only the continuation of last Saturday's overnight show", () => {
    // Saturday 23:00-05:00 of the week before, carried in as day -1: Sunday 00:00-05:00 here.
    const carried = block('c', 'Night Owls', -1, 92, 24);
    const week = { blocks: [block('a', 'Breakfast', 2, 24, 4)], carriedIn: [carried] };
    expect(openingDay(-1, week)).toBe(0);
    expect(showsPerDay([...week.carriedIn, ...week.blocks])).toEqual([1, 0, 1, 0, 0, 0, 0]);
  });

  it("counts each day's entries, an overnight show on both of its days", () => {
    const counts = showsPerDay([
      block('a', 'Breakfast', 2, 24, 4),
      block('b', 'Late', 1, 92, 8),
      block('c', 'Midday', 3, 48, 4),
    ]);
    expect(counts).toEqual([0, 1, 2, 1, 0, 0, 0]);
  });

  it('names a day button with its count of shows', () => {
    // The English catalog: the words the agenda's day buttons are named with.
    const t = translator<'series'>({ series: english }, {});
    const mark = (day: string, date: string, count: number) =>
      t('series:agenda.dayMark', { day, date, count });
    expect(mark('Tue', 'Nov 24', 2)).toBe('Tue, Nov 24, 2 shows');
    expect(mark('Mon', 'Nov 23', 1)).toBe('Mon, Nov 23, 1 show');
    expect(mark('Sun', 'Nov 22', 0)).toBe('Sun, Nov 22, no shows');
  });
});

import { describe, expect, it } from 'vitest';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { agendaOfDay, openingDay, stepDay } from './day-agenda';

function block(
  id: string,
  showName: string,
  dayIndex: number,
  timeIndex: number,
  duration: number,
) {
  const placed: ScheduledBlock = {
    id,
    version: 1,
    templateId: 't1',
    showName,
    showGenres: [],
    showDescription: null,
    showColor: '#3b82f6',
    showImageUrl: null,
    djNames: [],
    djAvatarUrls: [],
    dayIndex,
    timeIndex,
    duration,
    isOverlapping: false,
    recurringSeriesId: null,
    isException: false,
    isInstance: false,
    originalInstanceDate: null,
  };
  return placed;
}

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

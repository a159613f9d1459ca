import { describe, expect, it } from 'vitest';
import { clockRange, slotTime, timeRangeLabel } from '../schedule/slots';
import { clockSpan, clockTime, hourLabel } from './clock-text';
import { instantClock, instantSpan } from './instant-clock';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('clockTime', () => {
  it.each([
    [h(0), '00:00', '12:00 AM'],
    [h(0, 15), '00:15', '12:15 AM'],
    [h(1), '01:00', '1:00 AM'],
    [h(10, 15), '10:15', '10:15 AM'],
    [h(11, 59), '11:59', '11:59 AM'],
    [h(12), '12:00', '12:00 PM'],
    [h(12, 30), '12:30', '12:30 PM'],
    [h(18), '18:00', '6:00 PM'],
    [h(23, 45), '23:45', '11:45 PM'],
    [h(24), '24:00', '12:00 AM'],
  ])('%d minutes read %s and %s', (minutes, day24, day12) => {
    expect(clockTime(minutes)).toBe(day24);
    expect(clockTime(minutes, '24h')).toBe(day24);
    expect(clockTime(minutes, '12h')).toBe(day12);
  });
});

describe('hourLabel', () => {
  it.each([
    [0, '00:00', '12 AM'],
    [6, '06:00', '6 AM'],
    [11, '11:00', '11 AM'],
    [12, '12:00', '12 PM'],
    [18, '18:00', '6 PM'],
    [23, '23:00', '11 PM'],
  ])('hour %d reads %s and %s', (hour, day24, day12) => {
    expect(hourLabel(hour)).toBe(day24);
    expect(hourLabel(hour, '12h')).toBe(day12);
  });
});

describe('clockSpan', () => {
  it.each([
    [h(18), h(19), '18:00–19:00', '6:00–7:00 PM'],
    [h(0), h(1), '00:00–01:00', '12:00–1:00 AM'],
    [h(11), h(13), '11:00–13:00', '11:00 AM–1:00 PM'],
    [h(11), h(12), '11:00–12:00', '11:00 AM–12:00 PM'],
    [h(23), h(5), '23:00–05:00', '11:00 PM–5:00 AM'],
    [h(23), h(24), '23:00–24:00', '11:00 PM–12:00 AM'],
    [h(23, 45), h(0, 15), '23:45–00:15', '11:45 PM–12:15 AM'],
    [h(10), h(10), '10:00–10:00', '10:00 AM–10:00 AM'],
  ])('%d to %d reads %s and %s', (from, to, day24, day12) => {
    expect(clockSpan(from, to, '–')).toBe(day24);
    expect(clockSpan(from, to, '–', '12h')).toBe(day12);
  });

  it('keeps both halves when the end is on a later day', () => {
    expect(clockSpan(h(1), h(2), ' - ', '12h', false)).toBe('1:00 AM - 2:00 AM');
  });
});

describe('slot clocks', () => {
  // [start slot, duration in slots, 24-hour, 12-hour]
  it.each([
    [72, 4, '18:00 - 19:00', '6:00 - 7:00 PM'],
    [40, 8, '10:00 - 12:00', '10:00 AM - 12:00 PM'],
    [44, 8, '11:00 - 13:00', '11:00 AM - 1:00 PM'],
    [92, 24, '23:00 - 05:00', '11:00 PM - 5:00 AM'],
    [92, 4, '23:00 - 00:00', '11:00 PM - 12:00 AM'],
    [0, 4, '00:00 - 01:00', '12:00 - 1:00 AM'],
    [4, 100, '01:00 - 02:00', '1:00 AM - 2:00 AM'],
    [40, 96, '10:00 - 10:00 (+1 day)', '10:00 AM - 10:00 AM (+1 day)'],
  ])('slot %d for %d reads %s and %s', (start, duration, day24, day12) => {
    expect(timeRangeLabel(start, duration)).toBe(day24);
    expect(timeRangeLabel(start, duration, '12h')).toBe(day12);
    expect(clockRange(start, duration, ' - ', '12h')).toBe(day12);
  });

  it('reads a slot on either clock, the end of the day too', () => {
    expect([slotTime(41), slotTime(41, '12h')]).toEqual(['10:15', '10:15 AM']);
    expect([slotTime(96), slotTime(96, '12h')]).toEqual(['24:00', '12:00 AM']);
  });
});

describe('instants in a zone', () => {
  const ny = 'America/New_York';
  it('reads the wall clock of the zone', () => {
    const at = new Date('2026-06-01T22:00:00Z');
    expect(instantClock(at, ny)).toBe('18:00');
    expect(instantClock(at, ny, '12h')).toBe('6:00 PM');
    expect(instantClock(at, 'Europe/London', '12h')).toBe('11:00 PM');
  });

  it.each([
    // An hour-long show across "clocks go back" (1 November 2026, 02:00 EDT → 01:00 EST).
    ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', '01:30–01:30', '1:30 AM–1:30 AM'],
    // An hour-long show across "clocks go forward" (8 March 2026, 02:00 EST → 03:00 EDT).
    ['2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', '01:30–03:30', '1:30–3:30 AM'],
    ['2026-06-01T03:00:00Z', '2026-06-01T09:00:00Z', '23:00–05:00', '11:00 PM–5:00 AM'],
    ['2026-06-01T15:00:00Z', '2026-06-01T17:00:00Z', '11:00–13:00', '11:00 AM–1:00 PM'],
    // Twenty-five hours: the end is a day later, so it keeps its own AM/PM.
    ['2026-06-01T05:00:00Z', '2026-06-02T06:00:00Z', '01:00–02:00', '1:00 AM–2:00 AM'],
  ])('%s to %s reads %s and %s', (start, end, day24, day12) => {
    expect(instantSpan(new Date(start), new Date(end), ny, '–')).toBe(day24);
    expect(instantSpan(new Date(start), new Date(end), ny, '–', '12h')).toBe(day12);
  });
});

import { describe, expect, it } from 'vitest';
import { durationHint, formatDuration, hoursToSlots, parseDurationInput } from './duration';

describe('parseDurationInput', () => {
  it.each([
    ['1', 1],
    ['1.5', 1.5],
    ['0.25', 0.25],
    ['24', 24],
    ['abc', 0.25],
    ['', 0.25],
    ['  2  ', 2],
  ])('%j gives %d', (text, hours) => expect(parseDurationInput(text)).toBe(hours));
});

describe('formatDuration', () => {
  it.each([
    [0.25, '15 min'],
    [0.5, '30 min'],
    [1, '1 hour'],
    [1.5, '1 hour 30 min'],
    [2.75, '2 hours 45 min'],
    [24, '24 hours'],
  ])('%d h reads "%s"', (hours, text) => expect(formatDuration(hours)).toBe(text));

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('reads nothing for %d', (hours) =>
    expect(formatDuration(hours)).toBe(''),
  );
});

describe('durationHint', () => {
  it.each([
    [1.5, '1 hour 30 min'],
    [0.25, '15 min'],
    [24, '24 hours'],
  ])('%d h reads "%s"', (hours, text) => expect(durationHint(hours)).toBe(text));

  it.each([-1, 0, 0.1, 1.3, 24.25, Number.NaN])('gives nothing for %d h', (hours) =>
    expect(durationHint(hours)).toBeUndefined(),
  );
});

describe('hoursToSlots', () => {
  it.each([
    [0.25, 1],
    [1, 4],
    [1.1, 5],
    [24, 96],
  ])('%d h is %d slots (rounded up)', (hours, slots) => expect(hoursToSlots(hours)).toBe(slots));
});

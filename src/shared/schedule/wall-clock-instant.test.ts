import { describe, expect, it } from 'vitest';
import { isoInZone, wallClockInstant } from './wall-clock-instant';

describe('wallClockInstant', () => {
  it.each([
    ['an ordinary winter time', '2026-11-24', 600, 'Europe/London', '2026-11-24T10:00:00.000Z'],
    ['summer time', '2026-07-01', 600, 'Europe/London', '2026-07-01T09:00:00.000Z'],
    [
      'the first reading of a repeated hour',
      '2026-10-25',
      90,
      'Europe/London',
      '2026-10-25T00:30:00.000Z',
    ],
    [
      'a skipped hour, read with the offset before it',
      '2026-03-29',
      90,
      'Europe/London',
      '2026-03-29T01:30:00.000Z',
    ],
    ['a half-hour zone', '2026-11-24', 0, 'Asia/Kolkata', '2026-11-23T18:30:00.000Z'],
    ['New York falling back', '2026-11-01', 90, 'America/New_York', '2026-11-01T05:30:00.000Z'],
  ])('%s', (_name, date, minutes, zone, expected) => {
    expect(wallClockInstant(date, minutes, zone).toISOString()).toBe(expected);
  });

  it('writes an instant with the station offset', () => {
    expect(isoInZone(new Date('2026-07-01T09:00:00Z'), 'Europe/London')).toBe(
      '2026-07-01T10:00:00+01:00',
    );
    expect(isoInZone(new Date('2026-11-23T18:30:00Z'), 'Asia/Kolkata')).toBe(
      '2026-11-24T00:00:00+05:30',
    );
  });
});

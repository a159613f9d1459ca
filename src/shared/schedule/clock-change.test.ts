import { describe, expect, it } from 'vitest';
import {
  airtimeMinutes,
  airtimeNote,
  clockChangeLabel,
  clockChangeOn,
  edgeInMissingTime,
  startsInRepeatedTime,
} from './clock-change';

describe('clockChangeOn', () => {
  it.each([
    ['New York forward', '2027-03-14', 'America/New_York', 'Clocks go forward 02:00 → 03:00'],
    ['New York back', '2027-11-07', 'America/New_York', 'Clocks go back 02:00 → 01:00'],
    ['London forward', '2027-03-28', 'Europe/London', 'Clocks go forward 01:00 → 02:00'],
    ['London back', '2027-10-31', 'Europe/London', 'Clocks go back 02:00 → 01:00'],
    [
      'Lord Howe forward by half an hour',
      '2027-10-03',
      'Australia/Lord_Howe',
      'Clocks go forward 02:00 → 02:30',
    ],
    [
      'Lord Howe back by half an hour',
      '2027-04-04',
      'Australia/Lord_Howe',
      'Clocks go back 02:00 → 01:30',
    ],
  ])('%s', (_name, date, zone, label) => {
    const change = clockChangeOn(date, zone);
    expect(change && clockChangeLabel(change)).toBe(label);
  });

  it.each([
    ['an ordinary day', '2027-03-13', 'America/New_York'],
    ['the day after', '2027-03-15', 'America/New_York'],
    ['a zone without changes', '2027-03-14', 'Asia/Kolkata'],
  ])('has none on %s', (_name, date, zone) => {
    expect(clockChangeOn(date, zone)).toBeNull();
  });
});

describe('airtime', () => {
  // Week of 2027-03-14 (a Sunday, day 0) and 2027-11-07 in New York.
  it.each([
    [
      '00:00-04:00 the night clocks go forward',
      '2027-03-14',
      0,
      16,
      180,
      '3 h on air: clocks go forward',
    ],
    [
      '00:00-04:00 the night clocks go back',
      '2027-11-07',
      0,
      16,
      300,
      '5 h on air: clocks go back',
    ],
    ['a show after the change', '2027-03-14', 16, 8, 120, null],
    ['a show on an ordinary day', '2027-03-15', 0, 16, 240, null],
  ])('%s', (_name, date, timeIndex, duration, minutes, note) => {
    const weekId = '2027-03-14' <= date && date < '2027-03-21' ? '2027-03-14' : '2027-11-07';
    const dayIndex = (Date.parse(date) - Date.parse(weekId)) / 86_400_000;
    const p = { dayIndex, timeIndex, duration };
    expect(airtimeMinutes(weekId, p, 'America/New_York')).toBe(minutes);
    expect(airtimeNote(weekId, p, 'America/New_York')).toBe(note);
  });

  it('refuses edges inside the skipped hour, and marks starts inside the repeated one', () => {
    const zone = 'America/New_York';
    expect(edgeInMissingTime('2027-03-14', { dayIndex: 0, timeIndex: 8, duration: 2 }, zone)).toBe(
      'start',
    );
    expect(edgeInMissingTime('2027-03-14', { dayIndex: 0, timeIndex: 4, duration: 5 }, zone)).toBe(
      'end',
    );
    expect(
      edgeInMissingTime('2027-03-14', { dayIndex: 0, timeIndex: 4, duration: 4 }, zone),
    ).toBeNull();
    expect(
      edgeInMissingTime('2027-03-14', { dayIndex: 0, timeIndex: 12, duration: 4 }, zone),
    ).toBeNull();
    expect(
      startsInRepeatedTime('2027-11-07', { dayIndex: 0, timeIndex: 6, duration: 4 }, zone),
    ).toBe(true);
    expect(
      startsInRepeatedTime('2027-11-07', { dayIndex: 0, timeIndex: 8, duration: 4 }, zone),
    ).toBe(false);
  });
});

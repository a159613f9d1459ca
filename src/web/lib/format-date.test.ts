import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDateTimeSeconds,
  formatLongDate,
  isDisplayableZone,
  zoneAbbreviation,
} from './format-date';
import { resolveViewerZone } from './use-viewer-zone';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const LORD_HOWE = 'Australia/Lord_Howe';

describe('formatDateTime', () => {
  it.each([
    // Winter and summer on both sides of the Atlantic.
    ['2026-11-24T15:00:00Z', NY, 'Nov 24, 2026, 10:00 EST'],
    ['2026-07-15T12:00:00Z', NY, 'Jul 15, 2026, 08:00 EDT'],
    ['2026-11-24T15:00:00Z', LONDON, 'Nov 24, 2026, 15:00 GMT'],
    ['2026-07-15T12:00:00Z', LONDON, 'Jul 15, 2026, 13:00 GMT+1'],
    // Kolkata has no daylight saving and no letters in Intl: the offset is its name.
    ['2026-11-24T15:00:00Z', KOLKATA, 'Nov 24, 2026, 20:30 GMT+5:30'],
    ['2026-07-15T12:00:00Z', KOLKATA, 'Jul 15, 2026, 17:30 GMT+5:30'],
    // Lord Howe moves by half an hour: +10:30 in its winter, +11 in its summer.
    ['2026-07-15T12:00:00Z', LORD_HOWE, 'Jul 15, 2026, 22:30 GMT+10:30'],
    ['2026-01-15T12:00:00Z', LORD_HOWE, 'Jan 15, 2026, 23:00 GMT+11'],
  ])('%s in %s reads "%s"', (iso, zone, text) => {
    expect(formatDateTime(iso, zone)).toBe(text);
  });

  it('tells the two 01:30s of the night New York clocks go back apart', () => {
    expect(formatDateTime('2026-11-01T05:30:00Z', NY)).toBe('Nov 1, 2026, 01:30 EDT');
    expect(formatDateTime('2026-11-01T06:30:00Z', NY)).toBe('Nov 1, 2026, 01:30 EST');
  });

  it('skips the hour New York clocks jump over', () => {
    expect(formatDateTime('2026-03-08T06:59:00Z', NY)).toBe('Mar 8, 2026, 01:59 EST');
    expect(formatDateTime('2026-03-08T07:00:00Z', NY)).toBe('Mar 8, 2026, 03:00 EDT');
  });

  it('follows London and Lord Howe across their own change days', () => {
    // London springs forward at 01:00 GMT on the last Sunday of March.
    expect(formatDateTime('2026-03-29T00:59:00Z', LONDON)).toBe('Mar 29, 2026, 00:59 GMT');
    expect(formatDateTime('2026-03-29T01:00:00Z', LONDON)).toBe('Mar 29, 2026, 02:00 GMT+1');
    // Lord Howe goes back half an hour at 02:00 local on the first Sunday of April.
    expect(formatDateTime('2026-04-04T14:59:00Z', LORD_HOWE)).toBe('Apr 5, 2026, 01:59 GMT+11');
    expect(formatDateTime('2026-04-04T15:00:00Z', LORD_HOWE)).toBe('Apr 5, 2026, 01:30 GMT+10:30');
  });

  it('accepts a Date and answers "" for what is no date', () => {
    expect(formatDateTime(new Date('2026-11-24T15:00:00Z'), 'UTC')).toBe('Nov 24, 2026, 15:00 UTC');
    expect(formatDateTime('not a date', NY)).toBe('');
    expect(formatDateTime(null, NY)).toBe('');
    expect(formatDateTime(undefined, NY)).toBe('');
  });

  it('reads an unknown zone as UTC rather than failing the screen', () => {
    expect(formatDateTime('2026-11-24T15:00:00Z', 'Mars/Base')).toBe('Nov 24, 2026, 15:00 UTC');
  });
});

describe('formatDateTime on the 12-hour clock (decision 0076)', () => {
  it.each([
    ['2026-11-24T15:00:00Z', NY, 'Nov 24, 2026, 10:00 AM EST'],
    ['2026-11-24T17:00:00Z', NY, 'Nov 24, 2026, 12:00 PM EST'],
    ['2026-11-24T05:15:00Z', NY, 'Nov 24, 2026, 12:15 AM EST'],
    ['2026-11-24T15:00:00Z', KOLKATA, 'Nov 24, 2026, 8:30 PM GMT+5:30'],
    // The two 01:30s of the night New York clocks go back, told apart by their zone.
    ['2026-11-01T05:30:00Z', NY, 'Nov 1, 2026, 1:30 AM EDT'],
    ['2026-11-01T06:30:00Z', NY, 'Nov 1, 2026, 1:30 AM EST'],
  ])('%s in %s reads "%s", with a plain space before AM/PM', (iso, zone, text) => {
    expect(formatDateTime(iso, zone, '12h')).toBe(text);
    expect(formatDateTime(iso, zone, '24h')).toBe(formatDateTime(iso, zone));
  });

  it('keeps the seconds', () => {
    expect(formatDateTimeSeconds('2026-11-24T23:00:05Z', NY, '12h')).toBe(
      'Nov 24, 2026, 6:00:05 PM EST',
    );
  });
});

describe('formatDateTimeSeconds', () => {
  it('keeps the seconds and the zone', () => {
    expect(formatDateTimeSeconds('2026-11-24T15:00:05Z', NY)).toBe('Nov 24, 2026, 10:00:05 EST');
    expect(formatDateTimeSeconds('2026-11-24T15:00:05Z', KOLKATA)).toBe(
      'Nov 24, 2026, 20:30:05 GMT+5:30',
    );
  });
});

describe('formatLongDate', () => {
  it('gives the calendar date the instant falls on in the zone', () => {
    const lateEvening = '2026-11-25T04:30:00Z'; // 23:30 on the 24th in New York
    expect(formatLongDate(lateEvening, NY)).toBe('November 24, 2026');
    expect(formatLongDate(lateEvening, KOLKATA)).toBe('November 25, 2026');
    expect(formatLongDate('', NY)).toBe('');
  });
});

describe('zoneAbbreviation', () => {
  it.each([
    [NY, '2026-01-15T12:00:00Z', 'EST'],
    [NY, '2026-07-15T12:00:00Z', 'EDT'],
    [LONDON, '2026-01-15T12:00:00Z', 'GMT'],
    [LONDON, '2026-07-15T12:00:00Z', 'GMT+1'],
    [KOLKATA, '2026-07-15T12:00:00Z', 'GMT+5:30'],
    [LORD_HOWE, '2026-07-15T12:00:00Z', 'GMT+10:30'],
    [LORD_HOWE, '2026-01-15T12:00:00Z', 'GMT+11'],
  ])('%s at %s is %s', (zone, iso, text) => {
    expect(zoneAbbreviation(zone, new Date(iso))).toBe(text);
  });

  it('is empty for a zone Intl does not know', () => {
    expect(zoneAbbreviation('Mars/Base')).toBe('');
    expect(isDisplayableZone('Mars/Base')).toBe(false);
    expect(isDisplayableZone('')).toBe(false);
    expect(isDisplayableZone(KOLKATA)).toBe(true);
  });
});

describe('resolveViewerZone', () => {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

  it('takes the profile zone when one is saved', () => {
    expect(resolveViewerZone(KOLKATA)).toEqual({ timeZone: KOLKATA, source: 'profile' });
  });

  it("falls back to the browser's zone when none is saved or the saved one is unknown", () => {
    expect(resolveViewerZone(null)).toEqual({ timeZone: browser, source: 'browser' });
    expect(resolveViewerZone('')).toEqual({ timeZone: browser, source: 'browser' });
    expect(resolveViewerZone('Mars/Base')).toEqual({ timeZone: browser, source: 'browser' });
  });
});

describe('the reader language', () => {
  it('writes dates in the language through Intl, English as before', () => {
    const at = '2026-11-24T15:00:00Z';
    expect(formatLongDate(at, NY, 'en')).toBe('November 24, 2026');
    expect(formatLongDate(at, NY, 'es')).toBe('24 de noviembre de 2026');
    expect(formatLongDate(at, NY, 'de')).toBe('24. November 2026');
    expect(formatDateTime(at, LONDON, '24h', 'fr')).toBe(
      new Intl.DateTimeFormat('fr', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
        timeZone: LONDON,
      }).format(new Date(at)),
    );
    expect(formatDateTime(at, LONDON, '24h', 'fr')).toMatch(/^24 nov\. 2026/);
  });
});

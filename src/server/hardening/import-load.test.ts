import { describe, expect, it } from 'vitest';
import { english } from '../i18n/english';
import {
  IMPORT_REFUSALS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_EVENTS,
} from '../../shared/exchange/import-plan/import-limits';
import type { ImportPlan } from '../../shared/exchange/import-plan/import-plan';
import { stationAt, useTestApp } from '../test/use-test-app';
import { databaseFingerprint } from './fingerprint';
import { errorOf } from '../test/schedule-set-up';

/**
 * DESIGN.md §6: the largest calendar file the import takes (2 MB, as many events as it allows) is
 * previewed, and a file with more events than allowed, or a rule that never matches or would
 * spin, is refused with a message the Import dialog shows, writing nothing. That the reading
 * never holds the event loop for long is shown without a clock by ics-turns.test.ts (a turn
 * before each bounded piece of work) and time-slices.test.ts; how long it holds it on a real
 * machine is a bench figure (`npm run bench -- growth --figures=import`). A rule that spun would
 * hold the request until the test's timeout.
 */
const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2027-01-10';

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });

const stamp = (day: number, hour: number, minute: number) =>
  `202701${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}00Z`;

/**
 * `count` events, spread over three weeks from the week before WEEK, each carrying a description
 * long enough that the file reaches `bytes`.
 */
function calendar(count: number, bytes: number): string {
  const padding = Math.max(0, Math.floor(bytes / count) - 220);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//load//EN'];
  for (let i = 0; i < count; i++) {
    const day = 3 + (i % 21);
    const hour = Math.floor(i / 21) % 24;
    lines.push(
      'BEGIN:VEVENT',
      `UID:load-${i}@example.org`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(day, hour, 0)}`,
      `DTEND:${stamp(day, hour, 45)}`,
      `SUMMARY:Show ${i % 300}`,
      'CATEGORIES:Jazz,Talk',
      `DESCRIPTION:${'Lorem ipsum dolor sit amet. '.repeat(Math.ceil(padding / 28)).slice(0, padding)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

function preview(text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/calendar' }), 'season.ics');
  return staff.client.post(`/api/weeks/${WEEK}/import/preview`, { form });
}

describe('importing a large calendar', () => {
  it('previews a 2 MB file of the most events allowed', async () => {
    const text = calendar(MAX_IMPORT_EVENTS, MAX_IMPORT_BYTES - 64 * 1024);
    expect(text.length).toBeGreaterThan(0.9 * MAX_IMPORT_BYTES);
    const result = await preview(text);
    expect(result.status, result.text.slice(0, 300)).toBe(200);
    const { plan } = result.json<{ plan: ImportPlan }>();
    expect(plan.placements.length).toBeGreaterThan(600);
  });

  it('refuses a file with more events than allowed, writing nothing', async () => {
    const before = await databaseFingerprint(app.database.pool);
    const result = await preview(calendar(MAX_IMPORT_EVENTS + 1, 300 * 1024));
    expect(result.status).toBe(422);
    expect(errorOf(result)).toEqual({
      code: 'too_many_events',
      message: english(IMPORT_REFUSALS.tooManyEvents),
    });
    expect(await databaseFingerprint(app.database.pool)).toEqual(before);
  });

  it('refuses a week with more occurrences than a week can hold', async () => {
    const minutely = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//load//EN',
      'BEGIN:VEVENT',
      'UID:every-minute@example.org',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(10, 0, 0)}`,
      `DTEND:${stamp(10, 0, 15)}`,
      'RRULE:FREQ=MINUTELY;INTERVAL=5',
      'SUMMARY:Every five minutes',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const result = await preview(minutely);
    expect(result.status).toBe(422);
    expect(result.json<{ error: { message: string } }>().error.message).toBe(
      english(IMPORT_REFUSALS.tooManyWeekEvents),
    );
  });

  it.each([
    ['a daily rule for a date that never comes', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'],
    ['an hourly rule for a date that never comes', 'FREQ=HOURLY;BYMONTH=4;BYMONTHDAY=31'],
    ['a yearly rule for a day no year has', 'FREQ=YEARLY;BYYEARDAY=367'],
    ['a rule ical.js cannot read', 'FREQ=WEEKLY;BYDAY=XX;BYSETPOS=0'],
  ])('refuses %s, writing nothing', async (_name, rule) => {
    const before = await databaseFingerprint(app.database.pool);
    const never = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//load//EN',
      'BEGIN:VEVENT',
      'UID:never@example.org',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(10, 9, 0)}`,
      `DTEND:${stamp(10, 10, 0)}`,
      `RRULE:${rule}`,
      'SUMMARY:Never',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const result = await preview(never);
    expect([200, 422], result.text.slice(0, 300)).toContain(result.status);
    if (result.status === 422 && rule.includes('BYMONTHDAY')) {
      expect(result.json<{ error: { message: string } }>().error.message).toBe(
        english(IMPORT_REFUSALS.ruleNeverMatches),
      );
    }
    if (result.status === 200) {
      expect(result.json<{ plan: ImportPlan }>().plan.placements).toHaveLength(1);
    }
    expect(await databaseFingerprint(app.database.pool)).toEqual(before);
  });

  it('refuses an event carrying a huge list of dates', async () => {
    const dates = Array.from({ length: 100_000 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 10, 0, 15 * i)).toISOString().replace(/[-:]|\.\d{3}/g, ''),
    );
    const huge = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//load//EN',
      'BEGIN:VEVENT',
      'UID:excluded@example.org',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(10, 0, 0)}`,
      `DTEND:${stamp(10, 0, 15)}`,
      'RRULE:FREQ=MINUTELY;INTERVAL=15',
      `EXDATE:${dates.join(',')}`,
      'SUMMARY:Excluded',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const result = await preview(huge);
    expect(result.status).toBe(422);
    expect(result.json<{ error: { message: string } }>().error.message).toBe(
      english(IMPORT_REFUSALS.calendarTooComplex),
    );
  });
});

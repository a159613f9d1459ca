import { describe, expect, it } from 'vitest';
import { readImportFile, planImport } from './import-file';
import type { ImportPlan, LibraryShow, PlanContext } from './import-plan';

/** The target week: Sunday 2026-03-08, the day the United States move their clocks forward. */
const WEEK = '2026-03-08';

const library: LibraryShow[] = [
  {
    id: 'lib-morning',
    name: 'Morning Show',
    duration: 2,
    djNames: ['Ada'],
    genres: ['Talk'],
    description: 'Wake up',
    color: '#059669',
    imageUrl: null,
  },
];

const context = (over: Partial<PlanContext> = {}): PlanContext => ({
  weekId: WEEK,
  timeZone: 'Europe/London',
  week: { status: 'draft', isPast: false },
  library,
  djs: [],
  existing: [],
  ...over,
});

const NEW_YORK = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

function calendar(...events: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    NEW_YORK,
    ...events,
    'END:VCALENDAR',
  ]
    .join('\r\n')
    .replace(/\r?\n/g, '\r\n');
}

const event = (lines: Record<string, string>, uid = Object.values(lines).join('|')) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    ...Object.entries(lines).map(([k, v]) => `${k}${k.includes(';') ? '' : ':'}${v}`),
    'END:VEVENT',
  ].join('\r\n');

const plan = async (ics: string, over: Partial<PlanContext> = {}, sourceWeekId?: string) => {
  const ctx = context(over);
  const reading = { weekId: ctx.weekId, sourceWeekId, timeZone: ctx.timeZone };
  return planImport(await readImportFile('week.ics', ics, reading), ctx);
};

const slots = (p: ImportPlan) =>
  p.placements.map((x) => [x.showName, x.dayIndex, x.timeIndex, x.duration]);

describe('iCalendar import: snapping and clipping', () => {
  it.each([
    ['on the slots', '20260310T090000Z', '20260310T100000Z', [2, 36, 4], false],
    ['snapped to the nearest slots', '20260310T090700Z', '20260310T105200Z', [2, 36, 7], true],
    ['at least one slot', '20260310T090100Z', '20260310T090400Z', [2, 36, 1], true],
    ['clipped at the week end', '20260314T230000Z', '20260315T010000Z', [6, 92, 4], true],
    ['clipped at the week start', '20260307T220000Z', '20260308T010000Z', [0, 0, 4], true],
    ['shortened to 24 hours', '20260309T000000Z', '20260311T000000Z', [1, 0, 96], true],
  ] as const)('%s', async (_label, start, end, expected, adjusted) => {
    const result = await plan(calendar(event({ SUMMARY: 'News', DTSTART: start, DTEND: end })));
    expect(slots(result)).toEqual([['News', ...expected]]);
    expect(result.adjustments.length > 0).toBe(adjusted);
  });

  it('says in words how a time was snapped', async () => {
    const result = await plan(
      calendar(event({ SUMMARY: 'News', DTSTART: '20260310T090700Z', DTEND: '20260310T105200Z' })),
    );
    expect(result.adjustments[0]?.message).toEqual({
      key: 'exchange:plan.adjustedNotes',
      lists: {
        notes: [
          {
            key: 'exchange:plan.snapped',
            values: { from: '09:07', to: '10:52', start: '09:00', end: '10:45' },
          },
        ],
      },
    });
  });

  it('leaves out events outside the week and all-day events, saying why', async () => {
    const result = await plan(
      calendar(
        event({ SUMMARY: 'Later', DTSTART: '20260320T090000Z', DTEND: '20260320T100000Z' }),
        event({
          SUMMARY: 'Holiday',
          'DTSTART;VALUE=DATE': ':20260310',
          'DTEND;VALUE=DATE': ':20260311',
        }),
        event({ SUMMARY: 'News', DTSTART: '20260310T090000Z', DTEND: '20260310T100000Z' }),
      ),
    );
    expect(slots(result)).toEqual([['News', 2, 36, 4]]);
    expect(result.adjustments).toEqual([
      { showName: 'Holiday', message: { key: 'exchange:plan.allDay' } },
    ]);
  });
});

describe('iCalendar import: shows', () => {
  it('matches library shows by name ignoring case and spaces, and creates the others once', async () => {
    const result = await plan(
      calendar(
        event({
          SUMMARY: ' morning  SHOW ',
          DTSTART: '20260309T070000Z',
          DTEND: '20260309T090000Z',
        }),
        event({
          SUMMARY: 'Jazz Hour',
          CATEGORIES: 'jazz,Podcasts',
          DTSTART: '20260310T200000Z',
          DTEND: '20260310T210000Z',
          DESCRIPTION: 'Smooth',
        }),
        event({ SUMMARY: 'jazz hour', DTSTART: '20260311T200000Z', DTEND: '20260311T210000Z' }),
      ),
    );
    expect(result.matchedShows).toEqual([{ id: 'lib-morning', name: 'Morning Show' }]);
    expect(result.createdShows).toEqual([
      expect.objectContaining({
        name: 'Jazz Hour',
        genres: ['Jazz'],
        description: 'Smooth',
        color: '#3b82f6',
        duration: 1,
      }),
    ]);
    expect(result.placements.map((p) => [p.showName, p.show])).toEqual([
      ['Morning Show', { kind: 'library', id: 'lib-morning' }],
      ['Jazz Hour', { kind: 'new', key: 'ics-0' }],
      ['Jazz Hour', { kind: 'new', key: 'ics-0' }],
    ]);
    // A matched show is placed with the library's details, as a drop from the library would be.
    expect(result.placements[0]).toMatchObject({ showColor: '#059669', djNames: ['Ada'] });
  });

  it('reports overlaps with the week and among imported events; a finalized week refuses them', async () => {
    const ics = calendar(
      event({ SUMMARY: 'A', DTSTART: '20260310T090000Z', DTEND: '20260310T110000Z' }),
      event({ SUMMARY: 'B', DTSTART: '20260310T100000Z', DTEND: '20260310T120000Z' }),
      event({ SUMMARY: 'C', DTSTART: '20260311T090000Z', DTEND: '20260311T100000Z' }),
    );
    const existing = [{ id: 'x', showName: 'Drive Time', dayIndex: 3, timeIndex: 38, duration: 4 }];
    const draft = await plan(ics, { existing });
    expect(draft.overlaps.map((o) => [o.showName, o.withExisting, o.withImported])).toEqual([
      ['A', [], ['B']],
      ['B', [], ['A']],
      ['C', ['Drive Time'], []],
    ]);
    expect(draft.blocker).toBeNull();
    const finalized = await plan(ics, { existing, week: { status: 'finalized', isPast: false } });
    expect(finalized.blocker).toEqual({ key: 'exchange:plan.blocker.finalizedOverlap' });
  });

  it('names at most five shows an overlap is with, however many there are', async () => {
    const crowd = Array.from({ length: 300 }, (_, i) =>
      event({ SUMMARY: `Show ${i}`, DTSTART: '20260310T090000Z', DTEND: '20260310T100000Z' }),
    );
    const existing = Array.from({ length: 8 }, (_, i) => ({
      id: `x${i}`,
      showName: `Here ${i}`,
      dayIndex: 2,
      timeIndex: 36 + (i % 4),
      duration: 1,
    }));
    const result = await plan(calendar(...crowd), { existing });
    expect(result.overlaps).toHaveLength(300);
    for (const o of result.overlaps) {
      expect(o.withImported).toHaveLength(5);
      expect(o.withImported).not.toContain(o.showName);
      expect(o.withExisting.length).toBeGreaterThan(0);
      expect(o.withExisting.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('iCalendar import: time zones', () => {
  const weekly = calendar(
    event(
      {
        SUMMARY: 'Breakfast',
        'DTSTART;TZID=America/New_York': ':20260302T090000',
        DURATION: 'PT1H',
        RRULE: 'FREQ=WEEKLY;BYDAY=MO;COUNT=10',
      },
      'breakfast',
    ),
  );

  it.each([
    // New York moves on 8 March, London on 29 March: for three weeks the gap is 4 hours.
    [
      'New York in London before both changes',
      'America/New_York',
      '2026-03-01',
      'Europe/London',
      56,
    ],
    [
      'New York in London between the changes',
      'America/New_York',
      '2026-03-08',
      'Europe/London',
      52,
    ],
    [
      'New York in London after both changes',
      'America/New_York',
      '2026-03-29',
      'Europe/London',
      56,
    ],
    ['New York in Kolkata (UTC+5:30) before', 'America/New_York', '2026-03-01', 'Asia/Kolkata', 78],
    ['New York in Kolkata (UTC+5:30) after', 'America/New_York', '2026-03-08', 'Asia/Kolkata', 74],
  ] as const)('%s', async (_label, _zone, weekId, station, timeIndex) => {
    const result = await plan(weekly, { weekId, timeZone: station });
    expect(slots(result)).toEqual([['Breakfast', 1, timeIndex, 4]]);
  });

  it('reads an IANA TZID the file does not define (Berlin, which changes on 29 March)', async () => {
    const ics = calendar(
      event(
        {
          SUMMARY: 'Berlin Calling',
          'DTSTART;TZID=Europe/Berlin': ':20260323T200000',
          DURATION: 'PT2H',
          RRULE: 'FREQ=WEEKLY;COUNT=3',
        },
        'berlin',
      ),
    );
    // 20:00 in Berlin is 15:00 in New York on 23 March, and 14:00 on 30 March once Berlin has
    // changed its clocks too.
    expect(slots(await plan(ics, { weekId: '2026-03-22', timeZone: 'America/New_York' }))).toEqual([
      ['Berlin Calling', 1, 60, 8],
    ]);
    expect(slots(await plan(ics, { weekId: '2026-03-29', timeZone: 'America/New_York' }))).toEqual([
      ['Berlin Calling', 1, 56, 8],
    ]);
  });

  it('keeps wall-clock time for a floating time and the station zone across its own change', async () => {
    const ics = calendar(
      event(
        {
          SUMMARY: 'Late',
          DTSTART: '20260329T020000',
          DTEND: '20260329T030000',
          RRULE: 'FREQ=DAILY;COUNT=2',
        },
        'late',
      ),
    );
    expect(slots(await plan(ics, { weekId: '2026-03-29' }))).toEqual([
      ['Late', 0, 8, 4],
      ['Late', 1, 8, 4],
    ]);
  });

  it('honours EXDATE and RECURRENCE-ID overrides', async () => {
    const ics = calendar(
      event(
        {
          SUMMARY: 'Drive',
          'DTSTART;TZID=America/New_York': ':20260309T160000',
          DURATION: 'PT2H',
          RRULE: 'FREQ=DAILY;COUNT=5',
          'EXDATE;TZID=America/New_York': ':20260310T160000',
        },
        'drive',
      ),
      event(
        {
          SUMMARY: 'Drive (special)',
          'RECURRENCE-ID;TZID=America/New_York': ':20260312T160000',
          'DTSTART;TZID=America/New_York': ':20260312T180000',
          DURATION: 'PT1H',
        },
        'drive',
      ),
    );
    const result = await plan(ics, { timeZone: 'America/New_York' });
    expect(slots(result)).toEqual([
      ['Drive', 1, 64, 8],
      ['Drive', 3, 64, 8],
      ['Drive (special)', 4, 72, 4],
      ['Drive', 5, 64, 8],
    ]);
  });
});

describe('iCalendar import: long-running series', () => {
  it('finds this week of a daily show that began sixteen years ago', async () => {
    const ics = calendar(
      event(
        {
          SUMMARY: 'Old Faithful',
          DTSTART: '20100101T060000Z',
          DURATION: 'PT30M',
          RRULE: 'FREQ=DAILY',
        },
        'old-faithful',
      ),
    );
    expect(slots(await plan(ics)).map((s) => s[1])).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('iCalendar import: a file without events in the week', () => {
  const ics = calendar(
    event({ SUMMARY: 'Old Show', DTSTART: '20260105T090000Z', DTEND: '20260105T100000Z' }),
  );

  it('says so and offers the first week with events', async () => {
    const result = await plan(ics);
    expect(result.placements).toEqual([]);
    expect(result.notices).toEqual([
      { key: 'exchange:plan.noEventsThisWeek', weeks: { range: '2026-01-04' } },
    ]);
    expect(result.suggestedSourceWeek).toBe('2026-01-04');
  });

  it('places that week on the same weekdays when asked', async () => {
    const result = await plan(ics, {}, '2026-01-04');
    expect(slots(result)).toEqual([['Old Show', 1, 36, 4]]);
    expect(result.suggestedSourceWeek).toBeNull();
  });
});

describe('reading files', () => {
  it.each([
    ['notes.txt', 'hello', 415, 'unsupported_file'],
    ['week.json', '{ nope', 400, 'invalid_json'],
    ['week.json', '{"format":"other"}', 422, 'not_week_document'],
    ['week.json', '{"format":"radio-station-week","version":2}', 422, 'unsupported_version'],
    ['week.json', '{"format":"radio-station-week","version":1}', 422, 'invalid_document'],
    ['week.ics', 'BEGIN:VCALENDAR\r\nthis is not', 422, 'invalid_calendar'],
    ['week.ics', 'BEGIN:VEVENT\r\nEND:VEVENT', 422, 'invalid_calendar'],
  ] as const)('%s %j is refused with %i %s', async (name, text, status, code) => {
    const reading = { weekId: '2026-03-08', timeZone: 'Europe/London' };
    await expect(readImportFile(name, text, reading)).rejects.toThrow(
      expect.objectContaining({ status, code }),
    );
  });
});

describe('iCalendar import: repeating events', () => {
  it('says a weekly event repeats and how to keep it on the schedule, once per event', async () => {
    const result = await plan(
      calendar(
        event({
          SUMMARY: 'Jazz Hour',
          DTSTART: '20260303T100000Z',
          DTEND: '20260303T110000Z',
          RRULE: 'FREQ=WEEKLY;COUNT=10',
        }),
        event({
          SUMMARY: 'Drive',
          DTSTART: '20260301T070000Z',
          DTEND: '20260301T080000Z',
          RRULE: 'FREQ=DAILY;INTERVAL=2',
        }),
        event({ SUMMARY: 'News', DTSTART: '20260310T090000Z', DTEND: '20260310T100000Z' }),
      ),
    );
    expect(slots(result).map(([name]) => name)).toEqual([
      'Drive',
      'News',
      'Jazz Hour',
      'Drive',
      'Drive',
    ]);
    expect(result.notices).toEqual([
      {
        key: 'exchange:plan.repeatNotice',
        values: {
          name: 'Drive',
          repeats: { key: 'exchange:plan.repeatsEvery', values: { freq: 'daily', count: 2 } },
          max: 25,
          months: 6,
        },
      },
    ]);
    // The weekly one is offered as a series, placed in this week only unless chosen.
    expect(result.seriesOptions).toMatchObject([
      {
        showName: 'Jazz Hour',
        choice: 'week-only',
        startDate: '2026-03-10',
        timeIndex: 40,
        duration: 4,
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 26 },
        cannotRecreate: null,
        alreadyRunning: false,
      },
    ]);
    expect(result.series).toEqual([]);
  });

  it.each([
    ['without COUNT or UNTIL: without end', 'FREQ=WEEKLY;INTERVAL=2', { endType: 'never' }],
    [
      'with COUNT: within the dialog limits',
      'FREQ=WEEKLY;INTERVAL=2;COUNT=40',
      { endType: 'count', count: 26 },
    ],
    [
      'with UNTIL: within the dialog limits',
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20300101T000000Z',
      { endType: 'count', count: 26 },
    ],
  ])('makes a weekly event a series of ours when chosen, %s', async (_, rrule, end) => {
    const ics = calendar(
      event(
        {
          SUMMARY: 'Jazz Hour',
          DTSTART: '20260224T100000Z',
          DTEND: '20260224T110000Z',
          RRULE: rrule,
        },
        'jazz-uid',
      ),
    );
    const result = await plan(ics, { seriesChoices: { 'ics-jazz-uid': 'recreate' } });
    expect(result.series).toEqual([
      expect.objectContaining({
        key: 'ics-jazz-uid',
        startDate: '2026-03-10',
        rule: { frequency: 'weekly', interval: 2, byWeekday: [2], ...end },
      }),
    ]);
    expect(result.placements.map((p) => p.series)).toEqual([
      { key: 'ics-jazz-uid', role: 'first', originalInstanceDate: '2026-03-10' },
    ]);
  });
});

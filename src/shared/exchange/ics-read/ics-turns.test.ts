import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_EVENTS } from '../import-plan/import-limits';
import { parseCalendar } from './ics-events';
import { firstOccurrence, occurrencesBetween } from './ics-occurrences';

/**
 * DESIGN.md §6: reading the largest calendar the import takes never holds the server's event loop
 * for long. Shown without a clock: the reading asks for a turn (time-slices.ts, which gives one
 * once a slice of time has passed) before each piece of work, and each piece is bounded in size
 * (one component of at most 64 KB; one occurrence). How long the loop is held on a real machine is
 * the bench's figure ("import preview: longest wait of a request beside it"), not a test's.
 */
const steps = vi.hoisted(() => [] as string[]);
vi.mock('./time-slices', () => ({
  SLICE_MS: 15,
  timeSlices: () => ({
    turn: () => {
      steps.push('turn');
      return Promise.resolve();
    },
  }),
}));

const MAX_COMPONENT_CHARS = 64 * 1024;

beforeEach(() => {
  steps.length = 0;
  const parse = ICAL.parse.bind(ICAL);
  vi.spyOn(ICAL, 'parse').mockImplementation((text: string) => {
    steps.push(`parse ${text.length}`);
    return parse(text);
  });
  const details = ICAL.Event.prototype.getOccurrenceDetails;
  vi.spyOn(ICAL.Event.prototype, 'getOccurrenceDetails').mockImplementation(function (
    this: InstanceType<typeof ICAL.Event>,
    ...args: Parameters<typeof details>
  ) {
    steps.push('occurrence');
    return details.apply(this, args);
  });
});
afterEach(() => vi.restoreAllMocks());

/**
 * `events` events (by default the most allowed, near 2 MB in all), one in twenty daily for a
 * month, over January 2027.
 */
function calendar(events = MAX_IMPORT_EVENTS): string {
  const padding = Math.floor((MAX_IMPORT_BYTES - 64 * 1024) / MAX_IMPORT_EVENTS) - 220;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//turns//EN'];
  for (let i = 0; i < events; i++) {
    const day = String(3 + (i % 21)).padStart(2, '0');
    const hour = String(Math.floor(i / 21) % 24).padStart(2, '0');
    lines.push(
      'BEGIN:VEVENT',
      `UID:turns-${i}@example.org`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:202701${day}T${hour}0000Z`,
      `DTEND:202701${day}T${hour}4500Z`,
      ...(i % 20 === 0 ? ['RRULE:FREQ=DAILY;COUNT=30'] : []),
      `SUMMARY:Show ${i % 300}`,
      `DESCRIPTION:${'Lorem ipsum dolor sit amet. '.repeat(Math.ceil(padding / 28)).slice(0, padding)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

/** The most steps of work `steps` holds between two turns, and the work's kinds. */
function longestRun(kind: (step: string) => boolean): number {
  let run = 0;
  let longest = 0;
  for (const step of steps) {
    if (step === 'turn') run = 0;
    else if (kind(step)) longest = Math.max(longest, ++run);
  }
  return longest;
}

// Bounded by counting its steps; the generous timeout only catches a hang on a busy machine.
describe('reading the largest calendar the import takes', { timeout: 30_000 }, () => {
  it('parses one component of at most 64 KB at a time, asking for a turn before each', async () => {
    const text = calendar();
    expect(text.length).toBeGreaterThan(0.9 * MAX_IMPORT_BYTES);
    const parsed = await parseCalendar(text);
    expect(parsed.events).toHaveLength(MAX_IMPORT_EVENTS);

    const parses = steps.filter((s) => s.startsWith('parse '));
    // The calendar's own lines, then each event on its own.
    expect(parses).toHaveLength(1 + MAX_IMPORT_EVENTS);
    expect(Math.max(...parses.map((s) => Number(s.slice('parse '.length))))).toBeLessThanOrEqual(
      MAX_COMPONENT_CHARS,
    );
    expect(longestRun((s) => s.startsWith('parse '))).toBe(1);
  });

  it('expands one occurrence at a time, asking for a turn before each', async () => {
    const parsed = await parseCalendar(calendar(400));
    steps.length = 0;
    const found = await occurrencesBetween(parsed, '2027-01-10', '2027-01-10', 'Europe/London');
    expect(found.length).toBeGreaterThan(20);
    expect(steps.filter((s) => s === 'occurrence').length).toBeGreaterThan(found.length);
    expect(longestRun((s) => s === 'occurrence')).toBe(1);

    steps.length = 0;
    expect(await firstOccurrence(parsed, 'Europe/London')).not.toBeNull();
    expect(longestRun((s) => s === 'occurrence')).toBe(1);
  });
});

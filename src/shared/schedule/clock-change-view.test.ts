import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { isLocalText, sameDayHere, type LocalText } from '../i18n/local-text';
import schedule from '../i18n/locales/en/schedule.json';
import { missingTimeRefusal as refusalText } from './clock-change';
import {
  blockClockNotes as notesOf,
  viewerHourLabels,
  viewerRangeLabel,
  weekClockChanges,
  weekHasClockChange,
} from './clock-change-view';

const NY = 'America/New_York';
const SPRING = '2027-03-14';
const FALL = '2027-11-07';
const at = (dayIndex: number, hh: number, mm: number, minutes: number) => ({
  dayIndex,
  timeIndex: (hh * 60 + mm) / 15,
  duration: minutes / 15,
});

/** A `schedule` text in English, its inner texts said first. */
const english = (text: LocalText): string => {
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([k, v]) =>
      isLocalText(v) ? [k, english(v)] : [k, v instanceof Date ? sameDayHere(v) : v],
    ),
  );
  const message = schedule[text.key.replace('schedule:', '') as keyof typeof schedule];
  return String(new IntlMessageFormat(message, 'en').format(values));
};

/** The shared rules' notes and refusal said in English, as an English reader reads them. */
const missingTimeRefusal = (...args: Parameters<typeof refusalText>) => {
  const text = refusalText(...args);
  return text && english(text);
};
const blockClockNotes = (...args: Parameters<typeof notesOf>) => {
  const notes = notesOf(...args);
  return { inBlock: notes.inBlock && english(notes.inBlock), details: notes.details.map(english) };
};

describe('a drop into skipped time', () => {
  const refusal =
    'Clocks go forward at 02:00 on Sunday, March 14: a show cannot start or end between 02:00 and 03:00.';

  it.each([
    ['a start at 02:00', at(0, 2, 0, 60), refusal],
    ['a start at 02:45', at(0, 2, 45, 15), refusal],
    ['an end at 02:30', at(0, 1, 0, 90), refusal],
    ['an end at 02:00 (the moment of the change)', at(0, 1, 0, 60), null],
    ['a start at 03:00', at(0, 3, 0, 60), null],
    ['a show spanning the gap', at(0, 0, 0, 240), null],
    ['Monday 02:00', at(1, 2, 0, 60), null],
  ])('%s', (_, placement, expected) => {
    expect(missingTimeRefusal(SPRING, placement, NY)).toBe(expected);
  });

  it('is never refused the night clocks go back, nor in a zone without changes', () => {
    expect(missingTimeRefusal(FALL, at(0, 1, 0, 60), NY)).toBeNull();
    expect(missingTimeRefusal(SPRING, at(0, 2, 0, 60), 'Asia/Kolkata')).toBeNull();
  });

  it('names a 30-minute change at Lord Howe', () => {
    expect(missingTimeRefusal('2027-10-03', at(0, 2, 15, 60), 'Australia/Lord_Howe')).toBe(
      'Clocks go forward at 02:00 on Sunday, October 3: a show cannot start or end between 02:00 and 02:30.',
    );
  });
});

describe('a block on a change day', () => {
  it('spanning the skipped hour says its real airtime', () => {
    expect(blockClockNotes(SPRING, at(0, 0, 0, 240), NY)).toEqual({
      inBlock: '3 h on air: clocks go forward',
      details: ['3 h on air: clocks go forward'],
    });
  });

  it('spanning the repeated hour says 5 h', () => {
    expect(blockClockNotes(FALL, at(0, 0, 0, 240), NY).details).toEqual([
      '5 h on air: clocks go back',
    ]);
  });

  it('starting in skipped time says when it really airs', () => {
    expect(blockClockNotes(SPRING, at(0, 2, 0, 15), NY).details).toEqual([
      'Airs 03:00–03:15: clocks go forward',
    ]);
  });

  it('starting in the repeated hour airs at the first one', () => {
    expect(blockClockNotes(FALL, at(0, 1, 30, 15), NY).details).toEqual([
      'Airs at the first 01:30 (before clocks go back)',
    ]);
  });

  it('has nothing to say on an ordinary day', () => {
    expect(blockClockNotes(SPRING, at(1, 0, 0, 240), NY)).toEqual({ inBlock: null, details: [] });
  });
});

describe('the days of a week', () => {
  it('marks the change day', () => {
    const changes = weekClockChanges(SPRING, NY);
    expect(changes[0]).toEqual({ kind: 'forward', atMinutes: 120, shiftMinutes: 60 });
    expect(changes.slice(1)).toEqual([null, null, null, null, null, null]);
    expect(weekHasClockChange('2027-01-10', NY)).toBe(false);
    // A show ending at next Sunday 00:00 reaches the next week's first day.
    expect(weekHasClockChange('2027-03-07', NY)).toBe(true);
  });
});

describe('the viewer zone', () => {
  it('reads the grid hours as real instants, so they jump on a change day', () => {
    const sunday = viewerHourLabels(SPRING, NY, 'Europe/Berlin');
    expect(sunday.slice(0, 5)).toEqual(['06:00', '07:00', '08:00', '08:00', '09:00']);
    expect(viewerHourLabels('2027-03-15', NY, 'Europe/Berlin')[2]).toBe('07:00');
    expect(viewerHourLabels('2027-01-10', NY, 'Europe/Berlin')[2]).toBe('08:00');
  });

  it('reads a block in the viewer zone, with the weekday when it is another day there', () => {
    expect(viewerRangeLabel('2027-01-10', at(1, 10, 0, 120), NY, 'Europe/Berlin')).toBe(
      '16:00–18:00',
    );
    expect(viewerRangeLabel('2027-01-10', at(1, 22, 0, 60), NY, 'Europe/Berlin')).toBe(
      'Tue 04:00–05:00',
    );
  });
});

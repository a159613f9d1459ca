import { describe, expect, it } from 'vitest';
import {
  dueReminders,
  reminderInstant,
  reminderText,
  type ReminderAiring,
  type ReminderPerson,
} from './reminders';
import { blockInstants } from '../schedule/wall-clock-instant';
import { noticeWordsFor } from './notice-words';

const EN = await noticeWordsFor('en');

const LONDON = 'Europe/London';
/** 15-minute slots: 09:00 is slot 36. */
const slot = (hh: number, mm = 0) => (hh * 60 + mm) / 15;

/**
 * The week of Sunday 25 October 2026, when London's clocks go back (02:00 BST → 01:00 GMT).
 * Tuesday is day 2.
 */
const CHANGE_WEEK = '2026-10-25';

function airing(dayIndex: number, timeIndex: number, duration = 4, zone = LONDON): ReminderAiring {
  const { startsAt, endsAt } = blockInstants(CHANGE_WEEK, { dayIndex, timeIndex, duration }, zone);
  return {
    key: `show:${dayIndex}-${timeIndex}`,
    showName: 'Jazz Hour',
    djNames: ['Alex'],
    date: startsAt.toISOString().slice(0, 10),
    startsAt,
    endsAt,
  };
}
const alex = (lead: ReminderPerson['lead'], timeZone: string | null = null): ReminderPerson => ({
  userId: 'alex',
  djNames: ['alex'],
  timeZone,
  lead,
});

describe('reminders across a clock change', () => {
  it('a Tuesday 09:00 show after the change starts at 09:00Z and is reminded 24 real hours before', () => {
    const tuesday = airing(2, slot(9));
    expect(tuesday.startsAt.toISOString()).toBe('2026-10-27T09:00:00.000Z');
    const at = reminderInstant(tuesday.startsAt, 24);
    expect(at.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(dueReminders([tuesday], [alex('24h')], new Date(at.getTime() - 1000))).toEqual([]);
    expect(dueReminders([tuesday], [alex('24h')], at)).toEqual([
      { userId: 'alex', airing: tuesday, hours: 24 },
    ]);
    const text = reminderText(
      { userId: 'alex', airing: tuesday, hours: 24 },
      LONDON,
      LONDON,
      'Radio',
      EN,
    );
    expect(text.lines[1]).toBe('When: Tue 27 Oct, 09:00–10:00 (Europe/London)');
  });

  it('24 hours before a show just after the change is an hour later on the wall clock', () => {
    // Sunday 12:00 GMT; 24 real hours before is Saturday 12:00Z, which is 13:00 BST.
    const sunday = airing(0, slot(12));
    expect(sunday.startsAt.toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(reminderInstant(sunday.startsAt, 24).toISOString()).toBe('2026-10-24T12:00:00.000Z');
  });

  it('names the reader’s zone first, and the station’s when it differs; a half-hour zone too', () => {
    const tuesday = airing(2, slot(9));
    const reminder = { userId: 'alex', airing: tuesday, hours: 24 };
    // New York changes a week later: still EDT (UTC−4) on 27 October.
    expect(reminderText(reminder, 'America/New_York', LONDON, 'Radio', EN).lines[1]).toBe(
      'When: Tue 27 Oct, 05:00–06:00 (America/New_York); Tue 27 Oct, 09:00–10:00 station time (Europe/London)',
    );
    expect(reminderText(reminder, 'Asia/Kolkata', LONDON, 'Radio', EN).lines[1]).toBe(
      'When: Tue 27 Oct, 14:30–15:30 (Asia/Kolkata); Tue 27 Oct, 09:00–10:00 station time (Europe/London)',
    );
  });

  it('the subject’s day is the reader’s: a Tuesday 01:00 show in London is Monday evening in New York', () => {
    const early = airing(2, slot(1));
    const reminder = { userId: 'alex', airing: { ...early, date: '2026-10-27' }, hours: 24 };
    expect(reminderText(reminder, 'America/New_York', LONDON, 'Radio', EN).title).toBe(
      'Reminder: Jazz Hour tomorrow, Mon 26 Oct',
    );
    expect(reminderText(reminder, LONDON, LONDON, 'Radio', EN).title).toBe(
      'Reminder: Jazz Hour tomorrow, Tue 27 Oct',
    );
  });

  it('a station in a half-hour zone reminds at its own instant', () => {
    const show = airing(2, slot(20, 30), 4, 'Asia/Kolkata');
    expect(show.startsAt.toISOString()).toBe('2026-10-27T15:00:00.000Z');
    expect(reminderInstant(show.startsAt, 1).toISOString()).toBe('2026-10-27T14:00:00.000Z');
  });
});

describe('which reminders are due', () => {
  const tuesday = airing(2, slot(9));
  const at = (iso: string) => new Date(iso);

  it('follows each person’s lead: none, 1 hour, 24 hours, or both', () => {
    const dayBefore = at('2026-10-26T09:00:00Z');
    const hourBefore = at('2026-10-27T08:00:00Z');
    expect(dueReminders([tuesday], [alex('none')], hourBefore)).toEqual([]);
    expect(dueReminders([tuesday], [alex('1h')], dayBefore)).toEqual([]);
    expect(dueReminders([tuesday], [alex('1h')], hourBefore)[0]?.hours).toBe(1);
    expect(dueReminders([tuesday], [alex('both')], dayBefore)[0]?.hours).toBe(24);
    // Both due at once (a late host): only the nearer one.
    expect(dueReminders([tuesday], [alex('both')], hourBefore)).toEqual([
      { userId: 'alex', airing: tuesday, hours: 1 },
    ]);
  });

  it('only the airing’s hosts (by any of their names, as written), and never once it started', () => {
    const sam: ReminderPerson = { userId: 'sam', djNames: ['Sam'], timeZone: null, lead: '24h' };
    const formerly: ReminderPerson = {
      userId: 'alexandra',
      djNames: ['Alexandra', ' ALEX '],
      timeZone: null,
      lead: '24h',
    };
    const due = dueReminders([tuesday], [sam, formerly], at('2026-10-26T10:00:00Z'));
    expect(due.map((d) => d.userId)).toEqual(['alexandra']);
    expect(dueReminders([tuesday], [alex('24h')], tuesday.startsAt)).toEqual([]);
  });
});

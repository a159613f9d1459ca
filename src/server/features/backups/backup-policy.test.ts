import { describe, expect, it } from 'vitest';
import {
  backupsToKeep,
  isBackupOverdue,
  parseBackupKeep,
  parseBackupSchedule,
} from './backup-policy';

/** Backups at these UTC times; the answer is the list of those kept, oldest first. */
function kept(times: string[], keep: string): string[] {
  const rules = parseBackupKeep(keep)!;
  const backups = times.map((t) => ({ createdAt: new Date(t), t }));
  return [...backupsToKeep(backups, rules)].map((b) => b.createdAt.toISOString()).sort();
}

/** One backup a day at 02:00 from 1 October 2026 (a Thursday) for `days` days. */
const daily = (days: number) =>
  Array.from({ length: days }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i, 2)).toISOString());

describe('BACKUP_KEEP', () => {
  it.each([
    [
      '7 daily, 4 weekly',
      [
        { count: 7, unit: 'daily' },
        { count: 4, unit: 'weekly' },
      ],
    ],
    ['3 latest', [{ count: 3, unit: 'latest' }]],
    [
      ' 24 Hourly ,12 monthly ',
      [
        { count: 24, unit: 'hourly' },
        { count: 12, unit: 'monthly' },
      ],
    ],
  ])('reads %j', (text, rules) => expect(parseBackupKeep(text)).toEqual(rules));

  it.each(['', '7', 'daily', '0 daily', '7 yearly', '7 daily; 4 weekly', '-1 daily'])(
    'refuses %j',
    (text) => expect(parseBackupKeep(text)).toBeUndefined(),
  );
});

describe('BACKUP_SCHEDULE', () => {
  it.each([
    ['daily', 86_400_000],
    ['Hourly', 3_600_000],
    ['weekly', 604_800_000],
    ['every 6 hours', 21_600_000],
    ['every 1h', 3_600_000],
    ['off', null],
  ])('reads %j', (text, ms) => expect(parseBackupSchedule(text)).toBe(ms));

  it.each(['', 'nightly', 'every 0 hours', 'every 1000 hours', '0 3 * * *'])('refuses %j', (text) =>
    expect(parseBackupSchedule(text)).toBeUndefined(),
  );
});

describe('which backups are kept', () => {
  it('7 daily, 4 weekly over 40 days: the last 7 days and the newest of the 4 latest ISO weeks', () => {
    expect(kept(daily(40), '7 daily, 4 weekly')).toEqual([
      // Newest of the ISO weeks starting Mon 19 and 26 Oct are Sun 25 Oct and Sun 1 Nov;
      // the weeks of 2 and 9 Nov have their newest (Sun 8 Nov, Mon 9 Nov) among the dailies.
      '2026-10-25T02:00:00.000Z',
      '2026-11-01T02:00:00.000Z',
      '2026-11-03T02:00:00.000Z',
      '2026-11-04T02:00:00.000Z',
      '2026-11-05T02:00:00.000Z',
      '2026-11-06T02:00:00.000Z',
      '2026-11-07T02:00:00.000Z',
      '2026-11-08T02:00:00.000Z',
      '2026-11-09T02:00:00.000Z',
    ]);
  });

  it('keeps the newest of a day with several backups, and the newest backup always', () => {
    const times = ['2026-11-02T01:00:00Z', '2026-11-02T23:00:00Z', '2026-11-03T10:00:00Z'];
    expect(kept(times, '2 daily')).toEqual(
      [times[1], times[2]].map((t) => new Date(t!).toISOString()),
    );
    expect(kept(times, '1 monthly')).toEqual([new Date(times[2]!).toISOString()]);
  });

  it('"N latest" keeps exactly the N newest', () => {
    expect(kept(daily(5), '2 latest')).toEqual(daily(5).slice(3));
  });

  it('keeps everything when there are fewer backups than the rules allow', () => {
    expect(kept(daily(3), '7 daily, 4 weekly')).toEqual(daily(3));
  });

  it('hourly rules count hours with a backup, not hours of the clock', () => {
    const times = [
      '2026-11-02T01:05:00Z',
      '2026-11-02T01:55:00Z',
      '2026-11-02T05:00:00Z',
      '2026-11-02T09:00:00Z',
    ];
    expect(kept(times, '2 hourly')).toEqual([
      '2026-11-02T05:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ]);
    expect(kept(times, '3 hourly')).toEqual([
      '2026-11-02T01:55:00.000Z',
      '2026-11-02T05:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ]);
  });
});

describe('overdue', () => {
  const day = 86_400_000;
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [ago(day), day, ago(10 * day), false],
    [ago(2 * day + 1), day, ago(10 * day), true],
    [null, day, ago(1 * day), false], // a server started a day ago has not had the time yet
    [null, day, ago(3 * day), true],
    [ago(30 * day), null, ago(30 * day), false], // backups are off
  ])('last good %s, interval %s, up since %s: %s', (last, interval, since, overdue) =>
    expect(isBackupOverdue(last, interval, now, since)).toBe(overdue),
  );
});

import { describe, expect, it } from 'vitest';
import { changeNotice, changesByHost, type SnapAiring } from './change-notices';
import { noticeWordsFor } from './notice-words';

const EN = await noticeWordsFor('en');

const jazz = (over: Partial<SnapAiring> = {}): SnapAiring => ({
  key: 'show:1',
  showName: 'Jazz Hour',
  date: '2026-12-01',
  timeIndex: 40,
  duration: 4,
  djNames: ['Bob', 'Morgan'],
  ...over,
});
const LONDON = { reader: 'Europe/London', station: 'Europe/London' };
const blues = jazz({ key: 'show:2', showName: 'Blues', date: '2026-12-02' });

describe('change notices', () => {
  it('gathers every change of a host into one list, however many writes made them', () => {
    const after = [jazz({ timeIndex: 48 }), { ...blues, date: '2026-12-03' }];
    const changes = changesByHost([jazz(), blues], after);
    expect(changes.get('bob')?.map((c) => c.kind)).toEqual(['moved', 'moved']);
    const notice = changeNotice('Radio', changes.get('bob')!, LONDON, EN);
    expect(notice.title).toBe('2 changes to your shows at Radio');
    expect(notice.lines.slice(1)).toEqual([
      '• Jazz Hour (Tue 1 Dec, 10:00–11:00) moved to Tue 1 Dec, 12:00–13:00',
      '• Blues (Wed 2 Dec, 10:00–11:00) moved to Thu 3 Dec, 10:00–11:00',
    ]);
  });

  it('tells a resize, a removal, a hand-over and who it was handed to; nothing when nothing changed', () => {
    const resized = changesByHost([jazz()], [jazz({ duration: 8 })]);
    expect(resized.get('bob')?.[0]?.kind).toBe('resized');
    expect(changesByHost([jazz()], []).get('morgan')?.[0]?.kind).toBe('removed');
    const handed = changesByHost([jazz()], [jazz({ djNames: ['Morgan', 'Sam'] })]);
    expect(handed.get('bob')?.map((c) => c.kind)).toEqual(['handedOver']);
    expect(handed.get('sam')?.map((c) => c.kind)).toEqual(['added']);
    expect(handed.has('morgan')).toBe(false);
    expect(changesByHost([jazz(), blues], [blues, jazz()]).size).toBe(0);
  });

  it('names times in the reader’s zone, and the station’s when it differs', () => {
    const changes = changesByHost([jazz()], [jazz({ timeIndex: 48 })]).get('bob')!;
    const notice = changeNotice(
      'Radio',
      changes,
      {
        reader: 'America/New_York',
        station: 'Europe/London',
      },
      EN,
    );
    expect(notice.title).toBe(
      'Your show changed: Jazz Hour (Tue 1 Dec, 05:00–06:00 / Tue 1 Dec, 10:00–11:00 station time) moved to Tue 1 Dec, 07:00–08:00 / Tue 1 Dec, 12:00–13:00 station time',
    );
    expect(notice.lines[0]).toBe(
      'Your shows in finalized weeks at Radio changed (times in America/New_York, and the station’s in Europe/London):',
    );
    expect(changeNotice('Radio', changes, LONDON, EN).lines[0]).toBe(
      'Your shows in finalized weeks at Radio changed (times in Europe/London):',
    );
  });

  it('reads a show at the real instants of the station’s clock across its change', () => {
    // London's clocks go back at 02:00 BST on Sunday 25 October 2026: 00:00–03:00 lasts 4 hours.
    const night = jazz({ date: '2026-10-25', timeIndex: 0, duration: 12 });
    const changes = changesByHost([night], [{ ...night, date: '2026-10-26' }]).get('bob')!;
    const notice = changeNotice('Radio', changes, { reader: 'UTC', station: 'Europe/London' }, EN);
    expect(notice.title).toContain(
      '(Sat 24 Oct, 23:00–03:00 / Sun 25 Oct, 00:00–03:00 station time)',
    );
  });
});

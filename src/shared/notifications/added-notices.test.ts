import { describe, expect, it } from 'vitest';
import { addedNotice, type AddedAiring } from './added-notices';
import { noticeWordsFor } from './notice-words';

const EN = await noticeWordsFor('en');

const airing = (over: Partial<AddedAiring> = {}): AddedAiring => ({
  showName: 'Jazz Hour',
  weekId: '2026-12-06',
  date: '2026-12-08',
  timeIndex: 76,
  duration: 4,
  djNames: ['Bob'],
  ...over,
});
const LONDON = { reader: 'Europe/London', station: 'Europe/London' };

describe('added airings notice', () => {
  it('one line per show, its slots and the span of its weeks, in the order they air', () => {
    const notice = addedNotice(
      'Radio',
      [
        airing({ showName: 'News', weekId: '2026-12-13', date: '2026-12-14', timeIndex: 40 }),
        airing(),
        airing({ weekId: '2026-12-13', date: '2026-12-15' }),
      ],
      LONDON,
      EN,
    );
    expect(notice.title).toBe('3 new airings of your shows at Radio');
    expect(notice.lines).toEqual([
      'Your shows were added to draft weeks at Radio (times in Europe/London):',
      '• Jazz Hour: 2 airings, Tue 19:00–20:00, weeks of 6 Dec – 13 Dec (drafts: times may still change)',
      '• News: 1 airing, Mon 10:00–11:00, week of 13 Dec (drafts: times may still change)',
    ]);
  });

  it("names the reader's day and times, the station's beside them, right across a clock change", () => {
    // 00:30 in London is the evening before in New York; London's clocks go forward on 28 Mar.
    const zones = { reader: 'America/New_York', station: 'Europe/London' };
    const notice = addedNotice(
      'Radio',
      [
        airing({ weekId: '2027-03-21', date: '2027-03-23', timeIndex: 2 }),
        airing({ weekId: '2027-03-28', date: '2027-03-30', timeIndex: 2 }),
      ],
      zones,
      EN,
    );
    expect(notice.title).toBe('Jazz Hour: 2 new airings at Radio');
    expect(notice.lines[1]).toBe(
      '• Jazz Hour: 2 airings, Mon 20:30–21:30 / Tue 00:30–01:30 station time and Mon 19:30–20:30 / Tue 00:30–01:30 station time, weeks of 21 Mar – 28 Mar (drafts: times may still change)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { ScheduledBlock } from '../schemas/schedule';
import { block as scheduledBlock } from '../exchange/week-document/scheduled-block.fixture';
import { myShowsQuerySchema, upcomingOwnShows, type WeekBlocks } from './my-shows';

const OWN = 'own-template';
const NO_DJS = new Set<string>();

/** Late Jazz, a show of the member's own, at `dayIndex`/`timeIndex` for `duration` slots. */
const block = (
  dayIndex: number,
  timeIndex: number,
  duration: number,
  extra: Partial<ScheduledBlock> = {},
) =>
  scheduledBlock({
    id: `${dayIndex}-${timeIndex}`,
    templateId: OWN,
    showName: 'Late Jazz',
    djNames: ['Morgan'],
    dayIndex,
    timeIndex,
    duration,
    ...extra,
  });

const week = (id: string, blocks: ScheduledBlock[]): WeekBlocks => ({
  id,
  status: 'draft',
  blocks,
});
const times = (weeks: WeekBlocks[], now: string, zone: string) =>
  upcomingOwnShows(weeks, new Set([OWN]), NO_DJS, new Date(now), zone).map(
    (s) => `${s.date} ${s.startTime}-${s.endTime}`,
  );

describe('upcomingOwnShows', () => {
  it('keeps shows on air or ahead at a fixed clock, only the member own, in time order', () => {
    // Tuesday 2026-11-24 12:00 in London.
    const shows = upcomingOwnShows(
      [
        week('2026-11-22', [
          block(3, 40, 4),
          block(1, 40, 4),
          block(2, 44, 8),
          block(2, 40, 8),
          block(2, 60, 4, { templateId: 'someone-else' }),
          block(2, 70, 4, { templateId: null }),
        ]),
        week('2026-11-29', [block(0, 0, 4, { isInstance: true, recurringSeriesId: 's' })]),
      ],
      new Set([OWN]),
      NO_DJS,
      new Date('2026-11-24T12:00:00Z'),
      'Europe/London',
    );
    expect(shows.map((s) => [s.date, s.startTime, s.endTime, s.recurring])).toEqual([
      ['2026-11-24', '11:00', '13:00', false],
      ['2026-11-25', '10:00', '11:00', false],
      ['2026-11-29', '00:00', '01:00', true],
    ]);
  });

  it('reads the wall clock on the day London turns its clocks back', () => {
    // Sunday 2026-10-25: 01:00-02:00 happens twice. At 01:30 GMT (the second time round) the
    // 00:00-01:00 show is over, the 01:00-02:00 one is on air.
    const weeks = [week('2026-10-25', [block(0, 0, 4), block(0, 4, 4), block(0, 8, 4)])];
    expect(times(weeks, '2026-10-25T01:30:00Z', 'Europe/London')).toEqual([
      '2026-10-25 01:00-02:00',
      '2026-10-25 02:00-03:00',
    ]);
    // New York springs forward on 2027-03-14 at 02:00: at 03:10 EDT the 02:00 slot is past.
    const spring = [week('2027-03-14', [block(0, 8, 4), block(0, 12, 4)])];
    expect(times(spring, '2027-03-14T07:10:00Z', 'America/New_York')).toEqual([
      '2027-03-14 03:00-04:00',
    ]);
  });

  it('keeps a show past midnight until it ends, in a half-hour zone', () => {
    // 18:45 UTC is 00:15 on Wednesday in Kolkata: Tuesday's 23:00-00:30 is still on air.
    const weeks = [week('2026-11-22', [block(2, 88, 4), block(2, 92, 6), block(6, 92, 4)])];
    expect(times(weeks, '2026-11-24T18:45:00Z', 'Asia/Kolkata')).toEqual([
      '2026-11-24 23:00-00:30',
      '2026-11-28 23:00-00:00',
    ]);
    const [late] = upcomingOwnShows(
      weeks,
      new Set([OWN]),
      NO_DJS,
      new Date('2026-11-24T18:45:00Z'),
      'Asia/Kolkata',
    );
    expect(late!.endDate).toBe('2026-11-25');
  });
});

describe('upcomingOwnShows with fill-ins', () => {
  const handedOver = { fillIn: { djId: 'sam-dj', forHosts: ['Morgan'] }, djNames: ['Sam'] };
  const weeks = [week('2026-11-22', [block(2, 40, 4, handedOver), block(3, 40, 4)])];
  const now = new Date('2026-11-23T12:00:00Z');

  it("lists a taken fill-in as the taker's, whatever show it is of", () => {
    const shows = upcomingOwnShows(weeks, new Set(), new Set(['sam-dj']), now, 'Europe/London');
    expect(shows.map((s) => [s.date, s.djNames, s.fillIn])).toEqual([
      ['2026-11-24', ['Sam'], { as: 'taker', forHosts: ['Morgan'] }],
    ]);
  });

  it("lists it on the host's as handed over, beside their other airings", () => {
    const shows = upcomingOwnShows(weeks, new Set([OWN]), NO_DJS, now, 'Europe/London');
    expect(shows.map((s) => [s.date, s.fillIn?.as ?? null])).toEqual([
      ['2026-11-24', 'host'],
      ['2026-11-25', null],
    ]);
  });
});

describe('myShowsQuerySchema', () => {
  it('defaults to 8 weeks and takes 1 to 26', () => {
    expect(myShowsQuerySchema.parse({})).toEqual({ weeks: 8 });
    expect(myShowsQuerySchema.parse({ weeks: '26' })).toEqual({ weeks: 26 });
    for (const weeks of ['0', '27', '08.0', ' 3', '-1']) {
      expect(myShowsQuerySchema.safeParse({ weeks }).success, weeks).toBe(false);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_MINUTES } from '../../../shared/constants/limits';
import {
  buildReport,
  type ReportBlock,
  type ReportCategory,
  type ReportInput,
} from './report-engine';

const block = (
  over: Partial<ReportBlock> & Pick<ReportBlock, 'dayIndex' | 'timeIndex' | 'duration'>,
): ReportBlock => ({
  showName: 'Morning Drive',
  djNames: ['Ava'],
  genres: ['Talk'],
  showTemplateId: 'drive',
  isRepeat: false,
  ...over,
});

const LOCAL: ReportCategory = {
  id: 'local',
  name: 'Local',
  color: '#22c55e',
  commitmentKind: 'at_least_hours',
  commitmentValue: 2,
};
const NEWS: ReportCategory = {
  id: 'news',
  name: 'News',
  color: '#ef4444',
  commitmentKind: 'at_most_percent',
  commitmentValue: 50,
};

const input = (over: Partial<ReportInput>): ReportInput => ({
  weeks: [],
  timeZone: 'America/New_York',
  categories: [LOCAL, NEWS],
  categoriesOfShow: new Map([
    ['drive', ['local']],
    ['bulletin', ['news', 'local']],
  ]),
  fillInStates: [],
  ...over,
});

describe('the report engine', () => {
  it('adds real airtime by show, host, genre and category; a clock change counts elapsed time', () => {
    const report = buildReport(
      input({
        weeks: [
          {
            // 2027-03-14: New York springs forward at 02:00 on Sunday.
            id: '2027-03-14',
            status: 'finalized',
            blocks: [
              // Sunday 00:00-04:00 airs 3 real hours.
              block({ dayIndex: 0, timeIndex: 0, duration: 16, djNames: ['Ava', 'Bo'] }),
              block({
                dayIndex: 1,
                timeIndex: 48,
                duration: 4,
                showName: 'Bulletin',
                showTemplateId: 'bulletin',
                genres: [],
                djNames: [],
                isRepeat: true,
              }),
            ],
            carriedIn: [],
          },
          {
            id: '2027-03-21',
            status: 'draft',
            blocks: [block({ dayIndex: 2, timeIndex: 40, duration: 8, showTemplateId: null })],
            carriedIn: [],
          },
        ],
        fillInStates: ['taken', 'not-filled', 'open', 'withdrawn'],
      }),
    );
    expect(report.totals).toEqual({
      weekCount: 2,
      scheduledMinutes: 180 + 60 + 120,
      unfilledMinutes: 167 * 60 - 240 + (168 * 60 - 120),
      weekMinutes: 167 * 60 + 168 * 60,
      coverage: 360 / (335 * 60),
      airings: 3,
      distinctHosts: 2,
    });
    expect(report.byShow).toEqual([
      { name: 'Morning Drive', minutes: 300, airings: 2 },
      { name: 'Bulletin', minutes: 60, airings: 1 },
    ]);
    expect(report.byHost).toEqual([
      { name: 'Ava', minutes: 300, airings: 2 },
      { name: 'Bo', minutes: 180, airings: 1 },
      { name: 'No host', minutes: 60, airings: 1 },
    ]);
    expect(report.byGenre).toEqual([
      { name: 'Talk', minutes: 300, airings: 2 },
      { name: 'No genre', minutes: 60, airings: 1 },
    ]);
    expect(report.byCategory.map((c) => [c.name, c.minutes, c.share])).toEqual([
      ['Local', 240, 240 / 360],
      ['News', 60, 60 / 360],
      ['No category', 120, 120 / 360],
    ]);
    expect(report.firstVsRepeat).toEqual({
      first: { name: 'First airings', minutes: 300, airings: 2 },
      repeat: { name: 'Repeats', minutes: 60, airings: 1 },
    });
    expect(report.fillIns).toEqual({ asked: 4, taken: 1, notFilled: 1 });
    expect(report.weeks.map((w) => w.categoryMinutes)).toEqual([
      { local: 240, news: 60 },
      { '': 120 },
    ]);
  });

  it.each<[string, ReportCategory['commitmentKind'], number, number, boolean]>([
    // 2 hours of Local in a week of 4 scheduled hours.
    ['at least 2 h', 'at_least_hours', 2, 120, true],
    ['at least 2.25 h', 'at_least_hours', 2.25, 120, false],
    ['at most 2 h', 'at_most_hours', 2, 120, true],
    ['at most 1.75 h', 'at_most_hours', 1.75, 120, false],
    ['at least 50 %', 'at_least_percent', 50, 120, true],
    ['at least 50.01 %', 'at_least_percent', 50.01, 120, false],
    ['at most 50 %', 'at_most_percent', 50, 120, true],
    ['at most 49.99 %', 'at_most_percent', 49.99, 120, false],
  ])('a commitment of %s is met or missed at its edge', (_, kind, value, minutes, met) => {
    const report = buildReport(
      input({
        categories: [{ ...LOCAL, commitmentKind: kind, commitmentValue: value }],
        weeks: [
          {
            id: '2027-01-03',
            status: 'finalized',
            blocks: [
              block({ dayIndex: 1, timeIndex: 0, duration: minutes / SLOT_MINUTES }),
              block({ dayIndex: 2, timeIndex: 0, duration: 8, showTemplateId: null }),
            ],
            carriedIn: [],
          },
        ],
      }),
    );
    const [commitment] = report.commitments;
    expect(commitment?.weeks[0]?.met).toBe(met);
    expect(commitment?.missedWeeks.map((w) => w.weekId)).toEqual(met ? [] : ['2027-01-03']);
  });

  it('an empty week misses "at least" and meets "at most"; no weeks give zeros', () => {
    const report = buildReport(
      input({ weeks: [{ id: '2027-01-03', status: 'finalized', blocks: [], carriedIn: [] }] }),
    );
    expect(report.commitments.map((c) => [c.name, c.metWeeks, c.missedWeeks.length])).toEqual([
      ['Local', 0, 1],
      ['News', 1, 0],
    ]);
    const none = buildReport(input({}));
    expect(none.totals.coverage).toBe(0);
    expect(none.heatmap.flat().every((v) => v === 0)).toBe(true);
  });

  it('the heatmap is the share of each wall-clock hour filled, a half-hour zone like any other', () => {
    const week = (id: string, timeIndex: number) => ({
      id,
      status: 'finalized' as const,
      blocks: [block({ dayIndex: 1, timeIndex, duration: 2 })],
      carriedIn: [],
    });
    const report = buildReport(
      input({ timeZone: 'Asia/Kolkata', weeks: [week('2027-01-03', 40), week('2027-01-10', 42)] }),
    );
    // Monday 10:00-10:30 one week, 10:30-11:00 the other: the 10 o'clock hour half filled.
    expect(report.heatmap[1]![10]).toBe(0.5);
    expect(report.heatmap[1]![11]).toBe(0);
    expect(report.totals.unfilledMinutes).toBe(2 * (168 * 60 - 30));
  });

  it('hours add up: shows, first+repeat and scheduled agree; coverage stays in 0..1', () => {
    const arbitraryBlock = fc.record({
      dayIndex: fc.integer({ min: 0, max: 6 }),
      timeIndex: fc.integer({ min: 0, max: 95 }),
      duration: fc.integer({ min: 1, max: 8 }),
      isRepeat: fc.boolean(),
      showTemplateId: fc.constantFrom('drive', 'bulletin', null),
      djNames: fc.subarray(['Ava', 'Bo', 'Cy']),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(arbitraryBlock, { maxLength: 6 }), { maxLength: 4 }),
        fc.constantFrom('America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'),
        (weeks, timeZone) => {
          const report = buildReport(
            input({
              timeZone,
              weeks: weeks.map((blocks, i) => ({
                // Weeks around New York's and Lord Howe's spring changes.
                id: ['2027-03-14', '2027-10-03', '2027-03-07', '2027-04-04'][i]!,
                status: 'finalized',
                // Blocks end by Saturday midnight, as a week without overnight shows holds them.
                blocks: blocks.map((b) =>
                  block({
                    ...b,
                    duration: Math.min(b.duration, 672 - (b.dayIndex * 96 + b.timeIndex)),
                  }),
                ),
                carriedIn: [],
              })),
            }),
          );
          const { scheduledMinutes, coverage } = report.totals;
          const total = (rows: { minutes: number }[]) => rows.reduce((s, r) => s + r.minutes, 0);
          expect(total(report.byShow)).toBe(scheduledMinutes);
          expect(report.firstVsRepeat.first.minutes + report.firstVsRepeat.repeat.minutes).toBe(
            scheduledMinutes,
          );
          expect(total(report.weeks.map((w) => ({ minutes: w.scheduledMinutes })))).toBe(
            scheduledMinutes,
          );
          expect(coverage).toBeGreaterThanOrEqual(0);
          expect(coverage).toBeLessThanOrEqual(1);
          expect(report.heatmap.flat().every((v) => v >= 0 && v <= 1)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

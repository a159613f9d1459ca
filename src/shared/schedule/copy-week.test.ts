import { describe, expect, it } from 'vitest';
import {
  copyPreview,
  defaultUntilDate,
  earliestUntilDate,
  parseWeeksInput,
  planCopyTargets,
} from './copy-week';

describe('planCopyTargets', () => {
  it.each([
    [{ mode: 'weeks', count: 1 }, ['2026-11-29']],
    [{ mode: 'weeks', count: 4 }, ['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20']],
    [{ mode: 'weeks', count: 0 }, []],
    [{ mode: 'weeks', count: 53 }, []],
    [{ mode: 'weeks', count: 2.5 }, []],
    [{ mode: 'until', endDate: '2026-12-16' }, ['2026-11-29', '2026-12-06', '2026-12-13']],
    [{ mode: 'until', endDate: '2026-11-29' }, ['2026-11-29']],
    [{ mode: 'until', endDate: '2026-11-28' }, []], // the source week's own end
    [{ mode: 'until', endDate: 'nope' }, []],
  ] as const)('%j gives %j', (request, expected) =>
    expect(planCopyTargets('2026-11-22', request)).toEqual(expected),
  );

  it('caps "until" at 52 weeks', () => {
    const targets = planCopyTargets('2026-11-22', { mode: 'until', endDate: '2030-01-01' });
    expect(targets).toHaveLength(52);
    expect(targets[51]).toBe('2027-11-21');
  });

  it('crosses a new year and daylight-saving changes by calendar weeks', () => {
    expect(planCopyTargets('2027-03-07', { mode: 'weeks', count: 2 })).toEqual([
      '2027-03-14',
      '2027-03-21',
    ]);
    expect(planCopyTargets('2026-12-20', { mode: 'weeks', count: 2 })).toEqual([
      '2026-12-27',
      '2027-01-03',
    ]);
  });
});

describe('dialog helpers', () => {
  it('defaults and limits the until date', () => {
    expect(defaultUntilDate('2026-11-22')).toBe('2026-12-20');
    expect(earliestUntilDate('2026-11-22')).toBe('2026-11-29');
  });
  it('previews each week with its number', () => {
    expect(copyPreview(['2026-12-27'])).toEqual([{ startDate: '2026-12-27', weekNumber: 1 }]);
  });
  it.each([
    ['3', 3],
    ['abc', 1],
    ['', 1],
  ])('weeks input %j is %d', (text, n) => expect(parseWeeksInput(text)).toBe(n));
  it('an empty weeks box while typed in is no number, refused like 0; once left it is 1', () => {
    expect(parseWeeksInput('', false)).toBeNaN();
    expect(parseWeeksInput('0', false)).toBe(0);
    expect(parseWeeksInput('7', false)).toBe(7);
    expect(parseWeeksInput('', true)).toBe(1);
    expect(planCopyTargets('2026-11-22', { mode: 'weeks', count: Number.NaN })).toEqual([]);
  });
});

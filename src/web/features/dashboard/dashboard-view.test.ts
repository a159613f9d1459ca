import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEK_STATUSES, type WeekStatus } from '../../../shared/schedule/placement';
import type { WeekSummary } from '../../../shared/schemas/schedule';
import english from 'virtual:catalog/en/dashboard';
import { translator } from '../../i18n/translate';
import {
  createScheduleWeekId,
  emptyMessage,
  filterWeeks,
  formatAirtimeHours,
  formatTotalHours,
  formatWeekHours,
  parseSortKey,
  parseStatusFilter,
  scheduleHref,
  sortWeeks,
  weekActions,
  weekName,
  weeksOnPage,
} from './dashboard-view';

const t = translator<'dashboard'>({ dashboard: english }, {});

function week(id: string, status: WeekStatus, extra: Partial<WeekSummary> = {}): WeekSummary {
  return {
    id,
    startDate: id,
    endDate: id,
    status,
    isPast: false,
    isCurrent: false,
    lastModified: '2026-11-20T10:00:00.000Z',
    showCount: 0,
    totalSlots: 0,
    airtimeMinutes: 0,
    airtimeNote: null,
    djClashes: 0,
    hostAway: 0,
    unfilledMinutes: 0,
    hasOverlaps: false,
    ...extra,
  };
}

const past = { isPast: true };
const weeks = [
  week('2026-11-01', 'finalized', past),
  week('2026-11-08', 'draft', past),
  week('2026-11-15', 'not-started', past),
  week('2026-11-22', 'draft', { isCurrent: true }),
  week('2026-11-29', 'finalized'),
  week('2026-12-06', 'not-started'),
];
const ids = (list: readonly WeekSummary[]) => list.map((w) => w.id);

describe('filterWeeks', () => {
  it('keeps every week for "all", in the given order', () => {
    expect(ids(filterWeeks(weeks, 'all'))).toEqual(ids(weeks));
  });

  it('keeps only the weeks with the chosen status', () => {
    expect(ids(filterWeeks(weeks, 'draft'))).toEqual(['2026-11-08', '2026-11-22']);
    expect(ids(filterWeeks(weeks, 'not-started'))).toEqual(['2026-11-15', '2026-12-06']);
    expect(ids(filterWeeks(weeks, 'finalized'))).toEqual(['2026-11-01', '2026-11-29']);
    expect(filterWeeks([], 'draft')).toEqual([]);
  });

  it('never changes the list it is given', () => {
    const copy = [...weeks];
    filterWeeks(weeks, 'all').pop();
    expect(weeks).toEqual(copy);
  });
});

describe('sortWeeks', () => {
  it('by date: the current week first, then the weeks ahead soonest first, then the past newest first', () => {
    expect(ids(sortWeeks(weeks, 'date'))).toEqual([
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
      '2026-11-15',
      '2026-11-08',
      '2026-11-01',
    ]);
  });

  it('by date: the current week leads however many weeks are planned ahead', () => {
    const ahead = Array.from({ length: 30 }, (_, i) =>
      week(new Date(Date.UTC(2026, 10, 29 + i * 7)).toISOString().slice(0, 10), 'not-started'),
    );
    const sorted = sortWeeks([...ahead, weeks[3]!, weeks[2]!], 'date');
    expect(sorted[0]!.id).toBe('2026-11-22');
    expect(sorted[1]!.id).toBe('2026-11-29');
    expect(sorted.at(-1)!.id).toBe('2026-11-15');
  });

  it('by status: not started, then draft, then finalized; in date order within a status', () => {
    expect(sortWeeks(weeks, 'status').map((w) => `${w.status} ${w.id}`)).toEqual([
      'not-started 2026-12-06',
      'not-started 2026-11-15',
      'draft 2026-11-22',
      'draft 2026-11-08',
      'finalized 2026-11-29',
      'finalized 2026-11-01',
    ]);
  });

  it('by unfilled time: most first, in date order within equal time (decision 0070)', () => {
    const list = [
      week('2026-11-29', 'draft', { unfilledMinutes: 240 }),
      week('2026-12-06', 'draft', { unfilledMinutes: 600 }),
      week('2026-11-22', 'draft', { unfilledMinutes: 240, isCurrent: true }),
    ];
    expect(ids(sortWeeks(list, 'unfilled'))).toEqual(['2026-12-06', '2026-11-22', '2026-11-29']);
    expect(parseSortKey('unfilled')).toBe('unfilled');
    expect(parseSortKey('other')).toBe('date');
  });

  it('by status: any list comes out in status order, in date order within a status', () => {
    const status = fc.constantFrom(...WEEK_STATUSES);
    const day = fc.integer({ min: 0, max: 2000 });
    // Week ids are unique, as in the list the server sends; the current week is one of the days.
    const rows = fc.uniqueArray(fc.tuple(day, status), { maxLength: 40, selector: ([d]) => d });
    fc.assert(
      fc.property(rows, day, (generated, today) => {
        const input = generated.map(([d, s]) =>
          week(new Date(Date.UTC(2020, 0, 5 + d * 7)).toISOString().slice(0, 10), s, {
            isPast: d < today,
            isCurrent: d === today,
          }),
        );
        const when = (w: WeekSummary) => (w.isCurrent ? 0 : w.isPast ? 2 : 1);
        const sorted = sortWeeks(input, 'status');
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...input].sort((a, b) => a.id.localeCompare(b.id)),
        );
        for (let i = 1; i < sorted.length; i++) {
          const [before, after] = [sorted[i - 1]!, sorted[i]!];
          const rank = WEEK_STATUSES.indexOf(before.status) - WEEK_STATUSES.indexOf(after.status);
          const time = when(before) - when(after);
          const dated =
            when(before) === 2
              ? before.startDate > after.startDate
              : before.startDate < after.startDate;
          expect(rank < 0 || (rank === 0 && (time < 0 || (time === 0 && dated)))).toBe(true);
        }
      }),
    );
  });

  it('never changes the list it is given', () => {
    const copy = [...weeks];
    sortWeeks(weeks, 'status');
    sortWeeks(weeks, 'date');
    expect(weeks).toEqual(copy);
  });
});

describe('hours', () => {
  it('a week reads its hours (slots x 0.25) with one decimal', () => {
    expect(formatWeekHours(0)).toBe('0.0');
    expect(formatWeekHours(4)).toBe('1.0');
    expect(formatWeekHours(10)).toBe('2.5');
    expect(formatWeekHours(672)).toBe('168.0');
  });

  it('quarter hours round half up to one decimal', () => {
    expect(formatWeekHours(1)).toBe('0.3'); // 0.25
    expect(formatWeekHours(3)).toBe('0.8'); // 0.75
    expect(formatWeekHours(5)).toBe('1.3'); // 1.25
    expect(formatWeekHours(9)).toBe('2.3'); // 2.25
  });

  it('the total is a whole number', () => {
    expect(formatTotalHours(0)).toBe('0');
    expect(formatTotalHours(5.75)).toBe('6');
    expect(formatTotalHours(5.25)).toBe('5');
    expect(formatTotalHours(5.5)).toBe('6');
    expect(formatTotalHours(84_000)).toBe('84,000');
  });
});

describe('weekActions', () => {
  it('a week that is not past offers Finalize until it is final, then Revert; always Delete', () => {
    expect(weekActions({ status: 'not-started', isPast: false })).toEqual({
      finalize: true,
      revert: false,
      delete: true,
    });
    expect(weekActions({ status: 'draft', isPast: false })).toEqual({
      finalize: true,
      revert: false,
      delete: true,
    });
    expect(weekActions({ status: 'finalized', isPast: false })).toEqual({
      finalize: false,
      revert: true,
      delete: true,
    });
  });

  it('a past week offers nothing beyond View/Edit, whatever its status', () => {
    for (const status of WEEK_STATUSES) {
      expect(weekActions({ status, isPast: true })).toEqual({
        finalize: false,
        revert: false,
        delete: false,
      });
    }
  });
});

describe('the address', () => {
  it('reads a status filter and a sort key, falling back to all and date', () => {
    expect(parseStatusFilter('draft')).toBe('draft');
    expect(parseStatusFilter('not-started')).toBe('not-started');
    expect(parseStatusFilter('finalized')).toBe('finalized');
    expect(parseStatusFilter('all')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
    expect(parseStatusFilter('Draft')).toBe('all');
    expect(parseSortKey('status')).toBe('status');
    expect(parseSortKey('date')).toBe('date');
    expect(parseSortKey(null)).toBe('date');
    expect(parseSortKey('name')).toBe('date');
  });

  it('opens a week in the schedule screen', () => {
    expect(scheduleHref('2026-11-22')).toBe('/schedule?week=2026-11-22');
  });
});

describe('texts', () => {
  it('the empty state names the chosen status', () => {
    expect(emptyMessage('all', t)).toBe('No weekly schedules have been created yet.');
    expect(emptyMessage('draft', t)).toBe('No weeks with "Draft" status found.');
    expect(emptyMessage('not-started', t)).toBe('No weeks with "Not Started" status found.');
    expect(emptyMessage('finalized', t)).toBe('No weeks with "Finalized" status found.');
  });

  it('a week is named by its date range', () => {
    expect(weekName({ id: '2026-11-22' })).toBe('Nov 22 - Nov 28, 2026');
    expect(weekName({ id: '2026-12-27' })).toBe('Dec 27 - Jan 2, 2027');
  });
});

describe('createScheduleWeekId', () => {
  it('is the week holding the date one week from today', () => {
    expect(createScheduleWeekId('2026-11-25')).toBe('2026-11-29'); // Wednesday
    expect(createScheduleWeekId('2026-11-22')).toBe('2026-11-29'); // Sunday
    expect(createScheduleWeekId('2026-11-28')).toBe('2026-11-29'); // Saturday
    expect(createScheduleWeekId('2026-12-30')).toBe('2027-01-03'); // across the new year
    expect(createScheduleWeekId('2026-03-04')).toBe('2026-03-08'); // into a DST change
  });
});

describe('weeksOnPage', () => {
  // Newest first: ten weeks ahead, the current one, then 120 past weeks.
  const many = Array.from({ length: 131 }, (_, i) =>
    week(`w${String(i).padStart(3, '0')}`, 'finalized', { isPast: i > 10, isCurrent: i === 10 }),
  );

  it('draws every week not yet past and one page of past weeks, then as many as asked', () => {
    expect(weeksOnPage(many, 52)).toHaveLength(11 + 52);
    expect(weeksOnPage(many, 104).map((w) => w.id)).toEqual(many.slice(0, 115).map((w) => w.id));
    expect(weeksOnPage(many, 156)).toHaveLength(131);
  });

  it('keeps the current week and the order, whatever the sort puts first', () => {
    const pastFirst = [...many.slice(11), ...many.slice(0, 11)];
    const page = weeksOnPage(pastFirst, 52);
    expect(page).toHaveLength(63);
    expect(page.map((w) => w.id)).toEqual([
      ...many.slice(11, 63).map((w) => w.id),
      ...many.slice(0, 11).map((w) => w.id),
    ]);
    expect(page.some((w) => w.isCurrent)).toBe(true);
  });
});

describe('formatAirtimeHours', () => {
  it('writes real airtime in hours with one decimal', () => {
    expect(formatAirtimeHours(150)).toBe('2.5');
    expect(formatAirtimeHours(180)).toBe('3.0');
    expect(formatAirtimeHours(0)).toBe('0.0');
  });
});

describe('the week names and hours in the reader language', () => {
  it('keeps English as the spec writes it', () => {
    expect(weekName({ id: '2026-11-22' })).toBe('Nov 22 - Nov 28, 2026');
    expect(formatAirtimeHours(150)).toBe('2.5');
    expect(formatTotalHours(1234)).toBe('1,234');
  });

  it('writes them with Intl in another language', () => {
    expect(weekName({ id: '2026-11-22' }, 'es')).toBe('22–28 nov 2026');
    expect(weekName({ id: '2026-11-22' }, 'pt-BR')).not.toContain('Nov 22');
    expect(formatAirtimeHours(150, 'de')).toBe('2,5');
    expect(formatWeekHours(10, 'fr')).toBe('2,5');
    expect(formatTotalHours(1234, 'de')).toBe('1.234');
  });
});

import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../shared/schemas/schedule';
import { statCardHints, totalHoursNote } from './stat-card-texts';

const stats = (extra: Partial<DashboardStats>): DashboardStats => ({
  totalWeeks: 0,
  finalizedWeeks: 0,
  draftWeeks: 0,
  notStartedWeeks: 0,
  totalScheduledHours: 0,
  averageShowsPerWeek: 0,
  djClashes: 0,
  djClashWeeks: 0,
  clockChangeWeeks: 0,
  ...extra,
});

describe('statCardHints', () => {
  it('writes one week in the singular', () => {
    const hints = statCardHints(stats({ totalWeeks: 1, averageShowsPerWeek: 1 }));
    expect(hints.finalized).toBe('of 1 week');
    expect(hints.drafts).toBe('of 1 week');
    expect(hints.totalHours).toBe('1 show per week on average');
  });

  it('writes other counts in the plural, with thousands separated', () => {
    const hints = statCardHints(stats({ totalWeeks: 1234, averageShowsPerWeek: 2.46 }));
    expect(hints.finalized).toBe('of 1,234 weeks');
    expect(hints.totalHours).toBe('2.5 shows per week on average');
    expect(statCardHints(stats({})).drafts).toBe('of 0 weeks');
  });
});

describe('totalHoursNote', () => {
  it('says the hours are real airtime only when a clock change makes them differ', () => {
    expect(totalHoursNote(stats({}))).toBeNull();
    expect(totalHoursNote(stats({ clockChangeWeeks: 1 }))).toBe(
      'Real airtime: 1 week with a clock change',
    );
    expect(totalHoursNote(stats({ clockChangeWeeks: 3 }))).toBe(
      'Real airtime: 3 weeks with a clock change',
    );
  });
});

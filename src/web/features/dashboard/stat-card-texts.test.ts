import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../shared/schemas/schedule';
import english from 'virtual:catalog/en/dashboard';
import { translator } from '../../i18n/translate';
import { statCardHints, totalHoursNote } from './stat-card-texts';

// The English catalog as the dashboard reads it: these are the spec's words.
const t = translator<'dashboard'>({ dashboard: english }, {});

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
    const hints = statCardHints(stats({ totalWeeks: 1, averageShowsPerWeek: 1 }), t);
    expect(hints.finalized).toBe('of 1 week');
    expect(hints.drafts).toBe('of 1 week');
    expect(hints.totalHours).toBe('1 show per week on average');
  });

  it('writes other counts in the plural, with thousands separated', () => {
    const hints = statCardHints(stats({ totalWeeks: 1234, averageShowsPerWeek: 2.46 }), t);
    expect(hints.finalized).toBe('of 1,234 weeks');
    expect(hints.totalHours).toBe('2.5 shows per week on average');
    expect(statCardHints(stats({}), t).drafts).toBe('of 0 weeks');
  });
});

describe('in another language', () => {
  it('takes the plural of the language read', async () => {
    const { default: spanish } = await import('virtual:catalog/es/dashboard');
    const es = translator<'dashboard'>({ dashboard: spanish }, { dashboard: english });
    const hints = statCardHints(
      stats({ totalWeeks: 1, notStartedWeeks: 12345, averageShowsPerWeek: 2 }),
      es,
    );
    expect(hints.finalized).toBe('de 1 semana');
    expect(hints.totalWeeks).toBe('12.345 sin empezar');
    expect(hints.totalHours).toBe('2 programas por semana de media');
  });
});

describe('totalHoursNote', () => {
  it('says the hours are real airtime only when a clock change makes them differ', () => {
    expect(totalHoursNote(stats({}), t)).toBeNull();
    expect(totalHoursNote(stats({ clockChangeWeeks: 1 }), t)).toBe(
      'Real airtime: 1 week with a clock change',
    );
    expect(totalHoursNote(stats({ clockChangeWeeks: 3 }), t)).toBe(
      'Real airtime: 3 weeks with a clock change',
    );
  });
});

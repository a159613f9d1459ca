import { describe, expect, it } from 'vitest';
import { dateFormat, dayMonthText, weekRangeText } from './date-formats';

describe('date formats', () => {
  it('makes one formatter per language and options, and keeps it', () => {
    const options = { month: 'short', day: 'numeric' } as const;
    expect(dateFormat('de', options)).toBe(dateFormat('de', { ...options }));
    expect(dateFormat('de', options)).not.toBe(dateFormat('fr', options));
    expect(dateFormat('de', options).resolvedOptions().timeZone).toBe('UTC');
  });

  it("says a day and a week in the language, English in the week module's words", () => {
    expect(dayMonthText('en', '2026-11-24')).toBe('Nov 24');
    expect(dayMonthText('de', '2026-11-24')).toBe('24. Nov.');
    expect(weekRangeText('en', '2026-11-22')).toBe('Nov 22 - Nov 28, 2026');
    expect(weekRangeText('de', '2026-11-22')).toBe('22.–28. Nov. 2026');
    expect(weekRangeText('es', '2026-11-22')).toBe('22–28 nov 2026');
  });
});

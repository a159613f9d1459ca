import { describe, expect, it } from 'vitest';
import { dateText, dateValue } from './date-text';

describe('dates inside the server’s texts', () => {
  it('keeps the English of the week module', () => {
    expect(dateText('en', dateValue('2028-01-14', 'dayMonth'))).toBe('Jan 14');
    expect(dateText('en', dateValue('2028-01-23', 'weekRange'))).toBe('Jan 23 - Jan 29, 2028');
    expect(dateText('en', dateValue('2026-12-27', 'weekRange'))).toBe('Dec 27 - Jan 2, 2027');
  });

  it('says them in the other languages from Intl', () => {
    expect(dateText('de', dateValue('2028-01-14', 'dayMonth'))).toBe('14. Jan.');
    expect(dateText('es', dateValue('2028-01-14', 'dayMonth'))).toBe('14 ene');
    expect(dateText('de', dateValue('2028-01-23', 'weekRange'))).toBe('23.–29. Jan. 2028');
    expect(dateText('es', dateValue('2026-12-27', 'weekRange'))).toMatch(/27 dic.*2 ene.*2027/);
  });
});

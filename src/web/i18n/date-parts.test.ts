import { describe, expect, it } from 'vitest';
import { dateParts } from './date-parts';

describe('dateParts', () => {
  it('names a date in each language from Intl, the weekday capitalised', () => {
    expect(dateParts('en', '2026-11-24')).toEqual({ weekday: 'Tuesday', day: '24', month: 'Nov' });
    expect(dateParts('es', '2026-11-24').weekday).toBe('Martes');
    expect(dateParts('de', '2026-11-24')).toMatchObject({ weekday: 'Dienstag', day: '24' });
    expect(dateParts('fr', '2026-11-24', 'short').weekday).toBe('Mar.');
  });
});

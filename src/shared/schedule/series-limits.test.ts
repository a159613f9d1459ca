import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages';
import type { LocalText } from '../i18n/local-text';
import { translatorFor } from '../i18n/translator';
import type { RecurrenceRule } from './recurrence';
import { seriesLimitProblem } from './series-limits';

/** A limit's refusal as the server says it (its values are plain text and numbers). */
const say = async (language: Language, text: LocalText) =>
  (await translatorFor(language)).t(text.key, text.values as Record<string, string | number>);
const weekly = { frequency: 'weekly', interval: 1, byWeekday: [2] } as const;
const rule = (end: Partial<RecurrenceRule>) => ({ ...weekly, ...end }) as RecurrenceRule;

describe('seriesLimitProblem', () => {
  it('names the field and says the refusal in English, as the import preview reads it', async () => {
    expect(
      seriesLimitProblem({ rule: rule({ endType: 'count', count: 40 }), startDate: '2026-11-24' }),
    ).toMatchObject({
      field: 'count',
      message: 'At most 25 additional occurrences',
    });
    const far = seriesLimitProblem({
      rule: rule({ endType: 'date', endDate: '2030-01-01' }),
      startDate: '2026-11-24',
    });
    expect(far).toMatchObject({
      field: 'endDate',
      message: 'End date cannot be more than 6 months from today',
    });
    expect(await say('en', far!.text)).toBe(far!.message);
    const outside = seriesLimitProblem({
      rule: rule({ endType: 'never' }),
      startDate: '2200-01-07',
    });
    expect(outside).toMatchObject({
      field: 'startDate',
      message: 'A series must start in a week the schedule covers',
    });
    expect(await say('en', outside!.text)).toBe(outside!.message);
    expect(
      seriesLimitProblem({ rule: rule({ endType: 'never' }), startDate: '2026-11-24' }),
    ).toBeNull();
  });

  it('carries the key the server says in the request’s language', async () => {
    const many = seriesLimitProblem({
      rule: rule({ endType: 'count', count: 40 }),
      startDate: '2026-11-24',
    })!;
    expect(await say('de', many.text)).toBe('Höchstens 25 weitere Termine');
    const outside = seriesLimitProblem({
      rule: rule({ endType: 'never' }),
      startDate: '2200-01-07',
    })!;
    expect(await say('es', outside.text)).toBe(
      'Una serie debe empezar en una semana que cubra la parrilla',
    );
  });
});

import { describe, expect, it } from 'vitest';
import de from 'virtual:catalog/de/away';
import en from 'virtual:catalog/en/away';
import es from 'virtual:catalog/es/away';
import { awayRangeLabel } from '../../../shared/away/away-periods';
import { awayInputSchema } from '../../../shared/schemas/away';
import { translator } from '../../i18n/translate';
import { keyedResolver } from '../../lib/keyed-resolver';
import { awayRangeText } from './away-range-text';

const days = { fromDate: '2027-01-12', toDate: '2027-01-15', startTime: null, endTime: null };
const timed = {
  fromDate: '2027-01-12',
  toDate: '2027-01-13',
  startTime: '14:00',
  endTime: '10:00',
};
const tEn = translator<'away'>({ away: en }, { away: en });
const tDe = translator<'away'>({ away: de }, { away: en });
const tEs = translator<'away'>({ away: es }, { away: en });

/** Intl's spaces (thin and no-break ones vary by ICU version) as plain spaces. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('an away period in words', () => {
  it('reads in English exactly as awayRangeLabel says it', () => {
    for (const p of [days, timed, { ...timed, endTime: null }])
      for (const clock of ['24h', '12h'] as const)
        expect(awayRangeText(p, clock, 'en', tEn)).toBe(awayRangeLabel(p, clock));
    expect(awayRangeText(days, '24h', 'en', tEn)).toBe('Tue, Jan 12 – Fri, Jan 15, 2027');
  });

  it("reads in German and Spanish with Intl's weekday, month and order", () => {
    expect(plain(awayRangeText(days, '24h', 'de', tDe))).toBe('Di., 12. – Fr., 15. Jan. 2027');
    const oneDay = { ...days, toDate: days.fromDate };
    expect(plain(awayRangeText(oneDay, '24h', 'de', tDe))).toBe('Di., 12. Jan. 2027');
    expect(plain(awayRangeText(timed, '24h', 'es', tEs))).toBe(
      'mar, 12 ene 2027, 14:00 – mié, 13 ene 2027, 10:00',
    );
    expect(plain(awayRangeText({ ...timed, endTime: null }, '24h', 'es', tEs))).toBe(
      'mar, 12 ene 2027, 14:00 – mié, 13 ene 2027',
    );
  });
});

describe("the away form's checks", () => {
  const check = async (t: typeof tEn, values: object) => {
    const resolve = keyedResolver(awayInputSchema, t, 'away');
    const result = await resolve(values as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    );
  };
  const bad = { fromDate: '2027-01-12', toDate: '2027-01-12', startTime: '09:10', endTime: '' };

  it('say the English the server says', async () => {
    expect(await check(tEn, bad)).toEqual({
      startTime: 'Choose a time in 15-minute steps, e.g. 09:15',
    });
    expect(await check(tEn, { ...bad, toDate: '2027-01-10', startTime: '' })).toEqual({
      toDate: 'The last day must be on or after the first day',
    });
  });

  it("are in the reader's language", async () => {
    expect(await check(tDe, bad)).toEqual({
      startTime: 'Wähle eine Uhrzeit in 15-Minuten-Schritten, z. B. 09:15',
    });
    expect(await check(tEs, { ...bad, toDate: '2027-01-10', startTime: '' })).toEqual({
      toDate: 'El último día debe ser igual o posterior al primero',
    });
    expect(await check(tDe, { ...bad, toDate: '2029-01-12', startTime: '' })).toEqual({
      toDate: 'Eine Abwesenheit umfasst höchstens 366 Tage',
    });
  });
});

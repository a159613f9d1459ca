import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/series';
import spanish from 'virtual:catalog/es/series';
import { block } from '../../../shared/exchange/week-document/scheduled-block.fixture';
import { translator } from '../../i18n/translate';
import { instanceOf } from './series-instance';

const inEnglish = translator<'series'>({ series: english }, {});
const inSpanish = translator<'series'>({ series: spanish }, {});

describe('instanceOf', () => {
  it('names the series and the date a generated block stands for', () => {
    const instance = block({ recurringSeriesId: 'series-1', originalInstanceDate: '2026-11-24' });
    expect(instanceOf(instance, inEnglish)).toEqual({ seriesId: 'series-1', date: '2026-11-24' });
  });

  it('refuses a block of no series in the screen’s language', () => {
    const plain = block({ recurringSeriesId: null, originalInstanceDate: null });
    expect(() => instanceOf(plain, inEnglish)).toThrow('Show is not part of a recurring series');
    expect(() => instanceOf(plain, inSpanish)).toThrow(
      'El programa no forma parte de una serie periódica',
    );
  });
});

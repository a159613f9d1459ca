import { describe, expect, it } from 'vitest';
import german from 'virtual:catalog/de/series';
import english from 'virtual:catalog/en/series';
import spanish from 'virtual:catalog/es/series';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import { translator } from '../../i18n/translate';
import { deleteNote, removeInstanceQuestion, repeatDetail, seriesCreated } from './series-notes';

const en = translator<'series'>({ series: english }, { series: english });
const de = translator<'series'>({ series: german }, { series: english });
const es = translator<'series'>({ series: spanish }, { series: english });

const block = (changes: Partial<ScheduledBlock>) =>
  ({
    recurringSeriesId: null,
    isException: false,
    isInstance: false,
    ...changes,
  }) as ScheduledBlock;
const first = block({ recurringSeriesId: 's1' });
const exception = block({ recurringSeriesId: 's1', isException: true });
const single = block({});

describe('the series notes of the block dialogs', () => {
  it('keeps the spec’s English', () => {
    expect(seriesCreated(en)).toBe('Recurring series created');
    expect(removeInstanceQuestion(en, 'Jazz Hour')).toBe(
      'Remove this instance of "Jazz Hour" from the recurring series?',
    );
    expect(deleteNote(en, first)).toBe(
      'This is the first show of a recurring series: deleting it ends the series. Its generated instances disappear from every week; instances edited as exceptions stay as plain shows.',
    );
    expect(deleteNote(en, exception)).toBe(
      'The recurring series will not bring this occurrence back; the rest of the series stays.',
    );
    expect(deleteNote(en, single)).toBeNull();
    expect(repeatDetail(en, first)).toBe(
      'On the first show of a series this marks every occurrence; an edited occurrence keeps its own.',
    );
    expect(repeatDetail(en, exception)).toBe(
      'Aired before: Reports counts it apart from first airings.',
    );
    expect(repeatDetail(en, single)).toBe(
      'Aired before: Reports counts it apart from first airings.',
    );
  });

  it('says them in German and Spanish', () => {
    expect(seriesCreated(de)).toBe('Wiederkehrende Serie angelegt');
    expect(removeInstanceQuestion(de, 'Jazz Hour')).toBe(
      'Diesen Termin von „Jazz Hour“ aus der wiederkehrenden Serie entfernen?',
    );
    expect(deleteNote(de, exception)).toBe(
      'Die wiederkehrende Serie bringt diesen Termin nicht zurück; der Rest der Serie bleibt.',
    );
    expect(repeatDetail(de, single)).toBe(
      'Schon einmal gesendet: Berichte zählen es getrennt von Erstausstrahlungen.',
    );
    expect(seriesCreated(es)).toBe('Serie periódica creada');
    expect(removeInstanceQuestion(es, 'Jazz Hour')).toBe(
      '¿Quitar esta fecha de «Jazz Hour» de la serie periódica?',
    );
    expect(deleteNote(es, first)).toMatch(/^Es el primer programa de una serie periódica/);
    expect(repeatDetail(es, first)).toBe(
      'En el primer programa de una serie, marca todas las fechas; una fecha editada conserva la suya.',
    );
  });
});

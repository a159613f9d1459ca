import { describe, expect, it } from 'vitest';
import englishExchange from 'virtual:catalog/en/exchange';
import englishSchedule from 'virtual:catalog/en/schedule';
import spanishExchange from 'virtual:catalog/es/exchange';
import spanishSchedule from 'virtual:catalog/es/schedule';
import { localText } from '../../../shared/i18n/local-text';
import { planIcs } from '../../../shared/exchange/import-plan/plan-ics';
import { planWeekDocument } from '../../../shared/exchange/import-plan/plan-week-document';
import { sampleWeekDocument } from '../../../shared/exchange/week-document/sample-week-document';
import { translator } from '../../i18n/translate';
import {
  confirmLabel,
  ENGLISH_WORDS,
  importSuccess,
  planLine,
  reachLine,
  seriesNote,
  seriesSummary,
  slotLabel,
  type ExchangeWords,
} from './import-texts';

const en = ENGLISH_WORDS;
const es: ExchangeWords = {
  t: translator<'exchange' | 'schedule'>(
    { exchange: spanishExchange, schedule: spanishSchedule },
    { exchange: englishExchange, schedule: englishSchedule },
  ),
  language: 'es',
};

const plan = planWeekDocument(sampleWeekDocument(), {
  weekId: '2026-12-13',
  timeZone: 'Europe/London',
  week: { status: 'draft', isPast: false },
  library: [],
  djs: [],
  existing: [],
  // Words for recreated series; by default they are placed in this week only.
  seriesChoices: { 'series-1': 'recreate', 'series-2': 'recreate' },
});

const context = {
  weekId: '2026-03-08',
  timeZone: 'UTC',
  week: { status: 'finalized' as const, isPast: false },
  library: [],
  djs: [],
  existing: [{ id: 'x', showName: 'Drive Time', dayIndex: 2, timeIndex: 36, duration: 4 }],
};
/** An .ics plan with a snapped, a clipped and a repeating event in a finalized week. */
const icsPlan = planIcs(
  {
    sourceWeekId: '2026-03-01',
    firstWeekWithEvents: null,
    occurrences: [
      {
        summary: 'News',
        description: null,
        categories: [],
        start: { date: '2026-03-03', minutes: 9 * 60 + 7 },
        end: { date: '2026-03-03', minutes: 10 * 60 + 52 },
        allDay: false,
        repeats: { frequency: 'daily', interval: 2 },
        weekly: null,
      },
      {
        summary: 'Late',
        description: null,
        categories: [],
        start: { date: '2026-03-07', minutes: 23 * 60 },
        end: { date: '2026-03-08', minutes: 60 },
        allDay: false,
        repeats: null,
        weekly: null,
      },
      {
        summary: 'Holiday',
        description: null,
        categories: [],
        start: { date: '2026-03-04', minutes: 0 },
        end: { date: '2026-03-05', minutes: 0 },
        allDay: true,
        repeats: null,
        weekly: null,
      },
    ],
  },
  context,
);

describe('import texts', () => {
  it('say what the import will do', () => {
    expect(confirmLabel(en, plan)).toBe('Import 9 shows');
    expect(seriesSummary(en, plan)).toBe(
      '2 recurring series will be recreated from this week on, with 1 instance removed as in the file.',
    );
    expect(seriesSummary(en, { ...plan, series: [] })).toBeNull();
    expect(plan.placements.map((p) => seriesNote(en, p))).toEqual([
      '',
      'first show of a recurring series',
      'first show of a recurring series',
      'recurring instance',
      'recurring instance',
      'edited instance of a recurring series',
      'recurring instance',
      '',
      'recurring instance',
    ]);
    expect(slotLabel(en, { dayIndex: 6, timeIndex: 92, duration: 4 })).toBe(
      'Saturday 23:00 - 00:00',
    );
  });

  it.each([
    [{ placed: 1, createdShows: 0, series: 0 }, '1 show placed.'],
    [
      { placed: 9, createdShows: 3, series: 2 },
      '9 shows placed, 3 library shows created, 2 recurring series recreated.',
    ],
  ])('reports %j as "%s"', (counts, message) => {
    const result = {
      week: {} as never,
      matchedShows: 0,
      alreadyThere: 0,
      undo: { token: 't', kind: 'created' as const },
      ...counts,
    };
    expect(importSuccess(en, result)).toEqual({ title: 'Schedule imported', message });
  });

  it('says the preview’s lines in English as they always read', () => {
    expect(icsPlan.notices.map((n) => planLine(en, n))).toEqual([
      'Events of Mar 1 - Mar 7, 2026 are placed on the same weekdays of this week.',
      '"News" repeats every 2 days in the calendar file: it is placed in this week only. To keep it on the schedule, choose Make Recurring on the placed show (up to 25 more dates, at most 6 months ahead).',
    ]);
    expect(icsPlan.adjustments.map((a) => [a.showName, planLine(en, a.message)])).toEqual([
      ['News', 'Snapped to 15-minute slots (09:07-10:52 became 09:00-10:45).'],
      ['Late', 'Runs past the week, so it ends on Saturday at 24:00.'],
      ['Holiday', 'All-day event: not placed.'],
    ]);
    expect(planLine(en, icsPlan.blocker!)).toBe('Cannot create overlaps in finalized week');
    expect(
      reachLine(en, {
        weekId: '2026-12-20',
        dates: ['a', 'b'],
        overlaps: ['Talk'],
        finalized: true,
      }),
    ).toBe('Dec 20 - Dec 26, 2026: 2 dates, overlaps Talk, finalized week');
  });

  it('says the preview’s lines in Spanish to a Spanish reader', () => {
    expect(icsPlan.notices.map((n) => planLine(es, n))).toEqual([
      'Los eventos del 1–7 mar 2026 se colocan en los mismos días de esta semana.',
      '«News» se repite cada 2 días en el archivo de calendario: se coloca solo en esta semana. Para mantenerlo en la parrilla, elige Hacer recurrente en el programa colocado (hasta 25 fechas más, como mucho 6 meses por delante).',
    ]);
    expect(icsPlan.adjustments.map((a) => planLine(es, a.message))).toEqual([
      'Ajustado a franjas de 15 minutos (09:07-10:52 pasó a 09:00-10:45).',
      'Sigue después de la semana, así que termina el sábado a las 24:00.',
      'Evento de todo el día: no se coloca.',
    ]);
    expect(planLine(es, icsPlan.blocker!)).toBe(
      'No se pueden crear solapamientos en una semana finalizada',
    );
    expect(planLine(es, localText('exchange:plan.flattened', { count: 2 }))).toBe(
      '2 programas pertenecen a series que empezaron antes de la semana exportada; se colocan como programas sueltos.',
    );
    expect(confirmLabel(es, plan)).toBe('Importar 9 programas');
    expect(slotLabel(es, { dayIndex: 1, timeIndex: 28, duration: 8 })).toBe('lunes 07:00 - 09:00');
    expect(seriesSummary(es, plan)).toBe(
      'Se recrearán 2 series recurrentes a partir de esta semana, con 1 instancia quitada como en el archivo.',
    );
  });
});

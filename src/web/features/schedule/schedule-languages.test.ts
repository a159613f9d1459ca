import { describe, expect, it } from 'vitest';
import german from 'virtual:catalog/de/schedule';
import english from 'virtual:catalog/en/schedule';
import spanish from 'virtual:catalog/es/schedule';
import type { Language } from '../../../shared/i18n/languages';
import { blockClockNotes } from '../../../shared/schedule/clock-change-view';
import { missingTimeRefusal } from '../../../shared/schedule/clock-change';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import { block as fixtureBlock } from '../../../shared/exchange/week-document/scheduled-block.fixture';
import { showUndoToast } from '../../components/ui/toast/undo-toast';
import type { ToastApi } from '../../components/ui/toast/toast-context';
import { translator } from '../../i18n/translate';
import { hostsText, placementLabel } from './block-text';
import type { CreateSource } from './drag/drag-types';
import { evaluatePreview } from './drag/preview';
import { ENGLISH_WORDS, sayText, weekRange, type ScheduleWords } from './schedule-words';
import { lengthLabel } from './slot-options';
import { weekClashTexts } from './week-clashes';

const wordsOf = (language: Language, catalog: typeof english): ScheduleWords => ({
  t: translator<'schedule'>({ schedule: catalog }, { schedule: english }),
  language,
});
const DE = wordsOf('de', german);
const ES = wordsOf('es', spanish);

const NY = 'America/New_York';
const SPRING = '2027-03-14'; // New York springs forward at 02:00 that Sunday
const FALL = '2027-11-07'; // and falls back at 02:00

const block = (over: Partial<ScheduledBlock>): ScheduledBlock =>
  fixtureBlock({
    id: 'b',
    showName: 'Show',
    showGenres: [],
    djNames: [],
    duration: 4,
    isOverlapping: true,
    ...over,
  });

describe('the clock change on the schedule, in the reader’s language and clock', () => {
  const night = { dayIndex: 0, timeIndex: 8, duration: 4 }; // 02:00, skipped

  it('refuses a start in skipped time in German, and on the 12-hour clock', () => {
    const refusal = missingTimeRefusal(SPRING, night, NY)!;
    expect(sayText(ENGLISH_WORDS, refusal)).toBe(
      'Clocks go forward at 02:00 on Sunday, March 14: a show cannot start or end between 02:00 and 03:00.',
    );
    expect(sayText(DE, refusal)).toBe(
      'Die Uhren werden um 02:00 am Sonntag, 14. März vorgestellt: Eine Sendung kann nicht zwischen 02:00 und 03:00 beginnen oder enden.',
    );
    expect(sayText(ENGLISH_WORDS, missingTimeRefusal(SPRING, night, NY, undefined, '12h')!)).toBe(
      'Clocks go forward at 2:00 AM on Sunday, March 14: a show cannot start or end between 2:00 AM and 3:00 AM.',
    );
  });

  it('says a block’s notes in Spanish and German', () => {
    const spanning = blockClockNotes(SPRING, { dayIndex: 0, timeIndex: 0, duration: 16 }, NY);
    expect(spanning.details.map((note) => sayText(ES, note))).toEqual([
      '3 h en antena: los relojes se adelantan',
    ]);
    const fall = blockClockNotes(FALL, { dayIndex: 0, timeIndex: 0, duration: 17 }, NY);
    expect(fall.details.map((note) => sayText(DE, note))).toEqual([
      '5 Std. 15 Min. auf Sendung: Die Uhren werden zurückgestellt',
    ]);
    const repeated = blockClockNotes(FALL, { dayIndex: 0, timeIndex: 6, duration: 1 }, NY, '12h');
    expect(repeated.details.map((note) => sayText(ENGLISH_WORDS, note))).toEqual([
      'Airs at the first 1:30 AM (before clocks go back)',
    ]);
    expect(repeated.details.map((note) => sayText(DE, note))).toEqual([
      'Läuft beim ersten 1:30 AM (bevor die Uhren zurückgestellt werden)',
    ]);
  });
});

describe('the drag preview in the reader’s language', () => {
  const show: CreateSource = {
    kind: 'create',
    templateId: 't1',
    name: 'Jazz Hour',
    color: '#3b82f6',
    duration: 4,
    djNames: ['Ava Brooks'],
  };
  const drive = block({
    id: 'd',
    showName: 'Morning Drive',
    djNames: ['Ava Brooks'],
    dayIndex: 2,
    timeIndex: 36,
    duration: 8,
  });
  const week = (words: ScheduleWords) => ({
    status: 'draft' as const,
    isPast: false,
    blocks: [drive],
    words,
    clock: '24h' as const,
  });

  it('names the overlap and the DJ on the other show in German', () => {
    const preview = evaluatePreview(show, { dayIndex: 2, timeIndex: 40, duration: 4 }, week(DE));
    expect(preview.message).toBe('Überschneidet sich mit einer anderen Sendung');
    expect(preview.djClashes).toEqual(['Ava Brooks ist auch bei Morning Drive, Di 09:00–11:00']);
  });

  it('says why a place is refused in Spanish', () => {
    const past = { ...week(ES), isPast: true };
    expect(evaluatePreview(show, { dayIndex: 2, timeIndex: 40, duration: 4 }, past).message).toBe(
      'No se pueden editar semanas pasadas',
    );
    expect(
      evaluatePreview(show, { dayIndex: 2, timeIndex: 40, duration: 4 }, week(ES), false).message,
    ).toBe('Un programa dura al menos 15 minutos y termina como muy tarde a medianoche');
  });
});

describe('DJ clash lines in the reader’s language', () => {
  it('tells each block and the week in Spanish, on the reader’s clock', () => {
    const drive = block({
      id: 'd',
      showName: 'Morning Drive',
      djNames: ['Ava Brooks'],
      dayIndex: 2,
      timeIndex: 36,
      duration: 8,
    });
    const jazz = block({ id: 'j', showName: 'Jazz Hour', djNames: ['Ava Brooks'], dayIndex: 2 });
    const clashes = {
      blocks: [drive, jazz],
      djClashes: [{ djName: 'Ava Brooks', blockIds: ['d', 'j'] as [string, string] }],
    };
    const texts = weekClashTexts(clashes, '24h', ES);
    expect(texts.byBlock.get('d')).toBe('Ava Brooks también está en Jazz Hour, mar 10:00–11:00');
    expect(texts.lines).toEqual([
      'Ava Brooks: Morning Drive, mar 09:00–11:00 y Jazz Hour, mar 10:00–11:00',
    ]);
    expect(weekClashTexts(clashes, '12h').byBlock.get('d')).toBe(
      'Ava Brooks is also on Jazz Hour, Tue 10:00–11:00 AM',
    );
  });
});

describe('the schedule’s other borrowed words', () => {
  it('says the length menu’s durations in German', () => {
    expect([1, 3, 4, 6, 5].map((slots) => lengthLabel(slots))).toEqual([
      '15 min',
      '45 min',
      '1 h',
      '1.5 h',
      '1.25 h',
    ]);
    expect([1, 4, 6].map((slots) => lengthLabel(slots, DE))).toEqual([
      '15 Min.',
      '1 Std.',
      '1,5 Std.',
    ]);
  });

  it('marks a fill-in’s hosts in Spanish', () => {
    expect(hostsText(['Sam Lee'], true)).toBe('Sam Lee (fill-in)');
    expect(hostsText(['Sam Lee'], true, ES)).toBe('Sam Lee (suplencia)');
    expect(hostsText(['Ann', 'Bo'], false, ES)).toBe('Ann, Bo');
  });

  it('says a whole day’s “+1 day” in the screen’s language, English as before', () => {
    const day = { dayIndex: 2, timeIndex: 40, duration: 96 };
    expect(placementLabel(day, '24h')).toBe('Tuesday 10:00 - 10:00 (+1 day)');
    expect(placementLabel(day, '24h', DE)).toBe('Dienstag 10:00 - 10:00 (+1 Tag)');
  });

  it('names the block menu’s ask item and the undo button in German', () => {
    expect(DE.t('schedule:menu.askFillIn')).toBe('Vertretung anfragen');
    let shown: unknown;
    const toast = { show: (input: unknown) => ((shown = input), 'id') } as unknown as ToastApi;
    showUndoToast(toast, {
      title: 'x',
      altText: 'y',
      undoLabel: DE.t('schedule:undo.button'),
      onUndo: () => {},
    });
    expect(shown).toMatchObject({ action: { label: 'Rückgängig' } });
  });

  it('says the week’s range from Intl, English as before', () => {
    expect(weekRange(ENGLISH_WORDS, '2026-11-22')).toBe('Nov 22 - Nov 28, 2026');
    expect(weekRange(ES, '2026-11-22')).toBe('22–28 nov 2026');
    expect(weekRange(DE, '2026-12-27').replace(/\s/g, ' ')).toBe('27. Dez. 2026 – 2. Jan. 2027');
  });
});

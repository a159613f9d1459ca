import { dateText, isDateValue } from '../../../shared/i18n/date-text';
import englishExchange from 'virtual:catalog/en/exchange';
import englishSchedule from 'virtual:catalog/en/schedule';
import { useMemo } from 'react';
import type { ImportResult } from '../../../server/features/schedule/import/import.service';
import type {
  ImportPlan,
  PlannedPlacement,
  PlanText,
  SeriesReachWeek,
} from '../../../shared/exchange/import-plan/import-plan';
import type { Language } from '../../../shared/i18n/languages';
import { timeRangeLabel, type Clock } from '../../../shared/schedule/slots';
import { exchange } from '../../i18n/namespaces/exchange';
import { schedule } from '../../i18n/namespaces/schedule';
import { translator, type KeyOf, type Translate } from '../../i18n/translate';
import { useLanguage } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';
import { weekdayName, weekRange } from '../schedule/schedule-words';

/**
 * What the Import dialog says things with: its `t` (the `exchange` namespace, and the schedule's
 * for the week ranges and Undo's toasts) and the language, for weekday and month names from `Intl`.
 */
export type ExchangeWords = { t: Translate<'exchange' | 'schedule'>; language: Language };

/** English, for the texts' tests. */
export const ENGLISH_WORDS: ExchangeWords = {
  t: translator<'exchange' | 'schedule'>(
    { exchange: englishExchange, schedule: englishSchedule },
    { exchange: englishExchange, schedule: englishSchedule },
  ),
  language: 'en',
};

/** The Import dialog's words in the language the screen is read in. */
export function useExchangeWords(): ExchangeWords {
  const t = useT(exchange, schedule);
  const language = useLanguage();
  return useMemo(() => ({ t, language }), [t, language]);
}

/** "Nov 22 - Nov 28, 2026" in the reader's language. */
export const rangeOf = ({ language }: ExchangeWords, weekId: string) =>
  weekRange({ language }, weekId);

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A line of the plan (the server's preview) in the reader's words: its values said first (texts
 * inside it, weeks as date ranges, lists joined with "; "), the line starting with a capital.
 */
export function planLine(words: ExchangeWords, text: PlanText): string {
  return upperFirst(sayPlanText(words, text));
}

function sayPlanText(words: ExchangeWords, text: PlanText): string {
  const values: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] =
      typeof value !== 'object' || value instanceof Date
        ? value
        : isDateValue(value)
          ? dateText(words.language, value)
          : sayPlanText(words, value);
  for (const [name, week] of Object.entries(text.weeks ?? {})) values[name] = rangeOf(words, week);
  for (const [name, list] of Object.entries(text.lists ?? {}))
    values[name] = list.map((item) => sayPlanText(words, item)).join('; ');
  // The plan's lines are all of the `exchange` namespace (import-plan.ts).
  return words.t(text.key as KeyOf<'exchange'>, values);
}

/** "Import 9 shows": the confirm button says what it will do. */
export function confirmLabel({ t }: ExchangeWords, plan: ImportPlan): string {
  return t('exchange:import.confirmCount', { count: plan.placements.length });
}

/** "Monday 07:00 - 09:00". */
export function slotLabel(
  { t, language }: ExchangeWords,
  p: { dayIndex: number; timeIndex: number; duration: number },
  clock: Clock = '24h',
): string {
  return t('exchange:preview.slot', {
    day: weekdayName(language, p.dayIndex),
    time: timeRangeLabel(p.timeIndex, p.duration, clock, language),
  });
}

/** How a placement relates to a recurring series, in words; empty for a single show. */
export function seriesNote({ t }: ExchangeWords, p: PlannedPlacement): string {
  if (!p.series) return '';
  if (p.series.role === 'first') return t('exchange:preview.seriesFirst');
  if (p.series.role === 'exception') return t('exchange:preview.seriesException');
  return t('exchange:preview.seriesInstance');
}

export function seriesSummary({ t }: ExchangeWords, plan: ImportPlan): string | null {
  if (plan.series.length === 0) return null;
  const removed = plan.removals.length;
  return removed
    ? t('exchange:preview.seriesSummaryRemoved', { series: plan.series.length, removed })
    : t('exchange:preview.seriesSummary', { series: plan.series.length });
}

/** "Nov 29 - Dec 5, 2026: 3 dates, overlaps Talk" / "…: 2 dates, finalized week". */
export function reachLine(words: ExchangeWords, week: SeriesReachWeek): string {
  const { t } = words;
  const parts = [t('exchange:choices.reachDates', { count: week.dates.length })];
  if (week.overlaps.length > 0)
    parts.push(t('exchange:choices.reachOverlaps', { names: week.overlaps.join(', ') }));
  if (week.finalized) parts.push(t('exchange:choices.reachFinalized'));
  return t('exchange:choices.reachLine', {
    range: rangeOf(words, week.weekId),
    details: parts.join(', '),
  });
}

export function importSuccess(
  { t }: ExchangeWords,
  result: ImportResult,
): { title: string; message: string } {
  const parts = [t('exchange:import.donePlaced', { count: result.placed })];
  if (result.createdShows)
    parts.push(t('exchange:import.doneCreated', { count: result.createdShows }));
  if (result.series) parts.push(t('exchange:import.doneSeries', { count: result.series }));
  return {
    title: t('exchange:import.done'),
    message: t('exchange:import.doneMessage', { parts: parts.join(', ') }),
  };
}

import type { CommitmentKind } from '../../../shared/library/commitments';
import type { CivilDate } from '../../../shared/schedule/week';
import type { Language } from '../../../shared/i18n/languages';
import { calendarWords } from '../../i18n/calendar-words';
import type { KeyOf, Translate } from '../../i18n/translate';

/** The Reports page's words are the `reports` catalog's; these say its figures in a language. */
export type ReportWords = { t: Translate<'reports'>; language: Language };

/** A week's dates: "Dec 6 - Dec 12, 2026", "6.–12. Dez. 2026". */
export const weekRange = (weekId: CivilDate, { language }: ReportWords) =>
  calendarWords(language).weekRange(weekId);

const KIND_LABELS: Record<CommitmentKind, KeyOf<'reports'>> = {
  at_least_hours: 'reports:kind.atLeastHours',
  at_most_hours: 'reports:kind.atMostHours',
  at_least_percent: 'reports:kind.atLeastPercent',
  at_most_percent: 'reports:kind.atMostPercent',
};

const figure = (language: string, value: number, digits: number) =>
  value.toLocaleString(language === 'en' ? 'en-US' : language, { maximumFractionDigits: digits });

/** "At least 6 h a week". */
export const commitmentLabel = (
  kind: CommitmentKind,
  value: number,
  { t, language }: ReportWords,
) => t(KIND_LABELS[kind], { value: figure(language, value, 2) });

/** Hours with at most two decimals: 12.5, 3, 0.25 ("12,5" in German). */
export const hours = (minutes: number, language = 'en') => figure(language, minutes / 60, 2);

/** "32.1%" ("32,1 %" in German). */
export const percent = (share: number, language = 'en') =>
  (share || 0).toLocaleString(language === 'en' ? 'en-US' : language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });

/** A commitment's weekly figure as it is stated: "5.5 h" or "32.1%". */
export const commitmentActual = (
  kind: CommitmentKind,
  actual: number,
  { t, language }: ReportWords,
) =>
  kind.endsWith('_percent')
    ? t('reports:actual.percent', { value: figure(language, actual, 1) })
    : t('reports:actual.hours', { value: figure(language, actual, 2) });

import { dateFormat, noonOf } from '../../../shared/i18n/date-formats';
import { dateText, isDateValue } from '../../../shared/i18n/date-text';
import english from 'virtual:catalog/en/schedule';
import { useMemo } from 'react';
import type { Language } from '../../../shared/i18n/languages';
import { isLocalText, type LocalText } from '../../../shared/i18n/local-text';
import { weekNumber, type CivilDate } from '../../../shared/schedule/week';
import { calendarWords } from '../../i18n/calendar-words';
import { schedule } from '../../i18n/namespaces/schedule';
import { translator, type KeyOf, type Translate } from '../../i18n/translate';
import { useLanguage } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';

/**
 * What the schedule's text helpers say things with: the screen's `t` and its language, for the
 * weekday and month names `Intl` gives (decision 0074: never a table of English names).
 */
export type ScheduleWords = { t: Translate<'schedule'>; language: Language };

/** English, for helpers called where no screen's words are at hand (and their tests). */
export const ENGLISH_WORDS: ScheduleWords = {
  t: translator<'schedule'>({ schedule: english }, { schedule: english }),
  language: 'en',
};

/** The schedule's words in the language the screen is read in. */
export function useScheduleWords(): ScheduleWords {
  const t = useT(schedule);
  const language = useLanguage();
  return useMemo(() => ({ t, language }), [t, language]);
}

/** Sunday 22 November 2026: the weeks start on Sunday, so day 0 of any week is a Sunday. */
const A_SUNDAY = Date.UTC(2026, 10, 22);

/** "Tuesday" / "martes" / "Dienstag" for a day of the week (0 = Sunday; -1 is Saturday). */
export function weekdayName(language: Language, dayIndex: number): string {
  const day = (((dayIndex % 7) + 7) % 7) as number;
  return dateFormat(language, { weekday: 'long' }).format(new Date(A_SUNDAY + day * 86_400_000));
}

/** "Nov 24" / "24 nov" / "24. Nov." for a station date. */
export function shortDate(language: Language, date: CivilDate): string {
  return dateFormat(language, { month: 'short', day: 'numeric' }).format(noonOf(date));
}

/**
 * "Nov 22 - Nov 28, 2026" (the year is the end's) in the screen's language: English the week
 * module's own label, the others `Intl`'s `formatRange` ("22–28 nov 2026", "22.–28. Nov. 2026").
 */
export function weekRange({ language }: Pick<ScheduleWords, 'language'>, weekId: CivilDate) {
  return calendarWords(language).weekRange(weekId);
}

/**
 * A `schedule` catalog text the shared rules return (a change day's refusal and notes), said in
 * the screen's words; texts among its values are said first.
 */
export function sayText(words: Pick<ScheduleWords, 't' | 'language'>, text: LocalText): string {
  const { t, language } = words;
  const values: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = isLocalText(value)
      ? sayText(words, value)
      : isDateValue(value)
        ? dateText(language, value)
        : value;
  }
  return t(text.key as KeyOf<'schedule'>, values);
}

/** The schedule header's heading: "Week 48 • Nov 22 - Nov 28, 2026". */
export function weekHeading(words: ScheduleWords, weekId: CivilDate): string {
  return words.t('schedule:weekHeading', {
    number: String(weekNumber(weekId)),
    range: weekRange(words, weekId),
  });
}

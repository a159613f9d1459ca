import type { CalendarWords } from '../../../shared/exchange/ical/calendar-event';
import { dateFormat, noonOf } from '../../../shared/i18n/date-formats';
import type { Language } from '../../../shared/i18n/languages';
import { translatorFor, type Translate } from '../../../shared/i18n/translator';
import { addDays, weekNumber, type CivilDate } from '../../../shared/schedule/week';

/**
 * A calendar's texts in its reader's language (decision 0074): the exported week's in the
 * language of whoever exports it, a feed's in its owner's. English reads as it always did
 * ("Radio schedule Week 48 • Nov 22 - Nov 28, 2026", "DJs: Ann, Bo", "Sam (fill-in)").
 */
export type CalendarTexts = { language: Language; t: Translate; words: CalendarWords };

export async function calendarTextsFor(language: Language): Promise<CalendarTexts> {
  const { t } = await translatorFor(language);
  return {
    language,
    t,
    words: {
      hosts: (names) => t('exchange:calendar.djs', { names }),
      noHosts: t('exchange:calendar.noDjs'),
      fillIn: (names) => t('exchange:calendar.fillIn', { names }),
    },
  };
}

/** The exported week's calendar name: "Radio schedule Week 48 • Nov 22 - Nov 28, 2026". */
export function weekCalendarName({ language, t }: CalendarTexts, weekId: CivilDate): string {
  const start = dateParts(language, weekId);
  const end = dateParts(language, addDays(weekId, 6));
  const range = t('exchange:calendar.range', {
    startMonth: start.month,
    startDay: start.day,
    endMonth: end.month,
    endDay: end.day,
    endYear: end.year,
  });
  return t('exchange:calendar.weekName', { number: String(weekNumber(weekId)), range });
}

/** A date's short month, day and year in the language, taken from a whole date's parts. */
function dateParts(language: Language, date: CivilDate) {
  const parts = dateFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).formatToParts(noonOf(date));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { month: part('month'), day: part('day'), year: part('year') };
}

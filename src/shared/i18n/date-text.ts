import type { CivilDate } from '../schedule/week';
import { dayMonthText, weekRangeText } from './date-formats';
import type { Language } from './languages';

/**
 * A calendar date inside a refusal or an answer the server says (decision 0074): a value of a
 * `LocalText` that is said in the reader's language with the rest of the message. `dayMonth` is
 * "Nov 24"; `weekRange`, from a week's Sunday, "Nov 22 - Nov 28, 2026". English keeps the week
 * module's words byte for byte, the other languages take them from `Intl`, as the web app's
 * calendar words do ("24. Nov.", "22.–28. Nov. 2026").
 */
export type DateValue = { date: CivilDate; as: 'dayMonth' | 'weekRange' };

export function dateValue(date: CivilDate, as: DateValue['as']): DateValue {
  return { date, as };
}

export function isDateValue(value: unknown): value is DateValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DateValue).date === 'string' &&
    typeof (value as DateValue).as === 'string'
  );
}

/** The date in `language`'s words. */
export function dateText(language: Language, value: DateValue): string {
  return value.as === 'weekRange'
    ? weekRangeText(language, value.date)
    : dayMonthText(language, value.date);
}

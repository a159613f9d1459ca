import { shortDateLabel, weekRangeLabel, type CivilDate } from '../schedule/week';
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

const formats = new Map<string, Intl.DateTimeFormat>();
const at = (date: CivilDate) => new Date(`${date}T12:00:00Z`);
const DAY_MS = 86_400_000;

function format(language: Language, withYear: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withYear}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, made);
  }
  return made;
}

/** The date in `language`'s words. */
export function dateText(language: Language, value: DateValue): string {
  if (language === 'en')
    return value.as === 'weekRange' ? weekRangeLabel(value.date) : shortDateLabel(value.date);
  if (value.as === 'dayMonth') return format(language, false).format(at(value.date));
  const start = at(value.date);
  return format(language, true).formatRange(start, new Date(start.getTime() + 6 * DAY_MS));
}

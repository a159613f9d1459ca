import type activityCatalog from '../i18n/locales/en/activity.json';
import { dateFormat, noonOf } from '../i18n/date-formats';
import type { Language } from '../i18n/languages';
import { awayRangeLabel } from '../away/away-periods';
import { DAY_NAMES, shortDateLabel, type CivilDate } from '../schedule/week';

/** "activity:block.move": a message of the `activity` catalog (decision 0074). */
export type ActivityKey = `activity:${Extract<keyof typeof activityCatalog, string>}`;

/**
 * What the activity sentences are said with: the `activity` catalog's `t` in the reader's
 * language (the web app's `useT(activity)`; English from `english-activity-words.ts` where no
 * screen is at hand) and that language, for the weekday and month names `Intl` gives.
 */
export type ActivityWords = {
  t: (key: ActivityKey, values?: Record<string, string | number>) => string;
  language: Language;
};

/** Sunday 22 November 2026: day i of the week is this date plus i days. */
const A_SUNDAY = Date.UTC(2026, 10, 22, 12);

/** "Tue" / "mar" / "Di.": a weekday, short (0 is Sunday). */
export function weekdayShort(language: Language, dayIndex: number): string {
  if (language === 'en') return (DAY_NAMES[dayIndex] ?? '').slice(0, 3);
  const parts = dateFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  }).formatToParts(new Date(A_SUNDAY + dayIndex * 86_400_000));
  return parts.find((p) => p.type === 'weekday')?.value ?? '';
}

/** "Nov 22, 2026" / "22 nov 2026" / "22. Nov. 2026": a date with its year. */
export function fullDate(language: Language, date: CivilDate): string {
  if (language === 'en') return `${shortDateLabel(date)}, ${date.slice(0, 4)}`;
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    noonOf(date),
  );
}

/** "Nov 1 – Dec 5, 2026" / "1 nov – 5 dic 2026": the days a season spans. */
export function dayRange(language: Language, first: CivilDate, last: CivilDate): string {
  if (language === 'en')
    return `${shortDateLabel(first)} – ${shortDateLabel(last)}, ${last.slice(0, 4)}`;
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    noonOf(first),
    noonOf(last),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 12 Jan" / "mar, 12 ene" / "Di., 12. Jan.": an airing's date as the fill-in sentences say it. */
export function airingDate(language: Language, date: CivilDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (language === 'en') {
    const day = DAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3);
    return `${day} ${d} ${MONTHS[m - 1]}`;
  }
  return dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    noonOf(date),
  );
}

/** Away dates as the sentences say them: "Tue, Jan 12 – Fri, Jan 15, 2027", times where given. */
export function awayRange(
  language: Language,
  p: { fromDate: CivilDate; toDate: CivilDate; startTime: string | null; endTime: string | null },
): string {
  if (language === 'en') return awayRangeLabel(p);
  const at = (date: CivilDate, time: string | null) =>
    time ? new Date(`${date}T${time}:00Z`) : noonOf(date);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(p.startTime || p.endTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  };
  const f = dateFormat(language, options);
  if (p.fromDate === p.toDate && !p.startTime && !p.endTime) return f.format(noonOf(p.fromDate));
  return f.formatRange(at(p.fromDate, p.startTime), at(p.toDate, p.endTime));
}

/** A number as the language writes it, at most two decimals: "1.5" / "1,5". */
export function decimal(language: Language, value: number): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);
}

/**
 * A day and month the server stored in English words ("Nov 24": where an edited series starts
 * again, the last date of an ended one) in the language read: "24 nov", "24. Nov.". A label of
 * another shape is said as stored.
 */
export function storedDayMonth(language: Language, label: string): string {
  if (language === 'en') return label;
  const match = /^([A-Z][a-z]{2}) (\d{1,2})$/.exec(label);
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) return label;
  return dateFormat(language, { day: 'numeric', month: 'short' }).format(
    new Date(Date.UTC(2026, month, Number(match[2]), 12)),
  );
}

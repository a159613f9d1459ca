import { translatorFor, type Translate } from '../i18n/translator';
import type { Language } from '../i18n/languages';
import { clockTime, type Clock } from '../i18n/clock-text';
import { dateInZone, minutesInZone, type CivilDate } from '../schedule/week';

/**
 * How notices and e-mails say things in one reader's language (decision 0074, "Refusals and
 * e-mails"): the `mail` catalog's messages, and weekday and month names from `Intl` in that
 * language, taken from a whole date's parts ("Tue 12 Jan", "mar. 12 janv.", "Di., 12. Jan.").
 * Times are on the reader's clock when they chose one (Profile Settings → Time format), else the
 * 24-hour clock: a mail has no browser to tell its region, and the spec's times are 24-hour.
 */
export type NoticeWords = {
  language: Language;
  clock: Clock;
  t: Translate;
  /** "Tue 12 Jan". */
  date: (date: CivilDate) => string;
  /** "12 Jan". */
  dayMonth: (date: CivilDate) => string;
  /** "Tue". */
  weekday: (date: CivilDate) => string;
  /** "10:00–11:00": an airing's times read in a zone. */
  times: (startsAt: Date, endsAt: Date, timeZone: string) => string;
};

const words = new Map<string, Promise<NoticeWords>>();

export function noticeWordsFor(language: Language, clock: Clock = '24h'): Promise<NoticeWords> {
  const key = `${language} ${clock}`;
  let kept = words.get(key);
  if (!kept) {
    kept = translatorFor(language).then(({ t }) => wordsOf(language, clock, t));
    kept.catch(() => words.delete(key));
    words.set(key, kept);
  }
  return kept;
}

function wordsOf(language: Language, clock: Clock, t: Translate): NoticeWords {
  const format = new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const parts = (date: CivilDate) => {
    const all = format.formatToParts(new Date(`${date}T12:00:00Z`));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      all.find((p) => p.type === type)?.value ?? '';
    return { weekday: part('weekday'), day: part('day'), month: part('month') };
  };
  const at = (instant: Date, timeZone: string) =>
    clockTime(minutesInZone(instant, timeZone), clock);
  return {
    language,
    clock,
    t,
    date: (date) => t('mail:date.short', parts(date)),
    dayMonth: (date) => {
      const { day, month } = parts(date);
      return t('mail:date.dayMonth', { day, month });
    },
    weekday: (date) => parts(date).weekday,
    times: (startsAt, endsAt, timeZone) => `${at(startsAt, timeZone)}–${at(endsAt, timeZone)}`,
  };
}

/** "Tue 12 Jan, 10:00–11:00" of an airing's instants read in a zone. */
export function datedSpan(w: NoticeWords, startsAt: Date, endsAt: Date, timeZone: string) {
  return w.t('mail:span.dated', {
    date: w.date(dateInZone(startsAt, timeZone)),
    times: w.times(startsAt, endsAt, timeZone),
  });
}

/** "Tue 10:00–11:00": an airing's weekday and times read in a zone, as a weekly slot. */
export function weeklySlot(w: NoticeWords, startsAt: Date, endsAt: Date, timeZone: string) {
  return w.t('mail:span.weekly', {
    weekday: w.weekday(dateInZone(startsAt, timeZone)),
    times: w.times(startsAt, endsAt, timeZone),
  });
}

/**
 * When an airing is, in the reader's zone, with the station's when it differs:
 * "Tue 12 Jan, 15:00–16:00 (Europe/London); Tue 12 Jan, 10:00–11:00 station time (America/New_York)".
 */
export function airingWhenIn(
  w: NoticeWords,
  startsAt: Date,
  endsAt: Date,
  readerZone: string,
  stationZone: string,
) {
  const theirs = w.t('mail:when.reader', {
    span: datedSpan(w, startsAt, endsAt, readerZone),
    zone: readerZone,
  });
  if (readerZone === stationZone) return theirs;
  return w.t('mail:when.withStation', {
    theirs,
    span: datedSpan(w, startsAt, endsAt, stationZone),
    zone: stationZone,
  });
}

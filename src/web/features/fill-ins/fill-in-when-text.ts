import type { Clock } from '../../../shared/i18n/clock-text';
import { dateFormat, noonOf } from '../../../shared/i18n/date-formats';
import { instantSpan } from '../../../shared/i18n/instant-clock';
import type { Language } from '../../../shared/i18n/languages';
import { dateInZone, type CivilDate } from '../../../shared/schedule/week';
import type { Translate } from '../../i18n/translate';

/**
 * A date's weekday, day and month in a language, taken from a whole date's parts (German "Di."
 * and "Jan.", not the standalone forms), for the catalog to order (decision 0074, "Dates").
 */
function dateParts(language: Language, date: CivilDate) {
  const parts = dateFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).formatToParts(noonOf(date));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month') };
}

/** "Tue 12 Jan, 10:00–11:00" (or "10:00–11:00 AM") of an airing's instants read in a zone. */
function datedSpan(
  t: Translate<'fillIns'>,
  language: Language,
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  clock: Clock,
): string {
  return t('fillIns:when.span', {
    date: t('fillIns:when.date', dateParts(language, dateInZone(startsAt, timeZone))),
    times: instantSpan(startsAt, endsAt, timeZone, '–', clock),
  });
}

/**
 * When a request's airing is, in the reader's zone, with the station's when it differs, as its
 * e-mail says it: "Tue 12 Jan, 15:00–16:00 (Europe/London); Tue 12 Jan, 10:00–11:00 station time
 * (America/New_York)".
 */
export function airingWhenText(
  t: Translate<'fillIns'>,
  language: Language,
  span: { startsAt: Date; endsAt: Date },
  zones: { reader: string; station: string },
  clock: Clock,
): string {
  const { startsAt, endsAt } = span;
  const theirs = t('fillIns:when.reader', {
    span: datedSpan(t, language, startsAt, endsAt, zones.reader, clock),
    zone: zones.reader,
  });
  if (zones.reader === zones.station) return theirs;
  return t('fillIns:when.withStation', {
    theirs,
    span: datedSpan(t, language, startsAt, endsAt, zones.station, clock),
    zone: zones.station,
  });
}

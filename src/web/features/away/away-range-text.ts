import { awayRangeLabel, type AwayTimes } from '../../../shared/away/away-periods';
import type { Clock } from '../../../shared/i18n/clock-text';
import { dateFormat } from '../../../shared/i18n/date-formats';
import type { Language } from '../../../shared/i18n/languages';
import type { Translate } from '../../i18n/translate';

/** A day ("mar, 12 ene 2027") or a day and time, in a language on the reader's clock. */
const format = (language: Language, clock: Clock, withTime: boolean) =>
  dateFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime && {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: clock === '12h' ? 'h12' : 'h23',
    }),
  });

/** A period's day and optional time as an instant to format in UTC (the station's wall clock). */
const at = (date: string, time: string | null) => new Date(`${date}T${time ?? '00:00'}:00Z`);

/**
 * When a period is, in the reader's language: English keeps `awayRangeLabel` ("Tue, Jan 12 –
 * Fri, Jan 15, 2027"); another language reads `Intl`'s range in its own order ("Di., 12. – Fr.,
 * 15. Jan. 2027", "mar, 12 ene 2027, 14:00 – mié, 13 ene 2027, 10:00"). A period with a time at
 * one end only is its two ends joined by the catalog.
 */
export function awayRangeText(
  period: AwayTimes,
  clock: Clock,
  language: Language,
  t: Translate<'away'>,
): string {
  if (language === 'en') return awayRangeLabel(period, clock);
  const from = at(period.fromDate, period.startTime);
  const to = at(period.toDate, period.endTime);
  const startTimed = period.startTime !== null;
  const endTimed = period.endTime !== null;
  if (startTimed === endTimed) return format(language, clock, startTimed).formatRange(from, to);
  return t('away:range', {
    from: format(language, clock, startTimed).format(from),
    to: format(language, clock, endTimed).format(to),
  });
}

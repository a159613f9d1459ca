import {
  formatDateTime,
  formatDateTimeSeconds,
  formatLongDate,
  type InstantValue,
} from '../lib/format-date';
import type { Language } from '../../shared/i18n/languages';
import { useLanguage } from '../i18n/language-context';
import { useClock } from '../lib/use-clock';

const FORMATS = {
  'date-time': formatDateTime,
  'date-time-seconds': formatDateTimeSeconds,
  date: (value: InstantValue, timeZone: string, _clock: unknown, language: Language) =>
    formatLongDate(value, timeZone, language),
} as const;

type ZonedTimeProps = {
  value: InstantValue;
  /** The viewer's zone (useViewerZone), read once by the screen rather than once per row. */
  timeZone: string;
  /** "Nov 24, 2026, 10:00 EST" (default), the same with seconds, or the date "November 24, 2026". */
  format?: keyof typeof FORMATS;
};

/**
 * An instant as a <time> element in the viewer's zone and language. A bare date carries the full time and
 * zone as its tooltip, so "which day, where?" is one hover away.
 */
export function ZonedTime({ value, timeZone, format = 'date-time' }: ZonedTimeProps) {
  const clock = useClock();
  const language = useLanguage();
  const text = FORMATS[format](value, timeZone, clock, language);
  if (!text) return null;
  const iso = value instanceof Date ? value.toISOString() : (value ?? undefined);
  return (
    <time
      dateTime={iso}
      title={format === 'date' ? formatDateTime(value, timeZone, clock, language) : undefined}
    >
      {text}
    </time>
  );
}

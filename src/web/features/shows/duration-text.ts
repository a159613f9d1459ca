import { durationHint } from '../../../shared/library/duration';
import type { Translate } from '../../i18n/translate';

/**
 * Hours as people say them, in the reader's language: 0.25 "15 min", 1 "1 hour", 1.5 "1 hour 30
 * min", 3 "3 hours" (shared/library/duration.ts' formatDuration, which the English texts of the
 * server and the activity log keep); nothing for what is not a duration at all.
 */
export function durationText(t: Translate<'library'>, hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) return '';
  const total = Math.round(hours * 60);
  const h = Math.floor(total / 60);
  const minutes = total % 60;
  if (h === 0) return t('library:duration.minutes', { minutes });
  if (minutes === 0) return t('library:duration.hours', { hours: h });
  return t('library:duration.hoursMinutes', { hours: h, minutes });
}

/** The readable form under the duration input, only while the hours are a valid show length. */
export function durationHintText(t: Translate<'library'>, hours: number): string | undefined {
  return durationHint(hours) === undefined ? undefined : durationText(t, hours);
}

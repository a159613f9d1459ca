import { DEFAULT_SHOW_HOURS, MAX_SHOW_HOURS, MIN_SHOW_HOURS } from '../constants/limits';

/**
 * What the duration input holds: a number of hours, or 0.25 when the text is not a number
 * (SPEC.md §5): "1.5" gives 1.5, "abc" gives 0.25, "" gives 0.25.
 */
export function parseDurationInput(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : MIN_SHOW_HOURS;
}

export const DEFAULT_DURATION = DEFAULT_SHOW_HOURS;
export { MAX_SHOW_HOURS, MIN_SHOW_HOURS };

/**
 * Hours as people say them: 0.25 "15 min", 1 "1 hour", 1.5 "1 hour 30 min", 3 "3 hours"; nothing
 * ("") for what is not a duration at all (NaN, -1).
 */
export function formatDuration(hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) return '';
  const totalMinutes = Math.round(hours * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const hourText = h === 0 ? '' : h === 1 ? '1 hour' : `${h} hours`;
  const minuteText = m === 0 ? '' : `${m} min`;
  return [hourText, minuteText].filter(Boolean).join(' ') || '0 min';
}

/** Hours to 15-minute slots, rounded up (SPEC.md §9): 1.1 h gives 5 slots. */
export function hoursToSlots(hours: number): number {
  return Math.ceil(hours * 4 - 1e-9);
}

/**
 * The readable form under a duration input, only while the hours are a valid show length
 * (0.25 to 24 in quarter hours): 1.5 gives "1 hour 30 min"; -1, 0, 25, 1.3 and NaN give nothing.
 */
export function durationHint(hours: number): string | undefined {
  const quarters = hours * 4;
  const valid =
    Number.isFinite(hours) &&
    hours >= MIN_SHOW_HOURS &&
    hours <= MAX_SHOW_HOURS &&
    Math.abs(quarters - Math.round(quarters)) < 1e-9;
  return valid ? formatDuration(hours) : undefined;
}

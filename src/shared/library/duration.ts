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

/** Hours as people say them: 0.25 "15 min", 1 "1 hour", 1.5 "1 hour 30 min", 3 "3 hours". */
export function formatDuration(hours: number): string {
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

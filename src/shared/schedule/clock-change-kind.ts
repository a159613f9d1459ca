/**
 * A day's clock change, in a file of its own so the change-day texts (messages/clock-change) can
 * name it without importing the rule that uses those texts (schedule/clock-change).
 */
export type ClockChange = {
  /** "forward" skips `shiftMinutes` of wall-clock time; "back" repeats them. */
  kind: 'forward' | 'back';
  /** Minutes after midnight of the wall-clock reading where the change happens: 120 is 02:00. */
  atMinutes: number;
  /** How much wall-clock time is skipped or repeated: 60, or 30 at Lord Howe Island. */
  shiftMinutes: number;
};

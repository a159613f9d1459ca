import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { recurrenceRuleSchema, type RecurrenceRule } from '../schedule/recurrence';
import { isCivilDate } from '../schedule/week';
import { isDateInRange } from '../schedule/week-range';

/** The Create Recurring Series dialog's limits (SPEC.md §5, §9). */
export const SERIES_LIMITS = {
  maxAdditional: 25,
  defaultAdditional: 4,
  maxMonthsAhead: 6,
  maxInterval: 99,
} as const;

/** The series' English refusals (their keys are in the `series` catalog; the toasts only there). */
export const SERIES_MESSAGES = {
  alreadyRecurring: 'This show is already part of a recurring series',
  instanceGone: 'This instance is no longer part of the series',
  endRequired: 'Choose when the series ends',
  countTooHigh: `At most ${SERIES_LIMITS.maxAdditional} additional occurrences`,
  endTooLate: 'End date cannot be more than 6 months from today',
  endBeforeStart: 'End date must be after the first show',
} as const;

/**
 * The End choice "At the end of the season" (decision 0056): the rule's end is "never" and the
 * series ends on that season's last day, a concrete date the server reads from the season.
 */
const seasonIdField = z.uuid(keyed('series:refusal.season', 'Choose a season')).optional();

/** "Repeat (rebroadcast)": every instance of the series is a repeat (issue 36). */
const isRepeatField = z
  .boolean(keyed('series:refusal.repeat', 'Choose whether it is a repeat'))
  .optional();

/** POST /api/scheduled-shows/:id/series */
export const createSeriesSchema = z.strictObject({
  rule: recurrenceRuleSchema,
  seasonId: seasonIdField,
  /** Left out: the series is a repeat when its first show is. */
  isRepeat: isRepeatField,
});

// A date of a week the app serves (1970-2199): an end stored far beyond would reach exports and
// imports that cannot expand it.
const seriesDate = z
  .string()
  .refine(isCivilDate, keyed('series:refusal.dateInvalid', 'Please enter a valid date'))
  .refine(
    (value) => !isCivilDate(value) || isDateInRange(value),
    keyed('series:refusal.dateOutOfRange', 'Choose a date from 1970 to 2199'),
  );

const OUT_OF_BOUNDS = keyed('errors:schedule.outOfBounds', 'Out of bounds');

/**
 * POST /api/series/:id/edit: Edit Series. `preview` answers what the change would do (the dates
 * it drops, or why it is refused) and writes nothing.
 */
export const editSeriesSchema = z.strictObject({
  scope: z.enum(
    ['following', 'all'],
    keyed('series:refusal.scope', 'Choose which occurrences change'),
  ),
  fromDate: seriesDate,
  rule: recurrenceRuleSchema,
  timeIndex: z
    .number(OUT_OF_BOUNDS)
    .int(OUT_OF_BOUNDS)
    .min(0, OUT_OF_BOUNDS)
    .max(95, OUT_OF_BOUNDS),
  duration: z.number(OUT_OF_BOUNDS).int(OUT_OF_BOUNDS).min(1, OUT_OF_BOUNDS).max(96, OUT_OF_BOUNDS),
  seasonId: seasonIdField,
  /** Left out: the occurrences keep the series' flag. */
  isRepeat: isRepeatField,
  preview: z.boolean().optional(),
});
export type EditSeriesInput = z.infer<typeof editSeriesSchema>;

/** POST /api/series/:id/end: End Series Here, the series' last show is on `date`. */
export const endSeriesSchema = z.strictObject({
  date: seriesDate,
  preview: z.boolean().optional(),
});
export type EndSeriesInput = z.infer<typeof endSeriesSchema>;

/** A date an edit or an end takes out of a series: an edited instance or a removed date. */
export type DroppedDate = { date: string; kind: 'exception' | 'removed' };

/** What Edit Series and End Series Here answer (a preview answers the same, writing nothing). */
export type SeriesChangeAnswer = {
  dropped: DroppedDate[];
  /** Absent for a preview: the token with which the change may be undone. */
  undo?: { token: string; kind: 'series-change' };
};

/** GET /api/series/:id answers this. */
export type SeriesDetails = {
  id: string;
  rule: RecurrenceRule;
  startDate: string;
  endDate: string | null;
  timeIndex: number;
  duration: number;
  /** Its instances are repeats (rebroadcasts). */
  isRepeat: boolean;
};

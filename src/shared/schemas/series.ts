import { z } from 'zod';
import { recurrenceRuleSchema } from '../schedule/recurrence';

/** The Create Recurring Series dialog's limits (SPEC.md §5, §9). */
export const SERIES_LIMITS = {
  maxAdditional: 25,
  defaultAdditional: 4,
  maxMonthsAhead: 6,
  maxInterval: 99,
} as const;

export const SERIES_MESSAGES = {
  notInSeries: 'Show is not part of a recurring series',
  alreadyRecurring: 'This show is already part of a recurring series',
  instanceGone: 'This instance is no longer part of the series',
  endRequired: 'Choose when the series ends',
  countTooHigh: `At most ${SERIES_LIMITS.maxAdditional} additional occurrences`,
  endTooLate: 'End date cannot be more than 6 months from today',
  endBeforeStart: 'End date must be after the first show',
  setupFailed: 'Failed to set up recurrence. Please try again.',
  exceptionCreated: 'Exception created! You can now edit this instance independently.',
  exceptionFailed: 'Failed to create exception. Please try again.',
  instanceRemoved: 'Instance removed from recurring series.',
  removeFailed: 'Failed to remove instance from series. Please try again.',
} as const;

/** POST /api/scheduled-shows/:id/series */
export const createSeriesSchema = z.strictObject({ rule: recurrenceRuleSchema });

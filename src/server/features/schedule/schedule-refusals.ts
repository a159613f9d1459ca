import { localText, type LocalText } from '../../../shared/i18n/local-text';
import type { PLACEMENT_MESSAGES } from '../../../shared/schedule/placement';

/**
 * The schedule's refusals as the API sends them, keys of the `errors` catalog said in the
 * request's language (decision 0074). The English is the spec's, the same as
 * SCHEDULE_MESSAGES, SERIES_MESSAGES and STATUS_MESSAGES, which the web app still reads.
 */
export const SCHEDULE_REFUSALS = {
  weekNotFound: localText('errors:schedule.weekNotFound'),
  templateNotFound: localText('errors:show.notFound'),
  showGone: localText('errors:schedule.showGone'),
  stale: localText('errors:schedule.stale'),
  djGone: localText('errors:schedule.djGone'),
  statusNotAllowed: localText('errors:schedule.statusNotAllowed'),
  finalizeOverlaps: localText('errors:schedule.finalizeOverlaps'),
  notInSeries: localText('errors:series.notInSeries'),
  alreadyRecurring: localText('errors:series.alreadyRecurring'),
  instanceGone: localText('errors:series.instanceGone'),
};

/** A placement check's refusal (shared/schedule/placement.ts) by its reason. */
export const PLACEMENT_REFUSALS: Record<keyof typeof PLACEMENT_MESSAGES, LocalText> = {
  outOfBounds: localText('errors:schedule.outOfBounds'),
  pastWeek: localText('errors:schedule.pastWeek'),
  beyondWeek: localText('errors:schedule.beyondWeek'),
  finalizedOverlap: localText('errors:schedule.finalizedOverlap'),
};

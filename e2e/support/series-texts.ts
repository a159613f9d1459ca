import en from '../../src/shared/i18n/locales/en/series.json' with { type: 'json' };
import schedule from '../../src/shared/i18n/locales/en/schedule.json' with { type: 'json' };

/** The series' English toasts the journeys look for, read from the `series` catalog. */
export const SERIES_TOASTS = {
  setupRefused: en['toast.setupRefused'],
  exceptionCreated: en['toast.exceptionCreated'],
  instanceRemoved: en['toast.instanceRemoved'],
  seriesUpdated: en['toast.updated'],
  seriesEnded: en['toast.ended'],
  dateSkipped: en['toast.dateSkipped'],
} as const;

/** Copy Week's English toasts. */
export const COPY_TOASTS = {
  copied: (weeks: number) => en['copy.done'].replace('{weeks}', String(weeks)),
  undone: (weeks: number) => en['copy.undone'].replace('{weeks}', String(weeks)),
  failed: en['copy.failed'],
} as const;

/** Undo's English toast titles (the schedule's). */
export const UNDO_TOASTS = {
  undone: schedule['undo.undone'],
  failed: schedule['undo.failed'],
} as const;

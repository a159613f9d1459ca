import type { WeekStatus } from '../schedule/placement';

/**
 * The schedule screen's texts of SPEC.md (§2, §4, §8), verbatim where the spec gives them, so the
 * web app and the browser tests agree on them.
 */
export const SCHEDULE_TEXTS = {
  overlapBanner: 'Warning: This week has overlapping shows. Resolve conflicts before finalizing.',
  revertConfirm: 'Are you sure you want to revert this finalized week to draft status?',
  deleteConfirm: (show: string) => `Delete "${show}" from the schedule?`,
  continuation: '(cont.)',
  recurring: '(recurring)',
  exception: '(exception)',
  pastWeek: 'This week is in the past. It can be viewed but not changed.',
} as const;

export const WEEK_STATUS_LABELS: Record<WeekStatus, string> = {
  'not-started': 'Not Started',
  draft: 'Draft',
  finalized: 'Finalized',
};

export const SCHEDULE_ERRORS = {
  loadWeekFailed: (weekId: string) => `Failed to load week ${weekId}`,
  addFailed: 'Failed to add show',
  updateFailed: 'Failed to update show',
  deleteFailed: 'Failed to delete show',
  finalizeFailed: 'Failed to finalize week. Please try again.',
  revertFailed: 'Failed to revert week',
  // The spec names no message for a failed Save Draft; this follows the finalize one.
  saveDraftFailed: 'Failed to save draft. Please try again.',
} as const;

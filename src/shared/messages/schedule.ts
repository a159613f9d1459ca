import type { WeekStatus } from '../schedule/placement';

/**
 * The schedule screen's texts of SPEC.md (§2, §4, §8), verbatim where the spec gives them, so the
 * web app and the browser tests agree on them.
 */
export const SCHEDULE_TEXTS = {
  overlapBanner: 'Warning: This week has overlapping shows. Resolve conflicts before finalizing.',
  // DJ double-booking (beyond the spec): a warning of its own, never a refusal of a draft.
  djClashBanner: 'A DJ is booked on two shows at the same time:',
  djClashFinalize: (lines: readonly string[]) => `DJs booked twice: ${lines.join('; ')}.`,
  revertConfirm: 'Are you sure you want to revert this finalized week to draft status?',
  deleteConfirm: (show: string) => `Delete "${show}" from the schedule?`,
  continuation: '(cont.)',
  // A series' Saturday airing the station's rule ends at Saturday midnight (decision 0057).
  cutAtWeekEnd: "cut at the week's end",
  recurring: '(recurring)',
  exception: '(exception)',
  pastWeek: 'This week is in the past. It can be viewed but not changed.',
  // Live collaboration (issue 6): a colleague saved the block open in the edit dialog.
  changedUnderneath:
    'Someone else saved changes to this show while you were editing it. Load their version to continue from it; your unsaved edits here will be replaced.',
  loadTheirVersion: 'Load Their Version',
  removedUnderneath:
    'Someone else removed this show from the schedule while you were editing it. Your changes cannot be saved.',
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

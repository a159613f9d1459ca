/**
 * Copy Week's toasts (SPEC.md §8) that the schedule's own hook still reads; the series dialogs'
 * and Copy Week's form are in the `series` catalog. The spec's refusal and result messages
 * themselves live beside their rules (SERIES_MESSAGES in schemas/series.ts, COPY_MESSAGES in
 * schedule/copy-week.ts).
 */
export const COPY_TEXTS = {
  nothingCopied: 'No weeks were copied',
  /** Under "Change undone", after Undo of a copy: the success text would say the opposite. */
  copyUndone: (weeks: number) => `The copy to ${weeks} week(s) was taken back.`,
} as const;

/**
 * Texts of the series' block actions and of Copy Week's toasts (SPEC.md §2, §4, §8) that the
 * schedule's own hooks and dialogs still read; the series dialogs' and Copy Week's are in the
 * `series` catalog. The spec's
 * refusal and result messages themselves live beside their rules (SERIES_MESSAGES in
 * schemas/series.ts, COPY_MESSAGES in schedule/copy-week.ts).
 */
export const SERIES_TEXTS = {
  created: 'Recurring series created',
  removeInstanceConfirm: (show: string) =>
    `Remove this instance of "${show}" from the recurring series?`,
  /** Added to the delete question of a series' first show: the server ends the series with it. */
  endsSeriesNote:
    'This is the first show of a recurring series: deleting it ends the series. Its generated instances disappear from every week; instances edited as exceptions stay as plain shows.',
  /** Added to the delete question of an exception: the server keeps the date free. */
  deleteExceptionNote:
    'The recurring series will not bring this occurrence back; the rest of the series stays.',
} as const;

export const COPY_TEXTS = {
  nothingCopied: 'No weeks were copied',
  /** Under "Change undone", after Undo of a copy: the success text would say the opposite. */
  copyUndone: (weeks: number) => `The copy to ${weeks} week(s) was taken back.`,
} as const;

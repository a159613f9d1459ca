/**
 * Texts of the Create Recurring Series and Copy Week Schedule dialogs and of the series' block
 * actions (SPEC.md §2, §4, §8), so the web app and the browser tests agree on them. The spec's
 * refusal and result messages themselves live beside their rules (SERIES_MESSAGES in
 * schemas/series.ts, COPY_MESSAGES in schedule/copy-week.ts).
 */
export const SERIES_TEXTS = {
  noDjs: 'No DJs assigned',
  created: 'Recurring series created',
  infoNote:
    'The show repeats at the same time and length. Each occurrence can later be edited on its own or removed from the series.',
  removeInstanceConfirm: (show: string) =>
    `Remove this instance of "${show}" from the recurring series?`,
  /** Added to the delete question of a series' first show: the server ends the series with it. */
  endsSeriesNote:
    'This is the first show of a recurring series: deleting it ends the series. Its generated instances disappear from every week; instances edited as exceptions stay as plain shows.',
  /** Added to the delete question of an exception: the server keeps the date free. */
  deleteExceptionNote:
    'The recurring series will not bring this occurrence back; the rest of the series stays.',
  /** The End choice beside the spec's count and date (decision 0053): a standing schedule. */
  neverLabel: 'Never end',
  neverLead: 'Never',
  neverHint: 'repeats until the series is changed or ended',
  /** Ends the rule's summary line: "Every week on Monday and Friday, until changed". */
  neverSummary: ', until changed',
} as const;

export const COPY_TEXTS = {
  /** The "Important Notes" box: the four rules of SPEC.md §4 "Copy week". */
  notes: [
    'Existing shows in destination weeks are not overwritten.',
    'Conflicts appear as overlapping shows.',
    'Recurring shows are copied as individual non-recurring instances (left out where their series already runs that week).',
    'Overlaps can be resolved afterwards in each week.',
  ],
  nothingCopied: 'No weeks were copied',
  /** Under "Change undone", after Undo of a copy: the success text would say the opposite. */
  copyUndone: (weeks: number) => `The copy to ${weeks} week(s) was taken back.`,
} as const;

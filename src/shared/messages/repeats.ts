/** "Repeat (rebroadcast)" (issue 36, decision 0072): Edit Show and the series dialogs. */
export const REPEAT_TEXTS = {
  label: 'Repeat (rebroadcast)',
  placedDetail: 'Aired before: Reports counts it apart from first airings.',
  seriesFirstDetail:
    'On the first show of a series this marks every occurrence; an edited occurrence keeps its own.',
  /** The grid's and agenda's mark beside a repeat's name. */
  mark: 'Repeat',
} as const;

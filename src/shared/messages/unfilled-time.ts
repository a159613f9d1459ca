import { gapLabel, unfilledHoursLabel, type Gap } from '../schedule/unfilled-time';

/** Gaps named in one sentence; the rest are counted ("and 3 more"). */
const GAPS_NAMED = 6;

/** "Mon 02:00–06:00, Tue 01:00–03:00 and 2 more". */
export function gapList(gaps: readonly Pick<Gap, 'startSlot' | 'endSlot'>[]): string {
  const named = gaps.slice(0, GAPS_NAMED).map(gapLabel).join(', ');
  const more = gaps.length - GAPS_NAMED;
  return more > 0 ? `${named} and ${more} more` : named;
}

/** Unfilled time's texts (issue 35, decision 0070), in one place for every screen and the server. */
export const UNFILLED_TEXTS = {
  // The dashboard's are in its catalog (src/shared/i18n/locales/<language>/dashboard.json), the
  // schedule's header, grid, agenda and Finalize question in the series catalog.
  // The Place dialog's title (the schedule's own dialog).
  placeHere: 'Place a show here',
  // Finalize: the server's refusal and question.
  confirm: (minutes: number, gaps: readonly Pick<Gap, 'startSlot' | 'endSlot'>[]) =>
    `Finalize with ${unfilledHoursLabel(minutes)} unfilled? ${gapList(gaps)}`,
  refused: (gaps: readonly Pick<Gap, 'startSlot' | 'endSlot'>[]) =>
    `Cannot finalize: ${gaps.length} ${gaps.length === 1 ? 'gap' : 'gaps'} (${gapList(gaps)}). Fill them or change the station's rule.`,
} as const;

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
  // Station Settings → Schedule.
  minimumLabel: 'Shortest gap to show',
  minimumHint:
    'Empty stretches at least this long are hatched on the schedule and questioned at Finalize.',
  ruleLegend: 'Weeks with unfilled time',
  rules: [
    { value: 'allow', label: 'May be finalized', description: 'Finalize as always (the default).' },
    {
      value: 'confirm',
      label: 'Ask before finalizing',
      description: 'Finalize lists the gaps and asks to confirm.',
    },
    {
      value: 'refuse',
      label: 'May not be finalized',
      description: 'Finalize is refused until every gap is filled.',
    },
  ],
  saveSchedule: 'Save gap rules',
  savedSchedule: 'Gap rules saved',
  // Station Settings → Public schedule.
  betweenShows: 'Between shows',
  betweenShowsIntro:
    'What listeners see on the public pages, embeds and API while a finalized week has no show on air, such as "Non-stop music". Leave the name empty to show nothing.',
  fallbackName: 'Name',
  fallbackDescription: 'Description',
  fallbackImage: 'Image',
  saveFallback: 'Save between shows',
  savedFallback: 'Between shows saved',
} as const;

/** Minutes as the minimum's choices read: "15 min", "1 h", "1 h 30 min". */
export function minimumLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

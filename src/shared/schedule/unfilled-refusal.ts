import { localText, type LocalText } from '../i18n/local-text';
import { dateValue } from './clock-change';
import { clockRange, type Clock } from './slots';
import { gapPlacement, type Gap } from './unfilled-time';
import { addDays, type CivilDate } from './week';

/** Gaps named in one sentence; the rest are counted ("and 3 more"). */
const GAPS_NAMED = 6;

type GapSlots = Pick<Gap, 'startSlot' | 'endSlot'>;

/** "Mon 02:00–06:00": a gap by its weekday (from `Intl`, in the reader's language) and clock. */
function gapText(weekId: CivilDate, gap: GapSlots, clock: Clock): LocalText {
  const p = gapPlacement(gap);
  return localText('schedule:gaps.gap', {
    day: dateValue(addDays(weekId, p.dayIndex)),
    range: clockRange(p.timeIndex, p.duration, '–', clock),
  });
}

/** "Mon 02:00–06:00, Tue 01:00–03:00 and 2 more". */
export function gapListText(
  weekId: CivilDate,
  gaps: readonly GapSlots[],
  clock: Clock = '24h',
): LocalText {
  const named = gaps.slice(0, GAPS_NAMED).map((gap) => gapText(weekId, gap, clock));
  const list = named.reduceRight<LocalText | null>(
    (rest, first) => (rest ? localText('schedule:gaps.join', { first, rest }) : first),
    null,
  );
  const joined = list ?? localText('schedule:gaps.join', { first: '', rest: '' });
  const more = gaps.length - GAPS_NAMED;
  return more > 0 ? localText('schedule:gaps.more', { named: joined, count: more }) : joined;
}

/**
 * Finalize with gaps (issue 35, decision 0070) as `schedule` catalog texts, which the server says
 * in the request's language: the question of a station that asks ("Finalize with 12.5 h
 * unfilled? Mon 02:00–06:00, …") and the refusal of one that refuses ("Cannot finalize: 2 gaps
 * (…). Fill them or change the station's rule.").
 */
export const UNFILLED_REFUSALS = {
  confirm: (weekId: CivilDate, minutes: number, gaps: readonly GapSlots[]) =>
    localText('schedule:gaps.confirm', {
      hours: localText('schedule:duration.hours', { hours: Math.round((minutes / 60) * 10) / 10 }),
      gaps: gapListText(weekId, gaps),
    }),
  refused: (weekId: CivilDate, gaps: readonly GapSlots[]) =>
    localText('schedule:gaps.refused', { count: gaps.length, gaps: gapListText(weekId, gaps) }),
};

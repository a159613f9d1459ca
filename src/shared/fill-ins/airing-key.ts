import { hostKey } from '../schedule/dj-clash';
import { dayDate, type CivilDate } from '../schedule/week';

/** As much of a drawn block as names its airing. */
type Keyed = {
  id: string;
  dayIndex: number;
  recurringSeriesId: string | null;
  originalInstanceDate: string | null;
};

/**
 * The key a fill-in request names its airing by (decision 0066): "series:<id>:<date>" for any
 * date of a series (generated, exception or first show), else "show:<id>". A block carried into
 * the next week (day -1) keeps its own date, so its key is the same from either week.
 */
export function airingKeyOf(block: Keyed, weekId: CivilDate): string {
  if (block.recurringSeriesId)
    return `series:${block.recurringSeriesId}:${block.originalInstanceDate ?? dayDate(weekId, block.dayIndex)}`;
  return `show:${block.id}`;
}

/** A taken fill-in request as readers mark its airing: the key, and the taker's DJ entry. */
export type TakenFillIn = {
  airingKey: string;
  /** The taker's DJ entry and the names it is known by (placements keep their day's name). */
  djId: string;
  djNames: readonly string[];
  /** The hosts the request was asked for (the airing's hosts before the hand-over). */
  forHosts: string[];
};

/** What a block carries when its airing was handed over by a taken fill-in request. */
export type FillInMark = { djId: string; forHosts: string[] };

/**
 * The mark of a block handed over by a taken fill-in request, or null: the request names this
 * airing and its taker is still among the block's hosts (a manager who put someone else on it
 * since made it an ordinary guest host, not a fill-in).
 */
export function fillInMarkOf(
  block: Keyed & { djNames: readonly string[] },
  weekId: CivilDate,
  taken: ReadonlyMap<string, TakenFillIn>,
): FillInMark | null {
  if (taken.size === 0) return null;
  const fillIn = taken.get(airingKeyOf(block, weekId));
  if (!fillIn) return null;
  const names = new Set(fillIn.djNames.map(hostKey));
  if (!block.djNames.some((n) => names.has(hostKey(n)))) return null;
  return { djId: fillIn.djId, forHosts: fillIn.forHosts };
}

import {
  occurrencesBetween,
  occurrencesInWeek,
  type SeriesSpan,
} from '../../../../shared/schedule/recurrence';
import type { CivilDate } from '../../../../shared/schedule/week';

const LIMIT = 20_000;

/**
 * Expanding a rule with rrule walks from the series' first date every time: about 0.7 ms for a
 * new weekly series and 8 ms for one started six years ago, so a week with 20 series spent most of
 * its time there (measured by `npm run bench`). The dates depend only on the rule, the span and
 * the range, which together form the key, so entries never go stale: a changed or ended series
 * has a new key. Bounded; the oldest entries go first. Derived data only, so each server process
 * may keep its own (DESIGN.md D11).
 */
function boundedCache<V>() {
  const entries = new Map<string, V>();
  return (key: string, compute: () => V): V => {
    const found = entries.get(key);
    if (found !== undefined) {
      // Refresh its place, so the most used stay longest.
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    const value = compute();
    entries.set(key, value);
    if (entries.size > LIMIT) entries.delete(entries.keys().next().value!);
    return value;
  };
}

const keyOf = (series: SeriesSpan, ...range: string[]) =>
  JSON.stringify([series.rule, series.startDate, series.endDate ?? null, ...range]);

const weeks = boundedCache<ReturnType<typeof occurrencesInWeek>>();
const ranges = boundedCache<CivilDate[]>();

/** occurrencesInWeek, remembered. Callers must not change the answer. */
export function cachedOccurrencesInWeek(series: SeriesSpan, weekId: CivilDate) {
  return weeks(keyOf(series, weekId), () => occurrencesInWeek(series, weekId));
}

/** occurrencesBetween, remembered. Callers must not change the answer. */
export function cachedOccurrencesBetween(series: SeriesSpan, from: CivilDate, to: CivilDate) {
  return ranges(keyOf(series, from, to), () => occurrencesBetween(series, from, to));
}

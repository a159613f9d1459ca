import type { Dj } from '../schemas/dj';
import type { Show } from '../schemas/show';
import type { DjSortKey, LibrarySortKey } from './search';

const LAST = Number.MAX_SAFE_INTEGER;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A list's orders, each worked out once and kept: the same answers as sortShows / sortDjs, but a
 * change of sort at 5000 entries costs a sort of numbers, not ~65k collator comparisons (~50 ms).
 * Names are collated once per list; the other orders are stable sorts of the name order by a
 * number, so their ties still fall back to the name.
 */
export type ListOrders<K extends string, T> = (key: K) => readonly T[];

/** The show orders of a list: name A-Z, first DJ A-Z (none last), longest first, newest first. */
export function showOrders(shows: readonly Show[]): ListOrders<LibrarySortKey, Show> {
  const byName = [...shows].sort((a, b) => collator.compare(a.name, b.name));
  return cachedOrders<LibrarySortKey, Show>({
    name: () => byName,
    dj: () => {
      const rank = collatedRanks(byName.map((show) => show.djNames[0]));
      return stableSortBy(byName, (show) => {
        const first = show.djNames[0];
        return first === undefined ? LAST : rank.get(first)!;
      });
    },
    duration: () => stableSortBy(byName, (show) => -show.duration),
    // ISO times and ids compare by their characters: no collator needed for the same order.
    recent: () =>
      [...shows].sort((a, b) => descending(a.createdAt, b.createdAt) || descending(a.id, b.id)),
  });
}

/** The DJ orders of a list: name A-Z, newest first, e-mail A-Z (none last). */
export function djOrders(djs: readonly Dj[]): ListOrders<DjSortKey, Dj> {
  const byName = [...djs].sort((a, b) => collator.compare(a.name, b.name));
  return cachedOrders<DjSortKey, Dj>({
    name: () => byName,
    recent: () => [...djs].sort((a, b) => descending(a.createdAt, b.createdAt)),
    email: () => {
      const rank = collatedRanks(byName.map((dj) => dj.email ?? undefined));
      return stableSortBy(byName, (dj) => (dj.email ? rank.get(dj.email)! : LAST));
    },
  });
}

function cachedOrders<K extends string, T>(
  makers: Record<K, () => readonly T[]>,
): ListOrders<K, T> {
  const made = new Map<K, readonly T[]>();
  return (key) => {
    let order = made.get(key);
    if (!order) {
      order = makers[key]();
      made.set(key, order);
    }
    return order;
  };
}

/** Each distinct text's place in collation order; texts the collator calls equal share a place. */
function collatedRanks(texts: readonly (string | undefined)[]): Map<string, number> {
  const distinct = [...new Set(texts.filter((t): t is string => t !== undefined))].sort(
    collator.compare,
  );
  const ranks = new Map<string, number>();
  let rank = 0;
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1]!, text) !== 0) rank += 1;
    ranks.set(text, rank);
  });
  return ranks;
}

function stableSortBy<T>(items: readonly T[], keyOf: (item: T) => number): T[] {
  const keys = items.map(keyOf);
  const positions = items.map((_, i) => i);
  positions.sort((a, b) => keys[a]! - keys[b]! || a - b);
  return positions.map((i) => items[i]!);
}

function descending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

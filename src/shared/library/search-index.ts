import type { Dj } from '../schemas/dj';
import type { Show } from '../schemas/show';
import { foldForSearch } from './text-match';

/**
 * A list kept in its display order with each entry's searchable texts folded once (case and
 * accents dropped, see foldForSearch). Folding is the costly part of a search: done per keystroke
 * it costs 20-40 ms at 5000 shows; done once per entry, a keystroke is one `includes` per entry.
 */
export type SearchIndex<T> = { readonly items: readonly T[]; readonly keys: readonly string[] };

// Joins an entry's texts so a search can never match across two of them ("jazz ana" does not
// match the name "Jazz" followed by the DJ "Ana"), as matching each text alone never did.
const SEPARATOR = '\u0000';

type TextsOf<T> = (item: T) => readonly (string | null | undefined)[];

// Folded texts per entry object, per kind of entry: another order of the same list, or a list
// fetched again (unchanged entries keep their object), folds nothing again.
const foldedByKind = new WeakMap<TextsOf<never>, WeakMap<object, string>>();

/** An index of `items` (in the order given) over the texts `textsOf` names for each. */
export function buildSearchIndex<T extends object>(
  items: readonly T[],
  textsOf: TextsOf<T>,
): SearchIndex<T> {
  let folded = foldedByKind.get(textsOf as TextsOf<never>);
  if (!folded) {
    folded = new WeakMap();
    foldedByKind.set(textsOf as TextsOf<never>, folded);
  }
  const keys = items.map((item) => {
    let key = folded.get(item);
    if (key === undefined) {
      key = textsOf(item)
        .filter((text): text is string => Boolean(text))
        .map(foldForSearch)
        .join(SEPARATOR);
      folded.set(item, key);
    }
    return key;
  });
  return { items, keys };
}

/**
 * The entries whose texts contain the search, in the index's order; a blank search gives the whole
 * list (the same array, so nothing downstream re-renders). `keep` narrows further (the DJ
 * Library's active filter). Same answers as filterShows / filterDjs on the same list.
 */
export function searchIndex<T>(
  index: SearchIndex<T>,
  search: string,
  keep?: (item: T) => boolean,
): readonly T[] {
  const needle = foldForSearch(search.trim());
  if (!needle && !keep) return index.items;
  const found: T[] = [];
  for (let i = 0; i < index.items.length; i += 1) {
    const item = index.items[i]!;
    if (keep && !keep(item)) continue;
    if (needle && !index.keys[i]!.includes(needle)) continue;
    found.push(item);
  }
  return found;
}

/** What a show search looks at (SPEC.md §2): its name, its DJs' names and its genres. */
export function showSearchTexts(show: Show): readonly string[] {
  return [show.name, ...show.djNames, ...show.genres];
}

/** What a DJ search looks at (SPEC.md §2): name, e-mail, phone and tags. */
export function djSearchTexts(dj: Dj): readonly (string | null)[] {
  return [dj.name, dj.email, dj.phone, ...dj.tags];
}

import type { Dj } from '../schemas/dj';
import type { Show } from '../schemas/show';
import { searchMatcher } from './text-match';

export type LibrarySortKey = 'name' | 'dj' | 'duration' | 'recent';
export type DjSortKey = 'name' | 'recent' | 'email';
export type ActiveFilter = 'all' | 'active' | 'inactive';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Shows whose name, any DJ name or any genre contains the text, ignoring case and accents, and (when genres
 * are chosen) that have at least one of them. "jazz" finds "Late Night Jazz" and a show with
 * genre Jazz alike.
 */
export function filterShows(
  shows: readonly Show[],
  text: string,
  genres: readonly string[] = [],
): Show[] {
  const matches = searchMatcher(text);
  return shows.filter((show) => {
    if (genres.length > 0 && !show.genres.some((g) => genres.includes(g))) return false;
    return matches(show.name, ...show.djNames, ...show.genres);
  });
}

/** Sorted copy: name A-Z, first DJ A-Z (shows without DJs last), longest first, newest first. */
export function sortShows(shows: readonly Show[], key: LibrarySortKey): Show[] {
  const copy = [...shows];
  switch (key) {
    case 'name':
      return copy.sort((a, b) => collator.compare(a.name, b.name));
    case 'dj':
      return copy.sort(
        (a, b) =>
          compareMissingLast(a.djNames[0], b.djNames[0]) || collator.compare(a.name, b.name),
      );
    case 'duration':
      return copy.sort((a, b) => b.duration - a.duration || collator.compare(a.name, b.name));
    case 'recent':
      return copy.sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
      );
  }
}

/** DJs whose name, e-mail, phone or a tag contains the text, ignoring case and accents, after the active filter. */
export function filterDjs(djs: readonly Dj[], text: string, active: ActiveFilter = 'all'): Dj[] {
  const matches = searchMatcher(text);
  return djs.filter((dj) => {
    if (active === 'active' && !dj.active) return false;
    if (active === 'inactive' && dj.active) return false;
    return matches(dj.name, dj.email, dj.phone, ...dj.tags);
  });
}

/** Sorted copy: name A-Z, newest first, e-mail A-Z (DJs without e-mail last). */
export function sortDjs(djs: readonly Dj[], key: DjSortKey): Dj[] {
  const copy = [...djs];
  switch (key) {
    case 'name':
      return copy.sort((a, b) => collator.compare(a.name, b.name));
    case 'recent':
      return copy.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    case 'email':
      return copy.sort(
        (a, b) =>
          compareMissingLast(a.email ?? undefined, b.email ?? undefined) ||
          collator.compare(a.name, b.name),
      );
  }
}

function compareMissingLast(a: string | undefined, b: string | undefined): number {
  if (a === undefined && b === undefined) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return collator.compare(a, b);
}

/**
 * At most `max` items, and how many more there are (the screen says "+N more"): (["a","b","c"], 2)
 * gives { shown: ["a","b"], more: 1 }.
 */
export function firstWithMore<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** Text cut to `max` characters with an ellipsis when longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

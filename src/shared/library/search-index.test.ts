import { describe, expect, it } from 'vitest';
import type { Dj } from '../schemas/dj';
import type { Show } from '../schemas/show';
import { filterDjs, filterShows, sortDjs, sortShows, type LibrarySortKey } from './search';
import { djOrders, showOrders } from './library-order';
import { manyShows, NAMES } from './show-library.fixture';
import { buildSearchIndex, djSearchTexts, searchIndex, showSearchTexts } from './search-index';

const dj = (i: number): Dj => ({
  id: `dj-${i}`,
  name: `${NAMES[i % NAMES.length]} ${i}`,
  bio: null,
  avatarUrl: null,
  tags: i % 2 ? ['Morning'] : [],
  email: i % 3 ? `dj${i}@station.example` : null,
  phone: i % 4 ? null : `555-01${i}`,
  active: i % 3 !== 0,
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const SEARCHES = ['', '  ', 'jazz', 'LUCIA', 'électro', 'electro', 'café 12', 'zoe', 'x-none', 'é'];
const SORTS: LibrarySortKey[] = ['name', 'dj', 'duration', 'recent'];

describe('the library search index', () => {
  const shows = manyShows(600);

  it('finds the same shows in the same order as filtering and sorting the whole list', () => {
    const orders = showOrders(shows);
    for (const sort of SORTS) {
      expect(orders(sort).map((s) => s.id)).toEqual(sortShows(shows, sort).map((s) => s.id));
      const index = buildSearchIndex(orders(sort), showSearchTexts);
      for (const text of SEARCHES) {
        expect(searchIndex(index, text).map((s) => s.id)).toEqual(
          sortShows(filterShows(shows, text), sort).map((s) => s.id),
        );
      }
    }
  });

  it('finds the same DJs as filtering them, with the active filter', () => {
    const djs = Array.from({ length: 90 }, (_, i) => dj(i));
    const orders = djOrders(djs);
    for (const sort of ['name', 'recent', 'email'] as const) {
      expect(orders(sort).map((d) => d.id)).toEqual(sortDjs(djs, sort).map((d) => d.id));
    }
    const index = buildSearchIndex(orders('email'), djSearchTexts);
    for (const text of ['', 'lucia', 'station.example', '555', 'morning', 'dj3']) {
      expect(searchIndex(index, text).map((d) => d.id)).toEqual(
        sortDjs(filterDjs(djs, text), 'email').map((d) => d.id),
      );
      expect(searchIndex(index, text, (d) => d.active).map((d) => d.id)).toEqual(
        sortDjs(filterDjs(djs, text, 'active'), 'email').map((d) => d.id),
      );
    }
  });

  it('never matches across two texts of one entry', () => {
    const index = buildSearchIndex(manyShows(10), showSearchTexts);
    // "Session 0" is a name and "Jazz" a genre of the first show: not one text.
    expect(searchIndex(index, 'session 0jazz')).toEqual([]);
    expect(searchIndex(index, 'session 0').length).toBeGreaterThan(0);
  });

  it('gives back the same list for a blank search, so nothing downstream re-renders', () => {
    const index = buildSearchIndex(shows, showSearchTexts);
    expect(searchIndex(index, ' ')).toBe(index.items);
  });

  // The work of a keystroke and of a change of sort, counted as reads of the shows' fields: a
  // count does not move with the machine's load, a timing does (their times are bench figures).
  it('reads no show again on a keystroke, and only durations on a change of sort, at 5000 shows', () => {
    const { shows: big, reads } = countingReads(manyShows(5000));
    const orders = showOrders(big);
    const index = buildSearchIndex(orders('name'), showSearchTexts);
    const firstBuild = reads.total();
    // Sorting by name and folding each show's texts once reads names, DJs and genres.
    expect(firstBuild).toBeGreaterThan(5000 * 3);

    reads.reset();
    for (const text of ['l', 'la', 'late', 'late night session 4', 'late night session 42']) {
      expect(searchIndex(index, text).length).toBeGreaterThan(0);
    }
    // A keystroke compares the folded keys: it reads no show (re-folding would read 3 per show).
    expect(reads.total()).toBe(0);

    buildSearchIndex(orders('duration'), showSearchTexts);
    // One duration per show for the new order; no name is collated, no text folded again.
    expect(reads.byField()).toEqual({ duration: 5000 });
    reads.reset();
    const byDuration = buildSearchIndex(orders('duration'), showSearchTexts);
    buildSearchIndex(orders('name'), showSearchTexts);
    // An order asked for again is the one kept: nothing is read at all.
    expect(reads.total()).toBe(0);
    expect(searchIndex(byDuration, 'late night session 4').map((s) => s.id)).toEqual(
      sortShows(filterShows(manyShows(5000), 'late night session 4'), 'duration').map((s) => s.id),
    );
  });
});

/** The shows behind proxies that count each read of a field, by field. */
function countingReads(shows: Show[]) {
  let counts: Record<string, number> = {};
  const counted = shows.map(
    (show) =>
      new Proxy(show, {
        get(target, field, receiver) {
          if (typeof field === 'string') counts[field] = (counts[field] ?? 0) + 1;
          return Reflect.get(target, field, receiver) as unknown;
        },
      }),
  );
  return {
    shows: counted,
    reads: {
      total: () => Object.values(counts).reduce((a, b) => a + b, 0),
      byField: () => ({ ...counts }),
      reset: () => {
        counts = {};
      },
    },
  };
}

import { showOrders } from '../../src/shared/library/library-order';
import { filterShows, sortShows } from '../../src/shared/library/search';
import {
  buildSearchIndex,
  searchIndex,
  showSearchTexts,
} from '../../src/shared/library/search-index';
import { manyShows } from '../../src/shared/library/show-library.fixture';
import { medianMs, type GrowthFigure, type GrowthRow } from '../lib/growth';

export const SEARCH_KEYSTROKE_FIGURE = 'library search, a keystroke (shows)';
export const SEARCH_SORT_FIGURE = 'library search, a change of sort (shows)';
export const SEARCH_AGAIN_FIGURE = 'library search, filtering and sorting again (shows)';
/** 1x, 5x and 20x, as the library's answer (library-answer.ts). */
export const SEARCH_SHOWS = [250, 1250, 5000] as const;

const TYPED = 'late night session 4';

/**
 * The Show Library's search as the page runs it, in this process (no server): a keystroke on the
 * kept index (search-index.ts), a change of sort (a kept order, no text folded again), against
 * filtering and sorting the whole list again as before the index. The unit test counts the work
 * (no show read on a keystroke); this is its time, bar: a keystroke at 5000 shows under a fifth
 * of filtering and sorting again.
 */
export const librarySearchGrowth: GrowthFigure = async () => {
  const rows: GrowthRow[] = [];
  for (const size of SEARCH_SHOWS) {
    const shows = manyShows(size);
    const orders = showOrders(shows);
    let index = buildSearchIndex(orders('name'), showSearchTexts);
    const sorts = ['duration', 'name'] as const;
    const keystroke = await medianMs(async () => searchIndex(index, TYPED), { runs: 15 });
    const sort = await medianMs(
      async (run) => {
        index = buildSearchIndex(orders(sorts[Math.abs(run) % 2]!), showSearchTexts);
      },
      { runs: 15 },
    );
    const again = await medianMs(async () => sortShows(filterShows(shows, TYPED), 'duration'), {
      runs: 15,
    });
    rows.push(
      { figure: SEARCH_KEYSTROKE_FIGURE, size, ms: keystroke },
      { figure: SEARCH_SORT_FIGURE, size, ms: sort },
      { figure: SEARCH_AGAIN_FIGURE, size, ms: again },
    );
  }
  return rows;
};

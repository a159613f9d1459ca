import { answered, medianMs, type GrowthFigure } from '../lib/growth';

export const LIBRARY_FIGURE = 'show library answer /api/shows (shows)';
/** 1x, 5x and 20x the library of the largest probe (5000 shows). */
export const LIBRARY_SHOWS = [250, 1250, 5000] as const;

/** GET /api/shows, the Show Library's list, as the library grows (all of it, as today). */
export const libraryAnswerGrowth: GrowthFigure = async (ctx) => {
  const rows = [];
  for (const size of LIBRARY_SHOWS) {
    await ctx.seed.shows(size);
    const ms = await medianMs(async () => answered(await ctx.fetch('/api/shows')));
    rows.push({ figure: LIBRARY_FIGURE, size, ms });
  }
  return rows;
};

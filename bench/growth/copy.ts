import { addDays } from '../../src/shared/schedule/week';
import { answered, medianMs, type GrowthFigure } from '../lib/growth';

export const COPY_FIGURE = 'copy week (target weeks)';
/** 1x, 5x and 20x, and the most a copy may reach (SPEC.md §5). */
export const COPY_WEEKS = [1, 5, 20, 52] as const;
const SHOWS_IN_SOURCE = 100;

/**
 * POST /api/weeks/:date/copy of a week holding 100 shows to 1, 5, 20 and 52 following weeks.
 * Every copy starts from its own source week, far from the others, so each writes all its
 * shows (a second copy into the same weeks would skip them as already there).
 */
export const copyGrowth: GrowthFigure = async (ctx) => {
  await ctx.seed.clearSchedule();
  const rows = [];
  let source = ctx.firstWeek;
  for (const count of COPY_WEEKS) {
    const ms = await medianMs(
      async () =>
        answered(
          await ctx.fetch(`/api/weeks/${source}/copy`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mode: 'weeks', count }),
          }),
        ),
      {
        runs: count < 20 ? 7 : 5,
        warmUp: 1,
        budgetMs: 10_000,
        before: async () => {
          source = addDays(source, 7 * 60);
          await ctx.seed.weeks(source, 1, SHOWS_IN_SOURCE);
        },
      },
    );
    rows.push({ figure: COPY_FIGURE, size: count, ms });
  }
  return rows;
};

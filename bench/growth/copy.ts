import { addDays } from '../../src/shared/schedule/week';
import { answered, type GrowthFigure } from '../lib/growth';
import { median } from '../lib/stats';

export const COPY_FIGURE = 'copy week (target weeks)';
/** 1x, 5x and 20x, and the most a copy may reach (SPEC.md §5). */
export const COPY_WEEKS = [1, 5, 20, 52] as const;
const SHOWS_IN_SOURCE = 100;
/** Rounds of one copy of each size; the first is not measured, the others are two full turns. */
const ROUNDS = 9;
/**
 * The order of a round, shifted by one size each round (a balanced Latin square): over four
 * rounds every size is measured right after every other size once, so what one copy leaves the
 * server to do afterwards (its live notices, its garbage) weighs on each size alike.
 */
const BALANCED_ORDER = [0, 1, 3, 2];

/**
 * POST /api/weeks/:date/copy of a week holding 100 shows to 1, 5, 20 and 52 following weeks.
 * Every copy starts from its own source week, far from the others, so each writes all its
 * shows (a second copy into the same weeks would skip them as already there).
 *
 * The sizes take turns, one copy of each per round, so the table's growth, the server's heap and
 * whatever else the machine does at the time weigh on every size alike: the ratio between sizes
 * is what the target reads.
 */
export const copyGrowth: GrowthFigure = async (ctx) => {
  await ctx.seed.clearSchedule();
  const times = new Map<number, number[]>(COPY_WEEKS.map((count) => [count, []]));
  let source = ctx.firstWeek;
  for (let round = 0; round < ROUNDS; round++) {
    const order = BALANCED_ORDER.map((i) => COPY_WEEKS[(i + round) % COPY_WEEKS.length]!);
    for (const count of order) {
      source = addDays(source, 7 * 60);
      await ctx.seed.weeks(source, 1, SHOWS_IN_SOURCE);
      const started = performance.now();
      await answered(
        await ctx.fetch(`/api/weeks/${source}/copy`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mode: 'weeks', count }),
        }),
      );
      if (round > 0) times.get(count)!.push(performance.now() - started);
    }
  }
  return COPY_WEEKS.map((count) => ({
    figure: COPY_FIGURE,
    size: count,
    ms: median(times.get(count)!),
  }));
};

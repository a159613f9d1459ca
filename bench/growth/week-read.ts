import { addDays } from '../../src/shared/schedule/week';
import { answered, medianMs, type GrowthFigure } from '../lib/growth';

export const WEEK_READ_FIGURE = 'week first read (series, 5 years old)';
export const WEEK_LATER_FIGURE = 'week first read ten years later (series)';
/** 1x, 5x and 20x the series of a busy station. */
export const WEEK_SERIES = [50, 250, 1000] as const;
const SERIES_AGE_WEEKS = 260;
/**
 * Series without end, running through every week read, whatever the size: a station draws about
 * a hundred shows a week, so more series is more history (past seasons' series, each ended after
 * a year), not a fuller week. Before series could run without end (decision 0053), "never" meant
 * ten years from the start, and the weeks read here, twelve years on, held no series at all.
 */
const RUNNING = 40;
const ENDED_AFTER_WEEKS = 52;

/**
 * GET /api/weeks/:date of a week nobody read before (each run a new week, so no kept answer or
 * remembered expansion helps), as the number of long-lived series grows; then the same for weeks
 * ten years later, which should cost no more (expansion starts near the week, not at the start).
 */
export const weekReadGrowth: GrowthFigure = async (ctx) => {
  await ctx.seed.clearSchedule();
  const rows = [];
  let seeded = 0;
  let week = addDays(ctx.firstWeek, 7 * 400);
  await ctx.seed.series(ctx.firstWeek, RUNNING, SERIES_AGE_WEEKS);
  for (const size of WEEK_SERIES) {
    await ctx.seed.series(
      ctx.firstWeek,
      size - seeded - (seeded ? 0 : RUNNING),
      SERIES_AGE_WEEKS,
      ENDED_AFTER_WEEKS,
    );
    seeded = size;
    const first = await medianMs(async () => answered(await ctx.fetch(`/api/weeks/${week}`)), {
      runs: 7,
      warmUp: 1,
      before: async () => void (week = addDays(week, 7)),
    });
    rows.push({ figure: WEEK_READ_FIGURE, size, ms: first });
    let later = addDays(week, 7 * 520);
    const laterMs = await medianMs(async () => answered(await ctx.fetch(`/api/weeks/${later}`)), {
      runs: 7,
      warmUp: 1,
      before: async () => void (later = addDays(later, 7)),
    });
    rows.push({ figure: WEEK_LATER_FIGURE, size, ms: laterMs });
  }
  return rows;
};

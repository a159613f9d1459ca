import { addDays } from '../../src/shared/schedule/week';
import { answered, medianMs, type GrowthFigure } from '../lib/growth';

export const DASHBOARD_FIGURE = 'dashboard API (weeks)';
/** 1x, 5x and 20x: a year, five years and twenty years of weeks at 100 shows each. */
export const DASHBOARD_WEEKS = [50, 250, 1000] as const;
export const HEALTH_FIGURE = '/api/health (reference)';

/**
 * GET /api/weeks (the dashboard's list and stats cards) as the station's history grows; the
 * weeks are added oldest first, ending at the context's first week, so each size holds the last.
 */
export const dashboardGrowth: GrowthFigure = async (ctx) => {
  await ctx.seed.clearSchedule();
  const health = await medianMs(async () => answered(await ctx.fetch('/api/health')), {
    runs: 15,
    warmUp: 3,
  });
  const rows = [{ figure: HEALTH_FIGURE, size: 0, ms: health }];
  let seeded = 0;
  for (const size of DASHBOARD_WEEKS) {
    await ctx.seed.weeks(addDays(ctx.firstWeek, -7 * size), size - seeded);
    seeded = size;
    const ms = await medianMs(async () => answered(await ctx.fetch('/api/weeks')));
    rows.push({ figure: DASHBOARD_FIGURE, size, ms });
  }
  return rows;
};

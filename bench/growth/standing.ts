import { addDays } from '../../src/shared/schedule/week';
import { answered, medianMs, type GrowthFigure } from '../lib/growth';
import { median } from '../lib/stats';

export const STANDING_NEAR_FIGURE = 'week first read, next week (series without end)';
export const STANDING_FAR_FIGURE = 'week first read, two years ahead (series without end)';

/**
 * A standing schedule (decision 0053): a Monday-to-Friday 06:00-10:00 show made recurring with End
 * "Never" through the dialog's route, beside 50 long-lived series. GET /api/weeks/:date of weeks
 * nobody read before (a new week each run, so no kept answer helps), the weeks after the series'
 * first against weeks two years on: the read follows the week asked for, not the series' age, so
 * the two cost the same (the bar is 2x).
 */
export const standingGrowth: GrowthFigure = async (ctx) => {
  await ctx.seed.clearSchedule();
  await ctx.seed.series(ctx.firstWeek, 50, 260);
  const json = async (response: Response, status: number) =>
    JSON.parse(new TextDecoder().decode(await answered(response, status))) as unknown;
  const post = (where: string, body: unknown) =>
    ctx.fetch(where, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { show } = (await json(
    await post('/api/shows', { name: 'Bench Morning Drive', duration: 4 }),
    201,
  )) as { show: { id: string } };
  const start = ctx.firstWeek;
  const { week } = (await json(
    await post(`/api/weeks/${start}/shows`, {
      templateId: show.id,
      dayIndex: 1,
      timeIndex: 24,
      duration: 16,
    }),
    201,
  )) as { week: { blocks: { id: string; templateId: string | null }[] } };
  const first = week.blocks.find((b) => b.templateId === show.id)!;
  await answered(
    await post(`/api/scheduled-shows/${first.id}/series`, {
      rule: { frequency: 'weekly', interval: 1, byWeekday: [1, 2, 3, 4, 5], endType: 'never' },
    }),
    201,
  );

  // The two take turns, so neither is charged for the machine's moment or a warmer cache.
  const near: number[] = [];
  const far: number[] = [];
  let n = 0;
  await medianMs(
    async (run) => {
      const nearWeek = addDays(start, 7 * (1 + n));
      const farWeek = addDays(start, 7 * (104 + n));
      n += 1;
      for (const [weekId, times] of [
        [nearWeek, near],
        [farWeek, far],
      ] as const) {
        const started = performance.now();
        await answered(await ctx.fetch(`/api/weeks/${weekId}`));
        if (run >= 0) times.push(performance.now() - started);
      }
    },
    { runs: 9, warmUp: 1 },
  );
  return [
    { figure: STANDING_NEAR_FIGURE, size: 1, ms: median(near) },
    { figure: STANDING_FAR_FIGURE, size: 1, ms: median(far) },
  ];
};

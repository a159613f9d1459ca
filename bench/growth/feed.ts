import { answered, medianMs, type GrowthFigure } from '../lib/growth';

export const FEED_FIGURE = 'calendar feed (series)';
export const FEED_UNCHANGED_FIGURE = 'calendar feed unchanged, If-None-Match (series)';
/** 1x, 5x and 20x: 10, 50 and 200 weekly series, each started two years ago. */
export const FEED_SERIES = [10, 50, 200] as const;
const SERIES_AGE_WEEKS = 104;

/**
 * GET /api/feed/<token>.ics (drafts included, all shows) as the station's series grow, made anew
 * each time (the schedule revision is moved before each fetch, as any change would, so nothing
 * kept is answered); then the same fetch again with the ETag it answered, which should be a 304
 * when nothing changed.
 */
export const feedGrowth: GrowthFigure = async (ctx) => {
  await ctx.seed.clearSchedule();
  const created = await ctx.fetch('/api/calendar-feeds', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ includeDrafts: true, scope: 'all' }),
  });
  if (created.status !== 201) throw new Error(`feed: ${created.status} ${await created.text()}`);
  const path = new URL(((await created.json()) as { url: string }).url).pathname;
  const rows = [];
  let seeded = 0;
  for (const size of FEED_SERIES) {
    await ctx.seed.series(ctx.firstWeek, size - seeded, SERIES_AGE_WEEKS);
    seeded = size;
    let etag: string | null = null;
    const ms = await medianMs(
      async () => {
        const response = await ctx.fetch(path);
        etag = response.headers.get('etag');
        return answered(response);
      },
      {
        // As many warm-up and measured runs as the other figures: a feed is made after every
        // change, by a server whose code is warm.
        runs: 7,
        warmUp: 2,
        budgetMs: 3_000,
        // A server that keeps no calendars is unaffected: the counter only says "changed".
        before: () =>
          ctx.db.query("update revisions set value = value + 1 where name = 'schedule'"),
      },
    );
    rows.push({ figure: FEED_FIGURE, size, ms });
    let status = 200;
    // Without an ETag there is nothing to ask with: the same fetch again costs the same.
    const unchanged = etag
      ? await medianMs(
          async () => {
            const response = await ctx.fetch(path, { headers: { 'if-none-match': etag! } });
            status = response.status;
            await response.arrayBuffer();
          },
          { runs: 5, warmUp: 1, budgetMs: 2_000 },
        )
      : ms;
    rows.push({ figure: FEED_UNCHANGED_FIGURE, size, ms: unchanged, status });
  }
  return rows;
};

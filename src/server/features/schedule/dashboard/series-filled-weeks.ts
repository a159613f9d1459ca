import { addDays, type CivilDate } from '../../../../shared/schedule/week';
import { isWeekInRange } from '../../../../shared/schedule/week-range';
import type { Database } from '../../../db/connection';
import type { StationClock } from '../../../http/app-env';
import { awayOfWeeks } from '../../away/away-reads';
import { blocksWithCarriedIn } from '../weeks/week-blocks';
import { figuresOfWeek, type WeekFigures } from './week-figures';

/**
 * How far ahead of the current week the dashboard looks for weeks nobody wrote to that series
 * fill (decision 0053): the current week and the twelve after it, a quarter's planning. A series
 * without end fills every later week; the dashboard lists weeks, so it stops somewhere.
 */
export const SERIES_WEEKS_AHEAD = 12;

/**
 * The weeks from `current` to SERIES_WEEKS_AHEAD weeks on that are not stored but hold series
 * instances, with their figures. Counted on each request (at most 13 weeks, expanded over that
 * window only); kept figures exist for stored weeks alone.
 */
export async function seriesFilledWeeks(
  db: Database,
  stored: ReadonlySet<CivilDate>,
  current: CivilDate,
  clock: Pick<StationClock, 'timeZone' | 'overnightContinues'>,
): Promise<{ id: CivilDate; figures: WeekFigures }[]> {
  const ids = Array.from({ length: SERIES_WEEKS_AHEAD + 1 }, (_, i) =>
    addDays(current, 7 * i),
  ).filter((id) => !stored.has(id) && isWeekInRange(id));
  if (ids.length === 0) return [];
  const [{ blocks, carriedIn }, awayIn] = await Promise.all([
    blocksWithCarriedIn(db, ids, clock),
    awayOfWeeks(db, ids),
  ]);
  return ids
    .filter((id) => (blocks.get(id)?.length ?? 0) > 0)
    .map((id) => ({
      id,
      figures: figuresOfWeek(id, blocks.get(id)!, clock.timeZone, carriedIn(id), awayIn(id)),
    }));
}

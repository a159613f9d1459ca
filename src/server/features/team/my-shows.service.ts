import {
  upcomingOwnShows,
  type MyShowsAnswer,
  type WeekBlocks,
} from '../../../shared/team/my-shows';
import { addDays, currentWeekId, dateInZone } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import { openWeek } from '../schedule/weeks/weeks.service';
import { takesFillIns } from '../fill-ins/fill-in-marks';
import { ownDjIds } from './own-dj';
import { ownTemplateIds } from './own-shows';

/**
 * A member's upcoming airings for the current week and `weeks - 1` after it, read through the
 * week endpoint's own expansion (openWeek), so My Shows, the grid and the dashboard agree on
 * every instance, exception and removed date. `null` templates: the member is not linked.
 */
export async function myShows(
  db: Database,
  userId: string,
  weeks: number,
  clock: StationClock,
): Promise<MyShowsAnswer> {
  const now = clock.now();
  const first = currentWeekId(now, clock.timeZone);
  const base = {
    timeZone: clock.timeZone,
    from: dateInZone(now, clock.timeZone),
    to: addDays(first, 7 * weeks - 1),
  };
  const [templateIds, djIds] = await Promise.all([
    ownTemplateIds(db, userId),
    ownDjIds(db, userId),
  ]);
  if (templateIds === null) return { ...base, linked: false, shows: [] };
  // A member who hosts no show may still fill in for one (decision 0068).
  if (templateIds.length === 0 && !(await takesFillIns(db, djIds, first, base.to)))
    return { ...base, linked: true, shows: [] };

  const read: WeekBlocks[] = [];
  // One week after the other: a 26-week answer must not take the whole connection pool.
  for (let i = 0; i < weeks; i += 1) {
    const week = await openWeek(db, addDays(first, 7 * i), clock);
    read.push({ id: week.id, status: week.status, blocks: week.blocks });
  }
  return {
    ...base,
    linked: true,
    shows: upcomingOwnShows(read, new Set(templateIds), new Set(djIds), now, clock.timeZone),
  };
}

import { addDays, type CivilDate } from './week';

/** A named stretch of days that overlaps no other (./seasons.ts). */
export type Season = { id: string; name: string; firstDay: CivilDate; lastDay: CivilDate };

export const SEASON_NAME_MAX = 60;
/** A season covers at most a year (a leap year's 366 days): it bounds a carry's work. */
export const SEASON_MAX_DAYS = 366;

/** Whether two seasons share a day. */
export function seasonsOverlap(a: Pick<Season, 'firstDay' | 'lastDay'>, b: typeof a): boolean {
  return a.firstDay <= b.lastDay && b.firstDay <= a.lastDay;
}

/** The season holding a date, if any: seasons never overlap, so there is at most one. */
export function seasonOn(seasons: readonly Season[], date: CivilDate): Season | null {
  return seasons.find((s) => s.firstDay <= date && date <= s.lastDay) ?? null;
}

/**
 * The season of a week (its Sunday `weekId`): the one covering most of its seven days; on a tie
 * the earlier. A week of Dec 13–19 with Fall ending Fri Dec 18 and Winter from Sat Dec 19 is
 * Fall's (six days to one). A week no season touches has none.
 */
export function seasonOfWeek(seasons: readonly Season[], weekId: CivilDate): Season | null {
  const weekEnd = addDays(weekId, 6);
  let best: Season | null = null;
  let bestDays = 0;
  for (const season of [...seasons].sort((a, b) => a.firstDay.localeCompare(b.firstDay))) {
    if (!seasonsOverlap(season, { firstDay: weekId, lastDay: weekEnd })) continue;
    let days = 0;
    for (let i = 0; i < 7; i++) {
      const day = addDays(weekId, i);
      if (season.firstDay <= day && day <= season.lastDay) days++;
    }
    if (days > bestDays) [best, bestDays] = [season, days];
  }
  return best;
}

/** The next season: the one starting soonest after `season` ends, or null. */
export function nextSeasonAfter(seasons: readonly Season[], season: Season): Season | null {
  return (
    [...seasons]
      .filter((s) => s.firstDay > season.lastDay)
      .sort((a, b) => a.firstDay.localeCompare(b.firstDay))[0] ?? null
  );
}

/** The weeks whose season (seasonOfWeek) is `seasonId`; "all" keeps every week. */
export function weeksOfSeason<T extends { id: CivilDate }>(
  weeks: readonly T[],
  seasons: readonly Season[],
  seasonId: string,
): T[] {
  if (seasonId === 'all') return [...weeks];
  return weeks.filter((w) => seasonOfWeek(seasons, w.id)?.id === seasonId);
}

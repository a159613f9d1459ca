import { isoInZone } from '../../../shared/schedule/wall-clock-instant';
import { addDays } from '../../../shared/schedule/week';
import type { StationSettings } from '../../../shared/team/station-settings';
import type { PublicGap, PublicOccurrence } from './published-weeks';

/** What listeners hear between shows (Station Settings → Public schedule, decision 0070). */
export type PublicFallback = { name: string; description: string | null; imageUrl: string | null };

/** The station's "Between shows", or null while it has no name. */
export function fallbackOf(
  settings: Pick<StationSettings, 'fallbackName' | 'fallbackDescription' | 'fallbackImageUrl'>,
): PublicFallback | null {
  if (settings.fallbackName.trim() === '') return null;
  return {
    name: settings.fallbackName,
    description: settings.fallbackDescription || null,
    imageUrl: settings.fallbackImageUrl || null,
  };
}

/**
 * The fallback as an airing, marked `fallback: true`: no show, no hosts, the station's accent
 * colour. Its id names its start, so it is stable while the gap is.
 */
export function fallbackAiring(
  fallback: PublicFallback,
  gap: PublicGap,
  color: string,
  timeZone: string,
): PublicOccurrence {
  return {
    id: `fallback:${gap.start.toISOString()}`,
    showId: null,
    title: fallback.name,
    description: fallback.description,
    genres: [],
    color,
    imageUrl: fallback.imageUrl,
    hostNames: [],
    start: gap.start,
    end: gap.end,
    startLocal: isoInZone(gap.start, timeZone),
    endLocal: isoInZone(gap.end, timeZone),
    weekId: gap.weekId,
    recurring: false,
    fillIn: false,
    fallback: true,
  };
}

/**
 * The gaps of consecutive finalized weeks, in order, with a gap running to one week's end and
 * the next week's gap from its start joined into one (so "until 06:00" is the real end).
 */
export function joinedGaps(weeks: readonly { weekId: string; gaps: readonly PublicGap[] }[]) {
  const joined: PublicGap[] = [];
  let previousWeek: string | null = null;
  for (const { weekId, gaps } of weeks) {
    for (const gap of gaps) {
      const last = joined.at(-1);
      const follows =
        last &&
        previousWeek !== null &&
        addDays(previousWeek, 7) === weekId &&
        last.end >= gap.start;
      if (last && follows) last.end = gap.end;
      else joined.push({ ...gap });
    }
    previousWeek = weekId;
  }
  return joined;
}

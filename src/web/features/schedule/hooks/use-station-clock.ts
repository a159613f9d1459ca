import { useEffect, useState } from 'react';
import { currentWeekId, dateInZone } from '../../../../shared/schedule/week';
import { usePublicConfig } from '../../../lib/use-public-config';

/** The time, refreshed every `intervalMs`. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export type StationClock = {
  timeZone: string;
  now: Date;
  /** Today's date in the station's zone. */
  today: string;
  currentWeekId: string;
};

/**
 * "Now", "today" and "the current week" in the station's time zone (DESIGN.md §3), not the
 * browser's: a planner in another zone still sees the station's day. Null until the zone is
 * known. Checked every minute, so a week turns past and today moves on while the page is open.
 */
export function useStationClock(): StationClock | null {
  const config = usePublicConfig();
  const now = useNow(60_000);
  const timeZone = config.data?.stationTimeZone;
  if (!timeZone) return null;
  return {
    timeZone,
    now,
    today: dateInZone(now, timeZone),
    currentWeekId: currentWeekId(now, timeZone),
  };
}

import type { Context, MiddlewareHandler } from 'hono';
import type { Revisions } from '../db/revisions';
import type { AppEnv, StationClock } from './app-env';

/**
 * The station's clock for one request: its zone as the managers chose it, read with the
 * request's revisions (so every process follows a change at once, decision 0054); the zone the
 * process started with while the database does not say (unset, or away).
 */
export function stationClockOf(
  revisions: Pick<Revisions, 'stationZone' | 'overnightContinues'> | null,
  startZone: string,
  now: () => Date,
): StationClock {
  return {
    timeZone: revisions?.stationZone ?? startZone,
    now,
    overnightContinues: revisions?.overnightContinues ?? false,
  };
}

/** Puts the request's station clock on the context, for the routes that read the zone. */
export function stationClock(
  revisions: (c: Context<AppEnv>) => Promise<Revisions | null>,
  startZone: string,
  now: () => Date,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const read = await revisions(c).catch(() => null);
    c.set('station', stationClockOf(read, startZone, now));
    await next();
  };
}

import { addDays, type CivilDate } from '../../shared/schedule/week';
import type { WeekView } from '../../shared/schemas/schedule';
import type { Show } from '../../shared/schemas/show';
import type { HttpResponse } from './http-client';
import type { TestUser } from './test-app';

// What the schedule's API tests start from and read back, in one place (docs/testing.md).

/** A new show of `user`'s library: by default "Jazz Hour", 1 h, the show most tests place. */
export async function createShow(
  user: TestUser,
  values: { name: string; duration: number } = { name: 'Jazz Hour', duration: 1 },
): Promise<Show> {
  return (await user.client.post('/api/shows', { json: values })).json<{ show: Show }>().show;
}

/** The week an answer carries (`{ week }`: the week reads and every write to a week). */
export const weekOf = (r: HttpResponse) => r.json<{ week: WeekView }>().week;

/** The refusal an answer carries (`{ error: { code, message, fields? } }`). */
export const errorOf = (r: HttpResponse) =>
  r.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

/**
 * Week starts for tests that share one app: each call gives the next stretch of `apartWeeks`
 * weeks from `first` on, so no test sees another's placements or series.
 */
export function weekStretches(first: CivilDate, apartWeeks: number): () => CivilDate {
  let taken = 0;
  return () => addDays(first, 7 * apartWeeks * taken++);
}

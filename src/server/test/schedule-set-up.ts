import { expect } from 'vitest';
import { addDays, type CivilDate } from '../../shared/schedule/week';
import type { Dj } from '../../shared/schemas/dj';
import type { WeekView } from '../../shared/schemas/schedule';
import type { Show } from '../../shared/schemas/show';
import type { HttpClient, HttpResponse } from './http-client';
import type { TestUser } from './test-app';

// What the schedule's API tests start from and read back, in one place (docs/testing.md).

/** A new show of `user`'s library: by default "Jazz Hour", 1 h, the show most tests place. */
export async function createShow(
  user: TestUser,
  values: { name: string; duration: number } & Record<string, unknown> = {
    name: 'Jazz Hour',
    duration: 1,
  },
): Promise<Show> {
  const response = await user.client.post('/api/shows', { json: values });
  expect(response.status, response.text).toBe(201);
  return response.json<{ show: Show }>().show;
}

/** A new DJ of `user`'s library (`values`: the create form's fields, at least the name). */
export async function createDj(
  user: TestUser,
  values: { name: string } & Record<string, unknown>,
): Promise<Dj> {
  const response = await user.client.post('/api/djs', { json: values });
  expect(response.status, response.text).toBe(201);
  return response.json<{ dj: Dj }>().dj;
}

/**
 * A DJ entry per member, named as given and linked to them by `manager` (the fill-in tests' cast):
 * the entries by name.
 */
export async function linkedDjs(
  manager: TestUser,
  members: readonly (readonly [TestUser, string])[],
): Promise<Record<string, Dj>> {
  const entries: Record<string, Dj> = {};
  for (const [user, name] of members) {
    entries[name] = await createDj(manager, { name });
    const linked = await manager.client.request('PUT', `/api/team/members/${user.id}/dj`, {
      json: { djId: entries[name].id },
    });
    expect(linked.status).toBe(200);
  }
  return entries;
}

/** Places `show` in week `weekId` (created on first write) as `client`; the answer as it came. */
export const placeShow = (
  client: HttpClient,
  weekId: string,
  show: { id: string },
  dayIndex: number,
  timeIndex: number,
  duration: number,
) =>
  client.post(`/api/weeks/${weekId}/shows`, {
    json: { templateId: show.id, dayIndex, timeIndex, duration },
  });

/** Places `show` as placeShow does, expects it placed (201) and gives the block it made. */
export async function placedBlock(...args: Parameters<typeof placeShow>) {
  const [, , , dayIndex, timeIndex] = args;
  const response = await placeShow(...args);
  expect(response.status, response.text).toBe(201);
  return weekOf(response).blocks.find((b) => b.dayIndex === dayIndex && b.timeIndex === timeIndex)!;
}

/** Finalizes week `weekId` as `client` (or saves it as draft, or reverts it). */
export const setWeekStatus = (client: HttpClient, weekId: string, action = 'finalize') =>
  client.post(`/api/weeks/${weekId}/status`, { json: { action } });

/** The week `weekId` as `client` reads it. */
export const readWeek = async (client: HttpClient, weekId: string) =>
  weekOf(await client.get(`/api/weeks/${weekId}`));

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

import { expect } from 'vitest';
import type { FillInRequestView } from '../../shared/schemas/fill-ins';
import type { Show } from '../../shared/schemas/show';
import type { HttpResponse } from './http-client';
import { placeShow, readWeek, weekOf } from './schedule-set-up';
import type { TestUser } from './test-app';

// The fill-in API tests' shared steps (docs/testing.md): a station `manager` places, links and
// sets the policy; members ask, take and answer.

/** The request an answer carries. */
export const requestOf = (answer: HttpResponse) =>
  answer.json<{ request: FillInRequestView }>().request;

export function fillInSteps(manager: TestUser) {
  return {
    /** `show` placed on Tuesday at `timeIndex` (10:00 by default), one hour: its airing's id. */
    async placeOnTuesday(weekId: string, show: Show, timeIndex = 40): Promise<string> {
      const week = weekOf(await placeShow(manager.client, weekId, show, 2, timeIndex, 4));
      return week.blocks.find((b) => b.showName === show.name && b.timeIndex === timeIndex)!.id;
    },

    /** `user` asks for a fill-in for the airing; the request made. */
    async ask(user: TestUser, scheduledShowId: string): Promise<FillInRequestView> {
      const asked = await user.client.post('/api/fill-ins', { json: { scheduledShowId } });
      expect(asked.status, asked.text).toBe(201);
      return requestOf(asked);
    },

    /** `user` takes, gives back, withdraws, approves or declines: the answer as it came. */
    act: (user: TestUser, id: string, action: string) =>
      user.client.post(`/api/fill-ins/${id}/${action}`),

    /** The airing's hosts as the week reads them. */
    async hostsOf(weekId: string, id: string) {
      return (await readWeek(manager.client, weekId)).blocks.find((b) => b.id === id)!.djNames;
    },

    async setPolicy(fillInPolicy: 'any' | 'approval') {
      const saved = await manager.client.patch('/api/station-settings', { json: { fillInPolicy } });
      expect(saved.status, saved.text).toBe(200);
    },

    /** Links `user` to a DJ entry (or unlinks, with null). */
    async link(user: { id: string }, djId: string | null) {
      const linked = await manager.client.request('PUT', `/api/team/members/${user.id}/dj`, {
        json: { djId },
      });
      expect(linked.status, linked.text).toBe(200);
    },
  };
}

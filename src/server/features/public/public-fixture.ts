import { expect } from 'vitest';
import type { Dj } from '../../../shared/schemas/dj';
import type { WeekView } from '../../../shared/schemas/schedule';
import type { Show } from '../../../shared/schemas/show';
import type { StationSettingsChange } from '../../../shared/team/station-settings';
import { startTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { useStarted } from '../../test/use-test-app';

/**
 * A station for the public read tests, Tuesday 2026-11-24 10:30 in London (GMT, so UTC):
 * - 2026-11-22 (this week, finalized): "Morning Jazz" Tue 10:00-12:00, weekly for four Tuesdays,
 *   hosted by Ann (e-mail and phone set); "Evening Rock" Tue 18:00-19:00, no host.
 * - 2026-11-29 finalized (a Jazz instance), 2026-12-06 a draft holding "Secret Draft" (hosted by
 *   Hidden only) and a Jazz instance, 2026-12-13 finalized (the last Jazz instance).
 * Publishing starts off; `publish()` turns it on.
 */
export const NOW = new Date('2026-11-24T10:30:00Z');
export const THIS_WEEK = '2026-11-22';
export const DRAFT_WEEK = '2026-12-06';
export const LAST_WEEK = '2026-12-13';

export type PublicFixture = {
  app: TestApp;
  manager: TestUser;
  ann: Dj;
  hidden: Dj;
  jazz: Show;
  rock: Show;
  secret: Show;
  seriesId: string;
  publish: (change?: StationSettingsChange) => Promise<void>;
  settings: (change: StationSettingsChange) => Promise<void>;
};

/** The fixture a test file shares: started before its tests, closed after them. */
export const usePublicFixture = (options: Parameters<typeof startTestApp>[0] = {}) =>
  useStarted(
    () => startPublicFixture(options),
    (fixture) => fixture.app.close(),
  );

export async function startPublicFixture(
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<PublicFixture> {
  const app = await startTestApp({
    station: { timeZone: 'Europe/London', now: () => NOW },
    ...options,
  });
  const manager = await app.createUser();
  const post = async <T>(path: string, json: unknown, status = 201): Promise<T> => {
    const response = await manager.client.post(path, { json });
    expect(response.status, response.text).toBe(status);
    return response.json<T>();
  };
  const ann = (
    await post<{ dj: Dj }>('/api/djs', {
      name: 'Ann Public',
      bio: 'Plays jazz.',
      tags: ['Jazz'],
      email: 'ann@example.org',
      phone: '555-0100',
    })
  ).dj;
  const hidden = (
    await post<{ dj: Dj }>('/api/djs', {
      name: 'Hidden Host',
      email: 'hidden@example.org',
      phone: '555-0199',
    })
  ).dj;
  const jazz = (
    await post<{ show: Show }>('/api/shows', { name: 'Morning Jazz', duration: 2, djIds: [ann.id] })
  ).show;
  const rock = (await post<{ show: Show }>('/api/shows', { name: 'Evening Rock', duration: 1 }))
    .show;
  const secret = (
    await post<{ show: Show }>('/api/shows', {
      name: 'Secret Draft',
      duration: 1,
      djIds: [hidden.id],
    })
  ).show;

  const place = async (weekId: string, show: Show, dayIndex: number, timeIndex: number) => {
    await manager.client.get(`/api/weeks/${weekId}`);
    const week = (
      await post<{ week: WeekView }>(`/api/weeks/${weekId}/shows`, {
        templateId: show.id,
        dayIndex,
        timeIndex,
        duration: show.duration * 4,
      })
    ).week;
    return week.blocks.find((b) => b.templateId === show.id && !b.isInstance)!;
  };
  const status = (weekId: string, action: 'finalize' | 'save-draft') =>
    post(`/api/weeks/${weekId}/status`, { action }, 200);

  const anchor = await place(THIS_WEEK, jazz, 2, 40);
  const series = await post<{ week: WeekView }>(`/api/scheduled-shows/${anchor.id}/series`, {
    rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 4 },
  });
  const seriesId = series.week.blocks.find((b) => b.id === anchor.id)!.recurringSeriesId!;
  await place(THIS_WEEK, rock, 2, 72);
  await status(THIS_WEEK, 'finalize');
  await manager.client.get('/api/weeks/2026-11-29');
  await status('2026-11-29', 'finalize');
  await place(DRAFT_WEEK, secret, 3, 48);
  await status(DRAFT_WEEK, 'save-draft');
  await manager.client.get(`/api/weeks/${LAST_WEEK}`);
  await status(LAST_WEEK, 'finalize');

  const settings = async (change: StationSettingsChange) => {
    const response = await manager.client.patch('/api/station-settings', { json: change });
    expect(response.status, response.text).toBe(200);
  };
  return {
    app,
    manager,
    ann,
    hidden,
    jazz,
    rock,
    secret,
    seriesId,
    settings,
    publish: (change = {}) => settings({ publishSchedule: true, ...change }),
  };
}

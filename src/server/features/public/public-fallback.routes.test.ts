import { beforeAll, describe, expect, it } from 'vitest';
import type { Show } from '../../../shared/schemas/show';
import type { HttpClient } from '../../test/http-client';
import { createShow, placedBlock, setWeekStatus } from '../../test/schedule-set-up';
import { stationAt, useTestApp } from '../../test/use-test-app';

// Monday 03:00 in New York (EST), inside the week's one gap, Monday 02:00–06:00.
const NOW = new Date('2027-03-01T08:00:00Z');
const WEEK = '2027-02-28';
const BASE = '/api/public/v1';

const { app, staff } = useTestApp(stationAt(NOW, 'America/New_York'), { staff: {} });
let listener: HttpClient;
let show: Show;

type Airing = { title: string; start: string; end: string; endLocal: string; fallback?: true };
type Now = { current: Airing | null; next: Airing | null };

const settings = async (change: Record<string, unknown>) => {
  const r = await staff.client.patch('/api/station-settings', { json: change });
  expect(r.status, r.text).toBe(200);
};

beforeAll(async () => {
  listener = app.client({ origin: null });
  show = await createShow(staff, { name: 'Round the Clock', duration: 1 });
  for (let day = 0; day < 7; day += 1) {
    if (day !== 1) await placedBlock(staff.client, WEEK, show, day, 0, 96);
  }
  await placedBlock(staff.client, WEEK, show, 1, 0, 8); // Monday 00:00–02:00
  await placedBlock(staff.client, WEEK, show, 1, 24, 72); // Monday 06:00–24:00
  expect((await setWeekStatus(staff.client, WEEK)).status).toBe(200);
  await settings({ publishSchedule: true });
});

describe('"Between shows" in the public outputs', () => {
  it('without a name, nothing is on air in the gap', async () => {
    const now = (await listener.get(`${BASE}/now`)).json<Now>();
    expect(now.current).toBeNull();
    expect(now.next?.title).toBe('Round the Clock');
  });

  it('named, /now shows it as the fallback until the gap ends; next is the next real show', async () => {
    await settings({ fallbackName: 'Non-stop music', fallbackDescription: 'Our playlist' });
    const response = await listener.get(`${BASE}/now`);
    expect(response.status).toBe(200);
    const now = response.json<Now>();
    expect(now.current).toMatchObject({
      title: 'Non-stop music',
      description: 'Our playlist',
      fallback: true,
      showId: null,
      hosts: [],
      start: '2027-03-01T07:00:00.000Z',
      end: '2027-03-01T11:00:00.000Z',
      endLocal: '2027-03-01T06:00:00-05:00',
    });
    expect(now.next).toMatchObject({ title: 'Round the Clock', start: '2027-03-01T11:00:00.000Z' });
    expect(now.next).not.toHaveProperty('fallback');
    // The answer is kept no longer than the gap lasts (and the API's 30 s at most).
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers['cache-control'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(30);
  });

  it('/on-air and the now-next embed say it, "until 06:00"', async () => {
    for (const path of ['/on-air', '/embed/now-next']) {
      const page = await listener.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text).toContain('Non-stop music');
      expect(page.text).toContain('until 06:00');
      expect(page.text).not.toContain('Nothing on air right now.');
    }
  });

  it('/schedule?includeFallback=true fills the gap; without it, only shows', async () => {
    const range = 'from=2027-03-01&to=2027-03-01';
    const plain = (await listener.get(`${BASE}/schedule?${range}`)).json<{
      occurrences: Airing[];
    }>();
    expect(plain.occurrences.some((o) => o.fallback)).toBe(false);
    const filled = (await listener.get(`${BASE}/schedule?${range}&includeFallback=true`)).json<{
      occurrences: Airing[];
    }>();
    expect(filled.occurrences.map((o) => [o.title, o.start, o.fallback ?? false])).toEqual([
      ['Round the Clock', '2027-03-01T05:00:00.000Z', false],
      ['Non-stop music', '2027-03-01T07:00:00.000Z', true],
      ['Round the Clock', '2027-03-01T11:00:00.000Z', false],
    ]);
  });

  it('refuses includeFallback other than true or false with 400', async () => {
    const r = await listener.get(`${BASE}/schedule?includeFallback=yes`);
    expect(r.status).toBe(400);
    expect(r.json<{ error: { code: string } }>().error.code).toBe('invalid_request');
  });

  it('only finalized weeks have a fallback: reverted to draft, nothing is on air', async () => {
    expect((await setWeekStatus(staff.client, WEEK, 'revert')).status).toBe(200);
    const now = (await listener.get(`${BASE}/now`)).json<Now>();
    expect(now.current).toBeNull();
  });
});

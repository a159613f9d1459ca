import { beforeAll, describe, expect, it, vi } from 'vitest';
import { revisionMoved } from '../../test/revision-moved';
import { startTestApp, type TestApp } from '../../test/test-app';
import { stationAt, useStarted } from '../../test/use-test-app';
import { NOW, usePublicFixture } from './public-fixture';

const BASE = '/api/public/v1';
const f = usePublicFixture();
beforeAll(() => f.publish());
// A second server process on the same database.
const second = useStarted(
  () =>
    startTestApp({
      shareDatabaseOf: { database: f.app.database, secret: f.app.secret },
      ...stationAt(NOW),
    }),
  (app) => app.close(),
);

/** The queries a public request makes on the app's pool, the shared rate counter's aside. */
async function queriesOf(app: TestApp, requests: () => Promise<void>): Promise<string[]> {
  const pool = app.db.$client;
  const seen: string[] = [];
  const query = pool.query.bind(pool);
  const spy = vi.spyOn(pool, 'query').mockImplementation(((config: unknown, values: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    if (!text.includes('rate_limits')) seen.push(text);
    return query(config as never, values as never);
  }) as never);
  try {
    await requests();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

const paths = () => [
  `${BASE}/now`,
  `${BASE}/schedule`,
  `${BASE}/shows`,
  `${BASE}/shows/${f.jazz.id}`,
  `${BASE}/hosts/${f.ann.id}`,
  '/on-air',
  `/on-air/hosts/${f.ann.id}`,
  '/embed/now-next',
];

describe('public answers kept per revision', () => {
  it('answers a warm public request without a database query', async () => {
    const listener = second.client({ origin: null });
    for (const path of paths()) expect((await listener.get(path)).status, path).toBe(200);
    const queries = await queriesOf(second, async () => {
      for (const path of paths()) expect((await listener.get(path)).status, path).toBe(200);
    });
    expect(queries).toEqual([]);
  });

  it("shows another process's change as soon as its notification arrives", async () => {
    const listener = second.client({ origin: null });
    expect((await listener.get(`${BASE}/now`)).json()).toMatchObject({
      station: { name: expect.not.stringMatching('Renamed Radio') },
    });
    const heard = revisionMoved(second, 'settings');
    await f.settings({ stationName: 'Renamed Radio' });
    await heard;
    expect((await listener.get(`${BASE}/now`)).json()).toMatchObject({
      station: { name: 'Renamed Radio' },
    });
    const page = await listener.get('/on-air');
    expect(page.text).toContain('Renamed Radio');
    // A schedule change too: the show played now is moved off the air.
    const moved = revisionMoved(second, 'schedule');
    const reverted = await f.manager.client.post('/api/weeks/2026-11-22/status', {
      json: { action: 'revert' },
    });
    expect(reverted.status, reverted.text).toBe(200);
    await moved;
    expect((await listener.get(`${BASE}/now`)).json()).toMatchObject({ current: null });
  });
});

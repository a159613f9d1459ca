import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { causesOf } from '../../db/database-error';
import { createTestDatabase } from '../../test/database';
import { useStarted } from '../../test/use-test-app';
import { publicDatabase, PublicWorkBusy } from './public-database';
import { sharedWindowCounter } from './shared-window-counter';

const database = useStarted(createTestDatabase, (d) => d.drop());

describe("public work's share of the pool", () => {
  it('runs at most its share of queries at once; one that waits too long is refused 503', async () => {
    const publicDb = publicDatabase(database.db, { queriesAtOnce: 1, maxWaiting: 5, waitMs: 100 });
    // Drizzle's queries start when awaited: then() starts this one now.
    const slow = publicDb.execute(sql`select pg_sleep(0.5)`).then(() => undefined);
    const refused = await publicDb.execute(sql`select 1`).catch((error: unknown) => error);
    const busy = [...causesOf(refused)].find((e) => e instanceof PublicWorkBusy);
    expect(busy).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
    // The staff's handle is not held up meanwhile.
    expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    await slow;
  });
});

describe('the shared request counter', () => {
  it('shares the counts of any number of clients in at most two statements', async () => {
    const counter = sharedWindowCounter(database.db, 60, 1);
    for (let i = 0; i < 50; i++) counter.hit(`many:${i}`);
    const spy = vi.spyOn(database.db.$client, 'query');
    try {
      await counter.share();
      // Now and then a third prunes old counters.
      expect(spy.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
    expect(counter.hit('many:7').count).toBe(2);
  });
});

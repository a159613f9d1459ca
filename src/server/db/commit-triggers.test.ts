import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schedule/week';
import { createTestDatabase, type TestDatabase } from '../test/database';

/**
 * The deferred triggers that move the schedule revision and mark weeks' figures stale run once
 * at the commit, queued by the first row of a transaction only (drizzle/0016, docs/decisions/0046).
 * Whatever a transaction writes, and however its savepoints end, the commit must still move the
 * revision once and mark every week it touched.
 */
let test: TestDatabase;
let client: pg.PoolClient;

const FIRST = '2031-01-05';
const WEEKS = Array.from({ length: 6 }, (_, i) => addDays(FIRST, 7 * i));

beforeAll(async () => {
  test = await createTestDatabase();
  client = await test.pool.connect();
  await client.query(
    `insert into weekly_schedules (id, start_date, end_date)
     select d, d, d + 6 from unnest($1::date[]) d`,
    [WEEKS],
  );
});
afterAll(async () => {
  client.release();
  await test.drop();
});

const revision = async () =>
  Number(
    (await client.query<{ value: string }>(`select value from revisions where name = 'schedule'`))
      .rows[0]!.value,
  );

const generations = async () =>
  new Map(
    (
      await client.query<{ week_id: string; generation: string }>(
        `select to_char(week_id, 'YYYY-MM-DD') as week_id, generation from week_figures
         where week_id = any($1::date[])`,
        [WEEKS],
      )
    ).rows.map((r) => [r.week_id, Number(r.generation)]),
  );

/** Which weeks' figures were marked stale between two readings. */
const markedBetween = (before: Map<string, number>, after: Map<string, number>) =>
  WEEKS.filter((w) => after.get(w) !== before.get(w));

const placeIn = (weeks: string[], perWeek: number) =>
  client.query(
    `insert into scheduled_shows (weekly_schedule_id, show_name, show_color, day_index, time_index,
       duration)
     select w, 'Show ' || n, '#336699', n % 7, (n * 4) % 92, 2
     from unnest($1::date[]) w, generate_series(1, $2::int) n`,
    [weeks, perWeek],
  );

describe('commit triggers queued once per transaction', () => {
  // A write marks the weeks it touched and the week after each (drizzle/0024: its Sunday may run
  // under a Saturday-night show), here as far as WEEKS goes.
  it('move the revision once and mark every week a many-row write touched', async () => {
    const [rev, gens] = [await revision(), await generations()];
    await client.query('begin');
    await placeIn(WEEKS.slice(0, 4), 50);
    await client.query(`update scheduled_shows set duration = 3 where weekly_schedule_id = $1`, [
      WEEKS[4],
    ]);
    await placeIn([WEEKS[4]!], 3);
    await client.query('commit');
    expect(await revision()).toBe(rev + 1);
    expect(markedBetween(gens, await generations())).toEqual(WEEKS);
  });

  it('are queued again by the next transaction on the same connection', async () => {
    for (const week of [WEEKS[5]!, WEEKS[0]!]) {
      const [rev, gens] = [await revision(), await generations()];
      await client.query('begin');
      await placeIn([week], 2);
      await client.query('commit');
      expect(await revision()).toBe(rev + 1);
      expect(markedBetween(gens, await generations())).toEqual(
        WEEKS.filter((w) => w === week || w === addDays(week, 7)),
      );
    }
  });

  it('still run when the savepoint that queued them was rolled back', async () => {
    const [rev, gens] = [await revision(), await generations()];
    await client.query('begin');
    await client.query('savepoint first_try');
    await placeIn([WEEKS[1]!], 5);
    await client.query('rollback to savepoint first_try');
    await placeIn([WEEKS[2]!], 5);
    await client.query('commit');
    expect(await revision()).toBe(rev + 1);
    expect(markedBetween(gens, await generations())).toEqual([WEEKS[2], WEEKS[3]]);
  });

  it('leave the revision and the figures alone when the transaction rolls back', async () => {
    const [rev, gens] = [await revision(), await generations()];
    await client.query('begin');
    await placeIn(WEEKS, 5);
    await client.query('rollback');
    expect(await revision()).toBe(rev);
    expect(markedBetween(gens, await generations())).toEqual([]);
  });
});

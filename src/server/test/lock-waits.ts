import type pg from 'pg';

/** Backends of this database waiting for a lock (a row lock, an advisory lock). */
export async function waitingForLocks(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

/**
 * Polls until `count` backends wait for a lock or `settled` has settled (a write that does not
 * wait, as the code before a fix may not). Bounded by looks, not by the clock.
 */
export async function untilWaiting(
  pool: pg.Pool,
  count: number,
  settled: Promise<unknown> = new Promise(() => {}),
) {
  let done = false;
  void settled.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 2000 && !done; i++) {
    if ((await waitingForLocks(pool)) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!done) throw new Error(`no ${count} backends waiting for a lock`);
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable, mailOutbox } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { claimDueJobs } from './job-store';
import { createJobs } from './jobs';

const START = new Date('2026-12-01T09:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The station clock every app of this file reads: tests move it instead of waiting. */
let now = START;
const clock = { timeZone: 'Europe/London', now: () => now };
const setClock = (at: Date | number) => {
  now = new Date(at);
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ station: clock });
});
afterAll(() => app.close());

/** Another server process on the same database, with the same clock. */
const anotherProcess = () =>
  startTestApp({ shareDatabaseOf: { database: app.database, secret: app.secret }, station: clock });

/** A job kind this test defines on `target`, recording each run's payload. */
function recorder(target: TestApp, name: string) {
  const runs: unknown[] = [];
  target.jobs.define(name, async (payload) => {
    runs.push(payload);
  });
  return runs;
}

const waiting = async (name: string) =>
  (
    await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${jobsTable} where name = ${name}`,
    )
  ).rows[0]!.n;

describe('a job at an instant', () => {
  it('runs at that instant by the clock, not a minute before, and once', async () => {
    setClock(START);
    const runs = recorder(app, 'test.at');
    const at = new Date(START.getTime() + 24 * HOUR);
    await app.jobs.schedule('test.at', { airing: 'jazz' }, { runAt: at, key: 'airing-1' });

    setClock(at.getTime() - MINUTE);
    expect(await app.jobs.runDue()).toBe(0);
    expect(runs).toEqual([]);

    setClock(at);
    expect(await app.jobs.runDue()).toBe(1);
    expect(runs).toEqual([{ airing: 'jazz' }]);
    setClock(at.getTime() + HOUR);
    expect(await app.jobs.runDue()).toBe(0);
    expect(await waiting('test.at')).toBe(0);
  });

  it('scheduled again under its key, moves; cancelled by its key, never runs', async () => {
    setClock(START);
    const runs = recorder(app, 'test.moved');
    const first = new Date(START.getTime() + 2 * HOUR);
    const later = new Date(START.getTime() + 5 * HOUR);
    await app.jobs.schedule('test.moved', { v: 1 }, { runAt: first, key: 'k' });
    await app.jobs.schedule('test.moved', { v: 2 }, { runAt: later, key: 'k' });
    await app.jobs.schedule('test.moved', { v: 3 }, { runAt: first, key: 'gone' });
    expect(await app.jobs.cancel('test.moved', 'gone')).toBe(true);
    expect(await app.jobs.cancel('test.moved', 'gone')).toBe(false);

    setClock(first);
    expect(await app.jobs.runDue()).toBe(0);
    setClock(later);
    expect(await app.jobs.runDue()).toBe(1);
    expect(runs).toEqual([{ v: 2 }]);
  });

  it('moved while it runs, the moved one is kept and runs at its new instant', async () => {
    setClock(START);
    const later = new Date(START.getTime() + HOUR);
    const runs: unknown[] = [];
    app.jobs.define('test.moved-while-running', async (payload) => {
      runs.push(payload);
      // The airing moved while its timer was firing (another request, another process).
      if (runs.length === 1)
        await app.jobs.schedule('test.moved-while-running', { v: 2 }, { runAt: later, key: 'm' });
    });
    await app.jobs.schedule('test.moved-while-running', { v: 1 }, { key: 'm' });
    await app.jobs.runDue();
    expect(runs).toEqual([{ v: 1 }]);
    expect(await waiting('test.moved-while-running')).toBe(1);
    setClock(later);
    await app.jobs.runDue();
    expect(runs).toEqual([{ v: 1 }, { v: 2 }]);
  });

  it('is written with the caller’s change, or not at all', async () => {
    setClock(START);
    recorder(app, 'test.tx');
    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.schedule('test.tx', {}, { key: 'rolled-back', tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await waiting('test.tx')).toBe(0);
  });

  it('refuses a name no handler is defined for', async () => {
    await expect(app.jobs.schedule('test.nobody', {})).rejects.toThrow(/No job is defined/);
  });
});

describe('across processes', () => {
  it('survives a restart: scheduled by one process, run by the next', async () => {
    setClock(START);
    const at = new Date(START.getTime() + 3 * HOUR);
    const before = await anotherProcess();
    recorder(before, 'test.restart');
    await before.jobs.schedule('test.restart', { n: 1 }, { runAt: at, key: 'r' });
    await before.close();

    const after = await anotherProcess();
    try {
      const runs = recorder(after, 'test.restart');
      setClock(at);
      expect(await after.jobs.runDue()).toBe(1);
      expect(runs).toEqual([{ n: 1 }]);
    } finally {
      await after.close();
    }
  });

  it('a run cut short by a killed process runs again once its claim has run out', async () => {
    setClock(START);
    const runs = recorder(app, 'test.killed');
    await app.jobs.schedule('test.killed', { n: 1 }, { key: 'x' });
    // A process claimed it and died before finishing (its claim holds for 15 minutes).
    const killed = await anotherProcess();
    expect(
      await claimDueJobs(killed.db, 'test.killed', now, { leaseMs: 15 * MINUTE, batch: 1 }),
    ).toHaveLength(1);
    await killed.close();

    setClock(START.getTime() + 14 * MINUTE);
    expect(await app.jobs.runDue()).toBe(0);
    setClock(START.getTime() + 15 * MINUTE);
    expect(await app.jobs.runDue()).toBe(1);
    expect(runs).toEqual([{ n: 1 }]);
  });

  it('two processes on one database run each job once', async () => {
    setClock(START);
    const other = await anotherProcess();
    try {
      const here = recorder(app, 'test.once');
      const there = recorder(other, 'test.once');
      for (let n = 0; n < 30; n++) await app.jobs.schedule('test.once', { n }, { key: `n${n}` });
      // Both pools connected first, so the two looks meet at the same rows.
      await Promise.all([app.db.execute(sql`select 1`), other.db.execute(sql`select 1`)]);
      const [a, b] = await Promise.all([app.jobs.runDue(), other.jobs.runDue()]);
      expect(a + b).toBe(30);
      const ran = [...here, ...there].map((p) => (p as { n: number }).n).sort((x, y) => x - y);
      expect(ran).toEqual(Array.from({ length: 30 }, (_, n) => n));
    } finally {
      await other.close();
    }
  });
});

describe('a running server', () => {
  it('runs a due job by itself, and stops without leaving anything running', async () => {
    setClock(START);
    const other = await anotherProcess();
    try {
      const runs = recorder(other, 'test.polled');
      await other.jobs.schedule('test.polled', { n: 1 }, { key: 'p' });
      await other.jobs.start();
      await expect.poll(() => runs.length).toBe(1);
    } finally {
      await other.close();
    }
    expect(await waiting('test.polled')).toBe(0);
  });

  it('runs what came due while no process ran at once when it starts, not a round later', async () => {
    setClock(START);
    // A round far longer than the wait below: only the look at start can run the job in time.
    const starting = createJobs({ db: app.db, now: clock.now, log: () => {}, pollMs: HOUR });
    const runs: unknown[] = [];
    starting.define('test.overdue', async (payload) => {
      runs.push(payload);
    });
    await starting.schedule('test.overdue', { n: 1 }, { key: 'o' });
    try {
      await starting.start();
      await expect.poll(() => runs.length).toBe(1);
    } finally {
      await starting.stop();
    }
    expect(await waiting('test.overdue')).toBe(0);
  });
});

describe('a failing job', () => {
  it('is retried after waits that double, then given up and logged', async () => {
    setClock(START);
    let calls = 0;
    app.jobs.define(
      'test.failing',
      async () => {
        calls++;
        throw new Error('the receiver is down');
      },
      { retry: { attempts: 3, firstDelayMs: MINUTE, maxDelayMs: 2 * MINUTE } },
    );
    await app.jobs.schedule('test.failing', {}, { key: 'f' });
    const after = (ms: number) => START.getTime() + ms;
    // The calls made once the clock is at each instant (other jobs may be due too).
    const callsAt = async (ms: number) => {
      setClock(after(ms));
      await app.jobs.runDue();
      return calls;
    };

    expect(await callsAt(0)).toBe(1);
    expect(await callsAt(MINUTE - 1000)).toBe(1);
    expect(await callsAt(MINUTE)).toBe(2);
    expect(await callsAt(3 * MINUTE - 1000)).toBe(2);
    expect(await callsAt(3 * MINUTE)).toBe(3);
    expect(await callsAt(HOUR)).toBe(3);
    expect(await waiting('test.failing')).toBe(0);
    expect(app.logs.some((l) => l.includes('[jobs] test.failing given up'))).toBe(true);
    expect(
      app.logs.filter((l) => l.includes('[jobs] test.failing failed, will retry')),
    ).toHaveLength(2);
  });
});

describe('the server’s timed work', () => {
  it('each recurring job is written once however many processes start, and keeps its round', async () => {
    setClock(START);
    const other = await anotherProcess();
    try {
      await Promise.all([app.jobs.seed(), other.jobs.seed()]);
      await app.jobs.seed();
    } finally {
      await other.close();
    }
    const rows = await app.db.execute<{ name: string; run_at: Date }>(
      sql`select name, run_at from ${jobsTable} where name not like 'test.%' order by name`,
    );
    expect(rows.rows.map((r) => r.name)).toEqual([
      'activity.sweep',
      'mail.sweep',
      'media.sweep',
      'notifications.reminders',
      'notifications.sweep',
      'notifications.webhook-alerts',
      'webhooks.prune',
      'webhooks.starting-soon',
    ]);
  });

  it('the hourly outbox sweep runs on the jobs: old mail goes at its round, and again an hour later', async () => {
    await app.jobs.seed();
    const round = async () =>
      (
        await app.db.execute<{ run_at: string }>(
          sql`select run_at from ${jobsTable} where name = 'mail.sweep'`,
        )
      ).rows[0]!.run_at;
    const oldMail = () =>
      app.db.insert(mailOutbox).values({
        to: 'old@example.com',
        subject: 'old',
        text: '',
        html: '',
        links: [],
        createdAt: sql`now() - interval '15 days'`,
      });
    const left = async () =>
      (
        await app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from mail_outbox where "to" = 'old@example.com'`,
        )
      ).rows[0]!.n;
    await oldMail();
    const first = new Date(await round()).getTime();
    setClock(first - 1000);
    await app.jobs.runDue();
    expect(await left()).toBe(1);
    setClock(first);
    await app.jobs.runDue();
    expect(await left()).toBe(0);
    await oldMail();
    setClock(first + 30 * MINUTE);
    await app.jobs.runDue();
    expect(await left()).toBe(1);
    setClock(first + HOUR);
    await app.jobs.runDue();
    expect(await left()).toBe(0);
  });

  it('no route reads or writes jobs, for a manager either', async () => {
    const manager = await app.createUser();
    for (const path of ['/api/jobs', '/api/jobs/due', '/api/admin/jobs']) {
      expect((await manager.client.get(path)).status).toBe(404);
      expect((await manager.client.post(path, { json: { name: 'mail.sweep' } })).status).toBe(404);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { jobs } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or the caller's transaction: a job scheduled with a change exists exactly when it does. */
export type JobExecutor = Tx | Database;

/** A job as a process holds it while running it. */
export type ClaimedJob = {
  id: string;
  name: string;
  key: string;
  payload: unknown;
  attempts: number;
  version: number;
};

/**
 * Writes a job due at `runAt`. Under a key that already has one, the job is moved (new payload,
 * instant, attempts from zero; a run of the earlier one under way does not delete it), unless
 * `ifAbsent`, which keeps what is there. Without a key the job is a new one of its own.
 */
export async function writeJob(
  executor: JobExecutor,
  job: { name: string; payload: unknown; runAt: Date; key?: string; ifAbsent?: boolean },
): Promise<void> {
  const insert = executor.insert(jobs).values({
    name: job.name,
    key: job.key ?? randomUUID(),
    payload: job.payload ?? {},
    runAt: job.runAt,
  });
  if (job.ifAbsent) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: [jobs.name, jobs.key],
    set: {
      payload: sql`excluded.payload`,
      runAt: sql`excluded.run_at`,
      attempts: 0,
      lockedUntil: null,
      lastError: null,
      version: sql`${jobs.version} + 1`,
    },
  });
}

/** Removes the job of `name` under `key`, if any; true when there was one. */
export async function removeJob(
  executor: JobExecutor,
  name: string,
  key: string,
): Promise<boolean> {
  const gone = await executor
    .delete(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.key, key)))
    .returning({ id: jobs.id });
  return gone.length > 0;
}

/** Which of `names` have a job due at `now` and not claimed: one small read per look when idle. */
export async function namesWithDueJobs(
  db: Database,
  names: string[],
  now: Date,
): Promise<string[]> {
  if (names.length === 0) return [];
  const at = now.toISOString();
  const result = await db.execute<{ name: string }>(sql`
    select distinct q.name from jobs q
     where q.name in (${sql.join(
       names.map((name) => sql`${name}`),
       sql`, `,
     )})
       and q.run_at <= ${at}::timestamptz
       and (q.locked_until is null or q.locked_until <= ${at}::timestamptz)`);
  return result.rows.map((row) => row.name);
}

/**
 * Claims up to `batch` jobs of `name` due at `now` and not claimed by a live run, oldest due
 * first, for `leaseMs`; each claim counts as an attempt. SKIP LOCKED: jobs another process is
 * claiming at this moment are left to it, so a job is run by one process.
 */
export async function claimDueJobs(
  db: Database,
  name: string,
  now: Date,
  options: { leaseMs: number; batch: number },
): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const result = await db.execute<ClaimedJob>(sql`
    update jobs j
       set locked_until = ${at}::timestamptz + ${options.leaseMs} * interval '1 millisecond',
           attempts = j.attempts + 1
     where j.id in (
       select q.id from jobs q
        where q.name = ${name}
          and q.run_at <= ${at}::timestamptz
          and (q.locked_until is null or q.locked_until <= ${at}::timestamptz)
        order by q.run_at
        limit ${options.batch}
        for update skip locked)
    returning j.id, j.name, j.key, j.payload, j.attempts, j.version`);
  return result.rows;
}

/** The run of `job` is over for good: it is deleted, unless it was scheduled again meanwhile. */
export async function finishJob(db: Database, job: ClaimedJob): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.version, job.version)));
}

/**
 * The job runs again at `runAt` (a retry after a failure, or a recurring job's next round), with
 * its attempts from zero when `fresh`; unless it was scheduled again meanwhile.
 */
export async function rescheduleJob(
  db: Database,
  job: ClaimedJob,
  runAt: Date,
  options: { fresh: boolean; error: string | null },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      runAt,
      lockedUntil: null,
      lastError: options.error,
      ...(options.fresh && { attempts: 0 }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.version, job.version)));
}

import type { Database } from '../db/connection';
import { describeError, type LogLine } from '../lib/logger';
import {
  claimDueJobs,
  finishJob,
  namesWithDueJobs,
  removeJob,
  rescheduleJob,
  writeJob,
  type ClaimedJob,
  type JobExecutor,
} from './job-store';

/** Retries of a failing job: waits double from `firstDelayMs` up to `maxDelayMs`. */
export type JobRetry = { attempts: number; firstDelayMs: number; maxDelayMs: number };

/** Runs once and is forgotten if it fails (logged): most timed work is looked at again anyway. */
const NO_RETRY: JobRetry = { attempts: 1, firstDelayMs: 0, maxDelayMs: 0 };

/** The round of the clean-up sweeps. */
export const EVERY_HOUR_MS = 60 * 60_000;

/** A run longer than this is taken to be a killed process's, and run again by another. */
const DEFAULT_LEASE_MS = 15 * 60_000;
/** Jobs a lane claims at once. */
const BATCH = 20;
/** How long stopping waits for runs under way (their claims run out if cut short). */
const STOP_WAIT_MS = 2000;

export type JobHandler = (
  payload: unknown,
  job: { key: string; attempts: number },
) => Promise<unknown>;

type Definition = {
  handler: JobHandler;
  retry: JobRetry;
  leaseMs: number;
  /** A recurring job: its next round, once a round is over (done or failed). */
  everyMs?: number;
  firstAfterMs?: number;
};

export type Jobs = ReturnType<typeof createJobs>;

/**
 * The one mechanism for timed work (docs/decisions/0064): jobs are rows of `jobs` in the app's
 * database, so they survive restarts, and any number of processes may run the same `Jobs` on it:
 * a due job is claimed by one of them. "Due" is decided by `now()` of the clock handed in, so a
 * test moves the clock and calls `runDue()` instead of waiting.
 *
 * Handlers are defined by name in code; a payload is written only by the server's own calls to
 * `schedule` (no route reads or writes jobs).
 */
export function createJobs(options: {
  db: Database;
  now: () => Date;
  log: LogLine;
  /** How often each process looks for due jobs (JOB_POLL_MS). */
  pollMs?: number;
}) {
  const { db, log } = options;
  const definitions = new Map<string, Definition>();
  /** The names this process is running jobs of, and the lane doing it. */
  const lanes = new Map<string, Promise<number>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const known = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job is defined as "${name}"`);
    return definition;
  };

  /** Runs one claimed job and writes its outcome. */
  async function run(definition: Definition, job: ClaimedJob): Promise<void> {
    try {
      await definition.handler(job.payload, { key: job.key, attempts: job.attempts });
      if (definition.everyMs === undefined) await finishJob(db, job);
      else await nextRound(definition.everyMs, job, null);
    } catch (error) {
      const reason = describeError(error);
      const message = String(reason.reason ?? reason.error ?? 'failed').slice(0, 500);
      if (definition.everyMs !== undefined) {
        log(`[jobs] ${job.name} failed`, reason);
        await nextRound(definition.everyMs, job, message);
      } else if (job.attempts >= definition.retry.attempts) {
        log(`[jobs] ${job.name} given up`, { ...reason, attempts: job.attempts });
        await finishJob(db, job);
      } else {
        log(`[jobs] ${job.name} failed, will retry`, { ...reason, attempts: job.attempts });
        const wait = Math.min(
          definition.retry.maxDelayMs,
          definition.retry.firstDelayMs * 2 ** (job.attempts - 1),
        );
        await rescheduleJob(db, job, new Date(options.now().getTime() + wait), {
          fresh: false,
          error: message,
        });
      }
    }
  }

  const nextRound = (everyMs: number, job: ClaimedJob, error: string | null) =>
    rescheduleJob(db, job, new Date(options.now().getTime() + everyMs), { fresh: true, error });

  /** Claims and runs `name`'s due jobs, one after another, until none is due. */
  async function drain(name: string): Promise<number> {
    const definition = known(name);
    let ran = 0;
    for (;;) {
      const claimed = await claimDueJobs(db, name, options.now(), {
        leaseMs: definition.leaseMs,
        batch: BATCH,
      });
      for (const job of claimed) {
        await run(definition, job);
        ran++;
      }
      if (claimed.length < BATCH || stopped) return ran;
    }
  }

  /** A lane per name: a slow kind of job never holds up another kind. */
  function startLane(name: string): Promise<number> {
    const lane = drain(name)
      .catch((error: unknown) => {
        log(`[jobs] looking for due ${name} jobs failed`, describeError(error));
        return 0;
      })
      .finally(() => lanes.delete(name));
    lanes.set(name, lane);
    return lane;
  }

  let looking: Promise<void> | null = null;
  /** One read for all names; a lane starts for each with something due and none running. */
  const tick = () => {
    if (looking || stopped) return;
    looking = namesWithDueJobs(db, [...definitions.keys()], options.now())
      .then((names) => {
        for (const name of names) if (!lanes.has(name)) void startLane(name);
      })
      .catch((error: unknown) => log('[jobs] looking for due jobs failed', describeError(error)))
      .finally(() => {
        looking = null;
      });
  };

  /** Writes each recurring job's first round, unless it is there already (a restart). */
  async function seed(): Promise<void> {
    const now = options.now().getTime();
    for (const [name, definition] of definitions) {
      if (definition.everyMs === undefined) continue;
      await writeJob(db, {
        name,
        payload: {},
        key: name,
        runAt: new Date(now + (definition.firstAfterMs ?? 0)),
        ifAbsent: true,
      });
    }
  }

  return {
    /** Says what runs jobs of `name`; with `retry`, a failing run is tried again later. */
    define(
      name: string,
      handler: JobHandler,
      definition: { retry?: JobRetry; leaseMs?: number } = {},
    ) {
      if (definitions.has(name)) throw new Error(`The job "${name}" is defined twice`);
      definitions.set(name, {
        handler,
        retry: definition.retry ?? NO_RETRY,
        leaseMs: definition.leaseMs ?? DEFAULT_LEASE_MS,
      });
    },

    /**
     * A job that runs every `everyMs` in one process of all that share the database, the first
     * time `firstAfterMs` after the first server started (a restart keeps its round). A failed
     * round is logged and the next one comes as usual. `run` says what it did, or null.
     */
    every(
      name: string,
      timing: { everyMs: number; firstAfterMs: number; logAs: string },
      work: () => Promise<string | null>,
    ) {
      if (definitions.has(name)) throw new Error(`The job "${name}" is defined twice`);
      definitions.set(name, {
        handler: async () => {
          const done = await work();
          if (done) log(`[${timing.logAs}] ${done}`);
        },
        retry: NO_RETRY,
        leaseMs: DEFAULT_LEASE_MS,
        everyMs: timing.everyMs,
        firstAfterMs: timing.firstAfterMs,
      });
    },

    /**
     * Schedules `name` at `runAt` (now when omitted). A `key` names the job: scheduling again under
     * it moves the job (an airing that moves moves its timer), `cancel` removes it. Pass `tx` to
     * write it in the caller's transaction.
     */
    async schedule(
      name: string,
      payload: unknown,
      at: { runAt?: Date; key?: string; tx?: JobExecutor } = {},
    ): Promise<void> {
      known(name);
      await writeJob(at.tx ?? db, { name, payload, runAt: at.runAt ?? options.now(), key: at.key });
    },

    /** Removes the job of `name` under `key` (a run under way finishes); true when there was one. */
    async cancel(name: string, key: string, tx?: JobExecutor): Promise<boolean> {
      known(name);
      return removeJob(tx ?? db, name, key);
    },

    /**
     * Runs every job due by the clock's `now()` (each name in turn) and answers how many ran.
     * What the polling does, once: tests set the clock to an instant and call this. With `only`,
     * just that name's jobs (a test's mailbox delivers queued notice e-mails and nothing else).
     */
    async runDue(only?: string): Promise<number> {
      let ran = 0;
      for (const name of only ? [only] : definitions.keys()) ran += await drain(name);
      return ran;
    },

    /** Writes each recurring job's first round, unless it is there already (a restart). */
    seed,

    /**
     * Seeds the recurring jobs and looks for due jobs at once, then every `pollMs`: what came due
     * while no process ran (an escalation during a restart) runs now, not a round later.
     */
    async start(): Promise<void> {
      await seed();
      tick();
      timer = setInterval(tick, options.pollMs ?? 1000);
      timer.unref();
    },

    /** Stops looking; waits a moment for runs under way (a run cut short runs again after its claim). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([looking, ...lanes.values()]),
        new Promise<void>((resolve) => {
          wait = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(wait);
    },
  };
}

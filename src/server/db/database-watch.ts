export type DatabaseState = 'up' | 'down' | 'restarting';

export type DatabaseWatch = {
  state: () => DatabaseState;
  /**
   * Something failed for want of the database: look now. Resolves to the state after looking, or
   * to the state so far after about a second: a request asking must not wait out a restart.
   */
  check: () => Promise<DatabaseState>;
  /** Resolves with the reason once the database cannot be brought back. */
  gaveUp: Promise<Error>;
  close: () => void;
};

export type DatabaseWatchOptions = {
  /** A trivial query through the pool. */
  probe: () => Promise<unknown>;
  /** The embedded PostgreSQL, which this server restarts when its postmaster dies. */
  embedded?: { isRunning: () => boolean; restart: () => Promise<void> };
  log: (line: string) => void;
  intervalMs?: number;
  /** Restarts in a row before giving up; the pauses between them double from `firstPauseMs`. */
  restarts?: number;
  firstPauseMs?: number;
  /** How long `check` waits for its look before answering the state so far. */
  answerWithinMs?: number;
};

/**
 * Keeps track of whether the database answers. An embedded postmaster that died (killed, out of
 * memory) is started again on the same folder, with growing pauses; PostgreSQL replays its
 * write-ahead log, so acknowledged writes are there. After `restarts` failures in a row the
 * watch gives up, and the server exits non-zero for its supervisor to start it afresh. An
 * external database (DATABASE_URL) is only waited for: the pool reconnects by itself.
 */
export function watchDatabase(options: DatabaseWatchOptions): DatabaseWatch {
  const { probe, embedded, log } = options;
  const restarts = options.restarts ?? 5;
  const firstPauseMs = options.firstPauseMs ?? 250;
  let state: DatabaseState = 'up';
  let closed = false;
  let givenUp = false;
  let looking: Promise<DatabaseState> | undefined;
  let giveUp: (error: Error) => void = () => undefined;
  const gaveUp = new Promise<Error>((resolve) => (giveUp = resolve));

  const setState = (next: DatabaseState, why?: string) => {
    if (next === state) return;
    state = next;
    log(`[db] database ${next}${why ? `: ${why}` : ''}`);
  };

  const probeNow = async () => {
    try {
      await probe();
      setState('up');
    } catch (error) {
      setState('down', (error as Error).message);
    }
  };

  const restart = async () => {
    setState('restarting', 'the embedded PostgreSQL stopped');
    let lastError = new Error('the embedded PostgreSQL did not start');
    for (let attempt = 0; attempt < restarts && !closed; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, firstPauseMs * 2 ** attempt));
      if (closed) return;
      try {
        if (!embedded!.isRunning()) await embedded!.restart();
        await probe();
        setState('up', `the embedded PostgreSQL restarted (attempt ${attempt + 1})`);
        return;
      } catch (error) {
        lastError = error as Error;
        log(`[db] restart attempt ${attempt + 1} failed: ${lastError.message}`);
      }
    }
    if (closed) return;
    setState('down', `gave up after ${restarts} restarts`);
    givenUp = true;
    giveUp(lastError);
  };

  const check = (): Promise<DatabaseState> => {
    if (closed || givenUp) return Promise.resolve(state);
    looking ??= (embedded && !embedded.isRunning() ? restart() : probeNow())
      .then(() => state)
      .finally(() => (looking = undefined));
    let waited: NodeJS.Timeout | undefined;
    const soFar = new Promise<DatabaseState>((resolve) => {
      waited = setTimeout(() => resolve(state), options.answerWithinMs ?? 1_000);
    });
    return Promise.race([looking, soFar]).finally(() => clearTimeout(waited));
  };

  let ticks = 0;
  const timer = setInterval(() => {
    ticks++;
    // The embedded postmaster is looked at every tick (a signal 0, no query); the database
    // itself every few ticks while it answers, every tick while it does not.
    const due = state !== 'up' || ticks % 5 === 0 || (embedded && !embedded.isRunning());
    if (due) void check();
  }, options.intervalMs ?? 1_000);
  timer.unref();

  return {
    state: () => state,
    check,
    gaveUp,
    close: () => {
      closed = true;
      clearInterval(timer);
    },
  };
}

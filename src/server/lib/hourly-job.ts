import { describeError, type LogLine } from './logger';

const EVERY_MS = 60 * 60_000;

/**
 * Runs a clean-up every hour in this process, the first time after `firstAfterMs` (a starting
 * server does its own work first). A failed run is logged and tried again the next hour; the
 * timers do not keep the process alive. Returns what stops it.
 */
export function startHourlyJob(options: {
  /** Short name for the log: "[media] …", "[activity] …". */
  name: string;
  firstAfterMs: number;
  /** Does the work and says what it did, or null when there was nothing to do. */
  run: () => Promise<string | null>;
  log: LogLine;
}): { stop: () => void } {
  const run = async () => {
    try {
      const done = await options.run();
      if (done) options.log(`[${options.name}] ${done}`);
    } catch (error) {
      options.log(`[${options.name}] clean-up failed`, describeError(error));
    }
  };
  const first = setTimeout(() => void run(), options.firstAfterMs);
  const every = setInterval(() => void run(), EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}

/**
 * Turns a burst of items into at most one batch per interval without losing any: the first item
 * after a quiet interval goes out at once; items arriving within the interval wait for its end
 * and go out together, duplicates (same key) merged, in first-arrival order.
 *
 * With intervalMs 100: items at 0, 10, 20 and 20 ms give two batches, [a] at 0 ms and [b, c] at
 * 100 ms.
 */
export type ChangeBatcher<T> = {
  push: (item: T) => void;
  /** Sends what is waiting now, e.g. before the stream closes. */
  flushNow: () => void;
  /** Drops what is waiting and stops the timer. */
  dispose: () => void;
};

export function createChangeBatcher<T>(options: {
  intervalMs: number;
  keyOf: (item: T) => string;
  /** Two items of one key become this one (in the first one's place); default: the first. */
  merge?: (kept: T, incoming: T) => T;
  flush: (items: T[]) => void;
  now?: () => number;
}): ChangeBatcher<T> {
  const now = options.now ?? Date.now;
  let pending = new Map<string, T>();
  let lastFlush = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flushNow = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const items = [...pending.values()];
    pending = new Map();
    lastFlush = now();
    options.flush(items);
  };

  return {
    push(item) {
      const key = options.keyOf(item);
      const kept = pending.get(key);
      if (kept === undefined) pending.set(key, item);
      else if (options.merge) pending.set(key, options.merge(kept, item));
      if (timer) return;
      const wait = lastFlush + options.intervalMs - now();
      if (wait <= 0) flushNow();
      else timer = setTimeout(flushNow, wait);
    },
    flushNow,
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = new Map();
    },
  };
}

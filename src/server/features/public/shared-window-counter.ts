import { countInWindow, peekWindow } from '../../auth/rate-counter';
import type { Database } from '../../db/connection';

/** How often this process adds its counts to the shared ones and reads theirs back. */
export const SHARE_EVERY_MS = 1000;
/** Addresses tracked at once; past it, the oldest windows are forgotten after a share. */
const MAX_TRACKED = 50_000;

type Entry = {
  /** Requests counted here since the last share. */
  pending: number;
  /** The shared count (every process) as of the last share. */
  shared: number;
  /** When the shared window ends (ms); 0 while this process has not shared the key yet. */
  windowEnds: number;
};

/**
 * Request counts per key and window, shared by every server process through PostgreSQL
 * (the rate_limits table, DESIGN.md D11) without a write per request: the public API is read by
 * widgets and playout at thousands of requests a second, and a committed write each would be
 * its whole cost. Each process counts in memory and, at most once a second and never waiting
 * for it, adds its counts to the shared ones and reads their sum back. A client is therefore
 * held to the limit at once by the process it talks to, and across processes within a second.
 */
export function sharedWindowCounter(
  db: Database,
  windowSeconds: number,
  /** Keys counted at least this high here also learn other processes' counts when idle here. */
  watchFrom = 0,
) {
  const entries = new Map<string, Entry>();
  let lastShare = Date.now();
  let sharing = false;

  const share = async () => {
    sharing = true;
    lastShare = Date.now();
    try {
      for (const [key, entry] of entries) {
        if (entry.pending === 0) {
          if (entry.windowEnds < Date.now()) {
            entries.delete(key);
            continue;
          }
          // Nothing to add here, but other processes may have counted this key meanwhile: worth
          // a read only for a key that comes near the limit.
          if (entry.shared < watchFrom) continue;
          const seen = await peekWindow(db, key, windowSeconds);
          entry.shared = seen.count;
          continue;
        }
        const by = entry.pending;
        entry.pending = 0;
        const { count, retryAfterSeconds } = await countInWindow(db, key, windowSeconds, by);
        entry.shared = count;
        entry.windowEnds = Date.now() + retryAfterSeconds * 1000;
      }
      if (entries.size > MAX_TRACKED) entries.clear();
    } catch {
      // The database is away (its own watch reports it); counting goes on here meanwhile.
    } finally {
      sharing = false;
    }
  };

  return {
    /** Counts one request for `key`; returns the count so far and the seconds until it resets. */
    hit(key: string): { count: number; retryAfterSeconds: number } {
      const now = Date.now();
      let entry = entries.get(key);
      if (!entry) {
        entry = { pending: 0, shared: 0, windowEnds: 0 };
        entries.set(key, entry);
      } else if (entry.windowEnds !== 0 && entry.windowEnds < now) {
        entry.shared = 0;
        entry.windowEnds = 0;
      }
      entry.pending++;
      if (!sharing && now - lastShare >= SHARE_EVERY_MS) void share();
      const retryAfterSeconds =
        entry.windowEnds === 0
          ? windowSeconds
          : Math.max(1, Math.ceil((entry.windowEnds - now) / 1000));
      return { count: entry.shared + entry.pending, retryAfterSeconds };
    },
    /** Shares now and waits for it (tests: another process's counts become visible). */
    share,
  };
}

import { countManyInWindow, peekManyWindows } from '../../auth/rate-counter';
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
 * for it, adds its counts of every client to the shared ones and reads their sums back, in one
 * statement (and one more for idle clients near the limit). A client is therefore
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
      const adding: { key: string; by: number }[] = [];
      // Keys with nothing to add here, but that other processes may have counted meanwhile:
      // worth a read only when near the limit.
      const watching: string[] = [];
      for (const [key, entry] of entries) {
        if (entry.pending > 0) {
          adding.push({ key, by: entry.pending });
          entry.pending = 0;
        } else if (entry.windowEnds < Date.now()) entries.delete(key);
        else if (entry.shared >= watchFrom) watching.push(key);
      }
      // Two statements for every client this process saw, whatever their number.
      const [added, seen] = await Promise.all([
        countManyInWindow(db, adding, windowSeconds),
        peekManyWindows(db, watching, windowSeconds),
      ]);
      const now = Date.now();
      for (const [key, { count, retryAfterSeconds }] of added) {
        const entry = entries.get(key);
        if (!entry) continue;
        entry.shared = count;
        entry.windowEnds = now + retryAfterSeconds * 1000;
      }
      for (const key of watching) {
        const entry = entries.get(key);
        if (entry) entry.shared = seen.get(key)?.count ?? 0;
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

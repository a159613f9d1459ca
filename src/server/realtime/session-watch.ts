import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sessions } from '../db/auth-schema';
import type { StreamRegistry } from './stream-registry';

/**
 * Ends the streams of sessions that are over (signed out, revoked, expired, user removed). One
 * query per interval checks every session with an open stream at once, instead of one check per
 * stream: a thousand streams cost the database one indexed read, not a thousand. The timer runs
 * only while streams are open.
 */
export function watchStreamSessions(options: {
  db: Database;
  registry: StreamRegistry;
  intervalMs: number;
  log: (line: string) => void;
}) {
  const { db, registry, intervalMs, log } = options;
  let timer: ReturnType<typeof setInterval> | null = null;
  let checking = false;

  const check = async () => {
    const ids = registry.sessionIds();
    if (ids.length === 0 || checking) return;
    checking = true;
    try {
      const live = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, sql`now()`)));
      const liveIds = new Set(live.map((row) => row.id));
      for (const id of ids) if (!liveIds.has(id)) registry.endSession(id);
    } catch (error) {
      // The database is away: keep the streams; the next interval asks again.
      log(`[realtime] session check failed: ${(error as Error).message}`);
    } finally {
      checking = false;
    }
  };

  return {
    /**
     * Checks at once, not at the next interval: a team change (a member suspended, declined or
     * removed, with their sessions) ends that member's open streams within moments.
     */
    checkNow: () => void check(),
    /** Call after a stream opened: starts the timer if it is not running. */
    streamOpened() {
      if (timer) return;
      timer = setInterval(() => {
        if (registry.size() === 0) {
          clearInterval(timer!);
          timer = null;
          return;
        }
        void check();
      }, intervalMs);
      timer.unref();
    },
  };
}

import { and, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Jobs } from '../../jobs/jobs';
import type { Mailer } from '../../mail/mailer';
import { FILL_IN_LETTERS } from './fill-in-letters';
import { mailAbout } from './fill-in-mail';
import { readPeople } from './fill-in-people';
import { fillInRequests } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { writeJob } from '../../jobs/job-store';
import type { ActivityEntry } from '../activity/activity-entry-types';
import { readStationSettings } from '../team/station-settings.service';
import { airingByKeyIn, sameSlot, type Airing } from './fill-in-airing';
import { isWaiting, lockRequest, setRequest, type FillInRow, type Tx } from './fill-in-rows';
import { clearFillInTimers } from './fill-in-timers';

/*
 * "The airing changed" (issue 33 item 9, decision 0066), eagerly: every schedule write records
 * its activity in its own transaction (DESIGN.md D13), so this hook, called there, sees each move,
 * resize, removal and series change, whatever the write path. A request still waiting or taken
 * whose airing is no longer where it was asked for is closed in that same transaction, its
 * timers removed, and the job that tells the asker and the taker written with it.
 */

export const CHANGED_JOB = 'fill-ins.airing-changed';
/** Due at once on any clock: the write's hook has no station clock, and a test's may lag the real one. */
const AT_ONCE = new Date(0);

/** What the published schedule is made of (as webhooks see it); a fill-in's own entries are not. */
const SCHEDULE_SUBJECTS = new Set(['block', 'series', 'week']);
/** Changes that reach every later week: a series and an import bring dates to weeks after theirs. */
const REACHES_LATER = (e: ActivityEntry) =>
  e.subjectType === 'series' || e.action === 'week.import' || e.action === 'block.restore';

/** The requests a write may have changed the airing of: those of its weeks (and later ones). */
function candidatesOf(entries: readonly ActivityEntry[]): SQL | null {
  const relevant = entries.filter((e) => SCHEDULE_SUBJECTS.has(e.subjectType) && e.weekId);
  if (relevant.length === 0) return null;
  const weeks = [...new Set(relevant.map((e) => e.weekId!))];
  const later = relevant.filter(REACHES_LATER).map((e) => e.weekId!);
  const from = later.length > 0 ? later.sort()[0]! : null;
  return or(
    inArray(fillInRequests.weekId, weeks),
    from ? gte(fillInRequests.weekId, from) : undefined,
  )!;
}

/** Called by `recordActivities` with a write's entries, in its transaction (see above). */
export async function closeFillInsOfChangedAirings(
  tx: Tx,
  entries: readonly ActivityEntry[],
): Promise<void> {
  const where = candidatesOf(entries);
  if (!where) return;
  // SKIP LOCKED: a request a take or a decision holds is theirs to finish; their own check of
  // the airing (and the lazy one on every list) closes it if it changed. No lock-order deadlock.
  const rows = await tx
    .select()
    .from(fillInRequests)
    .where(and(where, inArray(fillInRequests.state, ['open', 'pending-approval', 'taken'])))
    .for('update', { skipLocked: true });
  if (rows.length === 0) return;
  // The week is read in the station's zone; `now` only stamps the close (the real time).
  const { stationTimeZone } = await readStationSettings(tx);
  const clock: StationClock = { timeZone: stationTimeZone, now: () => new Date() };
  for (const row of rows) {
    const airing = await airingByKeyIn(tx, row.weekId, row.airingKey, clock);
    if (sameSlot(airing, row)) continue;
    await closeAsChanged(tx, row, clock);
  }
}

/** Closes one request as "The airing changed" and queues the e-mail to the asker and the taker. */
export async function closeAsChanged(tx: Tx, row: FillInRow, clock: StationClock) {
  await setRequest(tx, row, { state: 'airing-changed', closedAt: clock.now() });
  if (isWaiting(row.state)) await clearFillInTimers(tx, row.id);
  await writeJob(tx, {
    name: CHANGED_JOB,
    payload: { requestId: row.id },
    runAt: AT_ONCE,
    key: row.id,
  });
}

/** The job that writes to who asked and who took it, once the close is committed. */
export function defineAiringChangedJob(
  jobs: Jobs,
  deps: { db: Database; clock: StationClock; mailer: Mailer; publicOrigin: string },
) {
  jobs.define(CHANGED_JOB, async (payload) => {
    const id = (payload as { requestId?: unknown } | null)?.requestId;
    if (typeof id !== 'string') return;
    const [row] = await deps.db.select().from(fillInRequests).where(eq(fillInRequests.id, id));
    if (row?.state !== 'airing-changed') return;
    const ids = [row.askedBy, row.takenBy].filter((p): p is string => p !== null);
    await mailAbout(deps, row, await readPeople(deps.db, [...new Set(ids)]), {
      event: 'airingChanged',
      write: FILL_IN_LETTERS.airingChanged,
    });
  });
}

/**
 * The airing of a waiting or taken request as a reader found it, or null, closing the request as
 * "The airing changed" when it is no longer in the slot asked for (the lazy check beside the
 * eager hook, for a request a take held while the schedule changed).
 */
export async function keptOrClosed(
  deps: { db: Database; clock: StationClock },
  row: FillInRow,
  airing: Airing | null,
): Promise<Airing | null> {
  if (sameSlot(airing, row)) return airing;
  await deps.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, row.id);
    if (!isWaiting(locked.state) && locked.state !== 'taken') return;
    await closeAsChanged(tx, locked, deps.clock);
  });
  return null;
}

import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fillInRequests } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import type { Jobs } from '../../jobs/jobs';
import { removeJob, writeJob, type JobExecutor } from '../../jobs/job-store';
import type { Mailer } from '../../mail/mailer';
import { readStationSettings } from '../team/station-settings.service';
import { FILL_IN_LETTERS } from './fill-in-letters';
import { mailAbout } from './fill-in-mail';
import { isManager, readPeople } from './fill-in-people';
import { isWaiting, lockRequest, setRequest, WAITING_STATES, type FillInRow } from './fill-in-rows';

/*
 * A request's two alarms (decision 0066) on the one job mechanism (decision 0064), keyed by the
 * request's id: escalation at airtime − the station's lead hours, closing at airtime. Written in
 * the transaction of the change that needs them; the request's row is the truth, so a handler
 * that finds it no longer waiting does nothing, and the alarms are re-made at start.
 */

export const ESCALATE_JOB = 'fill-ins.escalate';
export const CLOSE_JOB = 'fill-ins.close';
const HOUR_MS = 60 * 60_000;

/** Sets (or moves) both alarms of a waiting request. */
export async function setFillInTimers(
  executor: JobExecutor,
  request: Pick<FillInRow, 'id' | 'startsAt' | 'escalatedAt'>,
  leadHours: number,
): Promise<void> {
  const payload = { requestId: request.id };
  if (!request.escalatedAt) {
    const runAt = new Date(request.startsAt.getTime() - leadHours * HOUR_MS);
    await writeJob(executor, { name: ESCALATE_JOB, payload, runAt, key: request.id });
  }
  await writeJob(executor, { name: CLOSE_JOB, payload, runAt: request.startsAt, key: request.id });
}

/** Removes both alarms: the request was taken, withdrawn or closed. */
export async function clearFillInTimers(executor: JobExecutor, id: string): Promise<void> {
  await removeJob(executor, ESCALATE_JOB, id);
  await removeJob(executor, CLOSE_JOB, id);
}

/**
 * Re-makes the alarms of every waiting request (at start: a restored database has no jobs, and
 * the lead hours may have changed). Keyed, so every process doing it at once is harmless.
 */
export async function remakeFillInTimers(db: Database): Promise<number> {
  const { fillInLeadHours } = await readStationSettings(db);
  const waiting = await db
    .select()
    .from(fillInRequests)
    .where(inArray(fillInRequests.state, [...WAITING_STATES]));
  for (const request of waiting) await setFillInTimers(db, request, fillInLeadHours);
  return waiting.length;
}

const requestIdOf = (payload: unknown): string | null => {
  const id = (payload as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : null;
};

/** The handlers: escalate (managers are written to, the request marked) and close as "Not filled". */
export function defineFillInJobs(
  jobs: Jobs,
  deps: { db: Database; clock: StationClock; mailer: Mailer; publicOrigin: string },
) {
  const { db } = deps;
  jobs.define(ESCALATE_JOB, async (payload) => {
    const id = requestIdOf(payload);
    if (!id) return;
    const escalated = await db.transaction(async (tx) => {
      const [exists] = await tx
        .select({ id: fillInRequests.id })
        .from(fillInRequests)
        .where(eq(fillInRequests.id, id));
      if (!exists) return null;
      const row = await lockRequest(tx, id);
      if (!isWaiting(row.state) || row.escalatedAt) return null;
      return setRequest(tx, row, { escalatedAt: deps.clock.now() });
    });
    if (!escalated) return;
    const managers = (await readPeople(db)).filter((p) => isManager(p) && p.status === 'active');
    await mailAbout(deps, escalated, managers, {
      event: 'escalated',
      write: FILL_IN_LETTERS.escalated,
    });
  });
  jobs.define(CLOSE_JOB, async (payload) => {
    const id = requestIdOf(payload);
    if (!id) return;
    await db.transaction(async (tx) => {
      const [exists] = await tx
        .select({ id: fillInRequests.id })
        .from(fillInRequests)
        .where(eq(fillInRequests.id, id));
      if (!exists) return;
      const row = await lockRequest(tx, id);
      if (!isWaiting(row.state)) return;
      // The original hosts stay: nothing was handed over while the request waited.
      await setRequest(tx, row, { state: 'not-filled', closedAt: deps.clock.now() });
      await removeJob(tx, ESCALATE_JOB, id);
    });
  });
}

import { and, count, eq } from 'drizzle-orm';
import {
  nextStatus,
  type StatusAction,
  type WeekStatus,
} from '../../../../shared/schedule/placement';
import { isPastWeek, weekEndOf } from '../../../../shared/schedule/week';
import { type WeekView } from '../../../../shared/schemas/schedule';
import type { Database } from '../../../db/connection';
import { scheduledShows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { toWeekView } from './week-view';
import { loadWeekContent } from './week-reads';
import { readTogether } from '../../../db/read-together';
import { guardUnfilledAtFinalize } from './unfilled-finalize';
import { beforeWeekChange } from './before-week-change';
import { SCHEDULE_REFUSALS, PLACEMENT_REFUSALS } from '../schedule-refusals';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type WeekRow = typeof weeklySchedules.$inferSelect;

/**
 * The week as stored, or, for a week nobody has written to yet, as it would start: not started
 * and holding only what series bring. Reading never stores anything (a stranger reading a
 * thousand far-off weeks must not leave a thousand rows behind); the first write stores the row
 * (ensureWeek), as does "Create Schedule" (createWeek). One round trip of reads.
 */
export async function openWeek(
  db: Database,
  weekId: string,
  clock: StationClock,
): Promise<WeekView> {
  const [[found], content] = await readTogether(
    db,
    () => db.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId)),
    () => loadWeekContent(db, weekId, clock),
  );
  return toWeekView(found ?? unstoredWeek(weekId, clock), content, clock);
}

/** A week nobody has written to yet, as it would start: not started. */
/** openWeek within a write's transaction: the week as that write leaves it (two reads in turn). */
export async function openWeekIn(tx: Tx, weekId: string, clock: StationClock): Promise<WeekView> {
  const [found] = await tx.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId));
  const content = await loadWeekContent(tx, weekId, clock);
  return toWeekView(found ?? unstoredWeek(weekId, clock), content, clock);
}

export function unstoredWeek(weekId: string, clock: StationClock): WeekRow {
  const now = clock.now();
  return {
    id: weekId,
    startDate: weekId,
    endDate: weekEndOf(weekId),
    status: 'not-started',
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores the week (not started) unless it exists, in the caller's transaction, and locks it for
 * a check-and-write. Two first writes at once get one row: the insert ignores the conflict and
 * the second waits for the first's lock. A past week is refused before anything is written.
 */
export async function ensureWeek(
  tx: Tx,
  weekId: string,
  clock: StationClock,
  actor: Actor,
): Promise<WeekRow> {
  refusePastWeek(weekId, clock);
  const created = await tx
    .insert(weeklySchedules)
    .values({ id: weekId, startDate: weekId, endDate: weekEndOf(weekId) })
    .onConflictDoNothing({ target: weeklySchedules.id })
    .returning({ id: weeklySchedules.id });
  // A new week shows in everyone's week list.
  // Named like the write's own announcement, so the two arrive as one (equal notifications of a
  // transaction are delivered once).
  if (created.length > 0)
    await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
  return lockWeek(tx, weekId, clock);
}

/** "Create Schedule": the week stored (if new) and answered; `created` says whether it was new. */
export async function createWeek(
  db: Database,
  weekId: string,
  clock: StationClock,
  actor: Actor,
): Promise<{ week: WeekView; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: weeklySchedules.id })
      .from(weeklySchedules)
      .where(eq(weeklySchedules.id, weekId));
    const week = await ensureWeek(tx, weekId, clock, actor);
    if (!existing) {
      await recordActivity(tx, actor, { action: 'week.create', subjectType: 'week', weekId });
    }
    return {
      week: toWeekView(week, await loadWeekContent(tx, weekId, clock), clock),
      created: !existing,
    };
  });
}

function refusePastWeek(weekId: string, clock: StationClock) {
  if (isPastWeek(weekId, clock.now(), clock.timeZone))
    throw new HttpError(409, 'past_week', PLACEMENT_REFUSALS.pastWeek);
}

/**
 * Locks a week for a check-and-write: concurrent changes to the same week wait for each other,
 * so two racing placements cannot both pass the overlap check of a finalized week.
 */
export async function lockWeek(tx: Tx, weekId: string, clock: StationClock) {
  const [week] = await tx
    .select()
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, weekId))
    .for('update');
  if (!week) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.weekNotFound);
  refusePastWeek(week.id, clock);
  // A finalized week is seen as its hosts know it before this write changes it.
  if (week.status === 'finalized') await beforeWeekChange(tx, { ids: [week.id] }, clock);
  return week;
}

/** Marks a week as changed now (its "Last Modified"). */
export async function touchWeek(tx: Tx, weekId: string) {
  await tx
    .update(weeklySchedules)
    .set({ updatedAt: new Date() })
    .where(eq(weeklySchedules.id, weekId));
}

const STATUS_ACTIVITY: Record<StatusAction, string> = {
  'save-draft': 'week.saveDraft',
  finalize: 'week.finalize',
  revert: 'week.revert',
};

/**
 * Save Draft, Finalize and Revert (SPEC.md §4); finalizing is refused while shows overlap, then
 * by the station's rule for weeks with gaps (`gapsAccepted`: the person confirmed them).
 */
export async function changeWeekStatus(
  db: Database,
  weekId: string,
  action: StatusAction,
  clock: StationClock,
  actor: Actor,
  gapsAccepted = false,
): Promise<WeekView> {
  return db.transaction(async (tx) => {
    const week = await ensureWeek(tx, weekId, clock, actor);
    const to = nextStatus(week.status as WeekStatus, action);
    if (!to) throw new HttpError(409, 'status_not_allowed', SCHEDULE_REFUSALS.statusNotAllowed);
    const content = await loadWeekContent(tx, weekId, clock);
    if (to === 'finalized' && toWeekView(week, content, clock).hasOverlaps) {
      throw new HttpError(409, 'overlaps', SCHEDULE_REFUSALS.finalizeOverlaps);
    }
    if (to === 'finalized') {
      await guardUnfilledAtFinalize(tx, weekId, content, clock, gapsAccepted);
    }
    const [updated] = await tx
      .update(weeklySchedules)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(weeklySchedules.id, weekId))
      .returning();
    await tx
      .update(scheduledShows)
      .set({ weeklyScheduleStatus: to })
      .where(eq(scheduledShows.weeklyScheduleId, weekId));
    await recordActivity(tx, actor, {
      action: STATUS_ACTIVITY[action],
      subjectType: 'week',
      weekId,
      details: { from: week.status, to },
    });
    await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
    return toWeekView(updated!, content, clock);
  });
}

/** Deletes a week with its shows; past weeks are kept. */
export async function deleteWeek(
  db: Database,
  weekId: string,
  clock: StationClock,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const week = await lockWeek(tx, weekId, clock);
    const [{ shows } = { shows: 0 }] = await tx
      .select({ shows: count() })
      .from(scheduledShows)
      .where(
        and(
          eq(scheduledShows.weeklyScheduleId, weekId),
          eq(scheduledShows.isDeletedInstance, false),
        ),
      );
    await tx.delete(weeklySchedules).where(eq(weeklySchedules.id, weekId));
    // Kept with the week's id, so the week's history (and the station's) still tells who did it.
    await recordActivity(tx, actor, {
      action: 'week.delete',
      subjectType: 'week',
      weekId,
      details: { status: week.status, shows },
    });
    await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
  });
}

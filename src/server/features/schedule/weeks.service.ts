import { eq } from 'drizzle-orm';
import {
  nextStatus,
  PLACEMENT_MESSAGES,
  STATUS_MESSAGES,
  type StatusAction,
  type WeekStatus,
} from '../../../shared/schedule/placement';
import { isPastWeek, weekEndOf } from '../../../shared/schedule/week';
import { SCHEDULE_MESSAGES, type WeekView } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import { scheduledShows, weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { loadWeekContent, toWeekView } from './week-view';
import { readTogether } from '../../db/read-together';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The week, created as not-started on first visit. Reading a week that exists is one round trip
 * of reads (the row and its content together) and writes nothing. Two people opening a new week
 * at once get one row: the insert ignores a conflict and both read the same week.
 */
export async function openWeek(
  db: Database,
  weekId: string,
  clock: StationClock,
): Promise<WeekView> {
  const [[found], content] = await readTogether(
    db,
    () => db.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId)),
    () => loadWeekContent(db, weekId),
  );
  if (found) return toWeekView(found, content, clock);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(weeklySchedules)
      .values({ id: weekId, startDate: weekId, endDate: weekEndOf(weekId) })
      .onConflictDoNothing({ target: weeklySchedules.id })
      .returning({ id: weeklySchedules.id });
    // A new week shows in everyone's week list.
    if (created.length > 0) await publishChange(tx, { kind: 'week', weekStartDate: weekId });
  });
  const [week] = await db.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId));
  // Shows can only be placed on an existing week, so one made just now by someone else may
  // already hold some: read its content again.
  return toWeekView(week!, await loadWeekContent(db, weekId), clock);
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
  if (!week) throw new HttpError(404, 'not_found', SCHEDULE_MESSAGES.weekNotFound);
  if (isPastWeek(week.id, clock.now(), clock.timeZone))
    throw new HttpError(409, 'past_week', PLACEMENT_MESSAGES.pastWeek);
  return week;
}

/** Marks a week as changed now (its "Last Modified"). */
export async function touchWeek(tx: Tx, weekId: string) {
  await tx
    .update(weeklySchedules)
    .set({ updatedAt: new Date() })
    .where(eq(weeklySchedules.id, weekId));
}

/** Save Draft, Finalize and Revert (SPEC.md §4); finalizing is refused while shows overlap. */
export async function changeWeekStatus(
  db: Database,
  weekId: string,
  action: StatusAction,
  clock: StationClock,
): Promise<WeekView> {
  return db.transaction(async (tx) => {
    const week = await lockWeek(tx, weekId, clock);
    const to = nextStatus(week.status as WeekStatus, action);
    if (!to) throw new HttpError(409, 'status_not_allowed', STATUS_MESSAGES.notAllowed);
    const content = await loadWeekContent(tx, weekId);
    if (to === 'finalized' && toWeekView(week, content, clock).hasOverlaps) {
      throw new HttpError(409, 'overlaps', STATUS_MESSAGES.finalizeOverlaps);
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
    await publishChange(tx, { kind: 'week', weekStartDate: weekId });
    return toWeekView(updated!, content, clock);
  });
}

/** Deletes a week with its shows; past weeks are kept. */
export async function deleteWeek(db: Database, weekId: string, clock: StationClock): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWeek(tx, weekId, clock);
    await tx.delete(weeklySchedules).where(eq(weeklySchedules.id, weekId));
    await publishChange(tx, { kind: 'week', weekStartDate: weekId });
  });
}

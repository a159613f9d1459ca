import { and, eq, or } from 'drizzle-orm';
import { airedDuration, type WeekEdge } from '../../../../shared/schedule/week-edge';
import { occurrencesBetween, type RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { dayIndexOf, weekIdOf } from '../../../../shared/schedule/week';
import { type PlacementChanges } from '../../../../shared/schemas/schedule';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import type { Database } from '../../../db/connection';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { applyPlacementChanges, type ActivityBy } from '../placements/placement-changes';
import { ensureWeek, touchWeek, type Tx } from '../weeks/weeks.service';
import { findSeries } from '../series-changes/series-change-state';
import { SCHEDULE_REFUSALS } from '../schedule-refusals';

/*
 * One date of a series on its own: "Edit This Instance" stores it as an exception, "Remove from
 * Series" as a marker; either way the series runs on around it.
 */

type Instance = {
  series: typeof recurringSeries.$inferSelect;
  anchor: typeof scheduledShows.$inferSelect;
  weekId: string;
};

/**
 * The generated instance of a series on a date, with its week locked: it must be an occurrence
 * that no stored row stands for yet.
 */
async function lockInstance(
  tx: Tx,
  seriesId: string,
  date: string,
  clock: StationClock,
  actor: Actor,
): Promise<Instance> {
  const [series] = await tx.select().from(recurringSeries).where(eq(recurringSeries.id, seriesId));
  if (!series) throw new HttpError(404, 'not_in_series', SCHEDULE_REFUSALS.notInSeries);
  const weekId = weekIdOf(date);
  await ensureWeek(tx, weekId, clock, actor);
  const occurs = occurrencesBetween(
    {
      rule: series.recurrenceRule as RecurrenceRule,
      startDate: series.startDate,
      endDate: series.endDate,
    },
    date,
    date,
  );
  const [taken] = await tx
    .select({ id: scheduledShows.id })
    .from(scheduledShows)
    .where(
      and(
        eq(scheduledShows.recurringSeriesId, seriesId),
        eq(scheduledShows.originalInstanceDate, date),
      ),
    );
  if (occurs.length === 0 || taken)
    throw new HttpError(404, 'instance_not_found', SCHEDULE_REFUSALS.instanceGone);
  const [anchor] = await tx
    .select()
    .from(scheduledShows)
    .where(
      and(
        eq(scheduledShows.recurringSeriesId, seriesId),
        eq(scheduledShows.isException, false),
        // The first show lends its details even with its own date skipped.
        or(
          eq(scheduledShows.isDeletedInstance, false),
          eq(scheduledShows.originalInstanceDate, series.startDate),
        ),
      ),
    )
    .orderBy(scheduledShows.createdAt)
    .limit(1);
  if (!anchor) throw new HttpError(404, 'not_in_series', SCHEDULE_REFUSALS.notInSeries);
  return { series, anchor, weekId };
}

/** A stored row standing for one instance: an editable exception or a removed-instance marker. */
async function storeInstanceRow(
  tx: Tx,
  instance: Instance,
  date: string,
  kind: 'exception' | 'removed',
  edge: WeekEdge,
  actor: Actor,
  activityBy: ActivityBy,
) {
  const { series, anchor, weekId } = instance;
  const dayIndex = dayIndexOf(date);
  const [week] = await tx
    .select({ status: weeklySchedules.status })
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, weekId));
  const [row] = await tx
    .insert(scheduledShows)
    .values({
      weeklyScheduleId: weekId,
      showTemplateId: anchor.showTemplateId,
      showName: anchor.showName,
      showGenres: anchor.showGenres,
      showDescription: anchor.showDescription,
      showColor: anchor.showColor,
      showImageUrl: anchor.showImageUrl,
      djNames: anchor.djNames,
      djAvatarUrls: anchor.djAvatarUrls,
      dayIndex,
      timeIndex: series.timeIndex,
      duration: airedDuration(
        { dayIndex, timeIndex: series.timeIndex, duration: series.duration },
        edge,
      ),
      recurringSeriesId: series.id,
      isException: kind === 'exception',
      isDeletedInstance: kind === 'removed',
      originalInstanceDate: date,
      // The exception starts as the instance it stands for, then carries its own flag.
      isRepeat: series.isRepeat,
      weeklyScheduleStatus: week!.status,
    })
    .returning({ id: scheduledShows.id });
  await touchWeek(tx, weekId);
  if (activityBy === 'change')
    await recordActivity(tx, actor, {
      action: kind === 'exception' ? 'series.exception' : 'series.removeInstance',
      subjectType: 'series',
      subjectId: series.id,
      weekId,
      details: { show: anchor.showName, date, day: dayIndex, time: series.timeIndex },
    });
  await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
  return row!.id;
}

/** The start of both edits of one date: the instance locked, its row stored, its week read. */
async function storeInstance(
  tx: Tx,
  seriesId: string,
  date: string,
  kind: 'exception' | 'removed',
  clock: StationClock,
  actor: Actor,
  activityBy: ActivityBy = 'change',
) {
  const instance = await lockInstance(tx, seriesId, date, clock, actor);
  const id = await storeInstanceRow(tx, instance, date, kind, clock, actor, activityBy);
  const [week] = await tx
    .select()
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, instance.weekId));
  return { id, week: week! };
}

/**
 * "Edit This Instance", saved: the instance becomes a stored exception with the user's changes,
 * in one transaction, so a refused change stores nothing and the date stays in its series. (An
 * edit that is cancelled never calls this: SPEC.md §8's alert belongs to the save.) No changes
 * store the instance as it is, the spec's empty payload.
 */
export async function createException(
  db: Database,
  seriesId: string,
  date: string,
  changes: PlacementChanges,
  clock: StationClock,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const { id, week } = await storeExceptionIn(tx, seriesId, date, changes, clock, actor);
    return {
      exceptionId: id,
      week: toWeekView(week, await loadWeekContent(tx, week.id, clock), clock),
    };
  });
}

/**
 * createException within a transaction the caller holds: a fill-in's hand-over stores the date's
 * new host this way, so it is the same write (revision, change event, activity, webhooks).
 */
export async function storeExceptionIn(
  tx: Tx,
  seriesId: string,
  date: string,
  changes: PlacementChanges,
  clock: StationClock,
  actor: Actor,
  activityBy: ActivityBy = 'change',
) {
  const { id, week } = await storeInstance(
    tx,
    seriesId,
    date,
    'exception',
    clock,
    actor,
    activityBy,
  );
  return applyToException(tx, { id, week }, changes, clock, actor, activityBy);
}

/** An exception just stored, with the user's changes applied through the placement rules. */
async function applyToException(
  tx: Tx,
  stored: { id: string; week: typeof weeklySchedules.$inferSelect },
  changes: PlacementChanges,
  clock: StationClock,
  actor: Actor,
  activityBy: ActivityBy,
) {
  if (Object.values(changes).some((value) => value !== undefined)) {
    const [row] = await tx.select().from(scheduledShows).where(eq(scheduledShows.id, stored.id));
    await applyPlacementChanges(
      tx,
      row!,
      stored.week.status as WeekStatus,
      changes,
      clock,
      actor,
      activityBy,
    );
  }
  return stored;
}

/**
 * The series' first date set apart with `changes` (a fill-in's hand-over of that date): every
 * later date copies the first show's details, so editing that row would change them all. The row
 * stays, marked removed as Skip This Date leaves it, still lending its details, and the date
 * becomes an exception at the first show's own day, time and length.
 */
export async function storeFirstDateExceptionIn(
  tx: Tx,
  seriesId: string,
  changes: PlacementChanges,
  clock: StationClock,
  actor: Actor,
  activityBy: ActivityBy = 'change',
) {
  const { series, first } = await findSeries(tx, seriesId);
  if (first.isDeletedInstance)
    throw new HttpError(404, 'instance_not_found', SCHEDULE_REFUSALS.instanceGone);
  await tx
    .update(scheduledShows)
    .set({ isDeletedInstance: true, version: first.version + 1, updatedAt: new Date() })
    .where(eq(scheduledShows.id, first.id));
  const weekId = first.weeklyScheduleId;
  const id = await storeInstanceRow(
    tx,
    { series, anchor: first, weekId },
    series.startDate,
    'exception',
    clock,
    actor,
    activityBy,
  );
  await tx
    .update(scheduledShows)
    .set({ dayIndex: first.dayIndex, timeIndex: first.timeIndex, duration: first.duration })
    .where(eq(scheduledShows.id, id));
  const [week] = await tx.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId));
  return applyToException(tx, { id, week: week! }, changes, clock, actor, activityBy);
}

/** "Remove from Series": a marker keeps the instance from being generated again. */
export async function removeInstance(
  db: Database,
  seriesId: string,
  date: string,
  clock: StationClock,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const { week } = await storeInstance(tx, seriesId, date, 'removed', clock, actor);
    return toWeekView(week, await loadWeekContent(tx, week.id, clock), clock);
  });
}

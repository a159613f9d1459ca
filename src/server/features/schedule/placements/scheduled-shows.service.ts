import { eq } from 'drizzle-orm';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import {
  type AddPlacementInput,
  type PlacementChanges,
  type UpdatePlacementInput,
  type WeekView,
} from '../../../../shared/schemas/schedule';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import type { Database } from '../../../db/connection';
import { scheduledShows, shows } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { applyPlacementChanges, djSnapshot, type ActivityBy } from './placement-changes';
import { guardPlacement, guardRealTimes } from './placement-guard';
import { offerUndoOfDelete } from '../undo/undo.service';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { endSeries } from '../series/series.service';
import { ensureWeek, lockWeek, touchWeek, type Tx } from '../weeks/weeks.service';
import { SCHEDULE_REFUSALS } from '../schedule-refusals';

/**
 * Places a library show on a week. The show's details and its DJs' names and avatars are copied
 * now, so later edits or deletion of the template never change a planned week.
 */
export async function addScheduledShow(
  db: Database,
  weekId: string,
  input: AddPlacementInput,
  clock: StationClock,
  actor: Actor,
): Promise<WeekView> {
  return db.transaction(async (tx) => {
    const week = await ensureWeek(tx, weekId, clock, actor);
    // Held until commit, so the template cannot be deleted between this check and the insert.
    const [template] = await tx
      .select()
      .from(shows)
      .where(eq(shows.id, input.templateId))
      .for('key share');
    if (!template) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.templateNotFound);
    await guardPlacement(tx, week, input, clock);
    guardRealTimes(weekId, input, clock.timeZone);
    const team = await djSnapshot(tx, template.djIds);
    const [placed] = await tx
      .insert(scheduledShows)
      .values({
        weeklyScheduleId: weekId,
        showTemplateId: template.id,
        showName: template.name,
        showGenres: template.genres,
        showDescription: template.description,
        showColor: template.color,
        showImageUrl: template.imageUrl,
        djNames: team.names,
        djAvatarUrls: team.avatars,
        dayIndex: input.dayIndex,
        timeIndex: input.timeIndex,
        duration: input.duration,
        weeklyScheduleStatus: week.status,
      })
      .returning({ id: scheduledShows.id });
    await touchWeek(tx, weekId);
    await recordActivity(tx, actor, {
      action: 'block.place',
      subjectType: 'block',
      subjectId: placed!.id,
      weekId,
      details: {
        show: template.name,
        day: input.dayIndex,
        time: input.timeIndex,
        duration: input.duration,
      },
    });
    await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
    return toWeekView(week, await loadWeekContent(tx, weekId, clock), clock);
  });
}

/** Moves, resizes or edits a placed show, if nobody changed it since `version`. */
export async function updateScheduledShow(
  db: Database,
  id: string,
  input: UpdatePlacementInput,
  clock: StationClock,
  actor: Actor,
): Promise<WeekView> {
  return db.transaction(async (tx) => {
    const { week, row } = await lockPlaced(tx, id, clock);
    if (row.version !== input.version)
      throw new HttpError(409, 'stale_version', SCHEDULE_REFUSALS.stale);
    await applyPlacementChanges(tx, row, week.status as WeekStatus, input, clock, actor);
    return toWeekView(week, await loadWeekContent(tx, row.weeklyScheduleId, clock), clock);
  });
}

/**
 * Edits a stored show (a placed show or an exception) within a transaction the caller holds, as
 * Edit Show does but without a version from the browser: a fill-in's hand-over changes the hosts.
 */
export async function changePlacedIn(
  tx: Tx,
  id: string,
  changes: PlacementChanges,
  clock: StationClock,
  actor: Actor,
  activityBy: ActivityBy = 'change',
): Promise<void> {
  const { week, row } = await lockPlaced(tx, id, clock);
  await applyPlacementChanges(
    tx,
    row,
    week.status as WeekStatus,
    changes,
    clock,
    actor,
    activityBy,
  );
}

/**
 * Takes a placed show off its week. What it took is kept server-side, read before anything
 * changed; the answer carries the token with which `userId` may undo the delete.
 */
export async function deleteScheduledShow(
  db: Database,
  id: string,
  actor: Actor,
  clock: StationClock,
): Promise<{ week: WeekView; undo: UndoOffer }> {
  return db.transaction(async (tx) => {
    const { current, week, row } = await lockPlaced(tx, id, clock);
    if (row.isDeletedInstance) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.showGone);
    const undo = await offerUndoOfDelete(tx, actor.id, row);
    if (row.recurringSeriesId && row.isException) {
      // The series must not bring the instance back: the exception becomes a removal marker.
      await tx
        .update(scheduledShows)
        .set({
          isException: false,
          isDeletedInstance: true,
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(scheduledShows.id, id));
    } else if (row.recurringSeriesId) {
      // The first show of a series: the series ends with it (its exceptions stay as plain shows).
      await endSeries(tx, row.recurringSeriesId);
    } else {
      await tx.delete(scheduledShows).where(eq(scheduledShows.id, id));
    }
    await touchWeek(tx, current.weeklyScheduleId);
    await recordActivity(tx, actor, {
      // Deleting the first show of a series ends the series, which the sentence says.
      action: row.recurringSeriesId && !row.isException ? 'series.delete' : 'block.delete',
      subjectType: row.recurringSeriesId && !row.isException ? 'series' : 'block',
      subjectId: row.recurringSeriesId && !row.isException ? row.recurringSeriesId : id,
      weekId: current.weeklyScheduleId,
      details: {
        show: row.showName,
        day: row.dayIndex,
        time: row.timeIndex,
        duration: row.duration,
      },
    });
    await publishChange(tx, {
      kind: 'week',
      weekStartDate: current.weeklyScheduleId,
      by: actor,
    });
    const view = toWeekView(
      week,
      await loadWeekContent(tx, current.weeklyScheduleId, clock),
      clock,
    );
    return { week: view, undo };
  });
}

/** A placed show locked for a write, its week locked first (the order every write locks in). */
async function lockPlaced(tx: Tx, id: string, clock: StationClock) {
  const current = await findPlaced(tx, id);
  const week = await lockWeek(tx, current.weeklyScheduleId, clock);
  const [row] = await tx
    .select()
    .from(scheduledShows)
    .where(eq(scheduledShows.id, id))
    .for('update');
  if (!row) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.showGone);
  return { current, week, row };
}

async function findPlaced(tx: Tx, id: string) {
  const [row] = await tx
    .select({ weeklyScheduleId: scheduledShows.weeklyScheduleId })
    .from(scheduledShows)
    .where(eq(scheduledShows.id, id));
  if (!row) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.showGone);
  return row;
}

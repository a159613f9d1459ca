import { eq, inArray } from 'drizzle-orm';
import type { WeekStatus } from '../../../shared/schedule/placement';
import {
  SCHEDULE_MESSAGES,
  type AddPlacementInput,
  type UpdatePlacementInput,
  type WeekView,
} from '../../../shared/schemas/schedule';
import type { UndoOffer } from '../../../shared/schemas/undo';
import type { Database } from '../../db/connection';
import { djs, scheduledShows, shows } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { guardPlacement, guardRealTimes } from './placement-guard';
import { offerUndoOfDelete } from './undo.service';
import { loadWeekContent, toWeekView } from './week-view';
import { endSeries } from './series.service';
import { ensureWeek, lockWeek, touchWeek, type Tx } from './weeks.service';

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
    if (!template) throw new HttpError(404, 'not_found', SCHEDULE_MESSAGES.templateNotFound);
    guardPlacement(input, week.status as WeekStatus, await loadWeekContent(tx, weekId));
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
    return toWeekView(week, await loadWeekContent(tx, weekId), clock);
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
    const current = await findPlaced(tx, id);
    const week = await lockWeek(tx, current.weeklyScheduleId, clock);
    const [row] = await tx
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.id, id))
      .for('update');
    if (!row) throw new HttpError(404, 'not_found', SCHEDULE_MESSAGES.showGone);
    if (row.version !== input.version)
      throw new HttpError(409, 'stale_version', SCHEDULE_MESSAGES.stale);
    const placement = {
      dayIndex: input.dayIndex ?? row.dayIndex,
      timeIndex: input.timeIndex ?? row.timeIndex,
      duration: input.duration ?? row.duration,
    };
    guardPlacement(
      placement,
      week.status as WeekStatus,
      await loadWeekContent(tx, row.weeklyScheduleId),
      id,
    );
    guardRealTimes(row.weeklyScheduleId, placement, clock.timeZone, row);
    const team = input.djIds ? await chosenDjs(tx, input.djIds) : null;
    await tx
      .update(scheduledShows)
      .set({
        ...placement,
        ...(team && { djNames: team.names, djAvatarUrls: team.avatars }),
        ...(input.showName !== undefined && { showName: input.showName }),
        ...(input.showDescription !== undefined && {
          showDescription: input.showDescription || null,
        }),
        ...(input.showGenres !== undefined && { showGenres: [...new Set(input.showGenres)] }),
        ...(input.showColor !== undefined && { showColor: input.showColor }),
        ...(input.showImageUrl !== undefined && { showImageUrl: input.showImageUrl || null }),
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(scheduledShows.id, id));
    await touchWeek(tx, row.weeklyScheduleId);
    await recordActivity(tx, actor, {
      ...placementChange(row, placement, input),
      subjectType: 'block',
      subjectId: id,
      weekId: row.weeklyScheduleId,
    });
    await publishChange(tx, { kind: 'week', weekStartDate: row.weeklyScheduleId, by: actor });
    return toWeekView(week, await loadWeekContent(tx, row.weeklyScheduleId), clock);
  });
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
    const current = await findPlaced(tx, id);
    const week = await lockWeek(tx, current.weeklyScheduleId, clock);
    const [row] = await tx
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.id, id))
      .for('update');
    if (!row || row.isDeletedInstance)
      throw new HttpError(404, 'not_found', SCHEDULE_MESSAGES.showGone);
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
    const view = toWeekView(week, await loadWeekContent(tx, current.weeklyScheduleId), clock);
    return { week: view, undo };
  });
}

type PlacedRow = typeof scheduledShows.$inferSelect;
type Slot = { dayIndex: number; timeIndex: number; duration: number };
const EDITABLE_FIELDS = {
  showName: 'name',
  showDescription: 'description',
  showGenres: 'genres',
  showColor: 'color',
  showImageUrl: 'image',
  djIds: 'DJs',
} as const;

/**
 * What an update did, for the activity log: a move (the start changed, maybe the length too), a
 * resize (only the length), else an edit of the named fields.
 */
function placementChange(row: PlacedRow, to: Slot, input: UpdatePlacementInput) {
  const moved = to.dayIndex !== row.dayIndex || to.timeIndex !== row.timeIndex;
  const resized = to.duration !== row.duration;
  const show = input.showName ?? row.showName;
  if (moved || resized) {
    return {
      action: moved ? 'block.move' : 'block.resize',
      details: {
        show,
        ...(moved
          ? {
              fromDay: row.dayIndex,
              fromTime: row.timeIndex,
              toDay: to.dayIndex,
              toTime: to.timeIndex,
            }
          : { day: row.dayIndex, time: row.timeIndex }),
        fromDuration: row.duration,
        toDuration: to.duration,
      },
    };
  }
  const fields = (Object.keys(EDITABLE_FIELDS) as (keyof typeof EDITABLE_FIELDS)[])
    .filter((key) => input[key] !== undefined)
    .map((key) => EDITABLE_FIELDS[key]);
  return {
    action: 'block.edit',
    details: { show, day: row.dayIndex, time: row.timeIndex, fields },
  };
}

async function findPlaced(tx: Tx, id: string) {
  const [row] = await tx
    .select({ weeklyScheduleId: scheduledShows.weeklyScheduleId })
    .from(scheduledShows)
    .where(eq(scheduledShows.id, id));
  if (!row) throw new HttpError(404, 'not_found', SCHEDULE_MESSAGES.showGone);
  return row;
}

/** The DJs picked for one placement (a guest host), each of whom must still exist. */
async function chosenDjs(tx: Tx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const team = await djSnapshot(tx, unique);
  if (team.names.length !== unique.length)
    throw new HttpError(422, 'validation_failed', SCHEDULE_MESSAGES.djGone, {
      djIds: SCHEDULE_MESSAGES.djGone,
    });
  return team;
}

/** The names and avatars of a show's DJs, in the show's order. */
async function djSnapshot(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return { names: [], avatars: [] };
  const rows = await tx
    .select()
    .from(djs)
    .where(inArray(djs.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const team = ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
  return { names: team.map((d) => d.name), avatars: team.map((d) => d.avatarUrl ?? '') };
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { weekEndOf } from '../../../../shared/schedule/week';
import { type WeekView } from '../../../../shared/schemas/schedule';
import { type UndoOffer } from '../../../../shared/schemas/undo';
import { UNDO_REFUSALS } from './undo-refusals';
import type { Database } from '../../../db/connection';
import { recurringSeries, scheduledShows, shows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { guardPlacement } from '../placements/placement-guard';
import { toWeekView } from '../weeks/week-view';
import { placedDetails } from '../weeks/week-rows';
import { loadWeekContent } from '../weeks/week-reads';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { beforeWeekChange } from '../weeks/before-week-change';
import { assertSeriesWithinLimits } from '../series/series-limits';
import type { StoredShow, UndoPayload } from './undo-payload';
import { keepUndo, takeUndo } from './undo-records';
import { restoreSeriesChange } from '../series-changes/series-change-undo';
import { undoCreated } from './undo-created';
import { restoreSeasonCarry } from '../season-carry/season-carry-undo';
import { lockWeek, touchWeek, type Tx } from '../weeks/weeks.service';
import { restoredDetails, restoreException } from './restore-instance';
import { SCHEDULE_REFUSALS } from '../schedule-refusals';

type ShowRow = typeof scheduledShows.$inferSelect;

function toStored(row: ShowRow): StoredShow {
  return {
    id: row.id,
    weeklyScheduleId: row.weeklyScheduleId,
    showTemplateId: row.showTemplateId,
    ...placedDetails(row),
    recurringSeriesId: row.recurringSeriesId,
    isException: row.isException,
    isDeletedInstance: row.isDeletedInstance,
    originalInstanceDate: row.originalInstanceDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keeps, server-side, what undoing the delete of `row` will write back, read inside the delete's
 * own transaction before anything is changed; answers the token the browser may send back.
 */
export async function offerUndoOfDelete(tx: Tx, userId: string, row: ShowRow): Promise<UndoOffer> {
  return keepUndo(tx, userId, await undoForDelete(tx, row));
}

/**
 * What undoing the delete of `row` will have to write back. An exception keeps its row (it
 * becomes a marker), so its id and the marker's coming version are enough; a series' first show
 * takes its series along.
 */
async function undoForDelete(tx: Tx, row: ShowRow): Promise<UndoPayload> {
  if (row.recurringSeriesId && row.isException)
    return { kind: 'exception', id: row.id, version: row.version + 1 };
  if (!row.recurringSeriesId) return { kind: 'show', show: toStored(row) };
  const [series] = await tx
    .select()
    .from(recurringSeries)
    .where(eq(recurringSeries.id, row.recurringSeriesId));
  const members = await tx
    .select()
    .from(scheduledShows)
    .where(eq(scheduledShows.recurringSeriesId, row.recurringSeriesId));
  return {
    kind: 'series',
    series: {
      id: series!.id,
      showTemplateId: series!.showTemplateId,
      recurrenceRule: series!.recurrenceRule as RecurrenceRule,
      startDate: series!.startDate,
      endDate: series!.endDate,
      timeIndex: series!.timeIndex,
      duration: series!.duration,
      isRepeat: series!.isRepeat,
    },
    rows: members.filter((m) => !m.isException).map(toStored),
    exceptions: members
      .filter((m) => m.isException)
      .map((m) => ({ id: m.id, originalInstanceDate: m.originalInstanceDate! })),
  };
}

/**
 * Undo of a delete: writes back what the server kept under `token` for `userId`, or refuses and
 * writes nothing. Nothing the browser sends is written; every week the restore writes into is
 * locked and must not be past, and the restored show must obey the week's placement rules now.
 */
export async function restoreDeleted(
  db: Database,
  actor: Actor,
  token: string,
  clock: StationClock,
): Promise<WeekView> {
  return db.transaction(async (tx) => {
    const input = await takeUndo(tx, actor.id, token);
    if (input.kind === 'series-change') return restoreSeriesChange(tx, input, clock, actor);
    if (input.kind === 'exception')
      return restoreException(tx, input.id, input.version, clock, actor);
    if (input.kind === 'created') return undoCreated(tx, input, clock, actor);
    if (input.kind === 'season-carry') return restoreSeasonCarry(tx, input, clock, actor);
    const rows = input.kind === 'show' ? [input.show] : input.rows;
    const shown = input.kind === 'show' ? input.show : firstShow(input.rows);
    const rejoining = input.kind === 'series' ? await weeksOfExceptions(tx, input.exceptions) : [];
    const weekIds = [...rows.map((r) => r.weeklyScheduleId), ...rejoining];
    const week = await lockWeeksOf(tx, weekIds, shown.weeklyScheduleId, clock);
    // A restored series reaches later weeks: those finalized are seen as they are before it.
    if (input.kind === 'series') await beforeWeekChange(tx, { from: week.id }, clock);
    const [taken] = await tx
      .select({ id: scheduledShows.id })
      .from(scheduledShows)
      .where(
        inArray(
          scheduledShows.id,
          rows.map((r) => r.id),
        ),
      );
    if (taken) throw new HttpError(409, 'already_restored', UNDO_REFUSALS.alreadyBack);

    if (input.kind === 'series') {
      const { series } = input;
      assertSeriesWithinLimits({ ...series, rule: series.recurrenceRule });
      const [exists] = await tx
        .select({ id: recurringSeries.id })
        .from(recurringSeries)
        .where(eq(recurringSeries.id, series.id));
      if (exists) throw new HttpError(409, 'already_restored', UNDO_REFUSALS.alreadyBack);
      await tx
        .insert(recurringSeries)
        .values({ ...series, showTemplateId: await existingTemplate(tx, series.showTemplateId) });
    }
    for (const row of rows) await insertStored(tx, row);
    if (input.kind === 'series') {
      // Exceptions that became plain shows rejoin the series; one deleted since stays deleted.
      for (const exception of input.exceptions) {
        await tx
          .update(scheduledShows)
          .set({
            recurringSeriesId: input.series.id,
            isException: true,
            originalInstanceDate: exception.originalInstanceDate,
            updatedAt: new Date(),
          })
          .where(
            and(eq(scheduledShows.id, exception.id), isNull(scheduledShows.recurringSeriesId)),
          );
      }
    }
    await guardPlacement(tx, week, shown, clock, { excludeId: shown.id });
    await touchWeek(tx, week.id);
    await recordActivity(tx, actor, {
      action: 'block.restore',
      subjectType: input.kind === 'series' ? 'series' : 'block',
      subjectId: input.kind === 'series' ? input.series.id : shown.id,
      weekId: week.id,
      details: { ...restoredDetails(shown), restored: input.kind },
    });
    // A restored series reaches later weeks too.
    await publishChange(
      tx,
      input.kind === 'series'
        ? { kind: 'weeks', by: actor }
        : { kind: 'week', weekStartDate: week.id, by: actor },
    );
    return toWeekView(week, await loadWeekContent(tx, week.id, clock), clock);
  });
}

/**
 * Locks every week the rows go back into, in date order (so two restores cannot deadlock),
 * creating a week deleted since; any past week refuses the whole restore.
 * Answers the locked week of `mainWeekId`.
 */
async function lockWeeksOf(
  tx: Tx,
  ids: readonly string[],
  mainWeekId: string,
  clock: StationClock,
) {
  const weekIds = [...new Set(ids)].sort();
  await tx
    .insert(weeklySchedules)
    .values(weekIds.map((id) => ({ id, startDate: id, endDate: weekEndOf(id) })))
    .onConflictDoNothing({ target: weeklySchedules.id });
  let main: Awaited<ReturnType<typeof lockWeek>> | undefined;
  for (const id of weekIds) {
    const locked = await lockWeek(tx, id, clock);
    if (id === mainWeekId) main = locked;
  }
  return main!;
}

/** The weeks of a series' former exceptions that rejoin it: they change too, so they are locked. */
async function weeksOfExceptions(tx: Tx, exceptions: readonly { id: string }[]): Promise<string[]> {
  if (exceptions.length === 0) return [];
  const found = await tx
    .select({ weekId: scheduledShows.weeklyScheduleId })
    .from(scheduledShows)
    .where(
      and(
        inArray(
          scheduledShows.id,
          exceptions.map((e) => e.id),
        ),
        isNull(scheduledShows.recurringSeriesId),
      ),
    );
  return found.map((f) => f.weekId);
}

/** The row a series restore is about: its first show, the one that was deleted. */
function firstShow(rows: readonly StoredShow[]): StoredShow {
  const first = rows.find((r) => !r.isDeletedInstance && !r.isException);
  if (!first) throw new HttpError(422, 'validation_failed', SCHEDULE_REFUSALS.notInSeries);
  return first;
}

/** Writes a stored row back with its id and creation time; it takes its (locked) week's status. */
async function insertStored(tx: Tx, row: StoredShow) {
  const [week] = await tx
    .select({ status: weeklySchedules.status })
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, row.weeklyScheduleId));
  await tx.insert(scheduledShows).values({
    ...row,
    showTemplateId: await existingTemplate(tx, row.showTemplateId),
    createdAt: new Date(row.createdAt),
    weeklyScheduleStatus: week!.status,
  });
}

/**
 * A template deleted meanwhile is not referenced: the show keeps its copied details anyway. One
 * that exists is locked, so it cannot be deleted between this check and the insert.
 */
async function existingTemplate(tx: Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [found] = await tx
    .select({ id: shows.id })
    .from(shows)
    .where(eq(shows.id, id))
    .for('share');
  return found ? id : null;
}

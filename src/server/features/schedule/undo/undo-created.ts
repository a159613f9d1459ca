import type { LocalText } from '../../../../shared/i18n/local-text';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type UndoOffer } from '../../../../shared/schemas/undo';
import { CREATED_CHANGED, UNDO_REFUSALS } from './undo-refusals';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { recurringSeries, scheduledShows, shows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { CreatedPayload } from './undo-payload';
import { keepUndo, undoRecordOf } from './undo-records';
import { airingsAdded } from './airings-added';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { lockWeek, touchWeek, unstoredWeek, type Tx } from '../weeks/weeks.service';

/** What a bulk write collects as it writes, for its Undo. */
export type CreatedRecord = Omit<CreatedPayload, 'kind'>;

/**
 * Keeps, in the bulk write's own transaction, what it made, and answers the Undo token. Ids are
 * the server's own, read back from its inserts: nothing the browser sent is kept. The record is
 * also what names the write's added airings to those told of them (airings-added.ts).
 */
export async function offerUndoOfCreated(
  tx: Tx,
  userId: string,
  record: CreatedRecord,
): Promise<UndoOffer> {
  const offer = await keepUndo(tx, userId, { kind: 'created', ...record });
  // The shows it wrote are airings their hosts hear of (a series' are told by their weeks).
  if (record.rows.length > 0) await airingsAdded(tx, undoRecordOf(offer));
  return offer;
}

/**
 * Undo of an import, a copy or a series creation: takes away exactly what it made, or refuses
 * and changes nothing. Every week touched is locked in date order and must not be past; a show it
 * wrote that was changed or deleted since, a placed show made recurring that changed since, or a
 * series it created that gained exceptions or removed dates refuses the whole undo (undoing
 * would lose a colleague's later work). Library shows it created go when nothing uses them any
 * more; weeks it created go when they are left empty and not started.
 */
export async function undoCreated(
  tx: Tx,
  input: CreatedPayload,
  clock: StationClock,
  actor: Actor,
): Promise<WeekView> {
  const rowIds = input.rows.map((r) => r.id);
  const joinedIds = input.joined.map((r) => r.id);
  const touched = await weeksOf(tx, [...rowIds, ...joinedIds]);
  const weekIds = [...new Set([...touched, input.weekId])].sort();
  const existing = await tx
    .select({ id: weeklySchedules.id })
    .from(weeklySchedules)
    .where(inArray(weeklySchedules.id, weekIds));
  for (const { id } of existing.sort((a, b) => a.id.localeCompare(b.id)))
    await lockWeek(tx, id, clock);

  await refuseIfChanged(tx, input.rows, CREATED_CHANGED.rows);
  await refuseIfChanged(tx, input.joined, CREATED_CHANGED.joined);
  if (input.series.length > 0) {
    const [other] = await tx
      .select({ id: scheduledShows.id })
      .from(scheduledShows)
      .where(
        and(
          inArray(scheduledShows.recurringSeriesId, input.series),
          rowIds.length > 0 ? notInArray(scheduledShows.id, rowIds) : sql`true`,
          joinedIds.length > 0 ? notInArray(scheduledShows.id, joinedIds) : sql`true`,
        ),
      )
      .limit(1);
    if (other)
      throw new HttpError(
        409,
        'changed_since',
        UNDO_REFUSALS.createdChanged(CREATED_CHANGED.series),
      );
  }

  if (rowIds.length > 0) await tx.delete(scheduledShows).where(inArray(scheduledShows.id, rowIds));
  for (const joined of input.joined) {
    await tx
      .update(scheduledShows)
      .set({
        recurringSeriesId: null,
        originalInstanceDate: null,
        version: joined.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(scheduledShows.id, joined.id));
  }
  if (input.series.length > 0)
    await tx.delete(recurringSeries).where(inArray(recurringSeries.id, input.series));
  await deleteUnusedTemplates(tx, input.templates);
  await deleteEmptyWeeks(tx, input.weeks);
  for (const { id } of existing) {
    if (!input.weeks.includes(id)) await touchWeek(tx, id);
  }

  await recordActivity(tx, actor, {
    action: 'week.undoBulk',
    subjectType: 'week',
    weekId: input.weekId,
    details: {
      removed: rowIds.length,
      series: input.series.length,
      undid: input.what,
    },
  });
  await publishChange(tx, { kind: 'weeks', by: actor });
  if (input.templates.length > 0) await publishChange(tx, { kind: 'shows', by: actor });
  const [main] = await tx
    .select()
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, input.weekId));
  return toWeekView(
    main ?? unstoredWeek(input.weekId, clock),
    await loadWeekContent(tx, input.weekId, clock),
    clock,
  );
}

async function weeksOf(tx: Tx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ weekId: scheduledShows.weeklyScheduleId })
    .from(scheduledShows)
    .where(inArray(scheduledShows.id, [...ids]));
  return rows.map((r) => r.weekId);
}

/** Every row must still be there at the version the write left it at. */
async function refuseIfChanged(
  tx: Tx,
  rows: readonly { id: string; version: number }[],
  what: LocalText,
) {
  if (rows.length === 0) return;
  const found = await tx
    .select({ id: scheduledShows.id, version: scheduledShows.version })
    .from(scheduledShows)
    .where(
      inArray(
        scheduledShows.id,
        rows.map((r) => r.id),
      ),
    )
    .for('update');
  const now = new Map(found.map((f) => [f.id, f.version]));
  if (rows.some((r) => now.get(r.id) !== r.version))
    throw new HttpError(409, 'changed_since', UNDO_REFUSALS.createdChanged(what));
}

/** A library show the write created goes again, unless something now uses it. */
async function deleteUnusedTemplates(tx: Tx, ids: readonly string[]) {
  for (const id of ids) {
    const [usedByShow] = await tx
      .select({ id: scheduledShows.id })
      .from(scheduledShows)
      .where(eq(scheduledShows.showTemplateId, id))
      .limit(1);
    const [usedBySeries] = await tx
      .select({ id: recurringSeries.id })
      .from(recurringSeries)
      .where(eq(recurringSeries.showTemplateId, id))
      .limit(1);
    if (!usedByShow && !usedBySeries) await tx.delete(shows).where(eq(shows.id, id));
  }
}

/** A week the write created goes again when nothing is left in it and nobody started it. */
async function deleteEmptyWeeks(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(weeklySchedules)
    .where(
      and(
        inArray(weeklySchedules.id, [...ids]),
        eq(weeklySchedules.status, 'not-started'),
        sql`not exists (select 1 from ${scheduledShows} where ${scheduledShows.weeklyScheduleId} = ${weeklySchedules.id})`,
      ),
    );
}

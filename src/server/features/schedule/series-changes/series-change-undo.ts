import { and, eq, gte, inArray } from 'drizzle-orm';
import { currentWeekId, weekEndOf } from '../../../../shared/schedule/week';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { UNDO_REFUSALS } from '../undo/undo-refusals';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import {
  guardFinalizedWeeks,
  isFirstShow,
  lockSeries,
  lockWeeks,
  storedWeeksReached,
  seriesStamp,
  type MemberRow,
  type SeriesRow,
} from './series-change-state';
import type { StoredShow, UndoPayload } from '../undo/undo-payload';
import { keepUndo } from '../undo/undo-records';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { touchWeek, type Tx } from '../weeks/weeks.service';
import { PLACEMENT_REFUSALS } from '../schedule-refusals';

export type SeriesChangeUndo = Extract<UndoPayload, { kind: 'series-change' }>;

export function toStoredShow(row: MemberRow): StoredShow {
  const { weeklyScheduleStatus: _s, version: _v, updatedAt: _u, createdAt, ...kept } = row;
  return { ...kept, createdAt: createdAt.toISOString() };
}

/** Kept in the change's own transaction, so a change rolled back keeps nothing. */
export async function keepSeriesChangeUndo(
  tx: Tx,
  userId: string,
  state: {
    series: SeriesRow;
    rows: readonly MemberRow[];
    created: string[];
    stamp: string;
    clock: StationClock;
  },
): Promise<{ token: string; kind: 'series-change' }> {
  const { series } = state;
  const offer = await keepUndo(tx, userId, {
    kind: 'series-change',
    series: {
      id: series.id,
      showTemplateId: series.showTemplateId,
      recurrenceRule: series.recurrenceRule as SeriesChangeUndo['series']['recurrenceRule'],
      startDate: series.startDate,
      endDate: series.endDate,
      timeIndex: series.timeIndex,
      duration: series.duration,
      isRepeat: series.isRepeat,
    },
    rows: state.rows.map(toStoredShow),
    created: state.created,
    stamp: state.stamp,
  });
  return { token: offer.token, kind: 'series-change' };
}

/**
 * Undo of Edit Series or End Series Here: the series is as it was, in every week from this one
 * on (the change never reached a past week). Refused, writing nothing, if the series changed
 * since, or if a finalized week would change.
 */
export async function restoreSeriesChange(
  tx: Tx,
  input: SeriesChangeUndo,
  clock: StationClock,
  actor: Actor,
): Promise<WeekView> {
  const current = await lockSeries(tx, input.series.id);
  const ids = [input.series.id, ...input.created];
  if (!current || (await seriesStamp(tx, ids)) !== input.stamp)
    throw new HttpError(409, 'stale_version', UNDO_REFUSALS.changedSince);
  const thisWeek = currentWeekId(clock.now(), clock.timeZone);
  const nowRows = await tx
    .select()
    .from(scheduledShows)
    .where(inArray(scheduledShows.recurringSeriesId, ids));
  const beforeRows = input.rows.filter((r) => r.weeklyScheduleId >= thisWeek);
  const pastGone = input.rows.some(
    (r) => r.weeklyScheduleId < thisWeek && !nowRows.some((n) => n.id === r.id),
  );
  if (pastGone) throw new HttpError(409, 'past_week', PLACEMENT_REFUSALS.pastWeek);
  const created = await tx.select().from(recurringSeries).where(inArray(recurringSeries.id, ids));
  const touched = [
    ...nowRows.map((r) => r.weeklyScheduleId).filter((w) => w >= thisWeek),
    ...beforeRows.map((r) => r.weeklyScheduleId),
    ...(await storedWeeksReached(
      tx,
      [...created, input.series].map((s) => ({
        span: {
          rule: s.recurrenceRule as SeriesChangeUndo['series']['recurrenceRule'],
          startDate: s.startDate,
          endDate: s.endDate,
          timeIndex: s.timeIndex,
          duration: s.duration,
        },
        from: thisWeek,
      })),
      clock,
    )),
  ];
  const missing = [...new Set(beforeRows.map((r) => r.weeklyScheduleId))];
  if (missing.length > 0)
    await tx
      .insert(weeklySchedules)
      .values(missing.map((id) => ({ id, startDate: id, endDate: weekEndOf(id) })))
      .onConflictDoNothing({ target: weeklySchedules.id });
  const weeks = await lockWeeks(tx, touched, clock);
  const finalized = await guardFinalizedWeeks(tx, weeks, clock);

  if (input.created.length > 0)
    await tx.delete(recurringSeries).where(inArray(recurringSeries.id, input.created));
  await tx
    .delete(scheduledShows)
    .where(
      and(
        eq(scheduledShows.recurringSeriesId, input.series.id),
        gte(scheduledShows.weeklyScheduleId, thisWeek),
      ),
    );
  const { id: _id, ...series } = input.series;
  await tx
    .update(recurringSeries)
    .set({ ...series, updatedAt: new Date() })
    .where(eq(recurringSeries.id, input.series.id));
  const status = new Map(weeks.map((w) => [w.id, w.status]));
  if (beforeRows.length > 0)
    await tx.insert(scheduledShows).values(
      beforeRows.map((row) => ({
        ...row,
        createdAt: new Date(row.createdAt),
        weeklyScheduleStatus: status.get(row.weeklyScheduleId) ?? 'not-started',
      })),
    );
  await finalized.assertUnchanged();

  for (const week of weeks) await touchWeek(tx, week.id);
  const first = input.rows.find((r) => isFirstShow(input.series, r));
  await recordActivity(tx, actor, {
    action: 'series.restore',
    subjectType: 'series',
    subjectId: input.series.id,
    weekId: first?.weeklyScheduleId ?? thisWeek,
    details: { show: first?.showName ?? null },
  });
  await publishChange(tx, { kind: 'weeks', by: actor });
  const shown = weeks.find((w) => w.id === first?.weeklyScheduleId) ?? weeks[0];
  const [week] = shown
    ? [shown]
    : await tx.select().from(weeklySchedules).where(eq(weeklySchedules.id, thisWeek));
  if (!week) throw new HttpError(409, 'stale_version', UNDO_REFUSALS.changedSince);
  return toWeekView(week, await loadWeekContent(tx, week.id, clock), clock);
}

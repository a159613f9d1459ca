import { and, asc, eq, inArray } from 'drizzle-orm';
import { crossesWeekEnd } from '../../../../shared/schedule/week-edge';
import { occurrencesBetween, type RecurrenceRule } from '../../../../shared/schedule/recurrence';
import {
  addDays,
  addMonths,
  dayDate,
  dayIndexOf,
  weekIdOf,
} from '../../../../shared/schedule/week';
import { dateValue } from '../../../../shared/i18n/date-text';
import { localText } from '../../../../shared/i18n/local-text';
import { type WeekView } from '../../../../shared/schemas/schedule';
import type { Database } from '../../../db/connection';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { beforeWeekChange } from '../weeks/before-week-change';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { assertSeriesWithinLimits } from './series-limits';
import { checkDialogLimits } from './series-dialog-limits';
import { seasonEndOf } from './season-end';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import { offerUndoOfCreated } from '../undo/undo-created';
import { lockTemplates } from '../weeks/template-locks';
import { guardRealTimes } from '../placements/placement-guard';
import { lockWeek, touchWeek, type Tx } from '../weeks/weeks.service';
import { SCHEDULE_REFUSALS } from '../schedule-refusals';

/**
 * Makes a placed show the first of a recurring series (SPEC.md §4 "Recurrence"): the series
 * starts on the show's date, keeps its time and length, and the show joins it.
 */
export async function createSeries(
  db: Database,
  scheduledShowId: string,
  rule: RecurrenceRule,
  clock: StationClock,
  actor: Actor,
  seasonId?: string,
  isRepeat?: boolean,
): Promise<{ week: WeekView; undo: UndoOffer }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.id, scheduledShowId));
    if (!found) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.showGone);
    // The series will reference the show's template: held first, so a delete of that template
    // waits for this series (or, already under way, is waited for and leaves the show without
    // one) instead of the two locking each other's rows in opposite orders.
    if (found.showTemplateId) await lockTemplates(tx, [found.showTemplateId]);
    const week = await lockWeek(tx, found.weeklyScheduleId, clock);
    // The series reaches later weeks: those finalized are seen as they are before it.
    await beforeWeekChange(tx, { from: addDays(found.weeklyScheduleId, 7) }, clock);
    const [row] = await tx
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.id, scheduledShowId))
      .for('update');
    if (!row) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.showGone);
    if (row.recurringSeriesId)
      throw new HttpError(409, 'already_recurring', SCHEDULE_REFUSALS.alreadyRecurring);
    const startDate = dayDate(row.weeklyScheduleId, row.dayIndex);
    checkDialogLimits(rule, startDate, clock);
    const seasonEnd = await seasonEndOf(tx, seasonId, rule, startDate);
    assertSeriesWithinLimits({ rule, startDate, endDate: seasonEnd });
    guardRealTimes(row.weeklyScheduleId, row, clock.timeZone);
    // Not told otherwise, the series is a repeat when the show it is made from is.
    const repeat = isRepeat ?? row.isRepeat;

    const [series] = await tx
      .insert(recurringSeries)
      .values({
        showTemplateId: row.showTemplateId,
        recurrenceRule: rule,
        startDate,
        endDate: seasonEnd ?? (rule.endType === 'date' ? (rule.endDate ?? null) : null),
        timeIndex: row.timeIndex,
        duration: row.duration,
        isRepeat: repeat,
      })
      .returning();
    await tx
      .update(scheduledShows)
      .set({
        recurringSeriesId: series!.id,
        originalInstanceDate: startDate,
        isRepeat: repeat,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(scheduledShows.id, row.id));
    await touchWeek(tx, row.weeklyScheduleId);
    await recordActivity(tx, actor, {
      action: 'series.create',
      subjectType: 'series',
      subjectId: series!.id,
      weekId: row.weeklyScheduleId,
      details: {
        show: row.showName,
        day: row.dayIndex,
        time: row.timeIndex,
        duration: row.duration,
        frequency: rule.frequency,
      },
    });
    // Its instances appear in every later week the rule reaches.
    await publishChange(tx, { kind: 'weeks', by: actor });
    const view = toWeekView(week, await loadWeekContent(tx, row.weeklyScheduleId, clock), clock);
    if (week.status === 'finalized' && view.hasOverlaps) {
      throw finalizedOverlap(row.showName, week.id);
    }
    await refuseOverlapsInLaterWeeks(tx, series!, row.weeklyScheduleId, row.showName, clock);
    // Undo detaches the show again and takes the series away (docs/decisions/0033).
    const undo = await offerUndoOfCreated(tx, actor.id, {
      what: 'series',
      weekId: row.weeklyScheduleId,
      rows: [],
      joined: [{ id: row.id, version: row.version + 1 }],
      series: [series!.id],
      templates: [],
      weeks: [],
    });
    return { week: view, undo };
  });
}

/**
 * The refusal names the show and the week, so the person knows what to change (no retry), in the
 * request's language, the week's dates too.
 */
function finalizedOverlap(show: string, weekId: string) {
  return new HttpError(
    409,
    'finalized_overlap',
    localText('series:refusal.finalizedOverlap', {
      show,
      weekRange: dateValue(weekId, 'weekRange'),
    }),
  );
}

/**
 * A new series brings instances into later weeks; a finalized one among them must not gain an
 * overlap. Every existing week it reaches is locked, in date order like every multi-week write,
 * so a placement or a Finalize racing for one of them waits and then sees the series. Only
 * existing weeks can be finalized; weeks opened later start as not started.
 */
async function refuseOverlapsInLaterWeeks(
  tx: Tx,
  series: typeof recurringSeries.$inferSelect,
  sourceWeekId: string,
  showName: string,
  clock: StationClock,
) {
  const span = {
    rule: series.recurrenceRule as RecurrenceRule,
    startDate: series.startDate,
    endDate: series.endDate,
  };
  // Where overnight shows continue, a Saturday airing also reaches the next week (decision 0057).
  const nextWeek = addDays(sourceWeekId, 7);
  const dates = occurrencesBetween(
    span,
    addDays(sourceWeekId, 6),
    addMonths(series.startDate, 120),
  );
  const reached = [
    ...new Set(
      dates.flatMap((date) => {
        const airing = {
          dayIndex: dayIndexOf(date),
          timeIndex: series.timeIndex,
          duration: series.duration,
        };
        const weeks = date >= nextWeek ? [weekIdOf(date)] : [];
        if (clock.overnightContinues && crossesWeekEnd(airing))
          weeks.push(weekIdOf(addDays(date, 1)));
        return weeks;
      }),
    ),
  ];
  if (reached.length === 0) return;
  const weeks = await tx
    .select()
    .from(weeklySchedules)
    .where(inArray(weeklySchedules.id, reached))
    .orderBy(asc(weeklySchedules.id))
    .for('update');
  for (const later of weeks) {
    if (later.status !== 'finalized') continue;
    if (toWeekView(later, await loadWeekContent(tx, later.id, clock), clock).hasOverlaps) {
      throw finalizedOverlap(showName, later.id);
    }
  }
}

/**
 * Ends a series: its generated instances disappear, its exceptions stay as plain shows (someone
 * edited them on purpose), its markers go. Runs inside the caller's transaction.
 */
export async function endSeries(tx: Tx, seriesId: string): Promise<void> {
  await tx
    .update(scheduledShows)
    .set({
      recurringSeriesId: null,
      isException: false,
      originalInstanceDate: null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(scheduledShows.recurringSeriesId, seriesId), eq(scheduledShows.isException, true)),
    );
  await tx.delete(recurringSeries).where(eq(recurringSeries.id, seriesId)); // cascades to the rest
  await publishChange(tx, { kind: 'weeks' });
}

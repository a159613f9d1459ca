import { eq, inArray } from 'drizzle-orm';
import { dayBefore, type SeriesEditPlan } from '../../../../shared/schedule/series-edit';
import { dayIndexOf, weekEndOf, weekIdOf } from '../../../../shared/schedule/week';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../../db/schema';
import type { Tx } from '../weeks/weeks.service';
import type { MemberRow, SeriesRow } from './series-change-state';

// Edit Series' writes, once the change is planned and checked (series-change.service.ts).

/** A week row for the changed series' first show to stand in, stored if nobody has yet. */
export async function storeWeek(tx: Tx, weekId: string) {
  await tx
    .insert(weeklySchedules)
    .values({ id: weekId, startDate: weekId, endDate: weekEndOf(weekId) })
    .onConflictDoNothing({ target: weeklySchedules.id });
}

/** The changed series' first show: the old first show's details on its new date and slot. */
async function firstShowValues(tx: Tx, first: MemberRow, plan: SeriesEditPlan) {
  const weekId = weekIdOf(plan.next.startDate);
  const [week] = await tx
    .select({ status: weeklySchedules.status })
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, weekId));
  return {
    weeklyScheduleId: weekId,
    dayIndex: dayIndexOf(plan.next.startDate),
    timeIndex: plan.next.timeIndex,
    duration: plan.next.duration,
    originalInstanceDate: plan.next.startDate,
    weeklyScheduleStatus: week!.status,
    showTemplateId: first.showTemplateId,
  };
}

/**
 * "This and following" from a later date: the series ends the day before, and a new series with
 * its own first show takes over; the kept exceptions and removed dates move to it.
 */
export async function splitSeries(
  tx: Tx,
  series: SeriesRow,
  first: MemberRow,
  plan: SeriesEditPlan,
  firstSkipped: boolean,
  isRepeat: boolean,
): Promise<string> {
  const end = dayBefore(plan.splitAt);
  await tx
    .update(recurringSeries)
    .set({
      endDate: series.endDate && series.endDate < end ? series.endDate : end,
      updatedAt: new Date(),
    })
    .where(eq(recurringSeries.id, series.id));
  const [next] = await tx
    .insert(recurringSeries)
    .values({
      showTemplateId: series.showTemplateId,
      recurrenceRule: plan.next.rule,
      startDate: plan.next.startDate,
      endDate: plan.next.endDate ?? null,
      timeIndex: plan.next.timeIndex,
      duration: plan.next.duration,
      isRepeat,
    })
    .returning({ id: recurringSeries.id });
  const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...details } = first;
  await tx.insert(scheduledShows).values({
    ...details,
    ...(await firstShowValues(tx, first, plan)),
    recurringSeriesId: next!.id,
    isException: false,
    isDeletedInstance: firstSkipped,
    isRepeat,
  });
  if (plan.kept.length > 0) {
    await tx
      .update(scheduledShows)
      .set({ recurringSeriesId: next!.id, updatedAt: new Date() })
      .where(
        inArray(
          scheduledShows.id,
          plan.kept.map((k) => k.id),
        ),
      );
  }
  return next!.id;
}

/** The change reaches the series' first date: the series and its first show change in place. */
export async function changeWhole(
  tx: Tx,
  series: SeriesRow,
  first: MemberRow,
  plan: SeriesEditPlan,
  firstSkipped: boolean,
  isRepeat: boolean,
): Promise<null> {
  await tx
    .update(recurringSeries)
    .set({
      recurrenceRule: plan.next.rule,
      startDate: plan.next.startDate,
      endDate: plan.next.endDate ?? null,
      timeIndex: plan.next.timeIndex,
      duration: plan.next.duration,
      isRepeat,
      updatedAt: new Date(),
    })
    .where(eq(recurringSeries.id, series.id));
  await tx
    .update(scheduledShows)
    .set({
      ...(await firstShowValues(tx, first, plan)),
      isDeletedInstance: firstSkipped,
      isRepeat,
      version: first.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(scheduledShows.id, first.id));
  return null;
}

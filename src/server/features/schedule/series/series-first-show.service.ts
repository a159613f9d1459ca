import { and, eq } from 'drizzle-orm';
import { type SeriesDetails } from '../../../../shared/schemas/series';
import type { Database } from '../../../db/connection';
import { recurringSeries, scheduledShows } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { findSeries, lockWeeks, shapeOf } from '../series-changes/series-change-state';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { touchWeek } from '../weeks/weeks.service';
import { SCHEDULE_REFUSALS } from '../schedule-refusals';

/**
 * Skip This Date on a series' first show: the series continues; its first date becomes a removed
 * date. The row stays (every instance copies its details), marked removed, as Remove from Series
 * marks an instance; undoing it (DELETE .../removal) clears the mark.
 */
export async function skipFirstDate(
  db: Database,
  seriesId: string,
  clock: StationClock,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const { series, first } = await findSeries(tx, seriesId);
    if (first.isDeletedInstance)
      throw new HttpError(409, 'instance_not_found', SCHEDULE_REFUSALS.instanceGone);
    // Like Remove from Series, a skip may take a show out of a finalized week (it adds nothing).
    const [week] = await lockWeeks(tx, [first.weeklyScheduleId], clock);
    await tx
      .update(scheduledShows)
      .set({ isDeletedInstance: true, version: first.version + 1, updatedAt: new Date() })
      .where(and(eq(scheduledShows.id, first.id), eq(scheduledShows.isException, false)));
    await touchWeek(tx, first.weeklyScheduleId);
    await recordActivity(tx, actor, {
      action: 'series.skip',
      subjectType: 'series',
      subjectId: series.id,
      weekId: first.weeklyScheduleId,
      details: {
        show: first.showName,
        date: series.startDate,
        day: first.dayIndex,
        time: first.timeIndex,
      },
    });
    await publishChange(tx, { kind: 'week', weekStartDate: first.weeklyScheduleId, by: actor });
    return toWeekView(week!, await loadWeekContent(tx, week!.id, clock), clock);
  });
}

/** GET /api/series/:id: the rule, span, time and length Edit Series starts from. */
export async function readSeries(db: Database, seriesId: string): Promise<SeriesDetails> {
  const [series] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, seriesId));
  if (!series) throw new HttpError(404, 'not_in_series', SCHEDULE_REFUSALS.notInSeries);
  return {
    id: series.id,
    ...shapeOf(series),
    endDate: series.endDate,
    isRepeat: series.isRepeat,
  };
}

import { eq, inArray } from 'drizzle-orm';
import {
  COPY_MESSAGES,
  planCopyTargets,
  type CopyRequest,
} from '../../../shared/schedule/copy-week';
import { occurrencesInWeek, type RecurrenceRule } from '../../../shared/schedule/recurrence';
import { isPastWeek, weekEndOf } from '../../../shared/schedule/week';
import { isWeekInRange } from '../../../shared/schedule/week-range';
import { SCHEDULE_MESSAGES } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { loadWeekContent, toWeekView } from './week-view';
import { lockTemplates } from './template-locks';
import { touchWeek, unstoredWeek } from './weeks.service';

export type CopyOutcome = {
  weekId: string;
  result: 'copied' | 'past' | 'finalized';
  /** Shows written to this week. */
  copied: number;
  /** Shows left out because their series already brings them to this week. */
  coveredBySeries: number;
};

/**
 * Copies a week's programme forward (SPEC.md §4 "Copy week") in one transaction: target weeks
 * are created when missing; every show lands as a plain show without recurrence; a show from a
 * series is left out where that series already produces it that day; existing shows stay and
 * conflicts show as overlaps; past and finalized weeks are reported and left alone.
 */
export async function copyWeek(
  db: Database,
  sourceWeekId: string,
  request: CopyRequest,
  clock: StationClock,
  actor: Actor,
): Promise<CopyOutcome[]> {
  const targets = planCopyTargets(sourceWeekId, request);
  if (targets.length === 0) {
    const message =
      request.mode === 'until' ? COPY_MESSAGES.untilAfterSource : COPY_MESSAGES.weeksRange;
    throw new HttpError(422, 'validation_failed', message, {
      [request.mode === 'until' ? 'endDate' : 'count']: message,
    });
  }
  // Copying to the end of time reaches no week the app serves: refused as every such week is.
  if (!targets.every(isWeekInRange))
    throw new HttpError(404, 'not_found', SCHEDULE_MESSAGES.weekNotFound);
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(weeklySchedules)
      .where(eq(weeklySchedules.id, sourceWeekId));
    // A week nobody has written to yet still holds what its series bring, as the grid shows it.
    const programme = toWeekView(
      source ?? unstoredWeek(sourceWeekId, clock),
      await loadWeekContent(tx, sourceWeekId),
      clock,
    ).blocks;
    const seriesIds = [
      ...new Set(programme.map((p) => p.recurringSeriesId).filter((id): id is string => !!id)),
    ];
    const series = seriesIds.length
      ? await tx.select().from(recurringSeries).where(inArray(recurringSeries.id, seriesIds))
      : [];

    // Copies reference the source's templates: held, so none is deleted under the copy; one
    // deleted before leaves its copies without a template, as it left the source's shows.
    const templates = await lockTemplates(
      tx,
      programme.flatMap((p) => (p.templateId ? [p.templateId] : [])),
    );

    const outcomes: CopyOutcome[] = [];
    for (const weekId of targets) {
      await tx
        .insert(weeklySchedules)
        .values({ id: weekId, startDate: weekId, endDate: weekEndOf(weekId) })
        .onConflictDoNothing({ target: weeklySchedules.id });
      const [week] = await tx
        .select()
        .from(weeklySchedules)
        .where(eq(weeklySchedules.id, weekId))
        .for('update');
      if (isPastWeek(weekId, clock.now(), clock.timeZone)) {
        outcomes.push({ weekId, result: 'past', copied: 0, coveredBySeries: 0 });
        continue;
      }
      if (week!.status === 'finalized') {
        outcomes.push({ weekId, result: 'finalized', copied: 0, coveredBySeries: 0 });
        continue;
      }
      const seriesDays = new Map(
        series.map((s) => [
          s.id,
          new Set(
            occurrencesInWeek(
              {
                rule: s.recurrenceRule as RecurrenceRule,
                startDate: s.startDate,
                endDate: s.endDate,
              },
              weekId,
            ).map((o) => o.dayIndex),
          ),
        ]),
      );
      const copies = programme.filter(
        (p) => !(p.recurringSeriesId && seriesDays.get(p.recurringSeriesId)?.has(p.dayIndex)),
      );
      if (copies.length > 0) {
        await tx.insert(scheduledShows).values(
          copies.map((p) => ({
            weeklyScheduleId: weekId,
            showTemplateId: p.templateId && templates.has(p.templateId) ? p.templateId : null,
            showName: p.showName,
            showGenres: p.showGenres,
            showDescription: p.showDescription,
            showColor: p.showColor,
            showImageUrl: p.showImageUrl,
            djNames: p.djNames,
            djAvatarUrls: p.djAvatarUrls,
            dayIndex: p.dayIndex,
            timeIndex: p.timeIndex,
            duration: p.duration,
            weeklyScheduleStatus: week!.status,
          })),
        );
        await touchWeek(tx, weekId);
      }
      // One entry per week written to, so each target week's history tells where its shows came
      // from; the source week did not change.
      await recordActivity(tx, actor, {
        action: 'week.copy',
        subjectType: 'week',
        weekId,
        details: {
          source: sourceWeekId,
          copied: copies.length,
          coveredBySeries: programme.length - copies.length,
          targets: targets.length,
        },
      });
      // Copying creates missing weeks, so even a week that got no shows is new in the list.
      await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
      outcomes.push({
        weekId,
        result: 'copied',
        copied: copies.length,
        coveredBySeries: programme.length - copies.length,
      });
    }
    return outcomes;
  });
}

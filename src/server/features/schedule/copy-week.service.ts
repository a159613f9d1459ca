import { eq, inArray } from 'drizzle-orm';
import {
  planCopyWeek,
  type CopySourceBlock,
  type CopyWeekPlan,
  type SeriesReach,
} from '../../../shared/schedule/copy-plan';
import {
  COPY_MESSAGES,
  planCopyTargets,
  type CopyRequest,
} from '../../../shared/schedule/copy-week';
import type { WeekStatus } from '../../../shared/schedule/placement';
import {
  HORIZON_MONTHS,
  occurrencesBetween,
  type RecurrenceRule,
} from '../../../shared/schedule/recurrence';
import { addMonths, isPastWeek, weekEndOf } from '../../../shared/schedule/week';
import { isWeekInRange } from '../../../shared/schedule/week-range';
import { SCHEDULE_MESSAGES } from '../../../shared/schemas/schedule';
import type { UndoOffer } from '../../../shared/schemas/undo';
import type { Database } from '../../db/connection';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { offerUndoOfCreated } from './undo-created';
import { drawnPlacements, loadWeekContent, toWeekView } from './week-view';
import { lockTemplates } from './template-locks';
import { touchWeek, unstoredWeek, type Tx } from './weeks.service';

type Executor = Pick<Database, 'select' | 'execute'>;

export type CopyOutcome = {
  weekId: string;
  result: 'copied' | 'past' | 'finalized';
  /** Shows written to this week. */
  copied: number;
  /** Shows left out because their series runs over this week. */
  coveredBySeries: number;
  /** Shows left out because the same show is already there at the same time. */
  alreadyThere: number;
};

export type CopyAnswer = { outcomes: CopyOutcome[]; undo: UndoOffer | null };

/**
 * The preview of a copy (docs/decisions/0033): per target week, what would be copied, what is
 * already there, what its series brings, what would overlap, and which weeks are finalized or
 * past. Nothing is written; the copy itself plans again from what is stored then.
 */
export async function previewCopy(
  db: Database,
  sourceWeekId: string,
  request: CopyRequest,
  clock: StationClock,
): Promise<CopyWeekPlan[]> {
  const targets = copyTargets(sourceWeekId, request);
  const source = await readSource(db, sourceWeekId, clock);
  const plans: CopyWeekPlan[] = [];
  for (const weekId of targets) {
    const [week] = await db.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId));
    plans.push(await planTarget(db, source, weekId, week?.status ?? 'not-started', request, clock));
  }
  return plans;
}

/**
 * Copies a week's programme forward (SPEC.md §4 "Copy week") in one transaction, as the preview
 * planned it against what is stored now: target weeks are created when missing; each copy lands
 * as a plain show; shows already there at the same time are skipped unless asked for; a show of
 * a series is left to its series where the series runs; finalized and past weeks are left alone.
 * The answer carries the Undo token of what was written.
 */
export async function copyWeek(
  db: Database,
  sourceWeekId: string,
  request: CopyRequest,
  clock: StationClock,
  actor: Actor,
): Promise<CopyAnswer> {
  const targets = copyTargets(sourceWeekId, request);
  return db.transaction(async (tx) => {
    const source = await readSource(tx, sourceWeekId, clock);
    // Copies reference the source's templates: held, so none is deleted under the copy; one
    // deleted before leaves its copies without a template, as it left the source's shows.
    const templates = await lockTemplates(
      tx,
      source.blocks.flatMap((p) => (p.templateId ? [p.templateId] : [])),
    );
    const createdWeeks: string[] = [];
    const createdRows: { id: string; version: number }[] = [];
    const outcomes: CopyOutcome[] = [];
    for (const weekId of targets) {
      const inserted = await tx
        .insert(weeklySchedules)
        .values({ id: weekId, startDate: weekId, endDate: weekEndOf(weekId) })
        .onConflictDoNothing({ target: weeklySchedules.id })
        .returning({ id: weeklySchedules.id });
      if (inserted.length > 0) createdWeeks.push(weekId);
      const [week] = await tx
        .select()
        .from(weeklySchedules)
        .where(eq(weeklySchedules.id, weekId))
        .for('update');
      const plan = await planTarget(tx, source, weekId, week!.status, request, clock);
      const outcome = {
        weekId,
        copied: plan.copies.length,
        coveredBySeries: plan.bySeries.length,
        alreadyThere: plan.alreadyThere.length,
      };
      if (plan.outcome !== 'copy') {
        outcomes.push({ ...outcome, result: plan.outcome });
        continue;
      }
      if (plan.copies.length > 0) {
        const rows = await tx
          .insert(scheduledShows)
          .values(
            plan.copies.map((copy) => {
              const p = source.details.get(copy.id)!;
              return {
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
              };
            }),
          )
          .returning({ id: scheduledShows.id, version: scheduledShows.version });
        createdRows.push(...rows);
        await touchWeek(tx, weekId);
      }
      // One entry per week written to, so each target week's history tells where its shows came
      // from; the source week did not change.
      await recordActivity(tx, actor, {
        action: 'week.copy',
        subjectType: 'week',
        weekId,
        details: { source: sourceWeekId, ...outcome, targets: targets.length },
      });
      // Copying creates missing weeks, so even a week that got no shows is new in the list.
      await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
      outcomes.push({ ...outcome, result: 'copied' });
    }
    const wrote = createdRows.length > 0 || createdWeeks.length > 0;
    const undo = wrote
      ? await offerUndoOfCreated(tx, actor.id, {
          what: 'copy',
          weekId: sourceWeekId,
          rows: createdRows,
          joined: [],
          series: [],
          templates: [],
          weeks: createdWeeks,
        })
      : null;
    return { outcomes, undo };
  });
}

function copyTargets(sourceWeekId: string, request: CopyRequest): string[] {
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
  return targets;
}

type SourceBlock = ReturnType<typeof toWeekView>['blocks'][number];
type Source = {
  blocks: CopySourceBlock[];
  details: Map<string, SourceBlock>;
  series: Map<string, SeriesReach>;
};

/** The source week as the grid shows it (a week nobody wrote to still holds what series bring). */
async function readSource(
  db: Executor,
  sourceWeekId: string,
  clock: StationClock,
): Promise<Source> {
  const [stored] = await db
    .select()
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, sourceWeekId));
  const programme = toWeekView(
    stored ?? unstoredWeek(sourceWeekId, clock),
    await loadWeekContent(db, sourceWeekId),
    clock,
  ).blocks;
  const seriesIds = [
    ...new Set(programme.map((p) => p.recurringSeriesId).filter((id): id is string => !!id)),
  ];
  const rows = seriesIds.length
    ? await db.select().from(recurringSeries).where(inArray(recurringSeries.id, seriesIds))
    : [];
  return {
    blocks: programme.map((p) => ({
      id: p.id,
      showName: p.showName,
      templateId: p.templateId,
      dayIndex: p.dayIndex,
      timeIndex: p.timeIndex,
      duration: p.duration,
      seriesId: p.recurringSeriesId,
    })),
    details: new Map(programme.map((p) => [p.id, p])),
    series: new Map(rows.map((s) => [s.id, reachOf(s)])),
  };
}

/** From a series' start to its last occurrence: its end date, or the last its count allows. */
function reachOf(series: typeof recurringSeries.$inferSelect): SeriesReach {
  const rule = series.recurrenceRule as RecurrenceRule;
  if (series.endDate) return { startDate: series.startDate, lastDate: series.endDate };
  if (rule.endType !== 'count') return { startDate: series.startDate, lastDate: null };
  const span = { rule, startDate: series.startDate, endDate: null };
  const dates = occurrencesBetween(
    span,
    series.startDate,
    addMonths(series.startDate, HORIZON_MONTHS),
  );
  return { startDate: series.startDate, lastDate: dates.at(-1) ?? series.startDate };
}

async function planTarget(
  db: Executor | Tx,
  source: Source,
  weekId: string,
  status: string,
  request: CopyRequest,
  clock: StationClock,
): Promise<CopyWeekPlan> {
  const blocks = drawnPlacements(await loadWeekContent(db, weekId)).map((b) => ({
    id: b.id,
    showName: b.showName,
    templateId: 'templateId' in b ? b.templateId : b.showTemplateId,
    dayIndex: b.dayIndex,
    timeIndex: b.timeIndex,
    duration: b.duration,
  }));
  return planCopyWeek(
    source.blocks,
    {
      weekId,
      status: status as WeekStatus,
      isPast: isPastWeek(weekId, clock.now(), clock.timeZone),
      blocks,
    },
    source.series,
    { copyDuplicates: request.copyDuplicates ?? false },
  );
}

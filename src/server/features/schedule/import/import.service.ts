import { eq } from 'drizzle-orm';
import { IMPORT_REFUSALS } from '../../../../shared/exchange/import-plan/import-limits';
import { ImportFileError } from '../../../../shared/exchange/import-plan/import-file-error';
import {
  type ImportFile,
  planImport,
  planIsEmpty,
  readImportFile,
} from '../../../../shared/exchange/import-plan/import-file';
import type {
  ImportPlan,
  PlanContext,
  SeriesChoice,
} from '../../../../shared/exchange/import-plan/import-plan';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import { offerUndoOfCreated } from '../undo/undo-created';
import { withReach } from './import-series';
import { type WeekStatus } from '../../../../shared/schedule/placement';
import { airedDuration } from '../../../../shared/schedule/week-edge';
import {
  dayIndexOf,
  isPastWeek,
  weekEndOf,
  type CivilDate,
} from '../../../../shared/schedule/week';
import type { WeekView } from '../../../../shared/schemas/schedule';
import type { Database } from '../../../db/connection';
import { recurringSeries, scheduledShows, shows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { lockImportReferences } from './import-references';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { addDays } from '../../../../shared/schedule/week';
import { lockWeek, touchWeek } from '../weeks/weeks.service';
import { beforeWeekChange } from '../weeks/before-week-change';
import { planContext, refuseOverlapsInLaterFinalizedWeeks } from './import-context';
import { PLACEMENT_REFUSALS } from '../schedule-refusals';

/** An uploaded file as the routes read it. */
export type ImportUpload = {
  fileName: string;
  text: string;
  sourceWeek: CivilDate | null;
  /** Per series key of the file, "week-only" (the default) or "recreate". */
  seriesChoices: Record<string, SeriesChoice>;
};

export type ImportResult = {
  week: WeekView;
  placed: number;
  createdShows: number;
  matchedShows: number;
  series: number;
  alreadyThere: number;
  undo: UndoOffer;
};

/** The preview: the same plan the confirmation writes, with nothing written. */
export async function previewImport(
  db: Database,
  weekId: CivilDate,
  upload: ImportUpload,
  clock: StationClock,
): Promise<ImportPlan> {
  refusePast(weekId, clock);
  const file = await readFile(upload, weekId, clock);
  const [week] = await db.select().from(weeklySchedules).where(eq(weeklySchedules.id, weekId));
  const context = await planContext(
    db,
    weekId,
    (week?.status ?? 'not-started') as WeekStatus,
    clock,
    upload.seriesChoices,
  );
  const planned = plan(file, context);
  return { ...planned, seriesOptions: await withReach(db, planned, clock) };
}

/**
 * Re-plans the file against the week as it is now and writes everything in one transaction:
 * the week row if absent, created shows, series, placements, exceptions and removed instances.
 * Any refusal, here or in the database, leaves no trace.
 */
export async function confirmImport(
  db: Database,
  weekId: CivilDate,
  upload: ImportUpload,
  clock: StationClock,
  actor: Actor,
): Promise<ImportResult> {
  refusePast(weekId, clock);
  // Read before the transaction: a large calendar takes a while, and nothing needs locking yet.
  const file = await readFile(upload, weekId, clock);
  return db.transaction(async (tx) => {
    const createdWeek = await tx
      .insert(weeklySchedules)
      .values({ id: weekId, startDate: weekId, endDate: weekEndOf(weekId) })
      .onConflictDoNothing({ target: weeklySchedules.id })
      .returning({ id: weeklySchedules.id });
    const week = await lockWeek(tx, weekId, clock);
    const status = week.status as WeekStatus;
    const planned = plan(file, await planContext(tx, weekId, status, clock, upload.seriesChoices));
    if (planned.blocker) throw new HttpError(409, 'finalized_overlap', planned.blocker);
    // Series it recreates reach later weeks: those finalized are seen as they are before.
    if (planned.series.length > 0) await beforeWeekChange(tx, { from: addDays(weekId, 7) }, clock);
    if (planIsEmpty(planned))
      throw new HttpError(
        422,
        'nothing_to_import',
        planned.alreadyThere.length > 0 ? IMPORT_REFUSALS.alreadyThere : IMPORT_REFUSALS.nothing,
      );
    await lockImportReferences(tx, planned);

    const showIds = new Map<string, string>();
    for (const show of planned.createdShows) {
      const [row] = await tx
        .insert(shows)
        .values({
          name: show.name,
          djIds: show.djIds,
          duration: show.duration,
          genres: show.genres,
          description: show.description,
          color: show.color,
          imageUrl: show.imageUrl,
        })
        .returning({ id: shows.id });
      showIds.set(show.key, row!.id);
    }
    const templateId = (ref: ImportPlan['placements'][number]['show']) =>
      ref === null ? null : ref.kind === 'library' ? ref.id : (showIds.get(ref.key) ?? null);

    const seriesIds = new Map<string, string>();
    for (const s of planned.series) {
      const [row] = await tx
        .insert(recurringSeries)
        .values({
          showTemplateId: templateId(s.show),
          recurrenceRule: s.rule,
          startDate: s.startDate,
          endDate: s.endDate,
          timeIndex: s.timeIndex,
          duration: s.duration,
          isRepeat: s.isRepeat === true,
        })
        .returning({ id: recurringSeries.id });
      seriesIds.set(s.key, row!.id);
    }

    // Instances are drawn by their series; every other placement is a stored row.
    const stored = planned.placements.filter((p) => p.series?.role !== 'instance');
    const rows = stored.map((p) => ({
      weeklyScheduleId: weekId,
      showTemplateId: templateId(p.show),
      showName: p.showName,
      showGenres: p.showGenres,
      showDescription: p.showDescription,
      showColor: p.showColor,
      showImageUrl: p.showImageUrl,
      djNames: p.djNames,
      djAvatarUrls: p.djNames.map(() => ''),
      dayIndex: p.dayIndex,
      timeIndex: p.timeIndex,
      duration: p.duration,
      recurringSeriesId: p.series ? seriesIds.get(p.series.key)! : null,
      isException: p.series?.role === 'exception',
      isDeletedInstance: false,
      originalInstanceDate: p.series?.originalInstanceDate ?? null,
      isRepeat: p.isRepeat === true,
      weeklyScheduleStatus: status,
    }));
    // A removed instance is a marker row with its series' snapshot, as "Remove from Series" stores.
    for (const removal of planned.removals) {
      const anchor =
        rows[
          stored.findIndex((p) => p.series?.key === removal.seriesKey && p.series.role === 'first')
        ]!;
      const series = planned.series.find((s) => s.key === removal.seriesKey)!;
      const dayIndex = dayIndexOf(removal.date);
      rows.push({
        ...anchor,
        dayIndex,
        timeIndex: series.timeIndex,
        duration: airedDuration(
          { dayIndex, timeIndex: series.timeIndex, duration: series.duration },
          clock,
        ),
        isException: false,
        isDeletedInstance: true,
        originalInstanceDate: removal.date,
      });
    }
    const written =
      rows.length > 0
        ? await tx
            .insert(scheduledShows)
            .values(rows)
            .returning({ id: scheduledShows.id, version: scheduledShows.version })
        : [];
    await touchWeek(tx, weekId);
    await refuseOverlapsInLaterFinalizedWeeks(tx, weekId, planned, clock);
    await recordActivity(tx, actor, {
      action: 'week.import',
      subjectType: 'week',
      weekId,
      details: {
        placed: planned.placements.length,
        createdShows: planned.createdShows.length,
        series: planned.series.length,
        removedInstances: planned.removals.length,
      },
    });
    // Created library shows and recreated series reach beyond this week.
    await publishChange(tx, { kind: 'week', weekStartDate: weekId, by: actor });
    if (planned.createdShows.length > 0) await publishChange(tx, { kind: 'shows', by: actor });
    if (planned.series.length > 0) await publishChange(tx, { kind: 'weeks', by: actor });

    // Undo takes away exactly this: the rows, series, library shows and week it created.
    const undo = await offerUndoOfCreated(tx, actor.id, {
      what: 'import',
      weekId,
      rows: written,
      joined: [],
      series: [...seriesIds.values()],
      templates: [...showIds.values()],
      weeks: createdWeek.map((w) => w.id),
    });
    return {
      week: toWeekView(week, await loadWeekContent(tx, weekId, clock), clock),
      placed: planned.placements.length,
      createdShows: planned.createdShows.length,
      matchedShows: planned.matchedShows.length,
      series: planned.series.length,
      alreadyThere: planned.alreadyThere.length,
      undo,
    };
  });
}

function refusePast(weekId: CivilDate, clock: StationClock) {
  if (isPastWeek(weekId, clock.now(), clock.timeZone))
    throw new HttpError(409, 'past_week', PLACEMENT_REFUSALS.pastWeek);
}

async function readFile(upload: ImportUpload, weekId: CivilDate, clock: StationClock) {
  try {
    return await readImportFile(upload.fileName, upload.text, {
      weekId,
      sourceWeekId: upload.sourceWeek,
      timeZone: clock.timeZone,
    });
  } catch (error) {
    throw asHttpError(error);
  }
}

function plan(file: ImportFile, context: PlanContext) {
  try {
    return planImport(file, context);
  } catch (error) {
    throw asHttpError(error);
  }
}

function asHttpError(error: unknown): unknown {
  if (error instanceof ImportFileError)
    return new HttpError(error.status, error.code, error.refusal, error.fields);
  return error;
}

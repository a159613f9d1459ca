import { inArray, eq } from 'drizzle-orm';
import { checkPlacement } from '../../../../shared/schedule/placement';
import {
  isPlanProblem,
  planEndSeries,
  planSeriesEdit,
  type PlanProblem,
  type SeriesMember,
} from '../../../../shared/schedule/series-edit';
import {
  currentWeekId,
  dayIndexOf,
  shortDateLabel,
  weekIdOf,
} from '../../../../shared/schedule/week';
import type { EditSeriesInput, SeriesChangeAnswer } from '../../../../shared/schemas/series';
import type { Database } from '../../../db/connection';
import { rolledBack } from '../../../db/rolled-back';
import { recurringSeries, scheduledShows } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { guardRealTimes } from '../placements/placement-guard';
import { assertSeriesWithinLimits } from '../series/series-limits';
import { checkDialogLimits } from '../series/series-dialog-limits';
import { seasonEndOf } from '../series/season-end';
import {
  guardFinalizedWeeks,
  findSeries,
  lockWeeks,
  storedWeeksReached,
  membersOf,
  seriesStamp,
  shapeOf,
} from './series-change-state';
import { keepSeriesChangeUndo } from './series-change-undo';
import { changeWhole, splitSeries, storeWeek } from './series-edit-writes';
import { touchWeek, type Tx } from '../weeks/weeks.service';
import { PLACEMENT_REFUSALS } from '../schedule-refusals';

/** Runs a change in a transaction; a preview runs it too and then rolls it back. */
const runChange = async (
  db: Database,
  preview: boolean,
  change: (tx: Tx) => Promise<SeriesChangeAnswer>,
): Promise<SeriesChangeAnswer> =>
  preview ? { dropped: (await rolledBack(db, change)).dropped } : db.transaction(change);

function refuse(problem: PlanProblem): never {
  throw new HttpError(422, 'validation_failed', problem.text, {
    [problem.field]: problem.text,
  });
}

const droppedOf = (members: readonly SeriesMember[]) =>
  members
    .filter((m) => m.kind !== 'first')
    .map((m) => ({ date: m.date, kind: m.kind as 'exception' | 'removed' }))
    .sort((a, b) => a.date.localeCompare(b.date));

/**
 * Edit Series: a new rule, time of day and length for "this and following" occurrences (the
 * series is split at the chosen date) or "all" of them (from this week on: past weeks never
 * change). Exceptions and removed dates still on the new rule are kept, the others go (a preview
 * lists them). A finalized week the change would alter refuses the whole change, naming it.
 */
export async function editSeries(
  db: Database,
  seriesId: string,
  input: EditSeriesInput,
  clock: StationClock,
  actor: Actor,
): Promise<SeriesChangeAnswer> {
  return runChange(db, input.preview === true, async (tx) => {
    const { series, rows, first } = await findSeries(tx, seriesId);
    const thisWeek = currentWeekId(clock.now(), clock.timeZone);
    const members = membersOf(series, rows);
    // A season's end is read from the season once the changed series' first date is known.
    const draft = planSeriesEdit(shapeOf(series), input, members, thisWeek);
    if (isPlanProblem(draft)) refuse(draft);
    const seasonEnd = await seasonEndOf(tx, input.seasonId, input.rule, draft.next.startDate);
    const plan = seasonEnd
      ? planSeriesEdit(shapeOf(series), { ...input, endDate: seasonEnd }, members, thisWeek)
      : draft;
    if (isPlanProblem(plan)) refuse(plan);
    checkDialogLimits(plan.next.rule, plan.next.startDate, clock);
    assertSeriesWithinLimits(plan.next);
    const firstPlacement = {
      dayIndex: dayIndexOf(plan.next.startDate),
      timeIndex: plan.next.timeIndex,
      duration: plan.next.duration,
    };
    const check = checkPlacement(
      firstPlacement,
      { status: 'draft', isPast: false, overnightContinues: clock.overnightContinues },
      [],
    );
    if (!check.ok) throw new HttpError(422, 'invalid_placement', PLACEMENT_REFUSALS[check.reason]);
    // Only a changed time or length is questioned: the series' own time stays where it was.
    guardRealTimes(weekIdOf(plan.next.startDate), firstPlacement, clock.timeZone, {
      ...firstPlacement,
      timeIndex: series.timeIndex,
      duration: series.duration,
    });

    // A skipped first show on a date the changed series no longer starts on: its skip goes.
    const firstSkipGoes =
      !plan.keepsEarlier && first.isDeletedInstance && plan.next.startDate !== series.startDate;
    // A kept exception or removed date on the changed series' first date: the first show (which
    // lends every date its details) is stored there skipped, and the exception stands for the
    // date; a removed date needs no row of its own then.
    const onFirstDate = plan.kept.find((m) => m.date === plan.next.startDate);
    const firstSkipped =
      onFirstDate !== undefined ||
      (!plan.keepsEarlier && first.isDeletedInstance && !firstSkipGoes);
    const replaced = onFirstDate?.kind === 'removed' ? [onFirstDate] : [];
    const kept = plan.kept.filter((m) => !replaced.includes(m));
    const dropped = [
      ...plan.dropped,
      ...(firstSkipGoes
        ? [{ id: first.id, date: series.startDate, kind: 'removed' as const }]
        : []),
    ];
    const touched = [
      ...(await storedWeeksReached(
        tx,
        [
          { span: shapeOf(series), from: plan.splitAt },
          { span: plan.next, from: plan.next.startDate },
        ],
        clock,
      )),
      ...rows
        .filter((r) => (r.originalInstanceDate ?? '') >= plan.splitAt)
        .map((r) => r.weeklyScheduleId),
      ...(plan.keepsEarlier ? [] : [first.weeklyScheduleId]),
      weekIdOf(plan.next.startDate),
    ];
    await storeWeek(tx, weekIdOf(plan.next.startDate));
    const weeks = await lockWeeks(tx, touched, clock);
    const finalized = await guardFinalizedWeeks(tx, weeks, clock);
    const undoBefore = { series, rows };

    // Rows that go; the first show's row stays even when its skip goes.
    const gone = [...plan.dropped, ...replaced].map((d) => d.id);
    if (gone.length > 0) await tx.delete(scheduledShows).where(inArray(scheduledShows.id, gone));
    // "Repeat (rebroadcast)" left out: the changed occurrences keep the series' flag.
    const isRepeat = input.isRepeat ?? series.isRepeat;
    const created = plan.keepsEarlier
      ? await splitSeries(tx, series, first, { ...plan, kept }, firstSkipped, isRepeat)
      : await changeWhole(tx, series, first, plan, firstSkipped, isRepeat);
    await finalized.assertUnchanged();

    for (const week of weeks) await touchWeek(tx, week.id);
    await recordActivity(tx, actor, {
      action: 'series.edit',
      subjectType: 'series',
      subjectId: created ?? series.id,
      weekId: weekIdOf(plan.next.startDate),
      details: {
        show: first.showName,
        from: shortDateLabel(plan.next.startDate),
        frequency: plan.next.rule.frequency,
        time: plan.next.timeIndex,
        duration: plan.next.duration,
        dropped: dropped.length,
      },
    });
    await publishChange(tx, { kind: 'weeks', by: actor });
    const ids = created ? [series.id, created] : [series.id];
    const undo = await keepSeriesChangeUndo(tx, actor.id, {
      ...undoBefore,
      created: created ? [created] : [],
      stamp: await seriesStamp(tx, ids),
      clock,
    });
    return { dropped: droppedOf(dropped), undo };
  });
}

/**
 * End Series Here: the series' last show is on `date`; its later instances disappear and its
 * later exceptions and removed dates go (a preview lists them).
 */
export async function endSeriesAt(
  db: Database,
  seriesId: string,
  date: string,
  preview: boolean,
  clock: StationClock,
  actor: Actor,
): Promise<SeriesChangeAnswer> {
  return runChange(db, preview, async (tx) => {
    const { series, rows, first } = await findSeries(tx, seriesId);
    const thisWeek = currentWeekId(clock.now(), clock.timeZone);
    const plan = planEndSeries(shapeOf(series), date, membersOf(series, rows), thisWeek);
    if (isPlanProblem(plan)) refuse(plan);
    const dropped = rows.filter((r) => plan.dropped.some((d) => d.id === r.id));
    const touched = [
      ...(
        await storedWeeksReached(tx, [{ span: shapeOf(series), from: plan.endDate }], clock)
      ).filter((w) => w >= weekIdOf(date)),
      ...dropped.map((r) => r.weeklyScheduleId),
    ];
    const weeks = await lockWeeks(tx, touched, clock);
    const finalized = await guardFinalizedWeeks(tx, weeks, clock);
    await tx
      .update(recurringSeries)
      .set({
        endDate: series.endDate && series.endDate < plan.endDate ? series.endDate : plan.endDate,
        updatedAt: new Date(),
      })
      .where(eq(recurringSeries.id, series.id));
    if (dropped.length > 0)
      await tx.delete(scheduledShows).where(
        inArray(
          scheduledShows.id,
          dropped.map((d) => d.id),
        ),
      );
    await finalized.assertUnchanged();
    for (const week of weeks) await touchWeek(tx, week.id);
    await recordActivity(tx, actor, {
      action: 'series.end',
      subjectType: 'series',
      subjectId: series.id,
      weekId: weekIdOf(date),
      details: { show: first.showName, last: shortDateLabel(date), dropped: dropped.length },
    });
    await publishChange(tx, { kind: 'weeks', by: actor });
    const undo = await keepSeriesChangeUndo(tx, actor.id, {
      series,
      rows,
      created: [],
      stamp: await seriesStamp(tx, [series.id]),
      clock,
    });
    return { dropped: droppedOf(plan.dropped), undo };
  });
}

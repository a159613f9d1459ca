import { asc, eq, inArray } from 'drizzle-orm';
import { currentWeekId, weekIdOf, addDays } from '../../../../shared/schedule/week';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { UNDO_REFUSALS } from '../undo/undo-refusals';
import { recurringSeries, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import {
  guardFinalizedWeeks,
  lockWeeks,
  seriesStamp,
  shapeOf,
  storedWeeksReached,
} from '../series-changes/series-change-state';
import type { UndoPayload } from '../undo/undo-payload';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { touchWeek, unstoredWeek, type Tx } from '../weeks/weeks.service';

export type SeasonCarryUndo = Extract<UndoPayload, { kind: 'season-carry' }>;

/**
 * Undo of a carry forward: each series ends as it did before, from what the server kept (never
 * what the browser sends). Refused, writing nothing, if any of them changed since (409), if a
 * week it would change is past, or if a finalized week would change (the rules of Edit Series).
 * Answers the first week the carry had reached (or this week, if later).
 */
export async function restoreSeasonCarry(
  tx: Tx,
  input: SeasonCarryUndo,
  clock: StationClock,
  actor: Actor,
): Promise<WeekView> {
  const ids = input.series.map((s) => s.id).sort();
  const now = await tx
    .select()
    .from(recurringSeries)
    .where(inArray(recurringSeries.id, ids))
    .orderBy(asc(recurringSeries.id))
    .for('update');
  if (now.length !== ids.length || (await seriesStamp(tx, ids)) !== input.stamp)
    throw new HttpError(409, 'stale_version', UNDO_REFUSALS.changedSince);
  const from = addDays(input.from, 1);
  const weeks = await lockWeeks(
    tx,
    await storedWeeksReached(
      tx,
      now.map((series) => ({ span: shapeOf(series), from })),
      clock,
    ),
    clock,
  );
  const finalized = await guardFinalizedWeeks(tx, weeks, clock);
  for (const before of input.series) {
    await tx
      .update(recurringSeries)
      .set({
        recurrenceRule: before.recurrenceRule,
        endDate: before.endDate,
        updatedAt: new Date(),
      })
      .where(eq(recurringSeries.id, before.id));
  }
  await finalized.assertUnchanged();
  for (const week of weeks) await touchWeek(tx, week.id);
  await recordActivity(tx, actor, {
    action: 'season.carryUndo',
    subjectType: 'series',
    details: { season: input.season, count: input.series.length },
  });
  await publishChange(tx, { kind: 'weeks', by: actor });
  const thisWeek = currentWeekId(clock.now(), clock.timeZone);
  const shownId = weekIdOf(from) < thisWeek ? thisWeek : weekIdOf(from);
  const [stored] = await tx.select().from(weeklySchedules).where(eq(weeklySchedules.id, shownId));
  return toWeekView(
    stored ?? unstoredWeek(shownId, clock),
    await loadWeekContent(tx, shownId, clock),
    clock,
  );
}

import { createHash } from 'node:crypto';
import { asc, eq, gte, inArray } from 'drizzle-orm';
import {
  occurrencesBetween,
  type RecurrenceRule,
  type SeriesSpan,
} from '../../../../shared/schedule/recurrence';
import type { SeriesMember, SeriesShape } from '../../../../shared/schedule/series-edit';
import { addDays, currentWeekId, weekIdOf, type CivilDate } from '../../../../shared/schedule/week';
import { dateValue } from '../../../../shared/i18n/date-text';
import { localText } from '../../../../shared/i18n/local-text';
import { crossesWeekEnd, type WeekEdge } from '../../../../shared/schedule/week-edge';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import type { Tx } from '../weeks/weeks.service';
import { SCHEDULE_REFUSALS, PLACEMENT_REFUSALS } from '../schedule-refusals';

export type SeriesRow = typeof recurringSeries.$inferSelect;

type Airing = { timeIndex: number; duration: number };

/** Whether a series' Saturday airings run on into the next week under the station's rule. */
const runsOn = (airing: Partial<Airing>, edge: WeekEdge) =>
  edge.overnightContinues === true &&
  airing.timeIndex !== undefined &&
  airing.duration !== undefined &&
  crossesWeekEnd({ dayIndex: 6, timeIndex: airing.timeIndex, duration: airing.duration });

/**
 * The stored weeks a series change reaches: those from each span's `from` on where the span has
 * a date (a week nobody stored cannot be finalized, so needs no lock). Read from the stored weeks
 * rather than by expanding each rule ahead, so a series without end (decision 0053) is checked in
 * every stored week however far, and the work follows the weeks stored, not the rule's reach.
 * Where overnight shows continue, a span given its time reaches the week after a Saturday airing
 * that crosses midnight.
 */
export async function storedWeeksReached(
  tx: Tx,
  spans: readonly { span: SeriesSpan & Partial<Airing>; from: CivilDate }[],
  edge: WeekEdge,
): Promise<string[]> {
  if (spans.length === 0) return [];
  const earliest = weekIdOf(spans.map((s) => s.from).sort()[0]!);
  const stored = await tx
    .select({ id: weeklySchedules.id })
    .from(weeklySchedules)
    .where(gte(weeklySchedules.id, earliest));
  return stored
    .map((w) => w.id)
    .filter((weekId) =>
      spans.some(({ span, from }) => {
        // A Saturday airing that runs on into this week reaches it too (decision 0057).
        const start = runsOn(span, edge) ? addDays(weekId, -1) : weekId;
        return occurrencesBetween(span, from > start ? from : start, addDays(weekId, 6)).length > 0;
      }),
    );
}
export type MemberRow = typeof scheduledShows.$inferSelect;

export const shapeOf = (series: SeriesRow): SeriesShape => ({
  rule: series.recurrenceRule as RecurrenceRule,
  startDate: series.startDate,
  endDate: series.endDate,
  timeIndex: series.timeIndex,
  duration: series.duration,
});

/** The series' stored rows as the planner sees them: the first show, exceptions, removed dates. */
export function membersOf(series: SeriesRow, rows: readonly MemberRow[]): SeriesMember[] {
  return rows.map((row) => ({
    id: row.id,
    date: row.originalInstanceDate ?? series.startDate,
    kind: isFirstShow(series, row) ? 'first' : row.isException ? 'exception' : 'removed',
  }));
}

/** The row every instance copies: not an exception, on the series' first date (maybe skipped). */
export function isFirstShow(
  series: Pick<SeriesRow, 'startDate'>,
  row: Pick<MemberRow, 'isException' | 'isDeletedInstance' | 'originalInstanceDate'>,
): boolean {
  return (
    !row.isException && (!row.isDeletedInstance || row.originalInstanceDate === series.startDate)
  );
}

/** The series, locked against a concurrent change of it, with every stored row of it. */
export async function lockSeries(tx: Tx, seriesId: string) {
  const [series] = await tx
    .select()
    .from(recurringSeries)
    .where(eq(recurringSeries.id, seriesId))
    .for('update');
  if (!series) return null;
  const rows = await tx
    .select()
    .from(scheduledShows)
    .where(eq(scheduledShows.recurringSeriesId, seriesId))
    .orderBy(asc(scheduledShows.createdAt));
  return { series, rows };
}

/**
 * Stores each of `weekIds` that is missing (not started) and locks them all in date order, as
 * every multi-week write does, so two of them cannot deadlock. None may be past.
 */
export async function lockWeeks(tx: Tx, weekIds: Iterable<string>, clock: StationClock) {
  const ids = [...new Set(weekIds)].sort();
  if (ids.length === 0) return [];
  const past = ids.find((id) => id < currentWeekId(clock.now(), clock.timeZone));
  if (past) throw new HttpError(409, 'past_week', PLACEMENT_REFUSALS.pastWeek);
  return tx
    .select()
    .from(weeklySchedules)
    .where(inArray(weeklySchedules.id, ids))
    .orderBy(asc(weeklySchedules.id))
    .for('update');
}

/** What a week shows, as text that two readings can compare: block by block, ids left out. */
async function weekPrint(tx: Tx, week: typeof weeklySchedules.$inferSelect, clock: StationClock) {
  const view = toWeekView(week, await loadWeekContent(tx, week.id, clock), clock);
  // Shows carried in from the week before are part of what the week shows (decision 0057).
  return [...view.carriedIn, ...view.blocks]
    .map((b) =>
      JSON.stringify([b.dayIndex, b.timeIndex, b.duration, b.showName, b.djNames, b.isException]),
    )
    .sort()
    .join('\n');
}

/**
 * Finalized weeks are locked against series changes: take their prints before a change, and
 * `assertUnchanged` after it refuses the whole change (409) naming the first week it altered.
 */
export async function guardFinalizedWeeks(
  tx: Tx,
  weeks: readonly (typeof weeklySchedules.$inferSelect)[],
  clock: StationClock,
) {
  const finalized = weeks.filter((w) => w.status === 'finalized');
  const before = new Map<string, string>();
  for (const week of finalized) before.set(week.id, await weekPrint(tx, week, clock));
  return {
    async assertUnchanged() {
      for (const week of finalized) {
        if ((await weekPrint(tx, week, clock)) !== before.get(week.id)) {
          throw new HttpError(
            409,
            'finalized_week',
            localText('series:refusal.lockedWeek', {
              weekRange: dateValue(week.id, 'weekRange'),
            }),
          );
        }
      }
    },
  };
}

/**
 * A digest of a series and its rows as they are: an undo checks that nothing changed since the
 * change it undoes (a colleague's later edit would otherwise be lost without a word).
 */
export async function seriesStamp(tx: Tx, seriesIds: readonly string[]): Promise<string> {
  if (seriesIds.length === 0) return '';
  const series = await tx
    .select()
    .from(recurringSeries)
    .where(inArray(recurringSeries.id, [...seriesIds]))
    .orderBy(asc(recurringSeries.id));
  const rows = await tx
    .select()
    .from(scheduledShows)
    .where(inArray(scheduledShows.recurringSeriesId, [...seriesIds]))
    .orderBy(asc(scheduledShows.id));
  const text = JSON.stringify([
    series.map((s) => [s.id, s.recurrenceRule, s.startDate, s.endDate, s.timeIndex, s.duration]),
    rows.map((r) => [
      r.id,
      r.version,
      r.recurringSeriesId,
      r.weeklyScheduleId,
      r.isDeletedInstance,
    ]),
  ]);
  return createHash('sha256').update(text).digest('hex');
}

/** The series (locked), its rows and its first show; 404 if there is no such series. */
export async function findSeries(tx: Tx, seriesId: string) {
  const found = await lockSeries(tx, seriesId);
  if (!found) throw new HttpError(404, 'not_in_series', SCHEDULE_REFUSALS.notInSeries);
  const first = found.rows.find((row) => isFirstShow(found.series, row));
  if (!first) throw new HttpError(404, 'not_in_series', SCHEDULE_REFUSALS.notInSeries);
  return { ...found, first };
}

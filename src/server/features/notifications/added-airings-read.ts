import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { AddedAiring } from '../../../shared/notifications/added-notices';
import { occurrencesBetween } from '../../../shared/schedule/recurrence';
import { addDays, dayDate, weekIdOf, type CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { recurringSeries, scheduledShows } from '../../db/schema';
import { isFirstShow, shapeOf } from '../schedule/series-changes/series-change-state';
import type { UndoPayload } from '../schedule/undo/undo-payload';

type Reader = Pick<Database, 'select'>;

/**
 * How far after a carried season's end its airings are read: a carry continues to the next
 * season's last day (a season is at most a year), so this bounds the read even if a series was
 * made endless since.
 */
const CARRY_READ_DAYS = 2 * 366;

const airingOf = (
  row: Pick<AddedAiring, 'showName' | 'djNames' | 'timeIndex' | 'duration'>,
  date: CivilDate,
): AddedAiring => ({
  showName: row.showName,
  djNames: row.djNames,
  weekId: weekIdOf(date),
  date,
  timeIndex: row.timeIndex,
  duration: row.duration,
});

/** The rows of `ids` that are still shows on the schedule (an Undo deleted them), as they are now. */
export async function rowsStillThere(
  db: Reader,
  ids: readonly string[],
): Promise<Map<string, AddedAiring>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(scheduledShows)
    .where(
      and(
        // One parameter however many rows (a copy to 52 weeks writes thousands).
        sql`${scheduledShows.id} = any(${sql.param([...ids])}::uuid[])`,
        eq(scheduledShows.isDeletedInstance, false),
      ),
    );
  return new Map(
    rows.map((r) => [r.id, airingOf(r, dayDate(r.weeklyScheduleId as CivilDate, r.dayIndex))]),
  );
}

/**
 * The airings a season's carry added that its series still have: their dates after the carried
 * season as their rules give them now (an Undo ended them with the season again: none), less the
 * dates removed since, and exceptions where they moved to.
 */
export async function carriedAirings(
  db: Reader,
  carry: Extract<UndoPayload, { kind: 'season-carry' }>,
): Promise<AddedAiring[]> {
  const ids = carry.series.map((s) => s.id);
  const after = addDays(carry.from, 1);
  const [series, members] = [
    await db.select().from(recurringSeries).where(inArray(recurringSeries.id, ids)),
    await db
      .select()
      .from(scheduledShows)
      .where(
        and(
          inArray(scheduledShows.recurringSeriesId, ids),
          or(
            eq(scheduledShows.isException, false),
            gte(scheduledShows.originalInstanceDate, after),
          ),
        ),
      ),
  ];
  return series.flatMap((s) => {
    const rows = members.filter((m) => m.recurringSeriesId === s.id);
    // The show and hosts its instances are drawn with, as the carry itself reads them.
    const first = rows.find((m) => !m.isException && isFirstShow(s, m));
    if (!first) return [];
    const until =
      s.lastDate < addDays(after, CARRY_READ_DAYS) ? s.lastDate : addDays(after, CARRY_READ_DAYS);
    const stored = rows.filter((m) => m.originalInstanceDate && m.originalInstanceDate >= after);
    const taken = new Set(stored.map((m) => m.originalInstanceDate));
    return [
      ...occurrencesBetween(shapeOf(s), after, until)
        .filter((date) => !taken.has(date))
        .map((date) => airingOf({ ...first, timeIndex: s.timeIndex, duration: s.duration }, date)),
      ...stored
        .filter((m) => m.isException && !m.isDeletedInstance)
        .map((m) => airingOf(m, dayDate(m.weeklyScheduleId as CivilDate, m.dayIndex))),
    ];
  });
}

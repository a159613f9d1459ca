import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { SnapAiring } from '../../../shared/notifications/change-notices';
import { airingKeyOf } from '../../../shared/fill-ins/airing-key';
import { dayDate } from '../../../shared/schedule/week';
import { noticeWeekSnapshots, weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import type { WeeksReached } from '../schedule/weeks/before-week-change';
import { openWeekIn, type openWeek, type Tx } from '../schedule/weeks/weeks.service';

/** A week's airings as hosts are told of them; none when the week is not finalized. */
export function snapOf(week: Awaited<ReturnType<typeof openWeek>>): SnapAiring[] {
  if (week.status !== 'finalized') return [];
  return week.blocks.map((b) => ({
    key: airingKeyOf(b, week.id),
    showName: b.showName,
    date: dayDate(week.id, b.dayIndex),
    timeIndex: b.timeIndex,
    duration: b.duration,
    djNames: [...b.djNames],
  }));
}

/**
 * Remembers weeks as their hosts now know them: `replace` when they were just told (a week
 * being finalized); otherwise only where nothing is remembered yet.
 */
export async function rememberWeeks(
  tx: Tx,
  weekIds: readonly string[],
  clock: StationClock,
  replace: boolean,
) {
  for (const weekId of new Set(weekIds)) {
    const airings = snapOf(await openWeekIn(tx, weekId, clock));
    const insert = tx.insert(noticeWeekSnapshots).values({ weekId, airings });
    await (replace
      ? insert.onConflictDoUpdate({ target: noticeWeekSnapshots.weekId, set: { airings } })
      : insert.onConflictDoNothing());
  }
}

/**
 * Before a write changes finalized weeks (called with them locked, onBeforeWeekChange): a week
 * finalized before snapshots existed has none, so it is remembered now, as it is before the
 * change, and the change is told like any other. Remembered weeks cost one read.
 */
export async function rememberUntoldWeeks(tx: Tx, reached: WeeksReached, clock: StationClock) {
  const untold = await tx
    .select({ id: weeklySchedules.id })
    .from(weeklySchedules)
    .leftJoin(noticeWeekSnapshots, eq(noticeWeekSnapshots.weekId, weeklySchedules.id))
    .where(
      and(
        eq(weeklySchedules.status, 'finalized'),
        isNull(noticeWeekSnapshots.weekId),
        'ids' in reached
          ? inArray(weeklySchedules.id, [...reached.ids])
          : gte(weeklySchedules.id, reached.from),
      ),
    );
  await rememberWeeks(
    tx,
    untold.map((w) => w.id),
    clock,
    false,
  );
}

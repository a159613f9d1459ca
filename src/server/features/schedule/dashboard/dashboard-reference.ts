import { asc } from 'drizzle-orm';
import { SERIES_WEEKS_AHEAD } from './series-filled-weeks';
import { SLOTS_PER_WEEK } from '../../../../shared/constants/limits';
import type { HostedPlacement } from '../../../../shared/schedule/dj-clash';
import { occurrencesBetween, type RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { absoluteSlot } from '../../../../shared/schedule/slots';
import { addDays, currentWeekId, dayIndexOf, weekIdOf } from '../../../../shared/schedule/week';
import type { Database } from '../../../db/connection';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../../db/schema';
import { awayBetween } from '../../away/away-reads';
import { figuresOfWeek, type WeekFigures } from './week-figures';

/**
 * The dashboard's figures counted the straightforward way: every stored row read, every series
 * expanded over all the weeks, nothing kept. The tests and the bench check the kept figures
 * against it (docs/decisions/0042); the app never calls it.
 */
export async function referenceWeekFigures(
  db: Database,
  timeZone: string,
  now: Date,
): Promise<Map<string, WeekFigures>> {
  const storedWeeks = await db.select().from(weeklySchedules);
  // The current week and twelve after it are listed too when only series fill them (decision 0053).
  const current = currentWeekId(now, timeZone);
  const ahead = Array.from({ length: SERIES_WEEKS_AHEAD + 1 }, (_, i) => addDays(current, 7 * i));
  const stored = new Set(storedWeeks.map((w) => w.id));
  const weeks = [...stored, ...ahead.filter((id) => !stored.has(id))].sort().map((id) => ({ id }));
  const rows = await db
    .select()
    .from(scheduledShows)
    .orderBy(asc(scheduledShows.createdAt), asc(scheduledShows.id));
  const series = await db.select().from(recurringSeries);

  const byWeek = new Map<string, HostedPlacement[]>(weeks.map((w) => [w.id, []]));
  const covered = new Set<string>();
  for (const row of rows) {
    if (row.recurringSeriesId && row.originalInstanceDate)
      covered.add(`${row.recurringSeriesId}:${row.originalInstanceDate}`);
    if (!row.isDeletedInstance) byWeek.get(row.weeklyScheduleId)?.push(row);
  }
  const anchored = new Set(
    rows.filter((r) => !r.isDeletedInstance).map((r) => r.recurringSeriesId),
  );
  // What a series' instances copy: its earliest placement that is neither removed nor an exception.
  const anchorOf = new Map<string, { showName: string; djNames: string[] }>();
  for (const r of rows) {
    if (
      r.recurringSeriesId &&
      !r.isDeletedInstance &&
      !r.isException &&
      !anchorOf.has(r.recurringSeriesId)
    )
      anchorOf.set(r.recurringSeriesId, r);
  }
  const first = weeks[0]?.id;
  const last = weeks.at(-1)?.id;
  if (first && last) {
    for (const s of series) {
      if (!anchored.has(s.id)) continue;
      const span = {
        rule: s.recurrenceRule as RecurrenceRule,
        startDate: s.startDate,
        endDate: s.endDate,
      };
      for (const date of occurrencesBetween(span, first, addDays(last, 6))) {
        if (covered.has(`${s.id}:${date}`)) continue;
        const dayIndex = dayIndexOf(date);
        byWeek.get(weekIdOf(date))?.push({
          id: `${s.id}:${date}`,
          showName: anchorOf.get(s.id)?.showName ?? '',
          djNames: anchorOf.get(s.id)?.djNames ?? [],
          dayIndex,
          timeIndex: s.timeIndex,
          duration: Math.min(s.duration, SLOTS_PER_WEEK - absoluteSlot(dayIndex, s.timeIndex)),
        });
      }
    }
  }
  // Every away period of all time, each week seeing them all (awayDuring decides).
  const { hosts } = await awayBetween(db, '1970-01-01', '2199-12-31');
  return new Map(
    weeks
      .filter((w) => stored.has(w.id) || (byWeek.get(w.id)?.length ?? 0) > 0)
      .map((w) => [w.id, figuresOfWeek(w.id, byWeek.get(w.id) ?? [], timeZone, [], hosts)]),
  );
}

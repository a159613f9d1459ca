import { sql } from 'drizzle-orm';
import type { HostedPlacement } from '../../../../shared/schedule/dj-clash';
import {
  airedDuration,
  carriedIntoNextWeek,
  type WeekEdge,
} from '../../../../shared/schedule/week-edge';
import { addDays, dayIndexOf, weekIdOf, type CivilDate } from '../../../../shared/schedule/week';
import type { Database } from '../../../db/connection';
import { readTogether } from '../../../db/read-together';
import { cachedOccurrencesBetween } from './occurrence-cache';
import type { SeriesRow as ExpandedSeriesRow } from './week-rows';

type StoredRow = {
  id: string;
  week_id: string;
  day_index: number;
  time_index: number;
  duration: number;
  show_name: string;
  dj_names: string[];
  show_template_id: string | null;
  show_genres: string[];
  is_repeat: boolean;
};
type CoveredRow = { series_id: string; original_date: string };
/** A series that reaches the weeks, with what its instances copy from its first placement. */
type SeriesRow = ExpandedSeriesRow & {
  show_name: string;
  dj_names: string[];
  show_genres: string[];
  show_template_id: string | null;
  is_repeat: boolean;
  copies_exception: boolean;
};

/**
 * A block as the dashboard and the reports count it: where it airs and who hosts it, and what
 * the reports break its hours down by (its Show Library entry, genres, and the "Repeat" flag).
 */
export type WeekBlock = HostedPlacement & {
  showTemplateId: string | null;
  genres: string[];
  isRepeat: boolean;
};

/** Weeks this far apart or closer are expanded in one window, not two. */
const WINDOW_GAP_DAYS = 8 * 7;

/** Sorted week ids grouped into windows of dates, each expanded once per series. */
function windowsOf(sortedWeekIds: readonly CivilDate[]): { from: CivilDate; to: CivilDate }[] {
  const windows: { from: CivilDate; to: CivilDate }[] = [];
  for (const weekId of sortedWeekIds) {
    const last = windows.at(-1);
    if (last && addDays(last.to, WINDOW_GAP_DAYS) >= weekId) last.to = addDays(weekId, 6);
    else windows.push({ from: weekId, to: addDays(weekId, 6) });
  }
  return windows;
}

const dateArray = (dates: readonly string[]) => `{${dates.join(',')}}`;

/**
 * The blocks the dashboard counts in each of the given weeks: the stored shows that are not
 * removal markers, and every series instance no stored row stands for. An instance copies its
 * series' first placement (the earliest stored one that is neither removed nor an exception) and
 * is cut at the week's end unless overnight shows continue (then it counts whole, in the week it
 * starts: decision 0057); a series with no placement left counts nothing. Only these weeks'
 * rows are read, and each series is expanded over windows around them, not over all time.
 */
export async function blocksOfWeeks(
  db: Database,
  weekIds: readonly CivilDate[],
  edge: WeekEdge,
): Promise<Map<CivilDate, WeekBlock[]>> {
  const sorted = [...weekIds].sort();
  const byWeek = new Map<CivilDate, WeekBlock[]>(sorted.map((id) => [id, []]));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return byWeek;
  const lastDay = addDays(last, 6);
  const weeks = dateArray(sorted);

  const [stored, covered, series] = await readTogether(
    db,
    () =>
      db.execute<StoredRow>(sql`
        select id, weekly_schedule_id::text as week_id, day_index, time_index, duration, show_name,
          dj_names, show_template_id, show_genres, is_repeat
        from scheduled_shows
        where weekly_schedule_id = any(${weeks}::date[]) and not is_deleted_instance`),
    () =>
      db.execute<CoveredRow>(sql`
        select recurring_series_id as series_id, original_instance_date::text as original_date
        from scheduled_shows
        where original_instance_date between ${first} and ${lastDay}
          and recurring_series_id is not null
          and week_of(original_instance_date) = any(${weeks}::date[])`),
    () =>
      db.execute<SeriesRow>(sql`
        select s.id, s.recurrence_rule, s.start_date::text as start_date,
          s.end_date::text as end_date, s.time_index, s.duration, a.show_name, a.dj_names,
          a.show_genres, s.show_template_id, s.is_repeat, a.is_exception as copies_exception
        from recurring_series s
        join lateral (
          select show_name, dj_names, show_genres, is_exception from scheduled_shows
          where recurring_series_id = s.id and not is_deleted_instance
          order by is_exception, created_at, id limit 1
        ) a on true
        -- last_date: ended series are skipped in SQL; a series without end has 'infinity'.
        where s.start_date <= ${lastDay} and s.last_date >= ${first}`),
  );

  for (const row of stored.rows) {
    byWeek.get(row.week_id)?.push({
      id: row.id,
      dayIndex: row.day_index,
      timeIndex: row.time_index,
      duration: airedDuration(
        { dayIndex: row.day_index, timeIndex: row.time_index, duration: row.duration },
        edge,
      ),
      showName: row.show_name,
      djNames: row.dj_names,
      showTemplateId: row.show_template_id,
      genres: row.show_genres,
      isRepeat: row.is_repeat,
    });
  }
  const isCovered = new Set(covered.rows.map((r) => `${r.series_id}:${r.original_date}`));
  const windows = windowsOf(sorted);
  for (const s of series.rows) {
    const span = { rule: s.recurrence_rule, startDate: s.start_date, endDate: s.end_date };
    // A series kept only by exceptions still places instances, with nothing to copy.
    const showName = s.copies_exception ? '' : s.show_name;
    const djNames = s.copies_exception ? [] : s.dj_names;
    const genres = s.copies_exception ? [] : s.show_genres;
    for (const window of windows) {
      if (window.to < s.start_date || (s.end_date !== null && window.from > s.end_date)) continue;
      for (const date of cachedOccurrencesBetween(span, window.from, window.to)) {
        const blocks = byWeek.get(weekIdOf(date));
        if (!blocks || isCovered.has(`${s.id}:${date}`)) continue;
        const dayIndex = dayIndexOf(date);
        blocks.push({
          id: `${s.id}:${date}`,
          showName,
          djNames,
          genres,
          showTemplateId: s.show_template_id,
          isRepeat: s.is_repeat,
          dayIndex,
          timeIndex: s.time_index,
          duration: airedDuration(
            { dayIndex, timeIndex: s.time_index, duration: s.duration },
            edge,
          ),
        });
      }
    }
  }
  return byWeek;
}

/**
 * blocksOfWeeks, with each week's blocks carried in from the week before (its Saturday shows that
 * run on past midnight, as day -1) where overnight shows continue: what the grid's overlap flag
 * sees (`drawnPlacements`). The weeks before are read in the same three reads.
 */
export async function blocksWithCarriedIn(
  db: Database,
  weekIds: readonly CivilDate[],
  edge: WeekEdge,
): Promise<{
  blocks: Map<CivilDate, WeekBlock[]>;
  carriedIn: (weekId: CivilDate) => WeekBlock[];
}> {
  if (!edge.overnightContinues)
    return { blocks: await blocksOfWeeks(db, weekIds, edge), carriedIn: () => [] };
  const before = weekIds.map((id) => addDays(id, -7));
  const read = await blocksOfWeeks(db, [...new Set([...weekIds, ...before])], edge);
  const blocks = new Map(weekIds.map((id) => [id, read.get(id) ?? []]));
  const carriedIn = (weekId: CivilDate) =>
    (read.get(addDays(weekId, -7)) ?? []).flatMap((b) => carriedIntoNextWeek(b) ?? []);
  return { blocks, carriedIn };
}

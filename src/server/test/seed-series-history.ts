import type pg from 'pg';
import {
  MAX_ITERATIONS,
  occurrencesBetween,
  type RecurrenceRule,
} from '../../shared/schedule/recurrence';
import { addDays, dayIndexOf, weekIdOf, type CivilDate } from '../../shared/schedule/week';

/**
 * A station's series history written straight into PostgreSQL, as a scale probe would: series of
 * every rule kind begun up to ten years before `weekId` (endless ones, counted ones, date-ended
 * ones, ones ended early, monthly on the nth weekday or on month days, yearly, with intervals),
 * each with its first placement; some first placements skipped; and, near `weekId`, removed
 * dates and exceptions (moved to another time). It bypasses the series limits on purpose: those
 * hold for what people make now, not for what years of history and imports left behind.
 * Deterministic for a given `seed`.
 */
export async function seedSeriesHistory(
  db: Pick<pg.Pool, 'query'>,
  options: {
    weekId: CivilDate;
    series: number;
    seed?: number;
    /**
     * How many series may still run at `weekId`; the others were ended (End Series Here) within
     * about a year of their start, as a station's past seasons are. All may run if not given.
     */
    running?: number;
  },
): Promise<{ seriesIds: string[] }> {
  const random = mulberry32(options.seed ?? 1);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const series: SeriesSeed[] = [];
  for (let i = 0; i < options.series; i++) {
    // Those ending around the week read (below) begin within the ten-year horizon of it.
    const startDate = addDays(
      options.weekId,
      -between(-60, i % 10 === 4 || i % 10 === 7 ? 3000 : 3650),
    );
    let rule = ruleFor(i, startDate, { pick, between });
    // A few were ended early (End Series Here) after some months, some during the week read.
    let endDate = i % 11 === 5 ? addDays(startDate, between(30, 900)) : null;
    if (i % 10 === 4 && startDate < options.weekId) {
      rule = { ...rule, endType: 'never' };
      endDate = addDays(options.weekId, between(-3, 10));
    }
    // Some run out their count around the week read: where a count is off by one, it shows.
    if (i % 10 === 7 && startDate < options.weekId) {
      const runsOut = addDays(options.weekId, between(-3, 10));
      const dates = occurrencesBetween(
        { rule: { ...rule, endType: 'never' }, startDate, endDate: null },
        startDate,
        runsOut,
      );
      if (dates.length > 0 && dates.length < MAX_ITERATIONS)
        rule = { ...rule, endType: 'count', count: dates.length };
    }
    if (options.running !== undefined && i >= options.running && !endDate)
      endDate = addDays(startDate, between(0, 400));
    series.push({
      id: crypto.randomUUID(),
      rule,
      startDate,
      endDate,
      timeIndex: between(0, 88),
      duration: between(1, 4),
      skipFirst: i % 13 === 7,
    });
  }

  const rows: RowSeed[] = [];
  for (const [i, s] of series.entries()) {
    rows.push({
      seriesId: s.id,
      date: s.startDate,
      timeIndex: s.timeIndex,
      duration: s.duration,
      name: `Series Show ${i}`,
      isException: false,
      isDeletedInstance: s.skipFirst,
      originalInstanceDate: s.startDate,
    });
    if (i % 4 !== 1) continue;
    // Near the week read: the first date there removed, the second moved an hour later.
    const near = occurrencesBetween(s, addDays(options.weekId, -21), addDays(options.weekId, 27));
    const [removed, moved] = near.filter((date) => date !== s.startDate);
    if (removed)
      rows.push({
        seriesId: s.id,
        date: removed,
        timeIndex: s.timeIndex,
        duration: s.duration,
        name: `Series Show ${i}`,
        isException: false,
        isDeletedInstance: true,
        originalInstanceDate: removed,
      });
    if (moved)
      rows.push({
        seriesId: s.id,
        date: moved,
        timeIndex: Math.min(s.timeIndex + 4, 88),
        duration: s.duration,
        name: `Series Show ${i} (moved)`,
        isException: true,
        isDeletedInstance: false,
        originalInstanceDate: moved,
      });
  }

  const weeks = [...new Set(rows.map((row) => weekIdOf(row.date)))];
  await db.query(
    `insert into weekly_schedules (id, start_date, end_date, status)
     select w, w, w + 6, 'draft' from unnest($1::date[]) w on conflict (id) do nothing`,
    [weeks],
  );
  await db.query(
    `insert into recurring_series (id, recurrence_rule, start_date, end_date, time_index, duration)
     select * from json_to_recordset($1::json)
       as s(id uuid, rule jsonb, start_date date, end_date date, time_index int, duration int)`,
    [
      JSON.stringify(
        series.map((s) => ({
          id: s.id,
          rule: s.rule,
          start_date: s.startDate,
          end_date: s.endDate,
          time_index: s.timeIndex,
          duration: s.duration,
        })),
      ),
    ],
  );
  await db.query(
    `insert into scheduled_shows (weekly_schedule_id, show_name, show_color, day_index, time_index,
       duration, recurring_series_id, is_exception, is_deleted_instance, original_instance_date,
       weekly_schedule_status)
     select week, name, '#3b82f6', day_index, time_index, duration, series_id, is_exception,
       is_deleted_instance, original_instance_date, 'draft'
     from json_to_recordset($1::json) as r(week date, name text, day_index int, time_index int,
       duration int, series_id uuid, is_exception boolean, is_deleted_instance boolean,
       original_instance_date date)`,
    [
      JSON.stringify(
        rows.map((row) => ({
          week: weekIdOf(row.date),
          name: row.name,
          day_index: dayIndexOf(row.date),
          time_index: row.timeIndex,
          duration: row.duration,
          series_id: row.seriesId,
          is_exception: row.isException,
          is_deleted_instance: row.isDeletedInstance,
          original_instance_date: row.originalInstanceDate,
        })),
      ),
    ],
  );
  return { seriesIds: series.map((s) => s.id) };
}

type SeriesSeed = {
  id: string;
  rule: RecurrenceRule;
  startDate: CivilDate;
  endDate: CivilDate | null;
  timeIndex: number;
  duration: number;
  skipFirst: boolean;
};

type RowSeed = {
  seriesId: string;
  date: CivilDate;
  timeIndex: number;
  duration: number;
  name: string;
  isException: boolean;
  isDeletedInstance: boolean;
  originalInstanceDate: CivilDate;
};

type Draw = {
  pick: <T>(values: readonly T[]) => T;
  between: (min: number, max: number) => number;
};

/** The i-th series' rule: the kinds take turns, so every count of series holds each of them. */
function ruleFor(i: number, startDate: CivilDate, { pick, between }: Draw): RecurrenceRule {
  const end = pick([
    { endType: 'never' as const },
    { endType: 'count' as const, count: between(1, 300) },
    { endType: 'date' as const, endDate: addDays(startDate, between(0, 4000)) },
  ]);
  const weekday = dayIndexOf(startDate);
  switch (i % 6) {
    case 0:
      return { frequency: 'weekly', interval: 1, byWeekday: [weekday], ...end };
    case 1:
      return {
        frequency: 'weekly',
        interval: between(1, 4),
        byWeekday: [...new Set([weekday, between(0, 6), between(0, 6)])],
        ...end,
      };
    case 2:
      return { frequency: 'daily', interval: between(1, 9), ...end };
    case 3:
      return {
        frequency: 'monthly',
        interval: between(1, 3),
        byNthWeekday: { weekday, nth: pick([1, 2, 3, 4, -1] as const) },
        ...end,
      };
    case 4:
      return {
        frequency: 'monthly',
        interval: between(1, 2),
        byMonthday: pick([[1, 15], [31], [], [29, 30]]),
        ...end,
      };
    default:
      return { frequency: 'yearly', interval: between(1, 2), byMonth: pick([[], [3, 9]]), ...end };
  }
}

/** A small seeded random number generator, so a seeded history is the same every time. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

import { sql } from 'drizzle-orm';
import { djClashes } from '../../../../shared/schedule/dj-clash';
import { overlappingIds } from '../../../../shared/schedule/overlap';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { absoluteSlot } from '../../../../shared/schedule/slots';
import { addDays, isPastWeek } from '../../../../shared/schedule/week';
import {
  airedDuration,
  carriedIntoNextWeek,
  isCutAtWeekEnd,
  type WeekEdge,
} from '../../../../shared/schedule/week-edge';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import type { Database } from '../../../db/connection';
import type { scheduledShows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { cachedOccurrencesInWeek } from './occurrence-cache';
import { readTogether } from '../../../db/read-together';

type Executor = Pick<Database, 'select' | 'execute'>;
/**
 * The columns a block is drawn and checked from. Timestamps and the week's own columns are left
 * out: parsing them into 672 rows per answer was measurable work for nothing (npm run bench).
 */
export type ShowRow = Pick<
  typeof scheduledShows.$inferSelect,
  | 'id'
  | 'version'
  | 'showTemplateId'
  | 'showName'
  | 'showGenres'
  | 'showDescription'
  | 'showColor'
  | 'showImageUrl'
  | 'djNames'
  | 'djAvatarUrls'
  | 'dayIndex'
  | 'timeIndex'
  | 'duration'
  | 'recurringSeriesId'
  | 'isException'
  | 'isDeletedInstance'
  | 'originalInstanceDate'
>;
type WeekRow = typeof weeklySchedules.$inferSelect;

/** ShowRow's columns as node-postgres hands them over (dates stay text, as Drizzle asks). */
export type StoredRow = {
  id: string;
  version: number;
  show_template_id: string | null;
  show_name: string;
  show_genres: string[];
  show_description: string | null;
  show_color: string;
  show_image_url: string | null;
  dj_names: string[];
  dj_avatar_urls: string[];
  day_index: number;
  time_index: number;
  duration: number;
  recurring_series_id: string | null;
  is_exception: boolean;
  is_deleted_instance: boolean;
  original_instance_date: string | null;
};

/** The series fields an expansion needs. */
export type SeriesRow = {
  id: string;
  recurrence_rule: RecurrenceRule;
  start_date: string;
  end_date: string | null;
  time_index: number;
  duration: number;
};

// The reads of a week answer are written as SQL and mapped by hand: Drizzle's query building and
// per-column mapping of up to 672 rows were a third of the time a week read anew takes beyond
// the SQL itself (npm run bench, DESIGN.md §6).
export const STORED_COLUMNS = sql.raw(`id, version, show_template_id, show_name, show_genres,
  show_description, show_color, show_image_url, dj_names, dj_avatar_urls, day_index, time_index,
  duration, recurring_series_id, is_exception, is_deleted_instance, original_instance_date`);

/**
 * The series that may occur in the week: begun by its end, and not over before it. `last_date`
 * (generated from the rule, docs/decisions/0039) is never before a series' last occurrence, so a
 * series ended by a count or long ago is skipped here, not expanded to find it has nothing.
 */
const seriesReachWeek = (weekId: string, weekEnd: string) =>
  sql`recurring_series.start_date <= ${weekEnd} and recurring_series.last_date >= ${weekId}`;

export function toShowRow(row: StoredRow): ShowRow {
  return {
    id: row.id,
    version: row.version,
    showTemplateId: row.show_template_id,
    showName: row.show_name,
    showGenres: row.show_genres,
    showDescription: row.show_description,
    showColor: row.show_color,
    showImageUrl: row.show_image_url,
    djNames: row.dj_names,
    djAvatarUrls: row.dj_avatar_urls,
    dayIndex: row.day_index,
    timeIndex: row.time_index,
    duration: row.duration,
    recurringSeriesId: row.recurring_series_id,
    isException: row.is_exception,
    isDeletedInstance: row.is_deleted_instance,
    originalInstanceDate: row.original_instance_date,
  };
}

/** The week's stored shows, in grid order. */
async function storedShowsOf(db: Executor, weekId: string): Promise<ShowRow[]> {
  const { rows } = await db.execute<StoredRow>(sql`
    select ${STORED_COLUMNS} from scheduled_shows where weekly_schedule_id = ${weekId}
    order by day_index, time_index, created_at`);
  return rows.map(toShowRow);
}

/** The series that reach into the week. */
async function seriesInWeek(db: Executor, weekId: string, weekEnd: string) {
  const { rows } = await db.execute<SeriesRow>(sql`
    select id, recurrence_rule, start_date, end_date, time_index, duration
    from recurring_series where ${seriesReachWeek(weekId, weekEnd)}`);
  return rows;
}

/**
 * The first placements of those series, which their instances copy: for each series, the earliest
 * stored row that is neither an exception nor a removal marker, or the first placement itself
 * with its date skipped (it still lends its details). One probe of
 * scheduled_shows_series_first_idx per series (LATERAL ... LIMIT 1), a plan that stays the same
 * whatever the planner's statistics say (a scan of the whole table was chosen once they were
 * stale). It selects its series itself instead of waiting for their ids, so the week's three
 * reads are independent.
 */
export const anchorsInWeekQuery = (weekId: string, weekEnd: string) => sql`
  select first_placement.* from recurring_series cross join lateral (
    select ${STORED_COLUMNS} from scheduled_shows
    where scheduled_shows.recurring_series_id = recurring_series.id
    and scheduled_shows.is_exception = false
    and (scheduled_shows.is_deleted_instance = false
      or scheduled_shows.original_instance_date = recurring_series.start_date)
    order by scheduled_shows.created_at limit 1) first_placement
  where ${seriesReachWeek(weekId, weekEnd)}`;

async function anchorsInWeek(db: Executor, weekId: string, weekEnd: string) {
  const { rows } = await db.execute<StoredRow>(anchorsInWeekQuery(weekId, weekEnd));
  return rows.map(toShowRow);
}

/**
 * What a week holds: its stored shows, the instances its recurring series generate there, and
 * (where overnight shows continue, decision 0057) the shows of the week before's Saturday that
 * run on into its Sunday, as day -1 of this week (week-edge.ts).
 */
export type WeekContent = {
  rows: ShowRow[];
  instances: ScheduledBlock[];
  carriedIn: ScheduledBlock[];
};

/**
 * Loads a week's stored shows and expands the series that reach into it (DESIGN.md D8). An
 * instance is left out where a stored row of its series stands for that date: the series' first
 * placement, an exception, or a removed-instance marker.
 */
export async function loadWeekContent(
  db: Executor,
  weekId: string,
  edge: WeekEdge,
): Promise<WeekContent> {
  const weekEnd = addDays(weekId, 6);
  const [rows, series, anchors, carriedIn] = await readTogether(
    db,
    () => storedShowsOf(db, weekId),
    () => seriesInWeek(db, weekId, weekEnd),
    () => anchorsInWeek(db, weekId, weekEnd),
    () => (edge.overnightContinues ? carriedInto(db, weekId) : Promise.resolve([])),
  );
  return {
    rows: edge.overnightContinues
      ? rows
      : rows.map((r) => ({ ...r, duration: airedDuration(r, edge) })),
    instances: expandSeries(weekId, rows, series, anchors, edge),
    carriedIn,
  };
}

/**
 * The shows of the week before's Saturday that run on into this week, as day -1 (week-edge.ts):
 * its stored shows there and its series' Saturday airings that cross midnight. The reads are
 * bounded by that one day, as a week's are by its seven (decisions 0039, 0053).
 */
async function carriedInto(db: Executor, weekId: string): Promise<ScheduledBlock[]> {
  const previousWeek = addDays(weekId, -7);
  const saturday = addDays(weekId, -1);
  const [stored, series, anchors] = await readTogether(
    db,
    async () => {
      const { rows } = await db.execute<StoredRow>(sql`
        select ${STORED_COLUMNS} from scheduled_shows
        where weekly_schedule_id = ${previousWeek} and day_index = 6
        order by time_index, created_at`);
      return rows.map(toShowRow);
    },
    async () => {
      const { rows } = await db.execute<SeriesRow>(sql`
        select id, recurrence_rule, start_date, end_date, time_index, duration
        from recurring_series where ${seriesReachWeek(saturday, saturday)}
        and time_index + duration > 96`);
      return rows;
    },
    () => anchorsInWeek(db, saturday, saturday),
  );
  const saturdayShows = {
    rows: stored,
    instances: expandSeries(previousWeek, stored, series, anchors, { overnightContinues: true }),
    carriedIn: [],
  };
  return carriedFrom(saturdayShows);
}

/** The shows of a week that run on into the next, as that week's day -1 (week-edge.ts). */
export function carriedFrom(content: WeekContent): ScheduledBlock[] {
  const blocks = [
    ...content.rows.filter((r) => !r.isDeletedInstance).map((r) => toBlock(r, false)),
    ...content.instances,
  ];
  return blocks.flatMap((b) => carriedIntoNextWeek(b) ?? []);
}

/**
 * The instances the series bring to the week, from its stored rows, the series that reach into
 * it and their first placements (the three reads of loadWeekContent; loadWeeksContent reads them
 * for many weeks at once).
 */
export function expandSeries(
  weekId: string,
  rows: readonly ShowRow[],
  series: readonly SeriesRow[],
  anchors: readonly ShowRow[],
  edge: WeekEdge,
): ScheduledBlock[] {
  if (series.length === 0) return [];

  const anchorOf = new Map<string, ShowRow>();
  for (const anchor of anchors)
    if (!anchorOf.has(anchor.recurringSeriesId!)) anchorOf.set(anchor.recurringSeriesId!, anchor);
  const covered = new Set(
    rows
      .filter((r) => r.recurringSeriesId)
      .map((r) => `${r.recurringSeriesId}:${r.originalInstanceDate}`),
  );

  const instances: ScheduledBlock[] = [];
  for (const s of series) {
    const anchor = anchorOf.get(s.id);
    if (!anchor) continue;
    const span = { rule: s.recurrence_rule, startDate: s.start_date, endDate: s.end_date };
    for (const { date, dayIndex } of cachedOccurrencesInWeek(span, weekId)) {
      if (covered.has(`${s.id}:${date}`)) continue;
      // An airing late on Saturday is cut at the week's end unless overnight shows continue.
      const placed = { dayIndex, timeIndex: s.time_index, duration: s.duration };
      const duration = airedDuration(placed, edge);
      instances.push({
        ...toBlock(anchor, false),
        id: `${s.id}:${date}`,
        version: 0,
        dayIndex,
        timeIndex: s.time_index,
        duration,
        isException: false,
        isInstance: true,
        originalInstanceDate: date,
        ...(isCutAtWeekEnd(placed, edge) && { cutAtWeekEnd: true }),
      });
    }
  }
  return instances;
}

/**
 * Every placement drawn in the week, for overlap checks: stored shows, instances and the shows
 * carried in from the week before (day -1).
 */
export function drawnPlacements(content: WeekContent) {
  return [
    ...content.rows.filter((r) => !r.isDeletedInstance),
    ...content.instances,
    ...content.carriedIn,
  ];
}

/** The week answer, ready to draw: blocks with their overlap flags, status and whether past. */
export function toWeekView(week: WeekRow, content: WeekContent, clock: StationClock): WeekView {
  const stored = content.rows.filter((r) => !r.isDeletedInstance);
  const overlapping = overlappingIds(drawnPlacements(content), {
    weekId: week.id,
    timeZone: clock.timeZone,
  });
  const carriedIn = content.carriedIn.map((b) => ({ ...b, isOverlapping: overlapping.has(b.id) }));
  const blocks = [
    ...stored.map((row) => toBlock(row, overlapping.has(row.id))),
    ...content.instances.map((instance) => ({
      ...instance,
      isOverlapping: overlapping.has(instance.id),
    })),
  ].sort((a, b) => absoluteSlot(a.dayIndex, a.timeIndex) - absoluteSlot(b.dayIndex, b.timeIndex));
  return {
    id: week.id,
    startDate: week.startDate,
    endDate: week.endDate,
    status: week.status as WeekStatus,
    isPast: isPastWeek(week.id, clock.now(), clock.timeZone),
    lastModified: week.updatedAt.toISOString(),
    hasOverlaps: overlapping.size > 0,
    djClashes: djClashes([...carriedIn, ...blocks]),
    blocks,
    carriedIn,
    overnightContinues: clock.overnightContinues ?? false,
  };
}

export function toBlock(row: ShowRow, isOverlapping: boolean): ScheduledBlock {
  return {
    id: row.id,
    version: row.version,
    templateId: row.showTemplateId,
    showName: row.showName,
    showGenres: row.showGenres,
    showDescription: row.showDescription,
    showColor: row.showColor,
    showImageUrl: row.showImageUrl,
    djNames: row.djNames,
    djAvatarUrls: row.djAvatarUrls,
    dayIndex: row.dayIndex,
    timeIndex: row.timeIndex,
    duration: row.duration,
    isOverlapping,
    recurringSeriesId: row.recurringSeriesId,
    isException: row.isException,
    isInstance: false,
    originalInstanceDate: row.originalInstanceDate,
  };
}

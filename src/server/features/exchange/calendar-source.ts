import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type {
  CalendarSource,
  StoredPlacement,
  StoredSeries,
} from '../../../shared/exchange/ical/calendar-event';
import type { WeekEdge } from '../../../shared/schedule/week-edge';
import type { RecurrenceRule } from '../../../shared/schedule/recurrence';
import { addDays } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { recurringSeries, scheduledShows } from '../../db/schema';
import { readTogether } from '../../db/read-together';
import { fillInMarkOf, type TakenFillIn } from '../../../shared/fill-ins/airing-key';
import { takenFillInsBetween } from '../fill-ins/fill-in-marks';

type Executor = Pick<Database, 'select' | 'execute'>;
/**
 * The columns of `scheduled_shows` a calendar is written from: a feed reads a few hundred rows,
 * and colours, avatars and timestamps (array and date parsing) were a third of reading them.
 */
const calendarColumns = {
  id: scheduledShows.id,
  weeklyScheduleId: scheduledShows.weeklyScheduleId,
  dayIndex: scheduledShows.dayIndex,
  timeIndex: scheduledShows.timeIndex,
  duration: scheduledShows.duration,
  showName: scheduledShows.showName,
  showDescription: scheduledShows.showDescription,
  showGenres: scheduledShows.showGenres,
  djNames: scheduledShows.djNames,
  showTemplateId: scheduledShows.showTemplateId,
  recurringSeriesId: scheduledShows.recurringSeriesId,
  isException: scheduledShows.isException,
  isDeletedInstance: scheduledShows.isDeletedInstance,
  originalInstanceDate: scheduledShows.originalInstanceDate,
};
type ShowRow = Pick<typeof scheduledShows.$inferSelect, keyof typeof calendarColumns>;

export function toStoredPlacement(row: ShowRow, fillIn = false): StoredPlacement {
  return {
    ...(fillIn && { fillIn: true as const }),
    id: row.id,
    weekId: row.weeklyScheduleId,
    dayIndex: row.dayIndex,
    timeIndex: row.timeIndex,
    duration: row.duration,
    showName: row.showName,
    showDescription: row.showDescription,
    showGenres: row.showGenres,
    djNames: row.djNames,
    recurringSeriesId: row.recurringSeriesId,
    isException: row.isException,
    isDeletedInstance: row.isDeletedInstance,
    originalInstanceDate: row.originalInstanceDate,
  };
}

/**
 * What the calendar of some weeks is made of: their stored shows and the series that reach into
 * them, each series with all its stored rows (first placement, exceptions, removed markers),
 * wherever they are, because a series is one calendar event whose exclusions span its life.
 *
 * `seriesIds` narrows the series to those named (a week export takes the series it draws).
 * `onlyTemplates` keeps only the shows of those templates (a feed of its owner's shows): a
 * series by its first placement's show, a stored show by its own.
 * `wholeSeries` writes each series over its whole life (a week's export, made to be imported
 * again); otherwise only over the weeks asked for (a feed: docs/decisions/0040).
 * `fillInHosts` makes it the calendar of those DJ entries (a member's "only my shows", a host's
 * public calendar): an airing one of them took as a fill-in is theirs, and an airing of their
 * shows handed over to someone else is not (decision 0068).
 */
export async function loadCalendarSource(
  db: Executor,
  weekIds: string[],
  options: {
    host: string;
    isServedWeek: (weekId: string) => boolean;
    seriesIds?: string[];
    onlyTemplates?: ReadonlySet<string>;
    wholeSeries?: boolean;
    fillInHosts?: ReadonlySet<string>;
    /** The station's rule for Saturday-night shows (decision 0057). */
    edge: WeekEdge;
  },
): Promise<CalendarSource> {
  const overnightContinues = options.edge.overnightContinues ?? false;
  if (weekIds.length === 0) {
    return {
      host: options.host,
      placements: [],
      series: [],
      isServedWeek: options.isServedWeek,
      overnightContinues,
    };
  }
  const sorted = [...weekIds].sort();
  const from = sorted[0]!;
  const to = addDays(sorted[sorted.length - 1]!, 6);
  const seriesFilter = options.seriesIds
    ? options.seriesIds.length === 0
      ? sql`false`
      : inArray(recurringSeries.id, options.seriesIds)
    : and(lte(recurringSeries.startDate, to), gte(recurringSeries.lastDate, from));
  // The three reads go out together: a series' rows are found through the same filter.
  const [rows, seriesRows, memberRows, taken] = await readTogether(
    db,
    () =>
      db
        .select(calendarColumns)
        .from(scheduledShows)
        .where(inArray(scheduledShows.weeklyScheduleId, weekIds))
        .orderBy(
          asc(scheduledShows.weeklyScheduleId),
          asc(scheduledShows.dayIndex),
          asc(scheduledShows.timeIndex),
        ),
    () => db.select().from(recurringSeries).where(seriesFilter),
    () =>
      db
        .select(calendarColumns)
        .from(scheduledShows)
        .where(
          inArray(
            scheduledShows.recurringSeriesId,
            db.select({ id: recurringSeries.id }).from(recurringSeries).where(seriesFilter),
          ),
        )
        // The oldest non-exception row is the series' first placement, as on the grid.
        .orderBy(asc(scheduledShows.createdAt)),
    // A series' rows reach beyond the weeks asked for only as removals and edits of its own
    // dates; the week before holds the Saturday shows that may run into them.
    () => takenFillInsBetween(db, addDays(from, -7), sorted[sorted.length - 1]!),
  );

  const bySeries = new Map<string, ShowRow[]>(seriesRows.map((s) => [s.id, []]));
  for (const row of memberRows) bySeries.get(row.recurringSeriesId!)?.push(row);
  const keep = options.onlyTemplates ? templateFilter(options.onlyTemplates, bySeries) : null;
  const kept = (row: ShowRow) => keep === null || keep(row);
  const fillIns = fillInsOf(taken, options.fillInHosts);
  return {
    host: options.host,
    isServedWeek: options.isServedWeek,
    overnightContinues,
    ...(options.wholeSeries ? { through: to } : { window: { from, to } }),
    placements: rows
      .filter((row) => (kept(row) && !fillIns.handedAway(row)) || fillIns.takenHere(row))
      .map(fillIns.toStored),
    series: seriesRows
      .filter((s) => keep === null || bySeries.get(s.id)!.some(kept))
      .map((s) => ({
        series: {
          id: s.id,
          rule: s.recurrenceRule as RecurrenceRule,
          startDate: s.startDate,
          endDate: s.endDate,
          timeIndex: s.timeIndex,
          duration: s.duration,
        } satisfies StoredSeries,
        rows: (bySeries.get(s.id) ?? []).filter(kept).map(fillIns.toStoredInSeries),
      })),
  };
}

/**
 * The fill-in rules of a calendar: rows handed over by a taken request are stored marked (their
 * description says "(fill-in)"); in the calendar of `hosts`, a row one of them took is theirs
 * (a series date as an event of its own, its series not being theirs), and a row taken by
 * someone else is not: in a series it stands as a removed date, so the series leaves it out.
 */
function fillInsOf(taken: ReadonlyMap<string, TakenFillIn>, hosts?: ReadonlySet<string>) {
  const markOf = (row: ShowRow) => fillInMarkOf(row, row.weeklyScheduleId, taken);
  const handedAway = (row: ShowRow) => {
    const mark = hosts && markOf(row);
    return !!mark && !hosts.has(mark.djId);
  };
  return {
    handedAway,
    takenHere: (row: ShowRow) => {
      const mark = hosts && markOf(row);
      return !!mark && hosts.has(mark.djId);
    },
    toStored: (row: ShowRow) => toStoredPlacement(row, markOf(row) !== null),
    toStoredInSeries: (row: ShowRow): StoredPlacement =>
      handedAway(row)
        ? { ...toStoredPlacement(row), isException: false, isDeletedInstance: true }
        : toStoredPlacement(row, markOf(row) !== null),
  };
}

/**
 * Whether a stored row is one of the given templates' shows. A series row follows its series'
 * first placement (the show every instance copies); a series without one keeps its own rows'.
 */
function templateFilter(templates: ReadonlySet<string>, bySeries: Map<string, ShowRow[]>) {
  const own = (row: ShowRow) => row.showTemplateId !== null && templates.has(row.showTemplateId);
  const seriesIsOwn = new Map<string, boolean>();
  for (const [id, rows] of bySeries) {
    // The first show counts even with its own date skipped (it lends the others its details).
    const anchor =
      rows.find((r) => !r.isException && !r.isDeletedInstance) ?? rows.find((r) => !r.isException);
    if (anchor) seriesIsOwn.set(id, own(anchor));
  }
  return (row: ShowRow) =>
    (row.recurringSeriesId === null ? undefined : seriesIsOwn.get(row.recurringSeriesId)) ??
    own(row);
}

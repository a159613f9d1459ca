import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { SLOTS_PER_WEEK } from '../../../shared/constants/limits';
import { overlappingIds } from '../../../shared/schedule/overlap';
import type { WeekStatus } from '../../../shared/schedule/placement';
import type { RecurrenceRule } from '../../../shared/schedule/recurrence';
import { absoluteSlot } from '../../../shared/schedule/slots';
import { addDays, isPastWeek } from '../../../shared/schedule/week';
import type { ScheduledBlock, WeekView } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import { recurringSeries, scheduledShows, type weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { cachedOccurrencesInWeek } from './occurrence-cache';

type Executor = Pick<Database, 'select'>;
/**
 * The columns a block is drawn and checked from. Timestamps and the week's own columns are left
 * out: parsing them into 672 rows per answer was measurable work for nothing (npm run bench).
 */
const blockColumns = {
  id: scheduledShows.id,
  version: scheduledShows.version,
  showTemplateId: scheduledShows.showTemplateId,
  showName: scheduledShows.showName,
  showGenres: scheduledShows.showGenres,
  showDescription: scheduledShows.showDescription,
  showColor: scheduledShows.showColor,
  showImageUrl: scheduledShows.showImageUrl,
  djNames: scheduledShows.djNames,
  djAvatarUrls: scheduledShows.djAvatarUrls,
  dayIndex: scheduledShows.dayIndex,
  timeIndex: scheduledShows.timeIndex,
  duration: scheduledShows.duration,
  recurringSeriesId: scheduledShows.recurringSeriesId,
  isException: scheduledShows.isException,
  isDeletedInstance: scheduledShows.isDeletedInstance,
  originalInstanceDate: scheduledShows.originalInstanceDate,
};
type ShowRow = Pick<typeof scheduledShows.$inferSelect, keyof typeof blockColumns>;
type WeekRow = typeof weeklySchedules.$inferSelect;

/** What a week holds: its stored shows and the instances its recurring series generate there. */
export type WeekContent = { rows: ShowRow[]; instances: ScheduledBlock[] };

/**
 * Loads a week's stored shows and expands the series that reach into it (DESIGN.md D8). An
 * instance is left out where a stored row of its series stands for that date: the series' first
 * placement, an exception, or a removed-instance marker.
 */
export async function loadWeekContent(db: Executor, weekId: string): Promise<WeekContent> {
  const weekEnd = addDays(weekId, 6);
  const reachesWeek = and(
    lte(recurringSeries.startDate, weekEnd),
    or(isNull(recurringSeries.endDate), gte(recurringSeries.endDate, weekId)),
  );
  // The anchors select their series themselves instead of waiting for the series' ids, so the
  // three reads are independent: on a pool they go out together, over separate connections. A
  // transaction is one connection, which takes one query at a time: there they go in turn.
  const reads = [
    db
      .select(blockColumns)
      .from(scheduledShows)
      .where(eq(scheduledShows.weeklyScheduleId, weekId))
      .orderBy(
        asc(scheduledShows.dayIndex),
        asc(scheduledShows.timeIndex),
        asc(scheduledShows.createdAt),
      ),
    db.select().from(recurringSeries).where(reachesWeek),
    db
      .select(blockColumns)
      .from(scheduledShows)
      .where(
        and(
          inArray(
            scheduledShows.recurringSeriesId,
            db.select({ id: recurringSeries.id }).from(recurringSeries).where(reachesWeek),
          ),
          eq(scheduledShows.isException, false),
          eq(scheduledShows.isDeletedInstance, false),
        ),
      )
      .orderBy(asc(scheduledShows.createdAt)),
  ] as const;
  const [rows, series, anchors] =
    'rollback' in db ? [await reads[0], await reads[1], await reads[2]] : await Promise.all(reads);
  if (series.length === 0) return { rows, instances: [] };

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
    const span = {
      rule: s.recurrenceRule as RecurrenceRule,
      startDate: s.startDate,
      endDate: s.endDate,
    };
    for (const { date, dayIndex } of cachedOccurrencesInWeek(span, weekId)) {
      if (covered.has(`${s.id}:${date}`)) continue;
      // An instance late on Saturday is cut at the week's end: a week never holds more.
      const duration = Math.min(s.duration, SLOTS_PER_WEEK - absoluteSlot(dayIndex, s.timeIndex));
      instances.push({
        ...toBlock(anchor, false),
        id: `${s.id}:${date}`,
        version: 0,
        dayIndex,
        timeIndex: s.timeIndex,
        duration,
        isException: false,
        isInstance: true,
        originalInstanceDate: date,
      });
    }
  }
  return { rows, instances };
}

/** Every placement drawn in the week, for overlap checks: stored shows and instances. */
export function drawnPlacements(content: WeekContent) {
  return [...content.rows.filter((r) => !r.isDeletedInstance), ...content.instances];
}

/** The week answer, ready to draw: blocks with their overlap flags, status and whether past. */
export function toWeekView(week: WeekRow, content: WeekContent, clock: StationClock): WeekView {
  const stored = content.rows.filter((r) => !r.isDeletedInstance);
  const overlapping = overlappingIds(drawnPlacements(content));
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
    blocks,
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

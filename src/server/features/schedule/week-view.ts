import { asc, eq } from 'drizzle-orm';
import { overlappingIds } from '../../../shared/schedule/overlap';
import type { WeekStatus } from '../../../shared/schedule/placement';
import { isPastWeek } from '../../../shared/schedule/week';
import type { ScheduledBlock, WeekView } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import type { weeklySchedules } from '../../db/schema';
import { scheduledShows } from '../../db/schema';
import type { StationClock } from '../../http/app-env';

type Executor = Pick<Database, 'select'>;
type ShowRow = typeof scheduledShows.$inferSelect;
type WeekRow = typeof weeklySchedules.$inferSelect;

/** The blocks of a week as stored, in slot order. */
export async function loadWeekRows(db: Executor, weekId: string): Promise<ShowRow[]> {
  return db
    .select()
    .from(scheduledShows)
    .where(eq(scheduledShows.weeklyScheduleId, weekId))
    .orderBy(
      asc(scheduledShows.dayIndex),
      asc(scheduledShows.timeIndex),
      asc(scheduledShows.createdAt),
    );
}

/** The week answer, ready to draw: blocks with their overlap flags, status and whether past. */
export function toWeekView(week: WeekRow, rows: readonly ShowRow[], clock: StationClock): WeekView {
  const drawn = rows.filter((r) => !r.isDeletedInstance);
  const overlapping = overlappingIds(drawn);
  return {
    id: week.id,
    startDate: week.startDate,
    endDate: week.endDate,
    status: week.status as WeekStatus,
    isPast: isPastWeek(week.id, clock.now(), clock.timeZone),
    lastModified: week.updatedAt.toISOString(),
    hasOverlaps: overlapping.size > 0,
    blocks: drawn.map((row) => toBlock(row, overlapping.has(row.id))),
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
    originalInstanceDate: row.originalInstanceDate,
  };
}

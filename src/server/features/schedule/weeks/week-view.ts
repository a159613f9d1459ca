import { hostsAwayDuring } from '../../../../shared/away/away-periods';
import { fillInMarkOf } from '../../../../shared/fill-ins/airing-key';
import { djClashes } from '../../../../shared/schedule/dj-clash';
import { overlappingIds } from '../../../../shared/schedule/overlap';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import { absoluteSlot } from '../../../../shared/schedule/slots';
import { isPastWeek } from '../../../../shared/schedule/week';
import {
  airedDuration,
  carriedIntoNextWeek,
  isCutAtWeekEnd,
  type WeekEdge,
} from '../../../../shared/schedule/week-edge';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import type { weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { NO_AWAY } from '../../away/away-reads';
import { cachedOccurrencesInWeek } from './occurrence-cache';
import { placedDetails, type SeriesRow, type ShowRow, type WeekContent } from './week-rows';

type WeekRow = typeof weeklySchedules.$inferSelect;
const NO_FILL_INS = new Map<string, never>();

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
      // A series' instances are repeats when the series is (its exceptions carry their own).
      const { isRepeat: _anchorRepeat, ...details } = toBlock(anchor, false);
      instances.push({
        ...details,
        ...(s.is_repeat && { isRepeat: true as const }),
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
  const away = content.away ?? NO_AWAY;
  const fillIns = content.fillIns ?? NO_FILL_INS;
  const flag = (block: ScheduledBlock): ScheduledBlock => {
    const hostsAway = away.hosts.length === 0 ? [] : hostsAwayDuring(week.id, block, away.hosts);
    const fillIn = fillInMarkOf(block, week.id, fillIns);
    return {
      ...block,
      isOverlapping: overlapping.has(block.id),
      ...(hostsAway.length > 0 && { hostsAway }),
      ...(fillIn && { fillIn }),
    };
  };
  const carriedIn = content.carriedIn.map(flag);
  const blocks = [
    ...stored.map((row) => flag(toBlock(row, false))),
    ...content.instances.map(flag),
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
    away: away.windows,
  };
}

export function toBlock(row: ShowRow, isOverlapping: boolean): ScheduledBlock {
  return {
    id: row.id,
    version: row.version,
    templateId: row.showTemplateId,
    ...placedDetails(row),
    isOverlapping,
    recurringSeriesId: row.recurringSeriesId,
    isException: row.isException,
    isInstance: false,
    originalInstanceDate: row.originalInstanceDate,
  };
}

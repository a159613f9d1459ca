import { daySegments, DAYS_PER_WEEK } from '../../../../shared/schedule/slots';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import { drawnBlocks } from '../block-text';

/** One line of a day's agenda: the part of a show that falls on that day. */
export type AgendaEntry = {
  block: ScheduledBlock;
  timeIndex: number;
  duration: number;
  /** The part after midnight of a show that started the day before ("(cont.)"). */
  continuation: boolean;
};

/**
 * The shows of one day in time order, the same pieces the grid draws in that day's column: a 2 h
 * show at Monday 23:00 is on Monday at 23:00 and on Tuesday at 00:00 as a continuation. Shows
 * starting together are ordered by name, so the list does not shuffle between reloads.
 */
export function agendaOfDay(blocks: readonly ScheduledBlock[], dayIndex: number): AgendaEntry[] {
  const entries: AgendaEntry[] = [];
  for (const block of blocks) {
    for (const segment of daySegments(block)) {
      if (segment.dayIndex !== dayIndex) continue;
      entries.push({
        block,
        timeIndex: segment.timeIndex,
        duration: segment.duration,
        continuation: segment.continuation,
      });
    }
  }
  return entries.sort(
    (a, b) =>
      a.timeIndex - b.timeIndex ||
      a.block.showName.localeCompare(b.block.showName) ||
      a.block.id.localeCompare(b.block.id),
  );
}

/** Where a step of one day from `dayIndex` lands: in this week, or a week before or after. */
export function stepDay(dayIndex: number, step: -1 | 1): { weekOffset: -1 | 0 | 1; day: number } {
  const next = dayIndex + step;
  if (next < 0) return { weekOffset: -1, day: DAYS_PER_WEEK - 1 };
  if (next >= DAYS_PER_WEEK) return { weekOffset: 1, day: 0 };
  return { weekOffset: 0, day: next };
}

/** How many agenda entries each day of the week holds (continuations count: they are on it). */
export function showsPerDay(blocks: readonly ScheduledBlock[]): number[] {
  const counts = Array.from({ length: DAYS_PER_WEEK }, () => 0);
  for (const block of blocks) {
    for (const segment of daySegments(block)) {
      counts[segment.dayIndex] = (counts[segment.dayIndex] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The day a week's agenda opens at: today when the week holds it; otherwise the first day with
 * shows, so a week whose shows start on Tuesday does not open on an empty Sunday; else Sunday.
 * What the week draws counts, as on the day strip: a Sunday holding only the "(cont.)" of last
 * Saturday's overnight show has a show.
 */
export function openingDay(
  todayIndex: number,
  week?: Pick<WeekView, 'blocks' | 'carriedIn'>,
): number {
  if (todayIndex >= 0) return todayIndex;
  const first = week ? showsPerDay(drawnBlocks(week)).findIndex((count) => count > 0) : -1;
  return first >= 0 ? first : 0;
}

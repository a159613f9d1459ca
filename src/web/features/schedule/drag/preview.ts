import { sharedHosts, type HostedPlacement } from '../../../../shared/schedule/dj-clash';
import { placementsOverlap } from '../../../../shared/schedule/overlap';
import {
  checkPlacement,
  type PLACEMENT_MESSAGES,
  type WeekStatus,
} from '../../../../shared/schedule/placement';
import {
  absoluteSlot,
  daySegments,
  DAYS_PER_WEEK,
  resizePlacement,
  SLOTS_PER_DAY,
  slotAtY,
  type Clock,
  type DaySegment,
  type Placement,
} from '../../../../shared/schedule/slots';
import { ENGLISH_WORDS, type ScheduleWords } from '../schedule-words';
import { clashNote } from '../week-clashes';
import type { DragSource, Preview } from './drag-types';

/**
 * Where the grid is on screen, in client pixels: the box of the seven day columns (its top moves
 * with scrolling, so it already accounts for it) and the visible part of the scroll viewport
 * (`bodyTop` is below the sticky day headers).
 */
export type GridGeometry = {
  columns: { left: number; top: number; width: number };
  view: { left: number; right: number; top: number; bodyTop: number; bottom: number };
};

/** The day and slot under the pointer, and its y inside the day columns. */
export type GridCell = { dayIndex: number; timeIndex: number; contentY: number };

/** The geometry after the grid scrolled by `delta` (the columns move the other way). */
export function scrolledGeometry(
  grid: GridGeometry,
  delta: { top: number; left: number },
): GridGeometry {
  if (delta.top === 0 && delta.left === 0) return grid;
  const { columns } = grid;
  return {
    ...grid,
    columns: { ...columns, left: columns.left - delta.left, top: columns.top - delta.top },
  };
}

/**
 * The cell under a pointer, or null when the pointer is outside the visible day columns (leaving
 * the grid clears the preview). Over the sticky headers it counts as the first visible row.
 * With columns 700 px wide at x 100, a pointer at x 260 is over Monday (day 1).
 */
export function cellAt(x: number, y: number, grid: GridGeometry): GridCell | null {
  const { columns, view } = grid;
  const dayWidth = columns.width / DAYS_PER_WEEK;
  const left = Math.max(view.left, columns.left);
  const right = Math.min(view.right, columns.left + columns.width);
  if (x < left || x >= right || y < view.top || y >= view.bottom || dayWidth <= 0) return null;
  const dayIndex = Math.min(DAYS_PER_WEEK - 1, Math.floor((x - columns.left) / dayWidth));
  const contentY = Math.max(y, view.bodyTop) - columns.top;
  return { dayIndex, timeIndex: slotAtY(contentY), contentY };
}

/** A placement from its slot in the week: slot 136 is Monday (1) at 10:00 (40). */
export function placementAt(start: number, duration: number): Placement {
  const dayIndex = Math.floor(start / SLOTS_PER_DAY);
  return { dayIndex, timeIndex: start - dayIndex * SLOTS_PER_DAY, duration };
}

/** How far below a block's start (in slots) the pointer grabbed it, so a move keeps that offset. */
export function grabOffset(cell: GridCell, block: Placement): number {
  return (
    absoluteSlot(cell.dayIndex, cell.timeIndex) - absoluteSlot(block.dayIndex, block.timeIndex)
  );
}

/**
 * Where the dragged thing would land for a pointer over `cell`: a new show starts at the slot
 * under the pointer; a moved block keeps the slot it was grabbed by under the pointer; a resize
 * moves its edge one slot per 20 px (resizePlacement). Keyboard moves carry their placement.
 */
export function dropPlacement(
  source: DragSource,
  cell: GridCell,
): { placement: Placement; withinDay: boolean } {
  const pointer = absoluteSlot(cell.dayIndex, cell.timeIndex);
  switch (source.kind) {
    case 'create':
      return { placement: placementAt(pointer, source.duration), withinDay: true };
    case 'move':
      return {
        placement: placementAt(pointer - source.grabOffset, source.block.duration),
        withinDay: true,
      };
    case 'resize': {
      const { dayIndex, timeIndex, duration } = source.block;
      const { valid, ...placement } = resizePlacement(
        { dayIndex, timeIndex, duration },
        source.edge,
        cell.contentY - source.startY,
      );
      return { placement: drawable(placement, source.block), withinDay: valid };
    }
    case 'keyboard':
      return { placement: source.placement, withinDay: true };
  }
}

export type WeekForPreview = {
  status: WeekStatus;
  isPast: boolean;
  /** Its blocks and the shows carried in from last week's Saturday (day -1). */
  blocks: readonly HostedPlacement[];
  /** Whether a show may run past Saturday midnight (decision 0057); else it stops there. */
  overnightContinues?: boolean;
  /** Why a placement may not be made on a change day (its start or end in skipped time), if so. */
  clockRefusal?: ((placement: Placement) => string | null) | undefined;
  /** The screen's words and the reader's clock the preview's notes are said in (else English, 24 h). */
  words?: ScheduleWords | undefined;
  clock?: Clock | undefined;
};

/**
 * A resize that left no length at all (the bottom edge dragged above the top, or the top below
 * the bottom) is still drawn, one slot long at the fixed edge, so it can show red instead of
 * vanishing (SPEC.md §4 "Resize").
 */
function drawable(resized: Placement, block: Placement): Placement {
  if (resized.duration >= 1) return resized;
  if (resized.timeIndex === block.timeIndex) return { ...resized, duration: 1 };
  return placementAt(absoluteSlot(block.dayIndex, block.timeIndex) + block.duration - 1, 1);
}

/** Who hosts the dragged thing: the library show's DJs, or the placed block's. */
function hostsOf(source: DragSource): readonly string[] {
  return source.kind === 'create' ? source.djNames : source.block.djNames;
}

/**
 * The preview for a placement, checked with the shared placement rules (the block being moved is
 * not compared with itself): green when valid, yellow when valid but overlapping, red otherwise.
 */
/** Why a placement is refused, in the preview's words (each key named, for the catalog check). */
const PLACEMENT_REASONS = {
  outOfBounds: 'schedule:preview.outOfBounds',
  pastWeek: 'schedule:preview.pastWeek',
  beyondWeek: 'schedule:preview.beyondWeek',
  finalizedOverlap: 'schedule:preview.finalizedOverlap',
} as const satisfies Record<keyof typeof PLACEMENT_MESSAGES, string>;

export function evaluatePreview(
  source: DragSource,
  placement: Placement,
  week: WeekForPreview,
  withinDay = true,
): Preview {
  const words = week.words ?? ENGLISH_WORDS;
  const clock = week.clock ?? '24h';
  const invalid = (message: string): Preview => ({
    placement,
    isValid: false,
    isOverlapping: false,
    message,
    djClashes: [],
  });
  if (!withinDay) return invalid(words.t('schedule:preview.resizeLimit'));
  const excludeId = source.kind === 'create' ? undefined : source.block.id;
  const check = checkPlacement(placement, week, week.blocks, excludeId);
  if (!check.ok) return invalid(words.t(PLACEMENT_REASONS[check.reason]));
  const clockRefusal = week.clockRefusal?.(placement);
  // Said in a toast on the drop, not just drawn: nothing on the grid shows why the hour is wrong.
  if (clockRefusal) return { ...invalid(clockRefusal), sayOnDrop: true };
  return {
    placement,
    isValid: true,
    isOverlapping: check.overlaps,
    message: check.overlaps ? words.t('schedule:marker.overlaps') : null,
    // A DJ on two shows at once does not stop a draft; the preview names the other show.
    djClashes: check.overlaps
      ? clashNotesFor({ ...placement, djNames: hostsOf(source) }, week.blocks, excludeId).map(
          ({ djName, other }) => clashNote(djName, other, clock, words),
        )
      : [],
  };
}

/**
 * What a placement's host clashes with, for a placement not (yet) in the week, leaving out the
 * block being moved: each DJ with the other show ("Ava Brooks is also on Jazz Hour, …").
 */
function clashNotesFor(
  placement: Placement & { djNames: readonly string[] },
  others: readonly HostedPlacement[],
  excludeId?: string,
): { djName: string; other: HostedPlacement }[] {
  const notes: { djName: string; other: HostedPlacement }[] = [];
  for (const other of others) {
    if (other.id === excludeId || !placementsOverlap(placement, other)) continue;
    for (const djName of sharedHosts(placement, other)) notes.push({ djName, other });
  }
  return notes;
}

/** Whether two previews draw the same, so an unchanged one is not published again. */
export function samePreview(a: Preview | null, b: Preview | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.placement.dayIndex === b.placement.dayIndex &&
    a.placement.timeIndex === b.placement.timeIndex &&
    a.placement.duration === b.placement.duration &&
    a.isValid === b.isValid &&
    a.isOverlapping === b.isOverlapping &&
    a.message === b.message &&
    a.djClashes.join('\n') === b.djClashes.join('\n')
  );
}

/** Whether a drop changes anything: a block dropped where it was needs no request. */
export function changesPlacement(block: Placement, placement: Placement): boolean {
  return (
    block.dayIndex !== placement.dayIndex ||
    block.timeIndex !== placement.timeIndex ||
    block.duration !== placement.duration
  );
}

/**
 * The pieces of a preview that fall inside the week, one per day: a move dragged above Sunday
 * 00:00 is drawn from 00:00, one past Saturday midnight up to it.
 */
export function visibleSegments(p: Placement): DaySegment[] {
  const start = absoluteSlot(p.dayIndex, p.timeIndex);
  const from = Math.max(0, start);
  const end = start + p.duration;
  if (end <= from) return [];
  return daySegments({ dayIndex: 0, timeIndex: from, duration: end - from });
}

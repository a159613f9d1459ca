import type { Placement } from '../../../shared/schedule/slots';
import type {
  ScheduledBlock,
  UpdatePlacementInput,
  WeekView,
} from '../../../shared/schemas/schedule';
import type { UndoOffer } from '../../../shared/schemas/undo';

/**
 * What an Undo sends, for each change it can undo:
 * - a delete: the token the server answered the delete with (it keeps what the delete took);
 * - a move or resize: the old day, time and length, based on the block's version as it is now
 *   (the move itself raised it), so the server's version check passes unless someone else changed
 *   the block since;
 * - Remove from Series: the series and date whose removal marker goes.
 */
export type UndoRequest =
  | { kind: 'restore'; weekId: string; offer: UndoOffer }
  | { kind: 'move-back'; weekId: string; id: string; body: UpdatePlacementInput }
  | { kind: 'unremove'; weekId: string; seriesId: string; date: string };

export function undoOfDelete(weekId: string, offer: UndoOffer): UndoRequest {
  return { kind: 'restore', weekId, offer };
}

/** Null when the block no longer stands for an instance of a series. */
export function undoOfRemoval(weekId: string, block: ScheduledBlock): UndoRequest | null {
  if (!block.recurringSeriesId || !block.originalInstanceDate) return null;
  return {
    kind: 'unremove',
    weekId,
    seriesId: block.recurringSeriesId,
    date: block.originalInstanceDate,
  };
}

/**
 * Moving back to `before`, read when Undo is pressed from the week as it is then. Null when the
 * block is gone from the week (someone deleted it), so there is nothing to move back.
 */
export function undoOfMove(
  weekId: string,
  before: Placement & { id: string },
  week: WeekView | undefined,
): UndoRequest | null {
  const now = week?.blocks.find((b) => b.id === before.id);
  if (!now) return null;
  return {
    kind: 'move-back',
    weekId,
    id: before.id,
    body: {
      version: now.version,
      dayIndex: before.dayIndex,
      timeIndex: before.timeIndex,
      duration: before.duration,
    },
  };
}

/** A series restored or ended reaches other weeks: they must be fetched again. */
export function reachesOtherWeeks(request: UndoRequest): boolean {
  return (
    request.kind === 'restore' &&
    (request.offer.kind === 'series' ||
      request.offer.kind === 'series-change' ||
      request.offer.kind === 'created')
  );
}

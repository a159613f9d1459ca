import { missingTimeRefusal } from '../../../shared/schedule/clock-change';
import { checkPlacement, type WeekStatus } from '../../../shared/schedule/placement';
import type { Placement } from '../../../shared/schedule/slots';
import { HttpError } from '../../http/errors';
import { drawnPlacements, type WeekContent } from './week-view';

/** Applies the shared placement rules; a refusal names the rule (SPEC.md §5). */
export function guardPlacement(
  placement: Placement,
  status: WeekStatus,
  content: WeekContent,
  excludeId?: string,
) {
  const check = checkPlacement(
    placement,
    { status, isPast: false },
    drawnPlacements(content),
    excludeId,
  );
  if (!check.ok) {
    const status = check.reason === 'finalizedOverlap' ? 409 : 422;
    throw new HttpError(
      status,
      check.reason === 'finalizedOverlap' ? 'finalized_overlap' : 'invalid_placement',
      check.message,
    );
  }
}

/**
 * Refuses a placement a person makes (a drop, a move, a resize, a series' first show) whose start
 * or end falls in the time the clocks skip, naming the change (docs/decisions/0038). `before` is
 * the block's place before a move or resize: an edge left where it was is not questioned.
 */
export function guardRealTimes(
  weekId: string,
  placement: Placement,
  timeZone: string,
  before?: Placement,
) {
  const refusal = missingTimeRefusal(weekId, placement, timeZone, before);
  if (refusal) throw new HttpError(422, 'missing_time', refusal);
}

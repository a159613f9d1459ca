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

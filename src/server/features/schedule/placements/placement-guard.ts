import { sql } from 'drizzle-orm';
import { missingTimeRefusal } from '../../../../shared/schedule/clock-change';
import { overlapsAny } from '../../../../shared/schedule/overlap';
import { checkPlacement, type WeekStatus } from '../../../../shared/schedule/placement';
import type { Placement } from '../../../../shared/schedule/slots';
import { addDays } from '../../../../shared/schedule/week';
import { carriedIntoNextWeek, type WeekEdge } from '../../../../shared/schedule/week-edge';
import type { Database } from '../../../db/connection';
import { HttpError } from '../../../http/errors';
import { drawnPlacements } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { type WeekContent } from '../weeks/week-rows';
import { PLACEMENT_REFUSALS } from '../schedule-refusals';

type Executor = Pick<Database, 'select' | 'execute'>;

/**
 * Applies the shared placement rules; a refusal names the rule (SPEC.md §5). `content` is the
 * week as read in this transaction (read here when not given). Where overnight shows continue
 * (decision 0057), a show running past Saturday midnight is also checked against the next week:
 * in a finalized next week, a continuation on top of another show is refused with the spec's
 * "Cannot create overlaps in finalized week", as a placement made there would be.
 */
export async function guardPlacement(
  db: Executor,
  week: { id: string; status: string },
  placement: Placement,
  edge: WeekEdge,
  options: { content?: WeekContent; excludeId?: string } = {},
): Promise<void> {
  const content = options.content ?? (await loadWeekContent(db, week.id, edge));
  const check = checkPlacement(
    placement,
    { status: week.status as WeekStatus, isPast: false, ...edge },
    drawnPlacements(content),
    options.excludeId,
  );
  if (!check.ok) {
    const status = check.reason === 'finalizedOverlap' ? 409 : 422;
    throw new HttpError(
      status,
      check.reason === 'finalizedOverlap' ? 'finalized_overlap' : 'invalid_placement',
      PLACEMENT_REFUSALS[check.reason],
    );
  }
  await guardContinuation(db, week.id, placement, edge, options.excludeId);
}

/**
 * Refuses a show whose run past Saturday midnight would overlap another in the next week when
 * that week is finalized (a draft next week flags it instead). `excludeId` is the show as it was
 * before this change, which the next week sees carried in.
 */
export async function guardContinuation(
  db: Executor,
  weekId: string,
  placement: Placement,
  edge: WeekEdge,
  excludeId?: string,
): Promise<void> {
  const carried = edge.overnightContinues ? carriedIntoNextWeek(placement) : null;
  if (!carried) return;
  const nextWeek = addDays(weekId, 7);
  const { rows } = await db.execute<{ status: string }>(
    sql`select status from weekly_schedules where id = ${nextWeek}`,
  );
  if (rows[0]?.status !== 'finalized') return;
  const next = await loadWeekContent(db, nextWeek, edge);
  if (overlapsAny(carried, drawnPlacements(next), excludeId)) {
    throw new HttpError(409, 'finalized_overlap', PLACEMENT_REFUSALS.finalizedOverlap);
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

import type { AwayTimesLike } from '../../../shared/fill-ins/eligibility';
import type { Placement } from '../../../shared/schedule/slots';
import type { CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';

/*
 * Away dates come with the away-dates work (decision 0065), merged beside this one: until then no
 * DJ is away. Replaced by its `awayDuring` and its table once merged.
 */

export function awayDuring(
  _period: AwayTimesLike,
  _weekId: CivilDate,
  _airing: Placement,
): boolean {
  return false;
}

export async function awayPeriodsOf(
  _db: Pick<Database, 'select'>,
  _djIds: readonly string[],
): Promise<Map<string, AwayTimesLike[]>> {
  return new Map();
}

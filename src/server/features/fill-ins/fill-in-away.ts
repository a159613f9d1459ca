import { inArray } from 'drizzle-orm';
import { slotClock, type AwayTimes } from '../../../shared/away/away-periods';
import type { Database } from '../../db/connection';
import { djAwayPeriods } from '../../db/schema';

export { awayDuring } from '../../../shared/away/away-periods';

/** The away dates of some DJ entries (decision 0065), by entry, as the shared rules read them. */
export async function awayPeriodsOf(
  db: Pick<Database, 'select'>,
  djIds: readonly string[],
): Promise<Map<string, AwayTimes[]>> {
  const byDj = new Map<string, AwayTimes[]>();
  if (djIds.length === 0) return byDj;
  const rows = await db
    .select()
    .from(djAwayPeriods)
    .where(inArray(djAwayPeriods.djId, [...new Set(djIds)]));
  for (const r of rows) {
    const list = byDj.get(r.djId) ?? [];
    list.push({
      fromDate: r.fromDate,
      toDate: r.toDate,
      startTime: r.startSlot === null ? null : slotClock(r.startSlot),
      endTime: r.endSlot === null ? null : slotClock(r.endSlot),
    });
    byDj.set(r.djId, list);
  }
  return byDj;
}

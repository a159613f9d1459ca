import type { FillInRequestView } from '../../../../shared/schemas/fill-ins';
import { useAccess } from '../../../lib/use-access';
import { useFillIns } from '../api/fill-ins-api';

export type OpenFillIns = {
  count: number;
  /** More wait past the first page (its nearest weeks): the count reads "12+". */
  more: boolean;
  /** Open past the escalation lead (close to airtime). */
  escalated: number;
  /** Waiting requests by week (its Sunday): the dashboard's week rows. */
  byWeek: ReadonlyMap<string, number>;
};

const waiting = (r: FillInRequestView) => r.state === 'open' || r.state === 'pending-approval';

/**
 * The fill-in requests still waiting that concern the member: every one for a station manager,
 * the ones they can take for a linked DJ; null for anyone else (or while loading).
 */
export function useOpenFillIns(): OpenFillIns | null {
  const { access, can } = useAccess();
  const manager = can('team.manage');
  const linked = (access?.ownDjIds.length ?? 0) > 0;
  const query = useFillIns(manager ? 'all' : 'can-take', manager || linked);
  if (!query.data || !(manager || linked)) return null;
  // The first page: the nearest weeks, where "close to airtime" and the dashboard's rows are.
  const open = query.data.requests.filter(waiting);
  const byWeek = new Map<string, number>();
  for (const r of open) byWeek.set(r.airing.weekId, (byWeek.get(r.airing.weekId) ?? 0) + 1);
  return {
    count: open.length,
    more: query.data.more,
    escalated: open.filter((r) => r.escalated).length,
    byWeek,
  };
}

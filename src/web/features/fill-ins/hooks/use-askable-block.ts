import { useCallback, useMemo } from 'react';
import { hostKey } from '../../../../shared/schedule/dj-clash';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import { useAccess } from '../../../lib/use-access';
import { useDjs } from '../../djs/hooks/use-djs';
import { isCarriedIn } from '../../schedule/block-text';

/**
 * Whether the signed-in member may "Ask for a fill-in" for a block of a week: a station manager for
 * any, a member (not a viewer) for an airing that carries their DJ entry's name (the server's rule, issue 33
 * item 2), in a week not past, and not handed over already (its request is taken: the server
 * would refuse a second). The server decides on the airing's start; this only offers the item.
 * Stable while nothing it reads changes, so the grid's blocks are not drawn again for it.
 */
export function useAskableBlock(week: WeekView | undefined): (block: ScheduledBlock) => boolean {
  const { access, can } = useAccess();
  const manager = can('team.manage');
  const djs = useDjs().data;
  const ownNames = useMemo(() => {
    // A viewer reads only: the server refuses their ask whatever entry they are linked to.
    const own = new Set(access?.role === 'Viewer' ? [] : (access?.ownDjIds ?? []));
    return new Set((djs ?? []).filter((dj) => own.has(dj.id)).map((dj) => hostKey(dj.name)));
  }, [access, djs]);
  const open = week !== undefined && !week.isPast;
  return useCallback(
    (block: ScheduledBlock) =>
      open &&
      !isCarriedIn(block) &&
      !block.fillIn &&
      (manager || block.djNames.some((name) => ownNames.has(hostKey(name)))),
    [open, manager, ownNames],
  );
}

import { useMemo } from 'react';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { blockZoneNotes, type BlockZoneNotes } from './block-zone-notes';
import { useScheduleZone } from './schedule-zone-context';
import { useClock } from '../../../lib/use-clock';
import { useScheduleWords } from '../schedule-words';

/** One block's change-day notes and viewer times, for its details (menu, agenda entry). */
export function useBlockZoneNotes(block: ScheduledBlock | null): BlockZoneNotes | undefined {
  const zone = useScheduleZone();
  const weekId = zone?.weekId;
  const stationZone = zone?.stationZone;
  const viewerZone = zone?.viewerZone ?? null;
  const words = useScheduleWords();
  const clock = useClock();
  return useMemo(() => {
    if (!block || !weekId || !stationZone) return undefined;
    return blockZoneNotes([block], weekId, stationZone, viewerZone, words, clock).get(block.id);
  }, [block, weekId, stationZone, viewerZone, words, clock]);
}

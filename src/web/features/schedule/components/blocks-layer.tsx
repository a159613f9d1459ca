import { memo, useMemo, useRef } from 'react';
import { daySegments } from '../../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { assignLanes, type LaneItem } from '../drag/lanes';
import { useHoverResizeHandles } from '../hooks/use-hover-resize-handles';
import { useTouchResizeHandles } from '../hooks/use-touch-resize-handles';
import { blockZoneNotes } from '../zone/block-zone-notes';
import { useScheduleZone } from '../zone/schedule-zone-context';
import { ScheduledBlockView } from './scheduled-block';
import { isCarriedIn } from '../block-text';
import { useClock } from '../../../lib/use-clock';
import { useScheduleWords } from '../schedule-words';

type Piece = LaneItem & { block: ScheduledBlock; continuation: boolean; last: boolean };

/** Every block of the week cut into its day pieces (continuing after midnight). */
function piecesOf(blocks: readonly ScheduledBlock[]): Piece[] {
  const pieces: Piece[] = [];
  for (const block of blocks) {
    const segments = daySegments(block);
    segments.forEach((segment, index) => {
      pieces.push({
        ...segment,
        key: `${block.id}:${index}`,
        block,
        last: index === segments.length - 1,
      });
    });
  }
  return pieces;
}

/**
 * The placed shows of the week, drawn over the day columns in a layer of their own. The layer is
 * contained, so the drag preview moving above it never lays out or repaints the 672 blocks
 * beneath it (DESIGN.md D7).
 */
export const BlocksLayer = memo(function BlocksLayer({
  blocks,
  clashes,
  editable,
  askable,
}: {
  blocks: readonly ScheduledBlock[];
  clashes: ReadonlyMap<string, string>;
  editable: boolean;
  /** Whether a block not editable still opens its menu, for "Ask for a fill-in" alone. */
  askable: (block: ScheduledBlock) => boolean;
}) {
  const pieces = useMemo(() => piecesOf(blocks), [blocks]);
  const lanes = useMemo(() => assignLanes(pieces), [pieces]);
  const zone = useScheduleZone();
  const weekId = zone?.weekId;
  const stationZone = zone?.stationZone;
  const viewerZone = zone?.viewerZone ?? null;
  const words = useScheduleWords();
  const clock = useClock();
  const zoneNotes = useMemo(
    () =>
      weekId && stationZone
        ? blockZoneNotes(blocks, weekId, stationZone, viewerZone, words, clock)
        : undefined,
    [blocks, weekId, stationZone, viewerZone, words, clock],
  );
  const layer = useRef<HTMLDivElement | null>(null);
  useHoverResizeHandles(layer);
  useTouchResizeHandles(layer, blocks);
  return (
    <div ref={layer} className="absolute inset-0 [contain:strict]">
      {pieces.map((piece) => {
        const lane = lanes.get(piece.key);
        return (
          <ScheduledBlockView
            key={piece.key}
            block={piece.block}
            djClash={clashes.get(piece.block.id)}
            zoneNotes={zoneNotes?.get(piece.block.id)}
            dayIndex={piece.dayIndex}
            timeIndex={piece.timeIndex}
            duration={piece.duration}
            continuation={piece.continuation}
            last={piece.last}
            lane={lane?.lane ?? 0}
            lanes={lane?.lanes ?? 1}
            // A show carried in from last week is that week's to change (decision 0057).
            editable={editable && !isCarriedIn(piece.block)}
            menuOnly={!editable && askable(piece.block)}
          />
        );
      })}
    </div>
  );
});

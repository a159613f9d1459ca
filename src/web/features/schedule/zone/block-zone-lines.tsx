import type { BlockZoneNotes } from './block-zone-notes';

/**
 * Under a block's time range, where it has room (`room` more slot-high lines): its time in the
 * viewer's zone, then its change-day note ("3 h on air: clocks go forward").
 */
export function BlockZoneLines({
  notes,
  room,
}: {
  notes: BlockZoneNotes | undefined;
  room: number;
}) {
  if (!notes || room < 1) return null;
  const showViewer = notes.viewerTime !== null;
  const noteRoom = room - (showViewer ? 1 : 0);
  return (
    <>
      {showViewer ? (
        <span className="mt-0.5 truncate text-indigo-800 tabular-nums">{notes.viewerTime}</span>
      ) : null}
      {notes.inBlock && noteRoom >= 1 ? (
        <span
          data-testid="block-clock-note"
          className="mt-0.5 line-clamp-2 font-medium break-words text-amber-900"
        >
          {notes.inBlock}
        </span>
      ) : null}
    </>
  );
}

import type { BlockZoneNotes } from './block-zone-notes';

/**
 * Under a block's time range, where it has room (`room` more slot-high lines): its time in the
 * viewer's zone, then its change-day note ("3 h on air: clocks go forward"). In a lane beside
 * overlapping shows (`narrow`) "Kolkata 20:30–22:30" does not fit one line: it takes two, the
 * city above the time, and is left out where there is room for one only (the block's accessible
 * name says it).
 */
export function BlockZoneLines({
  notes,
  room,
  narrow = false,
}: {
  notes: BlockZoneNotes | undefined;
  room: number;
  narrow?: boolean;
}) {
  if (!notes || room < 1) return null;
  const viewerLines = narrow ? 2 : 1;
  const showViewer = notes.viewerTime !== null && room >= viewerLines;
  const noteRoom = room - (showViewer ? viewerLines : 0);
  return (
    <>
      {showViewer ? (
        <span
          className={
            narrow
              ? 'mt-0.5 line-clamp-2 text-indigo-800 tabular-nums'
              : 'mt-0.5 truncate text-indigo-800 tabular-nums'
          }
        >
          {notes.viewerTime}
        </span>
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

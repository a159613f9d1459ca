import { useDragState, type DragStore } from '../drag/drag-store';

/**
 * A small card under the pointer while a library show is dragged and not over the grid, so the
 * drag is visible on its way there. It is moved by the drag code directly (no re-render per
 * pointer move) and hidden as soon as the grid's preview takes over.
 */
export function DragChip({
  store,
  chipRef,
}: {
  store: DragStore;
  chipRef: (node: HTMLDivElement | null) => void;
}) {
  const source = useDragState(store, (s) => (s.source?.kind === 'create' ? s.source : null));
  const overGrid = useDragState(store, (s) => s.preview !== null);
  if (!source || overGrid) return null;
  return (
    <div
      ref={chipRef}
      aria-hidden
      className="pointer-events-none fixed top-0 left-0 z-[60] max-w-56 rounded-lg border-l-4 bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-xl ring-1 ring-slate-200"
      style={{ borderLeftColor: source.color }}
    >
      <span className="block truncate">{source.name}</span>
    </div>
  );
}

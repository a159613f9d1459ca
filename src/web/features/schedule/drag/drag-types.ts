import type { DraggableSyntheticListeners, DragStartEvent } from '@dnd-kit/core';
import type { Placement, ResizeEdge } from '../../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';

/** A library show being dragged onto the grid: what the preview needs to draw and check it. */
export type CreateSource = {
  kind: 'create';
  templateId: string;
  name: string;
  color: string;
  /** In slots: hoursToSlots(show.duration). */
  duration: number;
  /** Its DJs' names, to tell a DJ booked elsewhere at the same time. */
  djNames: readonly string[];
};

/**
 * What is being dragged (SPEC.md §3 "Drag state"): a library show (create), a placed block
 * grabbed `grabOffset` slots below its start (move), a block's edge (resize, from the content y
 * where the gesture began), or a block moved with the arrow keys (keyboard).
 */
export type DragSource =
  | CreateSource
  | { kind: 'move'; block: ScheduledBlock; grabOffset: number }
  | { kind: 'resize'; block: ScheduledBlock; edge: ResizeEdge; startY: number }
  | { kind: 'keyboard'; block: ScheduledBlock; placement: Placement };

/** The dashed preview: where the drop would land and whether it may (SPEC.md §2 colours). */
export type Preview = {
  placement: Placement;
  isValid: boolean;
  isOverlapping: boolean;
  /** Why it is invalid, or a note such as the overlap; shown in the preview. */
  message: string | null;
  /** A DJ of the dragged show on another show at that time: "Ava Brooks is also on Jazz Hour, …". */
  djClashes: readonly string[];
  /** An invalid drop whose reason is said in a toast when it is let go (a change day's refusal). */
  sayOnDrop?: boolean;
};

/** The name and colour a preview is drawn with. */
export function sourceLook(source: DragSource): { name: string; color: string } {
  return source.kind === 'create'
    ? { name: source.name, color: source.color }
    : { name: source.block.showName, color: source.block.showColor };
}

/** What the drag code (components/drag-kit.tsx) reports to the schedule. */
export type DndHandlers = {
  onDragStart: (event: DragStartEvent) => void;
  onDragEnd: () => void;
  onDragCancel: () => void;
  onDragAbort: () => void;
};

/** A drag surface as the drag code sees it (drag-surface.tsx, drag-kit.tsx). */
export type DragSurfaceHandle = {
  id: string;
  node: { readonly current: HTMLDivElement | null };
  /** The surface's listeners once the drag code is here (undefined when it leaves). */
  arrived: (listeners: DraggableSyntheticListeners) => void;
};

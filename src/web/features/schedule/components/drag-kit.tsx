import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type PointerSensorOptions,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import { useLayoutEffect } from 'react';
import { MOUSE_PICKUP, pressesResizeHandle, TOUCH_PICKUP } from '../drag/touch-pickup';
import type { DndHandlers, DragSurfaceHandle } from '../drag/drag-types';

// The screen speaks for itself through its own live region (moves and placements are announced
// with show names); dnd-kit's default texts would read out internal ids.
const silent = {
  announcements: {
    onDragStart: () => undefined,
    onDragMove: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: () => undefined,
  },
  screenReaderInstructions: {
    draggable:
      'Library shows are placed with their Place button; placed shows are moved with the arrow keys.',
  },
};

const mouseOptions: PointerSensorOptions = { activationConstraint: MOUSE_PICKUP };
const touchOptions: TouchSensorOptions = {
  activationConstraint: TOUCH_PICKUP,
  bypassActivationConstraint: ({ event }) => pressesResizeHandle(event.target),
};

/**
 * dnd-kit's context, fetched after the schedule has painted (schedule-dnd.tsx): a mouse or pen
 * drag starts after 4 px of movement (so a click still opens a block's menu), a finger's after a
 * long press (drag/touch-pickup.ts); Escape cancels. A finger goes to the TouchSensor, never the
 * PointerSensor (drag-surface.tsx hands each its own presses): the TouchSensor cancels the
 * touchmoves of a drag, which is what keeps the page from scrolling under a dragged show, as a
 * pointermove cannot. Its own auto-scroll is off: the grid scrolls with the spec's speed curve
 * instead. It holds one draggable per drag surface and none of the page: the surfaces' elements
 * are handed to it by reference, so its re-renders during a drag stop here.
 */
export function DragKit({
  handlers,
  surfaces,
}: {
  handlers: DndHandlers;
  surfaces: readonly DragSurfaceHandle[];
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
  );
  return (
    <DndContext
      sensors={sensors}
      autoScroll={false}
      accessibility={silent}
      onDragStart={handlers.onDragStart}
      onDragEnd={handlers.onDragEnd}
      onDragCancel={handlers.onDragCancel}
      onDragAbort={handlers.onDragAbort}
    >
      {surfaces.map((surface) => (
        <SurfaceDraggable key={surface.id} surface={surface} />
      ))}
    </DndContext>
  );
}

/**
 * One dnd-kit draggable for a whole surface (DESIGN.md D7): the surface's element as its node, its
 * listeners handed back for the surface's presses, and a press made while this code was on its
 * way passed on now.
 */
function SurfaceDraggable({ surface }: { surface: DragSurfaceHandle }) {
  const { setNodeRef, listeners } = useDraggable({ id: surface.id });
  useLayoutEffect(() => {
    setNodeRef(surface.node.current);
    return () => setNodeRef(null);
  }, [setNodeRef, surface]);
  useLayoutEffect(() => {
    surface.arrived(listeners);
    return () => surface.arrived(undefined);
  }, [listeners, surface]);
  return null;
}

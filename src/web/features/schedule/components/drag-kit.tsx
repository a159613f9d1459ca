import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
  type PointerSensorOptions,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { MOUSE_PICKUP, pressesResizeHandle, TOUCH_PICKUP } from '../drag/touch-pickup';

type DndHandlers = {
  onDragStart: (event: DragStartEvent) => void;
  onDragEnd: () => void;
  onDragCancel: () => void;
  onDragAbort: () => void;
};

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
 * dnd-kit's context: a mouse or pen drag starts after 4 px of movement (so a click still opens a
 * block's menu), a finger's after a long press (drag/touch-pickup.ts); Escape cancels. A finger
 * goes to the TouchSensor, never the PointerSensor (drag-surface.tsx hands each its own presses):
 * the TouchSensor cancels the touchmoves of a drag, which is what keeps the page from scrolling
 * under a dragged show, as a pointermove cannot. Its own
 * auto-scroll is off: the grid scrolls with the spec's speed curve instead. Children are passed
 * through unchanged, so the context's re-renders during a drag stop here.
 */
export function ScheduleDnd({
  handlers,
  children,
}: {
  handlers: DndHandlers;
  children: ReactNode;
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
      {children}
    </DndContext>
  );
}

import {
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';

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

/**
 * dnd-kit's context with its PointerSensor: a drag starts after 4 px of movement (so a click
 * still opens a block's menu), Escape cancels it. Its own auto-scroll is off: the grid scrolls
 * with the spec's speed curve instead. Children are passed through unchanged, so the context's
 * re-renders during a drag stop here.
 */
export function ScheduleDnd({
  handlers,
  children,
}: {
  handlers: DndHandlers;
  children: ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
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

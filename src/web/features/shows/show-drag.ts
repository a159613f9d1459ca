import type { DragEvent } from 'react';
import type { Show } from '../../../shared/schemas/show';

/** The drag data type a dragged show template carries; the schedule grid reads it on drop. */
export const SHOW_DRAG_TYPE = 'application/x-radio-show+json';

/** Puts a show template on a drag: its id and duration for the grid, its name for other targets. */
export function setShowDragData(event: DragEvent, show: Show): void {
  event.dataTransfer.effectAllowed = 'copy';
  event.dataTransfer.setData(
    SHOW_DRAG_TYPE,
    JSON.stringify({ id: show.id, duration: show.duration }),
  );
  event.dataTransfer.setData('text/plain', show.name);
}

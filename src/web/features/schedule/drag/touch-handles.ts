import type { ResizeEdge } from '../../../../shared/schedule/slots';

/**
 * A touch resize handle's look and place: a 24 px knob centred on the block's edge (half outside
 * it), the top one at the right and the bottom one at the left, so the two never overlap even on
 * a 20 px tall block. touch-none: pressing one resizes, it never scrolls the grid.
 */
export function touchHandleClass(edge: ResizeEdge): string {
  const place = edge === 'top' ? '-top-3 right-1' : '-bottom-3 left-1';
  return `absolute ${place} z-10 size-6 touch-none cursor-ns-resize rounded-full border-2 border-indigo-600 bg-white shadow-md`;
}

/** Whether a click came from a finger (Chromium and Firefox give clicks a pointerType). */
export function wasTapped(event: object): boolean {
  return 'pointerType' in event && event.pointerType === 'touch';
}

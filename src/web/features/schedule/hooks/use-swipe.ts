import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, and how much more sideways than up or down. */
const SWIPE_MIN_PX = 60;
const SWIPE_RATIO = 1.5;

/**
 * A horizontal swipe by finger or pen on an element whose CSS leaves horizontal moves to script
 * (touch-action: pan-y): vertical moves still scroll natively, and a vertical scroll cancels the
 * pointer, so it never counts as a swipe. A mouse does not swipe (it has the arrows).
 * `onSwipe(-1)` for a swipe to the right (the day before), `onSwipe(1)` to the left.
 */
export function useSwipe(onSwipe: (step: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_RATIO * Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}

/** Auto-scroll while dragging (SPEC.md §4, §9): zone 120 px, 8-25 px per frame, power 0.7. */
export const AUTO_SCROLL = {
  zone: 120,
  minSpeed: 8,
  maxSpeed: 25,
  power: 0.7,
  frameMs: 1000 / 60,
} as const;

/**
 * Pixels to scroll this frame for a pointer at `y` in a viewport of `height`: negative near the
 * top, positive near the bottom, 0 elsewhere. Speed eases toward the edge with power 0.7 and is
 * scaled by the frame time, at most two frames' worth.
 */
export function autoScrollStep(
  y: number,
  height: number,
  frameMs: number = AUTO_SCROLL.frameMs,
): number {
  const { zone, minSpeed, maxSpeed, power } = AUTO_SCROLL;
  const fromTop = y;
  const fromBottom = height - y;
  let direction = 0;
  let depth = 0;
  if (fromTop <= zone) {
    direction = -1;
    depth = (zone - Math.max(0, fromTop)) / zone;
  } else if (fromBottom <= zone) {
    direction = 1;
    depth = (zone - Math.max(0, fromBottom)) / zone;
  }
  if (direction === 0) return 0;
  const speed = minSpeed + (maxSpeed - minSpeed) * Math.pow(Math.min(1, depth), power);
  const frames = Math.min(2, Math.max(0, frameMs / AUTO_SCROLL.frameMs));
  return direction * speed * frames;
}

/** The new scroll position, clamped to what the content allows. */
export function clampScroll(top: number, scrollHeight: number, clientHeight: number): number {
  return Math.min(Math.max(0, top), Math.max(0, scrollHeight - clientHeight));
}

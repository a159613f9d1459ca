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
  zone: number = AUTO_SCROLL.zone,
): number {
  const { minSpeed, maxSpeed, power } = AUTO_SCROLL;
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

/** The part of the grid's rows in sight, in window pixels: under its sticky day headers. */
export type ScrollBand = { top: number; bottom: number };

/**
 * The band auto-scroll measures from: the rows in sight, from under the sticky day headers to the
 * grid's bottom or the window's, whichever is higher. Its edge zones are the spec's 120 px where
 * the band is tall (720 px and more), and a sixth of it each where it is not: a 1024 x 768 tablet
 * sees ~480 px of rows, of which two 120 px zones would leave half to drag in, and a finger
 * dragging a show near the bottom would scroll the week away under it.
 */
export function scrollBand(
  view: { bodyTop: number; bottom: number },
  windowHeight: number,
): ScrollBand & { zone: number } {
  const top = Math.max(0, view.bodyTop);
  const bottom = Math.max(top, Math.min(view.bottom, windowHeight));
  return { top, bottom, zone: Math.min(AUTO_SCROLL.zone, (bottom - top) / 6) };
}

/** The new scroll position, clamped to what the content allows. */
export function clampScroll(top: number, scrollHeight: number, clientHeight: number): number {
  return Math.min(Math.max(0, top), Math.max(0, scrollHeight - clientHeight));
}

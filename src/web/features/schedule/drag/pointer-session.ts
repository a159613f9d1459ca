import {
  AUTO_SCROLL,
  autoScrollStep,
  clampScroll,
  type ScrollBand,
} from '../../../../shared/schedule/auto-scroll';

export type Point = { x: number; y: number };

/** How far the grid has scrolled since the drag began. */
export type ScrollDelta = { top: number; left: number };

type SessionOptions = {
  start: Point;
  viewport: HTMLElement;
  /**
   * The rows in sight and their edge zone (scrollBand); without it, the viewport's whole box with
   * the spec's 120 px zones.
   */
  band?: ScrollBand & { zone: number };
  /** Whether the grid should scroll this frame (a preview exists and this is not a resize). */
  autoScroll: () => boolean;
  /** Called at most once a frame, when the pointer moved or the grid scrolled. */
  update: (pointer: Point, scrolled: ScrollDelta) => void;
  /** Called on every pointer move, for things that follow the pointer exactly (the drag chip). */
  follow?: (pointer: Point) => void;
};

export type PointerSession = { pointer: () => Point; flush: () => void; stop: () => void };

/**
 * Follows the pointer during a drag that dnd-kit's sensor started, and auto-scrolls the grid
 * near its top or bottom edge (SPEC.md §4: 120 px zone, 8-25 px a frame scaled by frame time).
 * Work is batched into one animation frame, so a burst of pointer events costs one preview
 * computation.
 */
export function startPointerSession(options: SessionOptions): PointerSession {
  const { viewport, autoScroll, update, follow } = options;
  let pointer = options.start;
  let dirty = true;
  let last = 0;
  let frame = 0;
  // The viewport's measures are read once: reading them every frame would force a layout of the
  // whole grid each time (672 blocks) after the preview changed.
  const top0 = viewport.scrollTop;
  const left0 = viewport.scrollLeft;
  const maxHeight = viewport.scrollHeight;
  const height = viewport.clientHeight;
  const viewTop = viewport.getBoundingClientRect().top;
  const band = options.band ?? { top: viewTop, bottom: viewTop + height, zone: AUTO_SCROLL.zone };
  let scrollTop = top0;
  let scrollLeft = left0;

  const moveTo = (x: number, y: number) => {
    pointer = { x, y };
    dirty = true;
    follow?.(pointer);
  };
  const onMove = (event: PointerEvent) => moveTo(event.clientX, event.clientY);
  // A finger's drag is followed by its touchmoves as well: they are the events the touch sensor
  // holds the page still with, so they keep coming whatever the browser does with its pointer
  // events for that finger.
  const onTouchMove = (event: TouchEvent) => {
    const finger = event.touches[0];
    if (finger) moveTo(finger.clientX, finger.clientY);
  };
  const onScroll = () => {
    // Scroll events come before the frame, when layout is clean: reading is cheap here.
    scrollTop = viewport.scrollTop;
    scrollLeft = viewport.scrollLeft;
    dirty = true;
  };
  const delta = () => ({ top: scrollTop - top0, left: scrollLeft - left0 });

  const tick = (time: number) => {
    const frameMs = last === 0 ? AUTO_SCROLL.frameMs : time - last;
    last = time;
    if (autoScroll()) {
      const step = autoScrollStep(pointer.y - band.top, band.bottom - band.top, frameMs, band.zone);
      const top = clampScroll(scrollTop + step, maxHeight, height);
      if (step !== 0 && top !== scrollTop) {
        scrollTop = top;
        viewport.scrollTop = top;
        dirty = true;
      }
    }
    if (dirty) {
      dirty = false;
      update(pointer, delta());
    }
    frame = requestAnimationFrame(tick);
  };

  window.addEventListener('pointermove', onMove, { passive: true });
  window.addEventListener('touchmove', onTouchMove, { passive: true });
  viewport.addEventListener('scroll', onScroll, { passive: true });
  frame = requestAnimationFrame(tick);
  follow?.(pointer);

  return {
    pointer: () => pointer,
    flush() {
      dirty = false;
      update(pointer, delta());
    },
    stop() {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('touchmove', onTouchMove);
      viewport.removeEventListener('scroll', onScroll);
    },
  };
}

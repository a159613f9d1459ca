import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPointerSession } from './pointer-session';

// A stand-in for the browser: animation frames run when the test says so.
let frames: ((time: number) => void)[] = [];
type Moved = {
  clientX?: number;
  clientY?: number;
  touches?: { clientX: number; clientY: number }[];
};
const windowListeners = new Map<string, (event: Moved) => void>();

beforeEach(() => {
  frames = [];
  windowListeners.clear();
  vi.stubGlobal('requestAnimationFrame', (run: (time: number) => void) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.stubGlobal('window', {
    addEventListener: (name: string, run: (event: Moved) => void) => windowListeners.set(name, run),
    removeEventListener: (name: string) => windowListeners.delete(name),
  });
});
afterEach(() => vi.unstubAllGlobals());

function frame(time: number) {
  const pending = frames;
  frames = [];
  for (const run of pending) run(time);
}

function viewport(scrollTop = 0) {
  return {
    scrollTop,
    scrollLeft: 0,
    scrollHeight: 2000,
    clientHeight: 600,
    getBoundingClientRect: () => ({ top: 100 }),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  } as unknown as HTMLElement;
}

describe('startPointerSession', () => {
  it('updates once a frame with the latest pointer, only when something changed', () => {
    const update = vi.fn();
    startPointerSession({
      start: { x: 1, y: 300 },
      viewport: viewport(),
      autoScroll: () => false,
      update,
    });
    frame(16);
    expect(update).toHaveBeenCalledTimes(1);
    windowListeners.get('pointermove')?.({ clientX: 5, clientY: 310 });
    windowListeners.get('pointermove')?.({ clientX: 6, clientY: 320 });
    frame(32);
    frame(48);
    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenLastCalledWith({ x: 6, y: 320 }, { top: 0, left: 0 });
  });

  it('scrolls near the bottom edge, scaled by frame time, and reports the scroll', () => {
    const node = viewport(100);
    const update = vi.fn();
    // 650 is 50 px above the viewport's bottom (100 + 600).
    startPointerSession({
      start: { x: 1, y: 650 },
      viewport: node,
      autoScroll: () => true,
      update,
    });
    frame(1000); // first frame: one frame's worth
    const first = node.scrollTop - 100;
    expect(first).toBeGreaterThan(8);
    expect(first).toBeLessThan(25);
    frame(1000 + 1000 / 30); // a slow frame counts double
    expect(node.scrollTop - 100 - first).toBeCloseTo(first * 2, 5);
    expect(update.mock.lastCall?.[1].top).toBeCloseTo(first * 3, 5);
  });

  it('stops at the end of the content and does not scroll while told not to', () => {
    const node = viewport(1395);
    startPointerSession({
      start: { x: 1, y: 690 },
      viewport: node,
      autoScroll: () => true,
      update: vi.fn(),
    });
    frame(16);
    expect(node.scrollTop).toBe(1400);
    const still = viewport(500);
    startPointerSession({
      start: { x: 1, y: 690 },
      viewport: still,
      autoScroll: () => false,
      update: vi.fn(),
    });
    frame(16);
    expect(still.scrollTop).toBe(500);
  });

  it("follows a finger's touchmoves as it follows a pointer, and auto-scrolls for it alike", () => {
    const node = viewport(100);
    const update = vi.fn();
    const follow = vi.fn();
    startPointerSession({
      start: { x: 1, y: 300 },
      viewport: node,
      autoScroll: () => true,
      update,
      follow,
    });
    frame(16);
    windowListeners.get('touchmove')?.({ touches: [{ clientX: 40, clientY: 650 }] });
    expect(follow).toHaveBeenLastCalledWith({ x: 40, y: 650 });
    frame(32);
    // 650 is in the bottom zone: the grid scrolled, and the update has the finger and the scroll.
    expect(node.scrollTop).toBeGreaterThan(100);
    expect(update).toHaveBeenLastCalledWith(
      { x: 40, y: 650 },
      { top: node.scrollTop - 100, left: 0 },
    );
    // A touchmove without a finger on the screen (a stray event) changes nothing.
    windowListeners.get('touchmove')?.({ touches: [] });
    expect(follow).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    const session = startPointerSession({
      start: { x: 1, y: 300 },
      viewport: viewport(),
      autoScroll: () => false,
      update: vi.fn(),
    });
    session.stop();
    expect(windowListeners.has('pointermove')).toBe(false);
    expect(windowListeners.has('touchmove')).toBe(false);
    expect(frames).toHaveLength(0);
  });
});

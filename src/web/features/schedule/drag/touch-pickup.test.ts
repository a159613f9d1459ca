import { describe, expect, it } from 'vitest';
import {
  chipOffset,
  isTouchPress,
  MOUSE_PICKUP,
  pressesResizeHandle,
  pressPoint,
  TOUCH_PICKUP,
} from './touch-pickup';

/** A stand-in for an element: closest() answers for the selectors it is inside of. */
function inside(...selectors: string[]) {
  return { closest: (selector: string) => (selectors.includes(selector) ? {} : null) };
}

describe('pickup rule', () => {
  it('is a long press of about a third of a second for a finger, a short move for a mouse', () => {
    expect(TOUCH_PICKUP.delay).toBeGreaterThanOrEqual(300);
    expect(TOUCH_PICKUP.delay).toBeLessThanOrEqual(400);
    // A finger that strays further is scrolling; a mouse that moves as far is dragging.
    expect(TOUCH_PICKUP.tolerance).toBeGreaterThan(MOUSE_PICKUP.distance);
    expect(TOUCH_PICKUP.tolerance).toBeLessThan(15);
  });

  it('picks up at once on a touch resize handle, and only there', () => {
    expect(pressesResizeHandle(inside('[data-resize-handle]'))).toBe(true);
    expect(pressesResizeHandle(inside('[data-drag]'))).toBe(false);
    expect(pressesResizeHandle(null)).toBe(false);
    expect(pressesResizeHandle({})).toBe(false);
  });
});

describe('pressPoint', () => {
  it("reads a pointer's position and a touch's first finger", () => {
    expect(pressPoint({ clientX: 10, clientY: 20 })).toEqual({ x: 10, y: 20 });
    const touch = { touches: { length: 1, 0: { clientX: 5, clientY: 6 } } };
    expect(isTouchPress(touch)).toBe(true);
    expect(pressPoint(touch)).toEqual({ x: 5, y: 6 });
  });

  it('reads a lifted finger from the changed touches, and nothing from a key press', () => {
    const ended = {
      touches: { length: 0 },
      changedTouches: { length: 1, 0: { clientX: 7, clientY: 8 } },
    };
    expect(pressPoint(ended)).toEqual({ x: 7, y: 8 });
    expect(pressPoint({ touches: { length: 0 } })).toBeNull();
    expect(pressPoint({ key: 'Enter' })).toBeNull();
    expect(isTouchPress({ clientX: 1, clientY: 2 })).toBe(false);
  });
});

describe('chipOffset', () => {
  it('puts the card above a finger, which would hide it, and beside a mouse pointer', () => {
    expect(chipOffset(true).y).toBeLessThan(-40);
    expect(chipOffset(false)).toEqual({ x: 14, y: 14 });
  });
});

import type { Point } from './pointer-session';

/**
 * When a press becomes a drag (dnd-kit activation constraints, one rule for blocks and library
 * cards). A mouse or pen drags after 4 px of movement, so a click still opens a block's menu. A
 * finger must rest: a press of 350 ms that strays at most 8 px picks up; anything sooner or
 * further is the browser's (a tap opens the menu, a swipe scrolls). The tolerance is under the
 * browser's own touch slop, so a press that turns into a scroll is given up before the page moves.
 */
export const MOUSE_PICKUP = { distance: 4 } as const;
export const TOUCH_PICKUP = { delay: 350, tolerance: 8 } as const;

/** Something with an element's closest(), as an event's target is on the page. */
type Closest = { closest: (selector: string) => unknown };

function isElementLike(target: unknown): target is Closest {
  return (
    typeof target === 'object' &&
    target !== null &&
    typeof (target as Partial<Closest>).closest === 'function'
  );
}

/**
 * Whether a press lands on a selected block's touch resize handle. Such a press is picked up at
 * once: the handle exists only for that gesture and never scrolls the page (touch-action: none).
 */
export function pressesResizeHandle(target: unknown): boolean {
  return isElementLike(target) && target.closest('[data-resize-handle]') != null;
}

type TouchPoint = { clientX: number; clientY: number };
type TouchList = { length: number; [index: number]: TouchPoint | undefined };
type TouchPress = { touches: TouchList; changedTouches?: TouchList };

/** Whether an event is a touch event (TouchEvent is not defined in every desktop browser). */
export function isTouchPress(event: object): event is TouchPress {
  return 'touches' in event;
}

/**
 * Where a press is on screen: a pointer's or mouse's position, or a touch event's first finger
 * (a touchend has it among the changed touches only). Null for anything else (a key press).
 */
export function pressPoint(event: object): Point | null {
  if (isTouchPress(event)) {
    const touch = event.touches[0] ?? event.changedTouches?.[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  const { clientX, clientY } = event as Partial<TouchPoint>;
  return typeof clientX === 'number' && typeof clientY === 'number'
    ? { x: clientX, y: clientY }
    : null;
}

/**
 * Where the card that follows a dragged library show sits from the pointer: below and right of a
 * mouse pointer, above a finger, which would hide it.
 */
export function chipOffset(touch: boolean): Point {
  return touch ? { x: -24, y: -64 } : { x: 14, y: 14 };
}
